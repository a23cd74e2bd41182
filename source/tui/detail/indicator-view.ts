// What the indicator views show, computed from resources: chart points, the history table, the
// overview rows and the scroll window. Pure.
import { readDecimal } from '../../catalogue/values.js';
import { readDay } from '../../domain/dates.js';
import {
  indicatorFigures,
  isUpdateLate,
  sortHistories,
  withCurrentValue,
  type HistoryLike,
  type IndicatorFigures,
  type IndicatorLike,
} from '../../domain/indicator.js';
import { progressText } from '../../domain/progress.js';
import { monthTarget, valueGoal, valueProgress } from '../../domain/targets.js';
import type { ChartPoint } from '../chart/history-chart.js';
import { formatValue } from '../chart/scale.js';

export type IndicatorResource = IndicatorLike & { readonly id: number } & Readonly<Record<string, unknown>>;
export type HistoryResource = HistoryLike & Readonly<Record<string, unknown>>;

/** History values as chart points, oldest first; given the indicator, each goal is its month's target. */
export function chartPoints(histories: readonly HistoryLike[], indicator?: IndicatorLike): ChartPoint[] {
  return sortHistories(histories).flatMap((h) => {
    const value = readDecimal(h.value);
    if (value === null) return [];
    const day = readDay(h.day) as string;
    const goal = indicator === undefined ? readDecimal(h.goal) : monthTarget(indicator, histories, day.slice(0, 7)).goal;
    return [{ day, value, goal }];
  });
}

export interface HistoryRow {
  readonly id: number | null;
  readonly day: string;
  readonly value: string;
  readonly goal: string;
  readonly percent: string;
  readonly comment: string;
}

/** The table of values known here, newest first: the history values and the indicator's own current value. */
export function historyRows(indicator: IndicatorLike, histories: readonly HistoryLike[]): HistoryRow[] {
  return sortHistories(withCurrentValue(indicator, histories))
    .reverse()
    .map((h) => {
      const value = readDecimal(h.value);
      // A value is judged against its month's target, as in the chart and the bowling chart; a target row shows its own.
      const goal = value === null ? readDecimal(h.goal) : valueGoal(h, indicator, histories);
      return {
        id: typeof h.id === 'number' ? h.id : null,
        day: readDay(h.day) as string,
        value: value === null ? '' : formatValue(value),
        goal: goal === null ? '' : formatValue(goal),
        percent: progressText(valueProgress(h, indicator, histories)),
        comment: typeof h.comment === 'string' ? h.comment.replace(/\s+/g, ' ').trim() : '',
      };
    });
}

/** First row to show so that `offset` rows are skipped but the window stays full when it can. */
export function clampScroll(offset: number, total: number, visible: number): number {
  return Math.max(0, Math.min(Math.floor(offset), total - Math.max(1, visible)));
}

export interface OverviewRow {
  readonly id: number;
  readonly name: string;
  readonly figures: IndicatorFigures;
  /** Values for the sparkline, oldest first. */
  readonly series: readonly number[];
  readonly behind: boolean;
  readonly late: boolean;
}

export function overviewRows(
  indicators: readonly IndicatorResource[],
  historiesOf: (id: number) => readonly HistoryResource[],
  today: string,
): OverviewRow[] {
  return indicators.map((indicator) => {
    const figures = indicatorFigures(indicator, today);
    const series = chartPoints(withCurrentValue(indicator, historiesOf(indicator.id))).map((p) => p.value);
    return {
      id: indicator.id,
      name: typeof indicator.name === 'string' && indicator.name !== '' ? indicator.name : `indicator ${indicator.id}`,
      figures,
      // Without known histories, the current value alone still shows where it stands.
      series: series.length > 0 ? series : figures.value === null ? [] : [figures.value],
      behind: figures.state === 'behind',
      late: isUpdateLate(figures.updateStatus),
    };
  });
}

/** The summary's parts, most needed first: a narrow line keeps the leading ones whole. */
export function overviewSummaryItems(rows: readonly OverviewRow[]): string[] {
  const behind = rows.filter((r) => r.behind).length;
  const late = rows.filter((r) => r.late).length;
  return [`${rows.length} ${rows.length === 1 ? 'indicator' : 'indicators'}`, `${behind} behind`, `${late} late`];
}

/** Accepts the histories as a Map or a plain record keyed by indicator id. */
export function historiesLookup(
  source: ReadonlyMap<number, readonly HistoryResource[]> | Readonly<Record<number, readonly HistoryResource[]>>,
): (id: number) => readonly HistoryResource[] {
  const map = source instanceof Map ? (source as ReadonlyMap<number, readonly HistoryResource[]>) : null;
  return (id) => (map ? map.get(id) : (source as Readonly<Record<number, readonly HistoryResource[]>>)[id]) ?? [];
}
