// The review meeting's minutes in the pack, as HTML and as Markdown; every text goes through the escapers. Pure.
import { htmlText, markdownText } from './escape.js';
import type { PackMinutes, ReviewPack } from './pack.js';
import { monthTitle } from './words.js';

const HEAD = ['Decision', 'On', 'What', 'Owner', 'Date'] as const;

function summary(minutes: PackMinutes): string {
  const walked = minutes.reviewed + minutes.escalated;
  return `${minutes.decisions.length} decision${minutes.decisions.length === 1 ? '' : 's'}; ${walked} of ${minutes.items} item${minutes.items === 1 ? '' : 's'} gone through (${minutes.reviewed} reviewed, ${minutes.escalated} to escalate).`;
}

export function minutesHtml(pack: ReviewPack): string {
  const minutes = pack.minutes;
  if (!minutes) return '';
  const h = htmlText;
  const rows = minutes.decisions.map(
    (d) =>
      `<tr><td>${h(d.kind)}</td><td>${h(d.subject)}</td><td>${h(d.text)}</td><td>${d.owner === null ? 'no one named' : h(d.owner)}</td><td class="when">${h(d.date)}</td></tr>`,
  );
  const table =
    rows.length === 0
      ? '<p>No decision was written to the service.</p>'
      : `<div class="scroll"><table class="due decisions"><thead><tr>${HEAD.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
  return `<section id="decisions"><h2>Decisions of the review, ${h(monthTitle(pack.month))}</h2><p>${h(summary(minutes))}</p>${table}</section>`;
}

export function minutesMarkdown(pack: ReviewPack): string[] {
  const minutes = pack.minutes;
  if (!minutes) return [];
  const m = markdownText;
  const lines = ['', `## Decisions of the review, ${monthTitle(pack.month)}`, '', summary(minutes)];
  if (minutes.decisions.length === 0) return [...lines, '', 'No decision was written to the service.'];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  lines.push('', line(HEAD), line(HEAD.map(() => '---')));
  for (const d of minutes.decisions)
    lines.push(line([d.kind, m(d.subject), m(d.text), d.owner === null ? 'no one named' : m(d.owner), d.date]));
  return lines;
}
