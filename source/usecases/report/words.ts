// The words and marks both renderings of the review pack share. Plain text (the renderers escape it). Pure.
import { EMPTY_WORDS, type BowlingCell, type BowlingMark, type EmptyMonth } from '../../domain/bowling.js';
import type { Direction, Trend } from '../../domain/indicator.js';
import { noProgressWhy, PROGRESS_NAME, progressText, type Progress } from '../../domain/progress.js';
import { daysFrom, monthShort, monthTitle } from '../../domain/relative-dates.js';
import { againstGoal } from '../../domain/targets.js';

/** The page's marks: a shape per state, so it reads in greyscale and without colour. */
export const PAGE_MARKS: Readonly<Record<BowlingMark, string>> = { green: '▲', red: '▼', none: '·' };
/** An empty month's mark on the page: what can be looked for shows one, the rest is blank. */
export const PAGE_EMPTY_MARKS: Readonly<Record<EmptyMonth, string>> = {
  unknown: '·',
  unrecorded: '!',
  'not-due': '',
  'no-update': '',
  before: '',
};
export const MARK_WORDS: Readonly<Record<BowlingMark, string>> = {
  green: 'met its goal',
  red: 'below its goal',
  none: 'no value known here',
};

export { monthShort, monthTitle };

/** 12.345 -> "12.35", 3 -> "3", -0 -> "0". */
export function numberText(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The progress figure by the one rule every view uses ("82%", "99.9%", "n/a"); '' without a value. */
export function percentText(progress: Progress | null): string {
  return progress === null ? '' : progressText(progress);
}

export function cellTitle(cell: BowlingCell, direction: Direction): string {
  if (cell.value === null) return `${monthTitle(cell.month)}: ${EMPTY_WORDS[cell.empty ?? 'unknown']}`;
  const goal =
    cell.goal === null ? '' : ` ${againstGoal(numberText(cell.goal), cell.goalFrom)}${direction === 'lower' ? ' (lower is better)' : ''}`;
  const figure =
    cell.progress?.kind === 'none' ? noProgressWhy(cell.progress, numberText) : `${PROGRESS_NAME} ${percentText(cell.progress)}`;
  return `${monthTitle(cell.month)}: ${numberText(cell.value)}${goal}, ${figure}, ${MARK_WORDS[cell.mark]}`;
}

/** "22 above the goal of 140" (lower is better) or "18 below the goal of 40". */
export function gapText(value: number, goal: number, direction: Direction): string {
  const gap = Math.abs(goal - value);
  const side = value > goal ? 'above' : 'below';
  return `${numberText(gap)} ${side} the goal of ${numberText(goal)}${direction === 'lower' ? ' (lower is better)' : ''}`;
}

export const TREND_MARKS: Readonly<Record<Trend, string>> = { positive: '↗', negative: '↘', equal: '→' };

export function trendText(trend: Trend | null, previous: number | null): string {
  if (trend === null || previous === null) return 'no earlier value known';
  const word = trend === 'positive' ? 'better' : trend === 'negative' ? 'worse' : 'unchanged';
  return `${word} than the month before (${numberText(previous)})`;
}

/** "2026-11-20 (4 days late)", "2026-11-24 (today)", "2026-12-01 (in 7 days)". */
export function dateText(day: string | null, today: string): string {
  if (day === null) return 'no deadline';
  const days = daysFrom(today, day);
  if (days === 0) return `${day} (today)`;
  return days < 0 ? `${day} (${-days} day${days === -1 ? '' : 's'} late)` : `${day} (in ${days} day${days === 1 ? '' : 's'})`;
}

/** "2026-11-24T09:30:00.000Z" -> "2026-11-24 09:30 UTC". */
export function instantText(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}
