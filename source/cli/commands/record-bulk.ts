// hoshin record --csv FILE [--dry-run]: the month's values from a spreadsheet export. Every row is
// checked before the first request; a day that already holds the same value is skipped, one that
// holds another is a conflict and is never overwritten; running the same file again changes nothing.
import { readFile } from 'node:fs/promises';
import type { Resource } from '../../core/resource.js';
import { HoshinError, isHoshinError } from '../../core/errors.js';
import { knownDay, planRecordValue, type HistoryLike } from '../../domain/indicator.js';
import type { ParsedArgs } from '../args.js';
import { openConnection, type Connection } from '../connection.js';
import type { CliContext } from '../context.js';
import { formatJson } from '../output.js';
import { decodeCsvBytes, readRecordRows, type RecordRow } from '../record-csv.js';
import { usageError } from '../usage-error.js';
import { visibleLine } from '../../core/untrusted-text.js';

type Outcome =
  | { readonly type: 'recorded'; readonly row: RecordRow; readonly historyId: number }
  | { readonly type: 'would-record'; readonly row: RecordRow }
  | { readonly type: 'skipped'; readonly row: RecordRow; readonly historyId: number | null }
  | { readonly type: 'conflict'; readonly row: RecordRow; readonly existing: number | null; readonly historyId: number | null }
  | { readonly type: 'failed'; readonly row: RecordRow; readonly error: HoshinError };

async function readBytes(file: string, context: CliContext): Promise<Uint8Array> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of context.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks);
  }
  try {
    return await readFile(file);
  } catch (error) {
    throw usageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** The file as text; bytes that are not UTF-8 are refused by line, nothing sent. */
async function readSource(file: string, context: CliContext): Promise<string> {
  const decoded = decodeCsvBytes(await readBytes(file, context));
  if (decoded.ok) return decoded.text;
  throw usageError(`${file === '-' ? 'standard input' : file} refused, nothing was sent:\n  ${decoded.errors.join('\n  ')}`);
}

function knownHistories(connection: Connection, indicatorId: number): HistoryLike[] {
  return connection.index.children('indicator', indicatorId, 'indicator_history').map((entry) => entry.resource ?? { id: entry.id, day: entry.name });
}

/** How far the run got, said by the spinner on a terminal; nothing when stderr is piped. */
function progress(context: CliContext, total: number): { step(done: number): void; end(): void } {
  const width = 30;
  return {
    step(done) {
      const filled = Math.round((done / total) * width);
      context.activity?.progress(`recording [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    },
    end() {
      context.activity?.progress(undefined);
    },
  };
}

/** Network and authentication failures end the run: every later row would fail the same way. */
function stopsTheRun(error: HoshinError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'auth';
}

async function recordRows(connection: Connection, rows: readonly RecordRow[], dryRun: boolean, onStep: (done: number) => void): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const byIndicator = new Map<number, RecordRow[]>();
  for (const row of rows) byIndicator.set(row.indicatorId, [...(byIndicator.get(row.indicatorId) ?? []), row]);
  let stop: HoshinError | undefined;
  for (const [indicatorId, indicatorRows] of byIndicator) {
    // Oldest first, so the newest value is the one the indicator ends with.
    const ordered = [...indicatorRows].sort((a, b) => a.day.localeCompare(b.day));
    let indicator: Resource | undefined;
    if (!stop) {
      try {
        indicator = await connection.client.get('indicator', indicatorId);
      } catch (error) {
        if (!isHoshinError(error)) throw error;
        if (stopsTheRun(error)) stop = error;
        for (const row of ordered) outcomes.push({ type: 'failed', row, error });
        onStep(outcomes.length);
        continue;
      }
    }
    for (const row of ordered) {
      if (stop || !indicator) {
        outcomes.push({ type: 'failed', row, error: stop ?? new HoshinError('server', 'not attempted') });
        continue;
      }
      const histories = knownHistories(connection, indicatorId);
      const known = knownDay(indicator, histories, row.day, row.value);
      if (known.type === 'same') outcomes.push({ type: 'skipped', row, historyId: known.historyId });
      else if (known.type === 'other') outcomes.push({ type: 'conflict', row, existing: known.value, historyId: known.historyId });
      else if (dryRun) outcomes.push({ type: 'would-record', row });
      else {
        const outcome = await recordOne(connection, indicator, histories, row);
        outcomes.push(outcome.outcome);
        if (outcome.indicator) indicator = outcome.indicator;
        if (outcome.outcome.type === 'failed' && stopsTheRun(outcome.outcome.error)) stop = outcome.outcome.error;
      }
      onStep(outcomes.length);
    }
  }
  return outcomes;
}

async function recordOne(connection: Connection, indicator: Resource, histories: readonly HistoryLike[], row: RecordRow): Promise<{ outcome: Outcome; indicator?: Resource }> {
  const plan = planRecordValue(indicator, histories, row.day, row.value, row.comment);
  if (!plan.ok) {
    const message =
      plan.reason === 'no-frequency'
        ? `indicator ${row.indicatorId} has no frequency; set it first: hoshin update indicator ${row.indicatorId} frequency=monthly`
        : `indicator ${row.indicatorId} already has a value on ${row.day}`;
    return { outcome: { type: 'failed', row, error: new HoshinError('invalid', message) } };
  }
  let history: Resource;
  try {
    history = await connection.client.create('indicator_history', row.indicatorId, plan.history);
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    // The service refuses a second value on a day (the public implementation without saying why).
    if (error.kind === 'invalid' && (error.details.fieldErrors === undefined || error.details.fieldErrors.day !== undefined)) {
      return { outcome: { type: 'conflict', row, existing: null, historyId: null } };
    }
    return { outcome: { type: 'failed', row, error } };
  }
  if (!plan.indicatorUpdate) return { outcome: { type: 'recorded', row, historyId: history.id } };
  try {
    const updated = await connection.client.update('indicator', row.indicatorId, plan.indicatorUpdate);
    return { outcome: { type: 'recorded', row, historyId: history.id }, indicator: updated };
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    const message = `history ${history.id} was recorded, but indicator ${row.indicatorId} was not moved to it (${error.message})`;
    return { outcome: { type: 'failed', row, error: new HoshinError(error.kind, message, error.details) } };
  }
}

function rowText(row: RecordRow): string {
  return `line ${row.line}: indicator ${row.indicatorId} on ${row.day} = ${row.value}`;
}

function describe(outcome: Outcome): string | null {
  switch (outcome.type) {
    case 'would-record':
      return `${rowText(outcome.row)}: would be recorded`;
    case 'conflict': {
      const holds = outcome.existing === null ? 'already holds a value' : `holds ${outcome.existing}`;
      const fix = outcome.historyId === null ? '' : ` (to change it: hoshin update history ${outcome.historyId} value=${outcome.row.value})`;
      return `${rowText(outcome.row)}: conflict, the day ${holds}; not overwritten${fix}`;
    }
    case 'failed':
      return `${rowText(outcome.row)}: failed: ${outcome.error.message}`;
    default:
      return null;
  }
}

function jsonRow(outcome: Outcome): Record<string, unknown> {
  const base = { line: outcome.row.line, indicator_id: outcome.row.indicatorId, day: outcome.row.day, value: outcome.row.value };
  switch (outcome.type) {
    case 'recorded':
      return { ...base, history_id: outcome.historyId };
    case 'skipped':
      return { ...base, history_id: outcome.historyId };
    case 'conflict':
      return { ...base, existing_value: outcome.existing, history_id: outcome.historyId };
    case 'failed':
      return { ...base, error: outcome.error.message };
    default:
      return base;
  }
}

export async function recordFromCsv(parsed: ParsedArgs, file: string, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0) throw usageError(`--csv takes no indicator or value: unexpected "${parsed.positionals.join(' ')}"`);
  for (const option of ['day', 'comment']) if (parsed.values[option] !== undefined) throw usageError(`--${option} does not go with --csv: give it per row`);
  const dryRun = parsed.values['dry-run'] === true;
  const reading = readRecordRows(await readSource(file, context));
  if (!reading.ok) {
    const count = reading.errors.length;
    throw usageError(`${count} row${count > 1 ? 's' : ''} of ${file === '-' ? 'standard input' : file} refused, nothing was sent:\n  ${reading.errors.map(visibleLine).join('\n  ')}`);
  }
  const connection = await openConnection(parsed.globals, context);
  try {
    if (connection.readOnly && !dryRun) throw usageError('read-only mode: refusing to record values (--dry-run shows what would change)');
    const bar = progress(context, reading.rows.length);
    const outcomes = await recordRows(connection, reading.rows, dryRun, (done) => bar.step(done));
    bar.end();
    const of = (type: Outcome['type']) => outcomes.filter((outcome) => outcome.type === type);
    const failed = of('failed') as Extract<Outcome, { type: 'failed' }>[];
    const conflicts = of('conflict');
    if (parsed.globals.json) {
      context.stdout.write(
        formatJson({
          dry_run: dryRun,
          recorded: of(dryRun ? 'would-record' : 'recorded').map(jsonRow),
          skipped: of('skipped').map(jsonRow),
          conflicts: conflicts.map(jsonRow),
          failed: failed.map(jsonRow),
        }),
      );
    } else {
      const lines = outcomes.map(describe).filter((line): line is string => line !== null);
      const recorded = dryRun ? `${of('would-record').length} to record` : `recorded ${of('recorded').length}`;
      const summary = `${recorded}, skipped ${of('skipped').length} (already there), ${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'}, ${failed.length} failed${dryRun ? ' (dry run: nothing was sent)' : ''}`;
      context.stdout.write(`${[...lines, summary].join('\n')}\n`);
    }
    if (failed.length > 0) return failed[0]!.error.exitCode;
    return conflicts.length > 0 ? 2 : 0;
  } finally {
    await connection.close();
  }
}
