// The review pack as one self-contained HTML page: inline CSS and SVG, no script, no request elsewhere; texts through htmlText. Pure.
import { healthPercentText } from '../../domain/health.js';
import { htmlText } from './escape.js';
import { chartHtml } from './html-chart.js';
import { minutesHtml } from './minutes.js';
import { PACK_CSS } from './html-style.js';
import type { PackDue, PackRed, PackTask, ReviewPack } from './pack.js';
import { progressBetween } from '../../domain/progress.js';
import { dateText, gapText, instantText, monthTitle, numberText, PAGE_MARKS, TREND_MARKS, trendText } from './words.js';

const h = htmlText;

function fact(label: string, value: string): string {
  return `<div><dt>${h(label)}</dt><dd>${value}</dd></div>`;
}

function scopeLine(pack: ReviewPack): string {
  if (pack.scope.kind === 'hoshin') return `hoshin ${pack.scope.id}`;
  const within = pack.hoshin ? ` in ${h(pack.hoshin.name)} (hoshin ${pack.hoshin.id})` : '';
  return `${pack.scope.kind} ${pack.scope.id}${within}`;
}

function overviewHtml(pack: ReviewPack): string {
  const facts = [
    fact('Month under review', h(monthTitle(pack.month))),
    fact('Covers', scopeLine(pack)),
    fact('Data fetched', h(instantText(pack.fetchedAt))),
    fact('Due and late as of', h(pack.today)),
  ];
  if (pack.health?.figures.updated_at) facts.push(fact('Health computed by the service', h(instantText(pack.health.figures.updated_at))));
  const missing = pack.coverage.complete
    ? '<p class="complete">Nothing: every objective, indicator and open task the service counts is known here, and every month of the chart has its value.</p>'
    : `<ul class="missing">${pack.coverage.gaps.map((gap) => `<li>${h(gap.text)}</li>`).join('')}</ul>`;
  const unrecorded =
    pack.coverage.unrecorded.length === 0
      ? ''
      : `<h2 id="unrecorded">Not recorded on the service</h2><ul class="missing">${pack.coverage.unrecorded.map((item) => `<li>! ${h(item.text)}</li>`).join('')}</ul>`;
  return (
    `<section id="overview"><p class="kicker">Monthly review</p><h1>${h(pack.scope.name)}</h1><dl class="facts">${facts.join('')}</dl>` +
    `<h2 id="missing">What is missing here</h2>${missing}${unrecorded}</section>`
  );
}

function healthHtml(pack: ReviewPack): string {
  if (!pack.health)
    return '<section id="health"><h2>Plan health</h2><p class="warn">The hoshin could not be read: its health counters are not known.</p></section>';
  const { figures, objectives, indicators, tasks } = pack.health;
  const figure = (label: string, pct: number, why: string, extra = '') =>
    `<div class="figure${extra}"><span class="label">${h(label)}</span><span class="pct">${h(healthPercentText(pct))}</span><span class="why">${h(why)}</span></div>`;
  const cards = [
    figure('Overall', figures.overall, 'the average of the three', ' overall'),
    figure(
      'Objectives',
      figures.objectives,
      `${figures.neglected_objectives} neglected, ${figures.blind_objectives} blind of ${objectives} objectives`,
    ),
    figure('Indicators', figures.indicators, `${figures.outdated_indicators} outdated of ${indicators} indicators`),
    figure('Tasks', figures.tasks, `${figures.outdated_tasks} past their deadline of ${tasks} open tasks`),
  ];
  const hoshin =
    pack.hoshin && pack.scope.kind !== 'hoshin'
      ? `<p class="legend">The health of the whole hoshin, ${h(pack.hoshin.name)}: the service keeps it per hoshin.</p>`
      : '';
  return `<section id="health"><h2>Plan health</h2><div class="health">${cards.join('')}</div>${hoshin}</section>`;
}

function taskHtml(task: PackTask, today: string): string {
  const deadline = task.late ? `<span class="late">! ${h(dateText(task.deadline, today))}</span>` : h(dateText(task.deadline, today));
  const owner = task.owner === null ? '' : `, ${h(task.owner)}`;
  return `<li>${h(task.name)} <span class="tag">${h(task.status)}</span> deadline ${deadline}${owner}</li>`;
}

function redHtml(red: PackRed, today: string): string {
  const facts = [
    fact('Owner', red.owner === null ? 'no one named' : h(red.owner)),
    fact('Value', h(numberText(red.value))),
    fact('Progress', h(progressBetween(red.progress, red.goal, red.worst, numberText))),
    fact('Gap to goal', h(gapText(red.value, red.goal, red.direction))),
    fact('Trend', `${red.trend === null ? '' : `${TREND_MARKS[red.trend]} `}${h(trendText(red.trend, red.previous))}`),
  ];
  const tasks = red.countermeasures.length === 0 ? '' : `<ul>${red.countermeasures.map((task) => taskHtml(task, today)).join('')}</ul>`;
  const answer = red.answered
    ? `<p>Countermeasures:</p>${tasks}`
    : `<p class="no-cm">${PAGE_MARKS.red} No countermeasure yet${red.countermeasures.length > 0 ? ': only planned tasks, none active' : ''}</p>${tasks}`;
  return `<article class="red-item"><h3>${PAGE_MARKS.red} ${h(red.name)}</h3><p class="legend">${h(red.objective)}</p><dl class="facts">${facts.join('')}</dl>${answer}</article>`;
}

function redsHtml(pack: ReviewPack): string {
  const title = `<h2>Red in ${h(monthTitle(pack.month))}</h2>`;
  if (pack.reds.length === 0)
    return `<section id="reds">${title}<p>No indicator known here is below its goal in ${h(monthTitle(pack.month))}.</p></section>`;
  const without = pack.reds.filter((red) => !red.answered).length;
  const summary = `<p>${pack.reds.length} indicator${pack.reds.length === 1 ? '' : 's'} below the goal; ${without === 0 ? 'each has an active countermeasure' : `<span class="warn">${without} without an active countermeasure</span>`}.</p>`;
  return `<section id="reds">${title}${summary}${pack.reds.map((red) => redHtml(red, pack.today)).join('')}</section>`;
}

function dueRow(item: PackDue, today: string): string {
  const status = item.late ? `<span class="late">! late</span> (${h(item.status)})` : `due (${h(item.status)})`;
  return `<tr><td>${item.kind}</td><td>${h(item.name)}</td><td>${status}</td><td class="when">${h(dateText(item.date, today))}</td></tr>`;
}

function dueHtml(pack: ReviewPack): string {
  const title = '<h2>Due and late, by owner</h2>';
  if (pack.due.length === 0)
    return `<section id="due">${title}<p>Nothing is due: every indicator known here is up to date and no open task is past its deadline.</p></section>`;
  const owners = pack.due.map(
    (owner) =>
      `<div class="owner"><h3>${h(owner.owner)}</h3><div class="scroll"><table class="due"><thead><tr><th scope="col">What</th><th scope="col">Name</th><th scope="col">Status</th><th scope="col">Date</th></tr></thead>` +
      `<tbody>${owner.items.map((item) => dueRow(item, pack.today)).join('')}</tbody></table></div></div>`,
  );
  return `<section id="due">${title}${owners.join('')}</section>`;
}

function cascadeHtml(pack: ReviewPack): string {
  if (!pack.cascade) return '';
  const sections = pack.cascade.map(
    (section) => `<h3>${h(section.title)}</h3><ul>${section.lines.map((line) => `<li>${h(line.trim())}</li>`).join('')}</ul>`,
  );
  return `<section id="cascade"><h2>The cascade</h2>${sections.join('')}</section>`;
}

export function renderPackHtml(pack: ReviewPack): string {
  const title = `Monthly review: ${pack.scope.name}, ${monthTitle(pack.month)}`;
  return (
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    // No script, and nothing fetched from anywhere: the page is all there is.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">` +
    `<title>${h(title)}</title><style>${PACK_CSS}</style></head>\n<body><main>` +
    overviewHtml(pack) +
    healthHtml(pack) +
    chartHtml(pack) +
    redsHtml(pack) +
    minutesHtml(pack) +
    dueHtml(pack) +
    cascadeHtml(pack) +
    `<footer>Made by hoshin from the service's figures and the values known here. ${PAGE_MARKS.green} met · ${PAGE_MARKS.red} below the goal · ${PAGE_MARKS.none} not known here · ! not recorded, or late · progress = (value − worst) / (goal − worst).</footer>` +
    '</main></body></html>\n'
  );
}
