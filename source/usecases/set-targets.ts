// Monthly targets (`hoshin targets`): every row is checked before the first write, and a re-run sends nothing.
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import type { TypedResource } from '../catalogue/typed-resource.js';
import type { HistoryLike } from '../domain/indicator.js';
import { planTarget } from '../domain/targets.js';
import type { IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';
import { readIndicators, stopsTheRun } from './indicators-once.js';

export interface TargetRow {
  readonly indicatorId: number;
  readonly day: string;
  readonly goal: number;
}

export type TargetOutcome<Row extends TargetRow> = { readonly row: Row } & (
  | { readonly type: 'created'; readonly historyId: number }
  /** A known row of the day took the goal; `holdsValue`: it keeps its value. */
  | { readonly type: 'updated'; readonly historyId: number; readonly previous: number | null; readonly holdsValue: boolean }
  /** The day already holds this goal: nothing sent. */
  | { readonly type: 'same'; readonly historyId: number | null }
  /** The day holds a value in a row not known here, or the service refused the day as taken: nothing was changed. */
  | { readonly type: 'kept'; readonly value: number | null; readonly refused: boolean }
  | { readonly type: 'would-create' }
  | { readonly type: 'would-update'; readonly historyId: number; readonly previous: number | null; readonly holdsValue: boolean }
  | { readonly type: 'failed'; readonly error: HoshinError }
  /** Not attempted: the connection failed on an earlier row. */
  | { readonly type: 'not-attempted'; readonly error: HoshinError }
  /** Not sent because another row cannot be applied: all or nothing. */
  | { readonly type: 'held' }
);

export interface SetTargetsOptions {
  readonly dryRun: boolean;
  /** Indicators already read (the ramp reads its one first). */
  readonly indicators?: ReadonlyMap<number, TypedResource<'indicator'>>;
}

function historyLike(entry: IndexEntry): HistoryLike {
  return entry.resource ?? { id: entry.id, day: entry.name };
}

/** The service refused the day as already taken (the public implementation says nothing more). */
function isTakenDay(error: HoshinError): boolean {
  return error.kind === 'invalid' && (error.details.fieldErrors === undefined || error.details.fieldErrors.day !== undefined);
}

/** A second target in a month: refused, naming the month's target, as the CSV reader does within one file. */
function monthTaken(row: TargetRow, day: string, goal: number): HoshinError {
  return new HoshinError(
    'invalid',
    `indicator ${row.indicatorId} already has the target ${goal} on ${day} for ${day.slice(0, 7)}, and a month has one target; ` +
      `set that day's goal instead`,
  );
}

export async function setTargets<Row extends TargetRow>(
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>,
  index: LocalIndex,
  rows: readonly Row[],
  options: SetTargetsOptions,
): Promise<TargetOutcome<Row>[]> {
  const ids = new Set(rows.map((row) => row.indicatorId));
  const { indicators, unreadable, stop: failed } = await readIndicators(client, ids, options.indicators);
  if (failed) return rows.map((row) => ({ type: 'not-attempted', row, error: failed }));

  const histories = (indicatorId: number) => index.children('indicator', indicatorId, 'indicator_history').map(historyLike);
  const checked = rows.map((row): TargetOutcome<Row> => {
    const indicator = indicators.get(row.indicatorId);
    if (!indicator) return { type: 'failed', row, error: unreadable.get(row.indicatorId) ?? new HoshinError('server', 'not read') };
    const plan = planTarget(indicator, histories(row.indicatorId), row.day, row.goal);
    switch (plan.type) {
      case 'create':
        return { type: 'would-create', row };
      case 'update':
        return { type: 'would-update', row, historyId: plan.historyId, previous: plan.previous, holdsValue: plan.holdsValue };
      case 'same':
        return { type: 'same', row, historyId: plan.historyId };
      case 'unreachable':
        return { type: 'kept', row, value: plan.value, refused: false };
      case 'month-taken':
        return { type: 'failed', row, error: monthTaken(row, plan.day, plan.goal) };
    }
  });
  if (options.dryRun) return checked;
  if (checked.some((outcome) => outcome.type === 'failed'))
    return checked.map((outcome) => (outcome.type === 'failed' ? outcome : { type: 'held', row: outcome.row }));

  const outcomes: TargetOutcome<Row>[] = [];
  let stop: HoshinError | undefined;
  for (const outcome of checked) {
    const { row } = outcome;
    if (outcome.type !== 'would-create' && outcome.type !== 'would-update') {
      outcomes.push(outcome);
      continue;
    }
    if (stop) {
      outcomes.push({ type: 'not-attempted', row, error: stop });
      continue;
    }
    try {
      if (outcome.type === 'would-create') {
        const created = await client.create('indicator_history', row.indicatorId, { day: row.day, goal: row.goal });
        outcomes.push({ type: 'created', row, historyId: created.id });
      } else {
        await client.update('indicator_history', outcome.historyId, { goal: row.goal });
        outcomes.push({ type: 'updated', row, historyId: outcome.historyId, previous: outcome.previous, holdsValue: outcome.holdsValue });
      }
    } catch (error) {
      if (!isHoshinError(error)) throw error;
      // A day taken by a row not known here: nothing was applied, and what it holds is kept.
      if (outcome.type === 'would-create' && isTakenDay(error)) outcomes.push({ type: 'kept', row, value: null, refused: true });
      else outcomes.push({ type: 'failed', row, error });
      if (stopsTheRun(error)) stop = error;
    }
  }
  return outcomes;
}
