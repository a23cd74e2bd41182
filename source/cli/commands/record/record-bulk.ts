// hoshin record --csv: every row checked before the first request, then usecases/record-many.ts.
import type { ResourceClient } from '../../../core/resource.js';
import { localDay } from '../../../domain/dates.js';
import { recordMany, type RowOutcome } from '../../../usecases/record-many.js';
import { conflictHolding } from '../../../usecases/record-outcome.js';
import type { ParsedArgs } from '../../args.js';
import type { RECORD_OPTIONS } from './options.js';
import { withConnection } from '../../connection.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { printAnswer } from '../../output.js';
import { readInput } from '../../../terminal/bounded-input.js';
import { decodeCsvBytes, readRecordRows, type RecordRow } from './record-csv.js';
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { usageError, unexpectedArguments } from '../../usage-error.js';
import { proseText } from '../../terminal/footnote.js';

type Outcome = RowOutcome<RecordRow>;
type Failed = Extract<Outcome, { type: 'failed' | 'unmoved' | 'not-attempted' }>;

/** The file as text; bytes that are not UTF-8 are refused by line, nothing sent. */
async function readSource(file: string, context: CliContext): Promise<string> {
  const decoded = decodeCsvBytes(await readInput(file, context.stdin, '--csv', 'csv'));
  if (decoded.ok) return decoded.text;
  throw refusal('--csv', file, 'is refused; nothing was sent', decoded.errors);
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

function rowText(row: RecordRow): string {
  return `line ${row.line}: indicator ${row.indicatorId} on ${row.day} = ${row.value}`;
}

function describe(outcome: Outcome): string | null {
  switch (outcome.type) {
    case 'would-record':
      return `${rowText(outcome.row)}: would be recorded${outcome.moves ? ' and move the indicator' : ' (back-dated)'}; the service may already hold a value for ${outcome.row.day}: hoshin does not know it`;
    case 'would-finish':
      return `${rowText(outcome.row)}: already there, but indicator ${outcome.row.indicatorId} was never moved to it: would be moved`;
    case 'finished':
      return `${rowText(outcome.row)}: already there${outcome.historyId === null ? ' (sent by an earlier run that was stopped)' : ''}; indicator ${outcome.row.indicatorId} moved to it now (an earlier run stopped before moving it)`;
    case 'skipped':
      if (!outcome.valueUnseen) return null;
      return `${rowText(outcome.row)}: the day already holds a value on the service, which shows none of it (it cannot list history values), so hoshin cannot tell whether it is ${outcome.row.value}; nothing was sent twice (to change it: find the value in the indicator's history on the service, then hoshin update history <id> value=${outcome.row.value})`;
    case 'conflict': {
      const where = outcome.historyId === null ? "find the value in the indicator's history on the service, then " : '';
      const fix = ` (to replace it: ${where}hoshin update history ${outcome.historyId ?? '<id>'} value=${outcome.row.value})`;
      return `${rowText(outcome.row)}: conflict, the day ${conflictHolding(outcome)}; not overwritten${fix}`;
    }
    case 'unmoved':
      return `${rowText(outcome.row)}: recorded (history ${outcome.history.id}), but indicator ${outcome.row.indicatorId} was not moved to it (${outcome.error.message}); run the same file again to move it`;
    case 'failed':
      return `${rowText(outcome.row)}: failed: ${outcome.error.message}${outcome.noFrequency ? `; set it first: hoshin update indicator ${outcome.row.indicatorId} frequency=monthly` : ''}`;
    case 'not-attempted':
      // Said once for all of them (stoppedLine): every such row has the same reason.
      return null;
    case 'held':
      return `${rowText(outcome.row)}: not sent (the file is applied whole or not at all)`;
    default:
      return null;
  }
}

/** The rows a connection failure (or a limit) kept from being sent, in one line, the reason once. */
function stoppedLine(outcomes: readonly Outcome[]): string | null {
  const rows = outcomes.filter((outcome) => outcome.type === 'not-attempted');
  const first = rows[0];
  if (!first) return null;
  const lines = rows.map((outcome) => outcome.row.line).sort((a, b) => a - b);
  const which = `${rows.length} row${rows.length === 1 ? '' : 's'} not sent (line${lines.length === 1 ? '' : 's'} ${listedLines(lines)})`;
  const saidAbove = outcomes.some((outcome) => outcome.type === 'failed' && outcome.error === first.error);
  return saidAbove ? `stopped there: ${which}; run the same file again once it is fixed` : `stopped: ${first.error.message}; ${which}`;
}

/** "3, 4, 5, … 40": the first lines and the last, so a long file stays one line. */
function listedLines(lines: readonly number[]): string {
  return lines.length <= 6 ? lines.join(', ') : `${lines.slice(0, 4).join(', ')}, … ${String(lines.at(-1))}`;
}

function jsonRow(outcome: Outcome): Record<string, unknown> {
  const { row } = outcome;
  const base = { line: row.line, indicator_id: row.indicatorId, day: row.day, value: row.value };
  switch (outcome.type) {
    case 'recorded':
      return { ...base, history_id: outcome.history.id, indicator_moved: outcome.indicator !== null };
    case 'finished':
      return { ...base, history_id: outcome.historyId, indicator_moved: true };
    case 'would-finish':
      return { ...base, history_id: outcome.historyId, indicator_moved: false };
    case 'would-record':
      return { ...base, moves_indicator: outcome.moves };
    case 'skipped':
      return { ...base, history_id: outcome.historyId, ...(outcome.valueUnseen ? { value_seen: false } : {}) };
    case 'conflict':
      return { ...base, existing_value: outcome.existing, history_id: outcome.historyId };
    case 'unmoved':
      return { ...base, history_id: outcome.history.id, indicator_moved: false, error: outcome.error.message };
    case 'failed':
    case 'not-attempted':
      return { ...base, error: outcome.error.message };
    case 'held':
      return { ...base, held: true };
    default:
      return base;
  }
}

export async function recordFromCsv(parsed: ParsedArgs<typeof RECORD_OPTIONS>, file: string, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0)
    throw unexpectedArguments(parsed.positionals, ['--csv takes no indicator or value: the file gives them per row.']);
  for (const option of ['day', 'comment'] as const)
    if (parsed.values[option] !== undefined)
      throw refusalWithHints(`--${option} does not go with --csv`, [`Give the ${option} per row of the file.`]);
  const dryRun = parsed.values['dry-run'] === true;
  const today = localDay(context.now());
  const allowFuture = parsed.values['allow-future'] === true;
  const reading = readRecordRows(await readSource(file, context), { today, allowFuture });
  if (!reading.ok) {
    const count = reading.errors.length;
    throw refusal('--csv', file, `has ${count} row${count > 1 ? 's' : ''} refused; nothing was sent`, reading.errors);
  }
  return withConnection(parsed.globals, context, async (connection) => {
    if (connection.readOnly && !dryRun) throw usageError('read-only mode: refusing to record values (--dry-run shows what would change)');
    const bar = progress(context, reading.rows.length);
    let reads = 0;
    const counting: Pick<ResourceClient, 'get' | 'create' | 'update'> = {
      get: (kind, id) => {
        reads += 1;
        return connection.client.get(kind, id);
      },
      create: (kind, parentId, values) => connection.client.create(kind, parentId, values),
      update: (kind, id, values) => connection.client.update(kind, id, values),
    };
    const outcomes = await recordMany(counting, connection.index, reading.rows, {
      today,
      dryRun,
      allowFuture,
      sent: connection.valuesSent,
      onStep: (done) => bar.step(done),
    });
    bar.end();
    const of = (...types: Outcome['type'][]) => outcomes.filter((outcome) => types.includes(outcome.type));
    const failed = of('failed', 'unmoved', 'not-attempted') as Failed[];
    const conflicts = of('conflict');
    const recorded = dryRun ? of('would-record') : of('recorded');
    const finished = dryRun ? of('would-finish') : of('finished');
    const unknowable = of('would-record').length;
    const held = of('held');
    const notSent = of('not-attempted').length;
    const json = {
      dry_run: dryRun,
      recorded: recorded.map(jsonRow),
      finished: finished.map(jsonRow),
      skipped: of('skipped').map(jsonRow),
      conflicts: conflicts.map(jsonRow),
      failed: failed.map(jsonRow),
      held: held.map(jsonRow),
      ...(dryRun ? { reads, unknown_days: unknowable } : {}),
    };
    await printAnswer(parsed, context, json, () => {
      const lines = outcomes.map(describe).filter((line): line is string => line !== null);
      const stopped = stoppedLine(outcomes);
      if (stopped) lines.push(stopped);
      const finishing =
        finished.length === 0 ? '' : dryRun ? `, ${finished.length} to finish` : `, finished ${finished.length} (moved the indicator)`;
      const done = `${dryRun ? `${recorded.length} to record` : `recorded ${recorded.length}`}${finishing}`;
      const summary =
        held.length > 0
          ? `nothing was sent: ${failed.length + conflicts.length} row${failed.length + conflicts.length === 1 ? '' : 's'} cannot be applied (above), so the other ${held.length} ${held.length === 1 ? 'is' : 'are'} held back; fix the file and run it again`
          : `${done}, skipped ${of('skipped').length} (already there), ${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'}, ${failed.length - notSent} failed${notSent > 0 ? `, ${notSent} not sent` : ''}`;
      const checked = dryRun
        ? [
            `dry run: nothing was changed; ${reads} read${reads === 1 ? '' : 's'} (each indicator once).`,
            `Checked: every row's form, each indicator's schedule and current value, and the days known here${unknowable > 0 ? `; not known: whether the service already holds a value on the ${unknowable} day${unknowable === 1 ? '' : 's'} to record (it cannot list history values), so a real run may still meet conflicts` : ''}.`,
          ]
        : [];
      return proseText(context.stdout, [...lines, summary, ...checked].join('\n'));
    });
    if (failed[0]) return failed[0].error.exitCode;
    return conflicts.length > 0 ? 2 : 0;
  });
}
