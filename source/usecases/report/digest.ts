// The reminder digest in words, the same sentences in every format, texts through the format's escape. Pure.
import { SERVICE_REMINDER_WORDS } from '../../domain/reminders.js';
import { progressBetween } from '../../domain/progress.js';
import { htmlText, markdownText } from './escape.js';
import type { PackRed } from './pack.js';
import { dateText, gapText, monthTitle, numberText } from './words.js';
import { isQuiet, type DigestItem, type OwnerDigest, type ReminderDigest } from '../reminder-digest.js';

type Escape = (value: string) => string;

export interface DigestSection {
  readonly title: string;
  readonly lines: readonly string[];
}

export function digestTitle(digest: ReminderDigest, esc: Escape): string {
  return `Reminders for ${esc(digest.hoshin.name)} (hoshin ${digest.hoshin.id}), ${digest.today}`;
}

export function itemSentence(item: DigestItem, today: string, esc: Escape): string {
  // A coming indicator's status is `current`: it is due by its date, not yet late.
  const state = item.late ? `late (${item.status})` : item.status === 'current' ? 'to update' : `due (${item.status})`;
  const service = item.service === null || item.service === 'reminds' ? '' : `; ${SERVICE_REMINDER_WORDS[item.service]}`;
  return `${item.kind} ${item.id} ${esc(item.name)}: ${state}, ${dateText(item.date, today)}${service}`;
}

export function redSentence(red: PackRed, esc: Escape): string {
  return `indicator ${red.id} ${esc(red.name)}: ${numberText(red.value)}, ${gapText(red.value, red.goal, red.direction)}; ${progressBetween(red.progress, red.goal, red.worst, numberText)}`;
}

function counts(owner: OwnerDigest): { late: number; dueToday: number; coming: number; red: number } {
  return {
    late: owner.due.filter((item) => item.late).length,
    dueToday: owner.due.filter((item) => !item.late).length,
    coming: owner.coming.length,
    red: owner.reds.length,
  };
}

export function digestSections(digest: ReminderDigest, esc: Escape): DigestSection[] {
  const month = monthTitle(digest.month);
  const within = `within ${digest.days} day${digest.days === 1 ? '' : 's'}`;
  const sections: DigestSection[] = [];
  for (const owner of digest.owners) {
    const lines = [
      ...owner.due.map((item) => itemSentence(item, digest.today, esc)),
      ...owner.coming.map((item) => itemSentence(item, digest.today, esc)),
      ...owner.reds.map((red) => `red in ${month}: ${redSentence(red, esc)}`),
    ];
    const c = counts(owner);
    sections.push({
      title: `${esc(owner.owner)}: ${c.late} late, ${c.dueToday} due today, ${c.coming} due ${within}, ${c.red} red in ${month}`,
      lines,
    });
  }
  const total = digest.owners
    .map(counts)
    .reduce(
      (sum, c) => ({ late: sum.late + c.late, dueToday: sum.dueToday + c.dueToday, coming: sum.coming + c.coming, red: sum.red + c.red }),
      { late: 0, dueToday: 0, coming: 0, red: 0 },
    );
  const stopped = digest.owners.flatMap((owner) => owner.due).filter((item) => item.service === 'stopped').length;
  sections.push({
    title: `Roll-up for ${digest.planOwner === null ? 'the plan owner' : esc(digest.planOwner)}`,
    lines: [
      `${total.late} late, ${total.dueToday} due today, ${total.coming} due ${within}, ${total.red} red in ${month}; the service has stopped reminding about ${stopped} of the late items.`,
      ...digest.owners.map((owner) => {
        const c = counts(owner);
        return `${esc(owner.owner)}: ${c.late} late, ${c.dueToday} due today, ${c.coming} coming, ${c.red} red`;
      }),
    ],
  });
  return sections;
}

export function digestMarkdown(digest: ReminderDigest, coverage: readonly string[]): string {
  const out = [`# ${digestTitle(digest, markdownText)}`];
  if (coverage.length > 0)
    out.push('', '**Partial: not all of the plan is known here.**', '', ...coverage.map((line) => `- ${markdownText(line)}`));
  if (isQuiet(digest)) out.push('', 'Nothing is due, late or red among what is known here.');
  for (const section of digestSections(digest, markdownText)) {
    out.push('', `## ${section.title}`, '', ...section.lines.map((line) => `- ${line}`));
  }
  return `${out.join('\n')}\n`;
}

export function digestHtml(digest: ReminderDigest, coverage: readonly string[]): string {
  const list = (lines: readonly string[]) => (lines.length === 0 ? '' : `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`);
  const title = digestTitle(digest, htmlText);
  const body = [`<h1>${title}</h1>`];
  if (coverage.length > 0) body.push('<p><strong>Partial: not all of the plan is known here.</strong></p>', list(coverage.map(htmlText)));
  if (isQuiet(digest)) body.push('<p>Nothing is due, late or red among what is known here.</p>');
  for (const section of digestSections(digest, htmlText)) body.push(`<h2>${section.title}</h2>`, list(section.lines));
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>\n${body.join('\n')}\n</body></html>\n`;
}
