// Many values at once (`hoshin record --csv`), each through the one record operation: each
// indicator is read once, its values recorded oldest first, and a failure of the connection
// stops the rest, which are not attempted.
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { Resource, ResourceClient } from '../core/resource.js';
import type { LocalIndex } from '../index/model.js';
import type { ValuesSent } from '../index/values-sent.js';
import { recordValue, type RecordOutcome } from './record-value.js';

export interface ValueRow {
  readonly indicatorId: number;
  readonly day: string;
  readonly value: number;
  readonly comment?: string;
}

export type RowOutcome<Row extends ValueRow> = { readonly row: Row } & (
  { readonly type: 'not-attempted'; readonly error: HoshinError } | RecordOutcome
);

export interface RecordManyOptions {
  readonly today: string;
  readonly dryRun: boolean;
  /** After each history is created: make what was learned durable. */
  readonly afterCreate?: () => Promise<void>;
  readonly sent?: ValuesSent;
  /** How many rows have an outcome so far. */
  readonly onStep?: (done: number) => void;
}

/**
 * Network and authentication failures end the run, and so does a service turning requests away
 * (a rate limit, signatures that kept clashing): every later row would fail the same way, and
 * each would only prolong the limit.
 */
function stopsTheRun(error: HoshinError): boolean {
  return ['network', 'timeout', 'auth', 'rate_limited', 'signature_clash'].includes(error.kind);
}

export async function recordMany<Row extends ValueRow>(
  client: Pick<ResourceClient, 'get' | 'create' | 'update'>,
  index: LocalIndex,
  rows: readonly Row[],
  options: RecordManyOptions,
): Promise<RowOutcome<Row>[]> {
  const { today, dryRun, afterCreate, sent } = options;
  const onStep = options.onStep ?? (() => undefined);
  const outcomes: RowOutcome<Row>[] = [];
  const byIndicator = new Map<number, Row[]>();
  for (const row of rows) byIndicator.set(row.indicatorId, [...(byIndicator.get(row.indicatorId) ?? []), row]);
  let stop: HoshinError | undefined;
  for (const [indicatorId, indicatorRows] of byIndicator) {
    // Oldest first, so the newest value is the one the indicator ends with.
    const ordered = [...indicatorRows].sort((a, b) => a.day.localeCompare(b.day));
    let indicator: Resource | undefined;
    if (!stop) {
      try {
        indicator = await client.get('indicator', indicatorId);
      } catch (error) {
        if (!isHoshinError(error)) throw error;
        if (stopsTheRun(error)) stop = error;
        for (const row of ordered) outcomes.push({ type: 'failed', row, day: row.day, daySource: 'given', error });
        onStep(outcomes.length);
        continue;
      }
    }
    for (const row of ordered) {
      if (stop || !indicator) {
        outcomes.push({ type: 'not-attempted', row, error: stop ?? new HoshinError('server', 'not attempted') });
        continue;
      }
      const result = await recordValue(
        client,
        index,
        { indicatorId, value: row.value, day: row.day, ...(row.comment === undefined ? {} : { comment: row.comment }) },
        { today, indicator, dryRun, ...(afterCreate ? { afterCreate } : {}), ...(sent ? { sent } : {}) },
      );
      indicator = result.indicator;
      outcomes.push({ ...result.outcome, row });
      if (result.outcome.type === 'failed' && stopsTheRun(result.outcome.error)) stop = result.outcome.error;
      onStep(outcomes.length);
    }
  }
  return outcomes;
}
