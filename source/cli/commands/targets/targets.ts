// hoshin targets: from --csv or a --ramp-to, through usecases/set-targets.ts; alone, the targets known here.
import { readInput } from '../../../terminal/bounded-input.js';
import { fieldSpec } from '../../../catalogue/catalogue.js';
import { parseTypedValue, readDecimal, valueText } from '../../../catalogue/values.js';
import type { Resource } from '../../../core/resource.js';
import { visibleLine } from '../../../core/untrusted-text.js';
import { addMonths, localDay } from '../../../domain/dates.js';
import { isMonth } from '../../../domain/bowling.js';
import {
  MAX_RAMP_MONTHS,
  monthTarget,
  monthTargetText,
  monthsAfter,
  nextMonth,
  rampStart,
  rampSteps,
  targetSteps,
} from '../../../domain/targets.js';
import type { CliContext } from '../../../terminal/io-context.js';
import { setTargets, type TargetOutcome, type TargetRow } from '../../../usecases/set-targets.js';
import { parseId } from '../../args.js';
import type { TARGETS_OPTIONS } from './options.js';
import { withConnection, type Connection } from '../../connection.js';
import { printAnswer } from '../../output.js';
import { confirm } from '../../prompt.js';
import type { ParsedArgs as AnyParsedArgs } from '../../parsed-args.js';

type ParsedArgs = AnyParsedArgs<typeof TARGETS_OPTIONS>;
import type { CommandRun } from '../../specs/types.js';
import { proseLines, proseWidth } from '../../terminal/footnote.js';
import { refusal, refusalWithHints } from '../../../core/refusal.js';
import { usageError, missingArgument, unexpectedArguments, usageHint } from '../../usage-error.js';
import { decodeTargetBytes, readTargetRows } from './target-csv.js';

type Row = TargetRow & { readonly line?: number };
type Outcome = TargetOutcome<Row>;

async function readSource(file: string, context: CliContext): Promise<string> {
  const text = decodeTargetBytes(await readInput(file, context.stdin, '--csv', 'csv'));
  if (text === null) throw refusal('--csv', file, 'is not UTF-8 text; nothing was sent', ['Save it as CSV UTF-8.']);
  return text;
}

function rowText(row: Row): string {
  return `${row.line === undefined ? '' : `line ${row.line}: `}indicator ${row.indicatorId} on ${row.day}: target ${row.goal}`;
}

function describe(outcome: Outcome): string {
  const text = rowText(outcome.row);
  switch (outcome.type) {
    case 'created':
      return `${text} set (history ${outcome.historyId})`;
    case 'updated':
      return `${text} set on history ${outcome.historyId}${outcome.previous === null ? '' : `, was ${outcome.previous}`}${outcome.holdsValue ? '; its value is kept' : ''}`;
    case 'same':
      return `${text}: already there`;
    case 'kept':
      return outcome.refused
        ? `${text}: not set, the service refused the day: it holds a row not known here (the service cannot list them); nothing changed`
        : `${text}: not set, the day holds the value ${outcome.value ?? '(not known)'} in a row whose id is not known here, which the service gives no way to reach; the value is kept`;
    case 'would-create':
      return `${text}: would be set (a new target row; the service may hold a row on that day that hoshin does not know)`;
    case 'would-update':
      return `${text}: would be set on history ${outcome.historyId}${outcome.previous === null ? '' : `, now ${outcome.previous}`}${outcome.holdsValue ? '; its value kept' : ''}`;
    case 'failed':
    case 'not-attempted':
      return `${text}: failed: ${outcome.error.message}`;
    case 'held':
      return `${text}: not sent (applied whole or not at all)`;
  }
}

function jsonRow(outcome: Outcome): Record<string, unknown> {
  const base = {
    ...(outcome.row.line === undefined ? {} : { line: outcome.row.line }),
    indicator_id: outcome.row.indicatorId,
    day: outcome.row.day,
    goal: outcome.row.goal,
  };
  switch (outcome.type) {
    case 'created':
    case 'same':
      return { ...base, outcome: outcome.type, history_id: outcome.historyId };
    case 'updated':
    case 'would-update':
      return { ...base, outcome: outcome.type, history_id: outcome.historyId, previous: outcome.previous, holds_value: outcome.holdsValue };
    case 'kept':
      return { ...base, outcome: outcome.type, value: outcome.value, refused: outcome.refused };
    case 'failed':
    case 'not-attempted':
      return { ...base, outcome: outcome.type, error: outcome.error.message };
    default:
      return { ...base, outcome: outcome.type };
  }
}

/** Sets the rows, words every outcome, and answers the exit code. */
async function apply(
  parsed: ParsedArgs,
  context: CliContext,
  connection: Connection,
  rows: readonly Row[],
  indicators?: ReadonlyMap<number, Resource>,
): Promise<number> {
  const dryRun = parsed.values['dry-run'] === true;
  if (connection.readOnly && !dryRun) throw usageError('read-only mode: refusing to set targets (--dry-run shows what would change)');
  const outcomes = await setTargets(connection.client, connection.index, rows, { dryRun, ...(indicators ? { indicators } : {}) });
  return report(parsed, context, outcomes, dryRun);
}

async function report(parsed: ParsedArgs, context: CliContext, outcomes: readonly Outcome[], dryRun: boolean): Promise<number> {
  const of = (...types: Outcome['type'][]) => outcomes.filter((outcome) => types.includes(outcome.type));
  const failed = of('failed', 'not-attempted') as Extract<Outcome, { type: 'failed' | 'not-attempted' }>[];
  await printAnswer(parsed, context, { dry_run: dryRun, rows: outcomes.map(jsonRow) }, () => {
    const lines = outcomes.map(describe);
    const set = dryRun ? of('would-create', 'would-update').length : of('created', 'updated').length;
    const held = of('held').length;
    const summary =
      held > 0
        ? `nothing was sent: ${failed.length} row${failed.length === 1 ? '' : 's'} cannot be applied (above), so the other ${held} ${held === 1 ? 'is' : 'are'} held back`
        : `${dryRun ? `dry run, nothing changed: ${set} to set` : `set ${set}`}, ${of('same').length} already there, ${of('kept').length} kept as they are, ${failed.length} failed`;
    const width = proseWidth(context.stdout);
    return `${[...lines, summary].flatMap((line) => proseLines(visibleLine(line), width, '', '  ')).join('\n')}\n`;
  });
  return failed[0]?.error.exitCode ?? 0;
}

async function fromCsv(parsed: ParsedArgs, file: string, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['--csv takes no indicator: the file names them.']);
  if (parsed.values['ramp-to'] !== undefined || parsed.values.by !== undefined) throw usageError('--ramp-to and --by do not go with --csv');
  const reading = readTargetRows(await readSource(file, context));
  if (!reading.ok) {
    const count = reading.errors.length;
    throw refusal('--csv', file, `has ${count} row${count > 1 ? 's' : ''} refused; nothing was sent`, reading.errors);
  }
  return withConnection(parsed.globals, context, (connection) => apply(parsed, context, connection, reading.rows));
}

function goalOption(text: string): number {
  const field = fieldSpec('indicator', 'goal');
  if (!field) throw new Error('the catalogue has no indicator.goal');
  const result = parseTypedValue(field, text);
  const value = result.ok ? readDecimal(result.value) : null;
  if (value === null)
    throw refusal(
      '--ramp-to',
      text,
      'is not a number',
      result.ok ? [] : [`${result.error.replace(/^[a-z_]+: (\w)/, (_, first: string) => first.toUpperCase())}.`],
    );
  return value;
}

async function ramp(parsed: ParsedArgs, indicatorId: number, goalText: string, context: CliContext): Promise<number> {
  const by = parsed.values.by;
  if (by === undefined) throw refusalWithHints('--ramp-to needs --by', ['Give --by YYYY-MM, the month the goal is reached.']);
  if (!isMonth(by)) throw refusal('--by', by, 'is not a month', ['Give a month YYYY-MM, as in 2026-05.']);
  const goal = goalOption(goalText);
  const thisMonth = localDay(context.now()).slice(0, 7);
  if (by <= thisMonth) throw refusal('--by', by, 'is not after this month', [`This month is ${thisMonth}; the steps start next month.`]);
  if (monthsAfter(thisMonth, by) > MAX_RAMP_MONTHS)
    throw refusal('--by', by, `is ${monthsAfter(thisMonth, by)} months away; a ramp takes at most ${MAX_RAMP_MONTHS} monthly steps`, [
      `Give a month up to ${addMonths(`${thisMonth}-01`, MAX_RAMP_MONTHS).slice(0, 7)}.`,
    ]);
  const yes = parsed.values.yes === true;
  const dryRun = parsed.values['dry-run'] === true;
  if (!yes && !dryRun && !context.stdin.isTTY) throw usageError('refusing to set targets without --yes (standard input is not a terminal)');
  return withConnection(parsed.globals, context, async (connection) => {
    const indicator = await connection.client.get('indicator', indicatorId);
    const start = rampStart(indicator);
    const steps = rampSteps(start.value, goal, thisMonth, by) ?? [];
    const rows: Row[] = steps.map((step) => ({ indicatorId, day: step.day, goal: step.goal }));
    const name = valueText(indicator.name ?? `indicator ${indicatorId}`);
    const plan = [
      `Targets for indicator ${indicatorId} "${name}": ${steps.length} equal monthly step${steps.length === 1 ? '' : 's'} from its current ${start.from} ${start.value} to ${goal} by ${by}, each on the first of its month (the service moves the goal that day):`,
      ...steps.map((step) => `  ${step.month}  ${step.goal}`),
    ];
    // Shown first, always: on stderr when stdout carries JSON. The sentence wraps; the steps are a table.
    const out = parsed.globals.json ? context.stderr : context.stdout;
    const [heading = '', ...table] = plan.map(visibleLine);
    out.write(`${[...proseLines(heading, proseWidth(out)), ...table].join('\n')}\n`);
    if (!yes && !dryRun && !(await confirm(context, 'Set these targets?'))) {
      context.stderr.write('Nothing set.\n');
      return 0;
    }
    return apply(parsed, context, connection, rows, new Map([[indicatorId, indicator]]));
  });
}

/** `hoshin targets <indicator-id>`: the targets known here, and this month's and next month's. */
async function show(parsed: ParsedArgs, indicatorId: number, context: CliContext): Promise<number> {
  return withConnection(parsed.globals, context, async (connection) => {
    const indicator = await connection.client.get('indicator', indicatorId);
    const histories = connection.index
      .children('indicator', indicatorId, 'indicator_history')
      .map((entry) => entry.resource ?? { id: entry.id });
    const thisMonth = localDay(context.now()).slice(0, 7);
    const now = monthTarget(indicator, histories, thisMonth);
    const next = monthTarget(indicator, histories, nextMonth(thisMonth));
    const steps = targetSteps(histories);
    const json = {
      indicator_id: indicatorId,
      this_month: { month: now.month, goal: now.goal, from: now.from },
      next_month: { month: next.month, goal: next.goal, from: next.from },
      targets: steps.map((step) => ({ day: step.day, goal: step.goal, history_id: step.historyId })),
    };
    return printAnswer(parsed, context, json, () => {
      const width = proseWidth(context.stdout);
      const lines = [
        ...proseLines(`This month's target: ${monthTargetText(now)}`, width, '', '  '),
        ...proseLines(`Next month's target: ${monthTargetText(next)}`, width, '', '  '),
        ...proseLines(steps.length === 0 ? 'No target rows known here.' : 'Target rows known here (the service cannot list them):', width),
        ...steps.map((step) => `  ${step.day}  ${step.goal}${step.historyId === null ? '' : `  (history ${step.historyId})`}`),
      ];
      return `${lines.join('\n')}\n`;
    });
  });
}

export const run: CommandRun<typeof TARGETS_OPTIONS> = async (parsed, context) => {
  const csv = parsed.values.csv;
  if (csv !== undefined) return fromCsv(parsed, csv, context);
  const [idWord, ...extra] = parsed.positionals;
  if (idWord === undefined)
    throw missingArgument('indicator id', [usageHint('targets <indicator-id> --ramp-to GOAL --by YYYY-MM, or hoshin targets --csv FILE')]);
  const indicatorId = parseId(idWord, 'indicator id');
  if (extra.length > 0) throw unexpectedArguments(extra);
  const rampTo = parsed.values['ramp-to'];
  if (rampTo !== undefined) return ramp(parsed, indicatorId, rampTo, context);
  if (parsed.values.by !== undefined) throw usageError('--by goes with --ramp-to');
  return show(parsed, indicatorId, context);
};
