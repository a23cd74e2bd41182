// The bowling chart: indicators x calendar months, each cell the month's value (the latest history
// value dated in that month) marked green when it met its goal and red when not (monthly-review.md).
// Pure: the caller gathers the indicators and the history values it knows.
import { readDecimal } from '../catalogue/values.js';
import { readDay } from './dates.js';
import { DEFAULT_GOAL, DEFAULT_WORST, percentOfGoal, type HistoryLike, type IndicatorLike } from './indicator.js';

export type BowlingMark = 'green' | 'red' | 'none';

/**
 * The mark of each cell, so the chart reads without colour (printouts, plain terminals). Red is
 * not `-`: before a figure it would read as a minus sign ("-100" for 99.9 percent).
 */
export const BOWLING_MARKS: Readonly<Record<BowlingMark, string>> = { green: '+', red: 'x', none: '.' };

/**
 * The percent of goal as a cell shows it: whole, unless rounding would carry it across the goal
 * (99.9 is not 100) or across zero, where it keeps its one decimal; never "-0".
 */
export function percentFigure(tpc: number): string {
  const whole = Math.round(tpc);
  const crosses = (line: number) => tpc < line !== whole < line;
  if (crosses(100) || crosses(0)) return oneDecimal(tpc).toFixed(1);
  return String(whole === 0 ? 0 : whole);
}

export interface BowlingCell {
  readonly month: string;
  readonly value: number | null;
  readonly goal: number | null;
  /** Percent of goal, one decimal; null without a value. */
  readonly tpc: number | null;
  readonly mark: BowlingMark;
  /** The history value the cell shows (to open or correct it), null when none. */
  readonly historyId: number | null;
}

export interface BowlingRow {
  readonly id: number;
  readonly name: string;
  readonly objective_id: number | null;
  readonly cells: readonly BowlingCell[];
}

export interface BowlingInput {
  readonly indicator: IndicatorLike & {
    readonly id: number;
    readonly name?: unknown;
    readonly objective_id?: unknown;
    readonly created_at?: unknown;
  };
  readonly histories: readonly HistoryLike[];
}

export interface BowlingChart {
  readonly months: readonly string[];
  readonly indicators: readonly BowlingRow[];
  /**
   * Indicators with a month that has no value known here: since they existed or had a value, and
   * (given today) before the month of a next update still to come: a value not due yet is not missing.
   */
  readonly incomplete: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** `count` calendar months ending with `last` (YYYY-MM), oldest first. */
export function monthsEnding(last: string, count: number): string[] {
  const match = MONTH.exec(last);
  if (!match) throw new RangeError(`not a month: ${last}`);
  const end = Number(match[1]) * 12 + Number(match[2]) - 1;
  const months: string[] = [];
  for (let index = end - count + 1; index <= end; index++) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    months.push(`${year}-${month < 10 ? '0' : ''}${month}`);
  }
  return months;
}

function oneDecimal(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function cellFor(month: string, input: BowlingInput): BowlingCell {
  let latest: HistoryLike | undefined;
  let latestDay = '';
  for (const history of input.histories) {
    const day = readDay(history.day);
    if (day === null || day.slice(0, 7) !== month || readDecimal(history.value) === null) continue;
    if (day > latestDay) {
      latest = history;
      latestDay = day;
    }
  }
  if (!latest) return { month, value: null, goal: null, tpc: null, mark: 'none', historyId: null };
  const value = readDecimal(latest.value) as number;
  const goal = readDecimal(latest.goal) ?? readDecimal(input.indicator.goal) ?? DEFAULT_GOAL;
  const worst = readDecimal(input.indicator.worst_value) ?? DEFAULT_WORST;
  const percent = percentOfGoal(value, goal, worst);
  const tpc = percent === null ? null : oneDecimal(percent);
  const mark: BowlingMark = tpc === null ? 'none' : tpc >= 100 ? 'green' : 'red';
  return { month, value, goal, tpc, mark, historyId: typeof latest.id === 'number' ? latest.id : null };
}

/**
 * The months of a row with no value known here: since the indicator existed or had a value, and
 * (given today) before the month of a next update still to come: a value not due yet is not missing.
 */
export function unknownMonths(input: BowlingInput, cells: readonly BowlingCell[], today?: string): string[] {
  // Months before the indicator existed are not missing; values booked before its creation count.
  const created = typeof input.indicator.created_at === 'string' ? input.indicator.created_at.slice(0, 7) : '';
  const firstValue = cells.find((cell) => cell.value !== null)?.month;
  const since = firstValue !== undefined && (created === '' || firstValue < created) ? firstValue : created;
  // Nor are the months from that of an update still to come (this month, before its value is due).
  const next = readDay(input.indicator.next_update);
  const until = today !== undefined && next !== null && next >= today ? next.slice(0, 7) : '9999-12';
  return cells.filter((cell) => cell.value === null && cell.month >= since && cell.month < until).map((cell) => cell.month);
}

/** `today` (YYYY-MM-DD): months from that of an update not due yet are not counted as unknown. */
export function bowlingChart(months: readonly string[], inputs: readonly BowlingInput[], today?: string): BowlingChart {
  let incomplete = 0;
  const indicators = inputs.map((input): BowlingRow => {
    const cells = months.map((month) => cellFor(month, input));
    if (unknownMonths(input, cells, today).length > 0) incomplete += 1;
    const objective = input.indicator.objective_id;
    return {
      id: input.indicator.id,
      name: typeof input.indicator.name === 'string' ? input.indicator.name : `Indicator ${input.indicator.id}`,
      objective_id: typeof objective === 'number' ? objective : null,
      cells,
    };
  });
  return { months, indicators, incomplete };
}
