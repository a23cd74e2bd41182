// The review pack's bowling chart as an HTML table. Pure.
import type { BowlingCell } from '../../domain/bowling.js';
import { htmlText } from './escape.js';
import type { PackRow, ReviewPack } from './pack.js';
import { sparklineSvg } from './sparkline-svg.js';
import { EMPTY_WORDS } from '../../domain/bowling.js';
import { PROGRESS_FORMULA, PROGRESS_NAME } from '../../domain/progress.js';
import { cellTitle, MARK_WORDS, monthShort, monthTitle, PAGE_EMPTY_MARKS, PAGE_MARKS, percentText } from './words.js';

const CELL_CLASS = { green: 'met', red: 'missed', none: 'none' } as const;

function cellHtml(cell: BowlingCell, row: PackRow, review: boolean): string {
  const classes = ['cell', CELL_CLASS[cell.mark], ...(review ? ['review'] : [])].join(' ');
  const percent = cell.empty !== null ? '' : `<span class="p">${htmlText(percentText(cell.progress))}</span>`;
  const mark = cell.empty === null ? PAGE_MARKS[cell.mark] : PAGE_EMPTY_MARKS[cell.empty];
  return `<td class="${classes}" title="${htmlText(cellTitle(cell, row.direction))}"><span class="m" aria-hidden="true">${mark}</span>${percent}</td>`;
}

function rowHtml(row: PackRow, reviewColumn: number): string {
  const lower = row.direction === 'lower' ? '<span class="tag" title="lower is better">▽ lower is better</span>' : '';
  const known = row.cells.filter((cell) => cell.tpc !== null);
  const label =
    known.length === 0
      ? `${row.name}: no progress known this year`
      : `${row.name}: ${PROGRESS_NAME} over the year, from ${percentText(known[0]?.progress ?? null)} to ${percentText(known[known.length - 1]?.progress ?? null)}`;
  const spark = sparklineSvg(
    row.cells.map((cell) => cell.tpc),
    htmlText(label),
  );
  const cells = row.cells.map((cell, index) => cellHtml(cell, row, index === reviewColumn)).join('');
  return `<tr><th scope="row" class="name"><span class="nm">${htmlText(row.name)}</span>${lower}</th>${cells}<td class="sparkcell">${spark}</td></tr>`;
}

export function chartHtml(pack: ReviewPack): string {
  const reviewColumn = pack.months.indexOf(pack.month);
  const heads = pack.months
    .map(
      (month, index) =>
        `<th scope="col" class="${index === reviewColumn ? 'review' : ''}" title="${htmlText(monthTitle(month))}">${htmlText(monthShort(month))}<br>${month.slice(0, 4)}</th>`,
    )
    .join('');
  const width = pack.months.length + 2;
  const body = pack.groups
    .map(
      (group) =>
        `<tr class="group"><th scope="colgroup" colspan="${width}">${htmlText(group.name)}</th></tr>${group.rows.map((row) => rowHtml(row, reviewColumn)).join('')}`,
    )
    .join('');
  const legend =
    `<p class="legend">${PAGE_MARKS.green} ${MARK_WORDS.green} (green) · ${PAGE_MARKS.red} ${MARK_WORDS.red} (red) · ` +
    `${PAGE_EMPTY_MARKS.unknown} ${EMPTY_WORDS.unknown} · ${PAGE_EMPTY_MARKS.unrecorded} ${EMPTY_WORDS.unrecorded} (its update passed with no value) · ` +
    `blank: ${EMPTY_WORDS['not-due']}, ${EMPTY_WORDS['no-update']}, or ${EMPTY_WORDS.before} · ` +
    `each cell: the ${PROGRESS_NAME} of the month's latest value, ${htmlText(PROGRESS_FORMULA)} (n/a where the goal equals the worst value) · ` +
    `the framed month is the one under review · the line at the end: the year's ${PROGRESS_NAME}, dashed at the goal.</p>`;
  const table =
    pack.groups.length === 0
      ? `<p>No indicator is known under this ${pack.scope.kind} here.</p>`
      : `<div class="scroll"><table class="bowling"><thead><tr><th scope="col">Indicator</th>${heads}<th scope="col">Year</th></tr></thead><tbody>${body}</tbody></table></div>${legend}`;
  return `<section id="chart"><h2>Bowling chart, ${htmlText(monthTitle(pack.months[0] ?? pack.month))} to ${htmlText(monthTitle(pack.month))}</h2>${table}</section>`;
}
