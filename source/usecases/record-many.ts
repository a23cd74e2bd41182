// Many values at once (`record --csv`): every row is checked before the first write, so a bad file sends nothing.
import { HoshinError } from '../core/errors.js';
import type { ResourceClient } from '../core/resource.js';
import type { TypedResource } from '../catalogue/typed-resource.js';
import type { LocalIndex } from '../index/model.js';
import type { ValuesSent } from '../index/values-sent.js';
import { readIndicators, stopsTheRun } from './indicators-once.js';
import { recordValue } from './record-value.js';
import { type RecordOutcome } from './record-outcome.js';

export interface ValueRow {
  readonly indicatorId: number;
  readonly day: string;
  readonly value: number;
  readonly comment?: string;
}

export type RowOutcome<Row extends ValueRow> = { readonly row: Row } & (
  | { readonly type: 'not-attempted'; readonly error: HoshinError }
  /** Not sent because another row cannot be applied: the file is applied whole or not at all. */
  | { readonly type: 'held' }
  | RecordOutcome
);

export interface RecordManyOptions {
  readonly today: string;
  readonly dryRun: boolean;
  /** Rows for days after today are taken (asked for explicitly). */
  readonly allowFuture?: boolean;
  readonly sent?: ValuesSent;
  /** How many rows have an outcome so far. */
  readonly onStep?: (done: number) => void;
}

/** A checked row that keeps the whole file from being sent. */
function blocks(outcome: RecordOutcome): boolean {
  return outcome.type === 'failed' || outcome.type === 'conflict';
}

export async function recordMany<Row extends ValueRow>(
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>,
  index: LocalIndex,
  rows: readonly Row[],
  options: RecordManyOptions,
): Promise<RowOutcome<Row>[]> {
  const { today, dryRun, sent } = options;
  const allowFuture = options.allowFuture === true;
  const onStep = options.onStep ?? (() => undefined);
  const byIndicator = new Map<number, Row[]>();
  for (const row of rows) byIndicator.set(row.indicatorId, [...(byIndicator.get(row.indicatorId) ?? []), row]);
  // Oldest first, so the newest value is the one the indicator ends with.
  for (const list of byIndicator.values()) list.sort((a, b) => a.day.localeCompare(b.day));

  const { indicators, unreadable, stop: failed } = await readIndicators(client, byIndicator.keys());
  if (failed) {
    const all = [...byIndicator.values()].flat();
    onStep(all.length);
    return all.map((row) => ({ type: 'not-attempted', row, error: failed }));
  }

  // Every row checked as a dry run of the one record operation: what it would do, from what is known.
  const checked: (RecordOutcome & { readonly row: Row })[] = [];
  for (const [indicatorId, indicatorRows] of byIndicator) {
    const failure = unreadable.get(indicatorId);
    let indicator = indicators.get(indicatorId);
    for (const row of indicatorRows) {
      if (failure || !indicator) {
        checked.push({ type: 'failed', row, day: row.day, daySource: 'given', error: failure ?? new HoshinError('server', 'not read') });
        continue;
      }
      const result = await recordValue(client, index, request(row), { today, indicator, dryRun: true, allowFuture });
      indicator = result.indicator;
      checked.push({ ...result.outcome, row });
    }
  }
  if (dryRun) {
    onStep(checked.length);
    return checked;
  }
  if (checked.some(blocks)) {
    onStep(checked.length);
    return checked.map((outcome): RowOutcome<Row> => (blocks(outcome) ? outcome : { type: 'held', row: outcome.row }));
  }

  const outcomes: RowOutcome<Row>[] = [];
  let stop: HoshinError | undefined;
  for (const [indicatorId, indicatorRows] of byIndicator) {
    let indicator = indicators.get(indicatorId) as TypedResource<'indicator'>;
    for (const row of indicatorRows) {
      if (stop) {
        outcomes.push({ type: 'not-attempted', row, error: stop });
        continue;
      }
      const result = await recordValue(client, index, request(row), {
        today,
        indicator,
        dryRun: false,
        allowFuture,
        ...(sent ? { sent } : {}),
      });
      indicator = result.indicator;
      outcomes.push({ ...result.outcome, row });
      if (result.outcome.type === 'failed' && stopsTheRun(result.outcome.error)) stop = result.outcome.error;
      onStep(outcomes.length);
    }
  }
  return outcomes;
}

function request(row: ValueRow): { indicatorId: number; value: number; day: string; comment?: string } {
  return {
    indicatorId: row.indicatorId,
    value: row.value,
    day: row.day,
    ...(row.comment === undefined ? {} : { comment: row.comment }),
  };
}
