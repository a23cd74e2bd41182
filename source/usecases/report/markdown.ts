// The review pack as GitHub-flavoured Markdown; every text from the service goes through markdownText. Pure.
import type { BowlingCell } from '../../domain/bowling.js';
import { healthPercentText } from '../../domain/health.js';
import { markdownText } from './escape.js';
import { minutesMarkdown } from './minutes.js';
import type { PackRed, ReviewPack } from './pack.js';
import { EMPTY_WORDS } from '../../domain/bowling.js';
import { PROGRESS_FORMULA, progressBetween } from '../../domain/progress.js';
import { dateText, gapText, instantText, monthShort, monthTitle, numberText, percentText, TREND_MARKS, trendText } from './words.js';

const m = markdownText;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

// Markdown's marks are the plain `+`, `-` and `.` of a wiki table; a space keeps `-` from reading as a minus sign.
const MARKDOWN_MARKS = { green: '+', red: '-', none: '.' } as const;
/** Empty months: `.` not known here, `!` not recorded; nothing where nothing was due. */
const MARKDOWN_EMPTY = { unknown: '.', unrecorded: '!', 'not-due': '', 'no-update': '', before: '' } as const;

function cellText(cell: BowlingCell): string {
  return cell.empty !== null ? MARKDOWN_EMPTY[cell.empty] : `${MARKDOWN_MARKS[cell.mark]} ${percentText(cell.progress)}`;
}

function overview(pack: ReviewPack): string[] {
  const lines = [`# Monthly review: ${m(pack.scope.name)}`, ''];
  const scope =
    pack.scope.kind === 'hoshin'
      ? `hoshin ${pack.scope.id}`
      : `${pack.scope.kind} ${pack.scope.id}${pack.hoshin ? ` in ${m(pack.hoshin.name)} (hoshin ${pack.hoshin.id})` : ''}`;
  lines.push(
    `- Month under review: **${monthTitle(pack.month)}**`,
    `- Covers: ${scope}`,
    `- Data fetched: ${instantText(pack.fetchedAt)}`,
    `- Due and late as of: ${pack.today}`,
  );
  if (pack.health?.figures.updated_at) lines.push(`- Health computed by the service: ${m(instantText(pack.health.figures.updated_at))}`);
  lines.push('', '## What is missing here', '');
  if (pack.coverage.complete)
    lines.push(
      'Nothing: every objective, indicator and open task the service counts is known here, and every month of the chart has its value.',
    );
  else for (const gap of pack.coverage.gaps) lines.push(`- ${m(gap.text)}`);
  if (pack.coverage.unrecorded.length > 0) {
    lines.push('', '## Not recorded on the service', '');
    for (const item of pack.coverage.unrecorded) lines.push(`- ${m(item.text)}`);
  }
  return lines;
}

function health(pack: ReviewPack): string[] {
  const lines = ['', '## Plan health', ''];
  if (!pack.health) return [...lines, 'The hoshin could not be read: its health counters are not known.'];
  const { figures, objectives, indicators, tasks } = pack.health;
  lines.push(
    table(
      ['', 'Health', 'Behind it'],
      [
        ['**Overall**', `**${healthPercentText(figures.overall)}**`, 'the average of the three'],
        [
          'Objectives',
          healthPercentText(figures.objectives),
          `${figures.neglected_objectives} neglected, ${figures.blind_objectives} blind of ${objectives} objectives`,
        ],
        ['Indicators', healthPercentText(figures.indicators), `${figures.outdated_indicators} outdated of ${indicators} indicators`],
        ['Tasks', healthPercentText(figures.tasks), `${figures.outdated_tasks} past their deadline of ${tasks} open tasks`],
      ],
    ),
  );
  if (pack.hoshin && pack.scope.kind !== 'hoshin')
    lines.push('', `The health of the whole hoshin, ${m(pack.hoshin.name)}: the service keeps it per hoshin.`);
  return lines;
}

function chart(pack: ReviewPack): string[] {
  const lines = ['', `## Bowling chart, ${monthTitle(pack.months[0] ?? pack.month)} to ${monthTitle(pack.month)}`, ''];
  if (pack.groups.length === 0) return [...lines, `No indicator is known under this ${pack.scope.kind} here.`];
  const head = [
    'Indicator',
    ...pack.months.map((month) =>
      month === pack.month ? `**${monthShort(month)} ${month.slice(2, 4)}**` : `${monthShort(month)} ${month.slice(2, 4)}`,
    ),
  ];
  const rows: string[][] = [];
  for (const group of pack.groups) {
    rows.push([`**${m(group.name)}**`, ...pack.months.map(() => '')]);
    for (const row of group.rows)
      rows.push([`${m(row.name)}${row.direction === 'lower' ? ' (lower is better)' : ''}`, ...row.cells.map(cellText)]);
  }
  lines.push(
    table(head, rows),
    '',
    `${MARKDOWN_MARKS.green} met its goal, ${MARKDOWN_MARKS.red} below it, each with its progress (${PROGRESS_FORMULA}; n/a where the goal equals the worst value); ${MARKDOWN_EMPTY.unknown} ${EMPTY_WORDS.unknown}, ${MARKDOWN_EMPTY.unrecorded} ${EMPTY_WORDS.unrecorded}, blank: ${EMPTY_WORDS['not-due']}, ${EMPTY_WORDS['no-update']} or ${EMPTY_WORDS.before}. The month in bold is under review.`,
  );
  return lines;
}

function red(item: PackRed, today: string): string[] {
  const lines = [
    '',
    `### ${m(item.name)}`,
    '',
    `- Objective: ${m(item.objective)}`,
    `- Owner: ${item.owner === null ? 'no one named' : m(item.owner)}`,
    `- Value: ${numberText(item.value)}, ${gapText(item.value, item.goal, item.direction)}`,
    `- Progress: ${progressBetween(item.progress, item.goal, item.worst, numberText)}`,
    `- Trend: ${item.trend === null ? '' : `${TREND_MARKS[item.trend]} `}${trendText(item.trend, item.previous)}`,
  ];
  if (!item.answered)
    lines.push(`- **No countermeasure yet**${item.countermeasures.length > 0 ? ': only planned tasks, none active' : ''}`);
  if (item.countermeasures.length > 0) {
    lines.push(
      '',
      table(
        ['Countermeasure', 'Status', 'Deadline', 'Owner'],
        item.countermeasures.map((task) => [
          m(task.name),
          task.status,
          `${task.late ? '**late** ' : ''}${dateText(task.deadline, today)}`,
          task.owner === null ? '' : m(task.owner),
        ]),
      ),
    );
  }
  return lines;
}

function reds(pack: ReviewPack): string[] {
  const lines = ['', `## Red in ${monthTitle(pack.month)}`];
  if (pack.reds.length === 0) return [...lines, '', `No indicator known here is below its goal in ${monthTitle(pack.month)}.`];
  const without = pack.reds.filter((item) => !item.answered).length;
  lines.push(
    '',
    `${pack.reds.length} indicator${pack.reds.length === 1 ? '' : 's'} below the goal; ${without === 0 ? 'each has an active countermeasure' : `**${without} without an active countermeasure**`}.`,
  );
  for (const item of pack.reds) lines.push(...red(item, pack.today));
  return lines;
}

function due(pack: ReviewPack): string[] {
  const lines = ['', '## Due and late, by owner'];
  if (pack.due.length === 0)
    return [...lines, '', 'Nothing is due: every indicator known here is up to date and no open task is past its deadline.'];
  for (const owner of pack.due) {
    lines.push('', `### ${m(owner.owner)}`, '');
    lines.push(
      table(
        ['What', 'Name', 'Status', 'Date'],
        owner.items.map((item) => [
          item.kind,
          m(item.name),
          item.late ? `**late** (${item.status})` : `due (${item.status})`,
          dateText(item.date, pack.today),
        ]),
      ),
    );
  }
  return lines;
}

function cascade(pack: ReviewPack): string[] {
  if (!pack.cascade) return [];
  const lines = ['', '## The cascade'];
  for (const section of pack.cascade)
    lines.push('', `### ${markdownText(section.title)}`, '', ...section.lines.map((line) => `- ${markdownText(line.trim())}`));
  return lines;
}

export function renderPackMarkdown(pack: ReviewPack): string {
  return `${[...overview(pack), ...health(pack), ...chart(pack), ...reds(pack), ...minutesMarkdown(pack), ...due(pack), ...cascade(pack)].join('\n')}\n`;
}
