// hoshin record <indicator-id> <value> [--day YYYY-MM-DD] [--comment TEXT]: the monthly update in
// one line. Creates the history value and, when its day is the newest, moves the indicator's value
// and last_update with it (domain planRecordValue: the same rule as the console's).
import { fieldSpec } from '../../catalogue/catalogue.js';
import { parseTypedValue, readDecimal, type JsonValue } from '../../catalogue/values.js';
import { HoshinError, isHoshinError } from '../../core/errors.js';
import type { Resource } from '../../core/resource.js';
import { localDay } from '../../domain/dates.js';
import { formatPercent, planRecordValue, stateOf, type HistoryLike } from '../../domain/indicator.js';
import { STATE_WORDS } from '../../tui/indicator/indicator-view.js';
import { parseCommandArgs, parseId, stringOption } from '../args.js';
import { openConnection } from '../connection.js';
import type { Command } from '../context.js';
import { formatJson } from '../output.js';
import { RECORD } from '../specs/monthly-update.js';
import { usageError } from '../usage-error.js';
import { recordFromCsv } from './record-bulk.js';

// util.parseArgs reads "-5" as an option: negative numbers are held aside while parsing.
const NEGATIVE_NUMBER = /^-(\d+([.,]\d*)?|[.,]\d+)$/;
const HELD = '\u0000negative:';

function field(name: string) {
  const spec = fieldSpec('indicator_history', name);
  if (!spec) throw new Error(`the catalogue has no indicator_history.${name}`);
  return spec;
}

/** A value typed on the command line, checked by the catalogue type of its field. */
function typed(name: string, raw: string, what: string): JsonValue {
  const result = parseTypedValue(field(name), raw);
  if (!result.ok) throw usageError(`${what}: ${result.error.replace(/^[a-z_]+: /, '')}, got "${raw}"`);
  return result.value;
}

function knownHistories(entries: readonly { readonly id: number; readonly name: string | null; readonly resource: Resource | null }[]): HistoryLike[] {
  return entries.map((entry) => entry.resource ?? { id: entry.id, day: entry.name });
}

function duplicateMessage(indicatorId: number, day: string, historyId: number | null, value: string): string {
  const change =
    historyId === null
      ? `change it from the console (H on the indicator), or record another --day`
      : `change it with: hoshin update history ${historyId} value=${value}`;
  return `indicator ${indicatorId} already has a value on ${day}${historyId === null ? '' : ` (history ${historyId})`}; ${change}`;
}

export const run: Command = async (args, context) => {
  const held = args.map((arg) => (NEGATIVE_NUMBER.test(arg) ? `${HELD}${arg}` : arg));
  const parsed = parseCommandArgs(held, RECORD);
  const csv = stringOption(parsed, 'csv');
  if (csv !== undefined) return recordFromCsv(parsed, csv, context);
  if (parsed.values['dry-run'] === true) throw usageError('--dry-run goes with --csv');
  const positionals = parsed.positionals.map((word) => (word.startsWith(HELD) ? word.slice(HELD.length) : word));
  if (positionals.length > 2) throw usageError(`unexpected "${positionals.slice(2).join(' ')}" (usage: hoshin record <indicator-id> <value>)`);
  const indicatorId = parseId(positionals[0], 'indicator id');
  const rawValue = positionals[1];
  if (rawValue === undefined) throw usageError('missing value (usage: hoshin record <indicator-id> <value>)');
  const value = typed('value', rawValue, 'value') as number;
  const dayOption = stringOption(parsed, 'day');
  const day = dayOption === undefined ? localDay(context.now()) : (typed('day', dayOption, '--day') as string);
  const commentOption = stringOption(parsed, 'comment');
  const comment = commentOption === undefined ? undefined : (typed('comment', commentOption, '--comment') as string);

  const connection = await openConnection(parsed.globals, context);
  try {
    if (connection.readOnly) throw usageError(`read-only mode: refusing to record a value of indicator ${indicatorId}`);
    const indicator = await connection.client.get('indicator', indicatorId);
    const histories = knownHistories(connection.index.children('indicator', indicatorId, 'indicator_history'));
    const plan = planRecordValue(indicator, histories, day, value, comment);
    if (!plan.ok && plan.reason === 'no-frequency') {
      throw new HoshinError(
        'invalid',
        `indicator ${indicatorId} has no frequency, and the service cannot take its new value without one; set it first: hoshin update indicator ${indicatorId} frequency=monthly`,
      );
    }
    if (!plan.ok) {
      const existingId = typeof plan.existing.id === 'number' ? plan.existing.id : null;
      throw new HoshinError('invalid', duplicateMessage(indicatorId, day, existingId, rawValue));
    }

    let history: Resource;
    try {
      history = await connection.client.create('indicator_history', indicatorId, plan.history);
    } catch (error) {
      // The day is unique per indicator; the service refuses a second value without saying more.
      if (isHoshinError(error) && error.kind === 'invalid') {
        const fieldErrors = error.details.fieldErrors;
        if (fieldErrors?.day !== undefined) throw new HoshinError('invalid', duplicateMessage(indicatorId, day, null, rawValue), error.details);
        // The public service answers a duplicate day with an unsaved record and no reason.
        if (fieldErrors === undefined) {
          throw new HoshinError('invalid', `the service refused the value of indicator ${indicatorId} on ${day}, most likely because that day already has one (${error.message})`, error.details);
        }
      }
      throw error;
    }

    let updated: Resource | null = null;
    if (plan.indicatorUpdate) {
      try {
        updated = await connection.client.update('indicator', indicatorId, plan.indicatorUpdate);
      } catch (error) {
        if (!isHoshinError(error)) throw error;
        throw new HoshinError(
          error.kind,
          `history ${history.id} was recorded, but indicator ${indicatorId} was not updated (${error.message}); ` +
            `set it with: hoshin update indicator ${indicatorId} value=${rawValue} last_update=${day}`,
          error.details,
        );
      }
    }

    const state = stateOf(plan.percent);
    if (parsed.globals.json) {
      context.stdout.write(formatJson({ history, indicator: updated, percent: plan.percent, state }));
      return 0;
    }
    const goal = readDecimal(plan.history.goal ?? null);
    const name = typeof indicator.name === 'string' && indicator.name !== '' ? ` "${indicator.name}"` : '';
    const lines = [
      `recorded ${rawValue.replace(',', '.')} for indicator ${indicatorId}${name} on ${day} (history ${history.id})`,
      `${formatPercent(plan.percent)} of goal${goal === null ? '' : ` ${goal}`}${state === null ? '' : ` · ${STATE_WORDS[state]}`}`,
      updated
        ? `indicator ${indicatorId} now shows ${value} as of ${day}`
        : `back-dated: indicator ${indicatorId} keeps its value ${String(readDecimal(indicator.value) ?? 'none')} of ${String(indicator.last_update ?? 'no date')}`,
    ];
    context.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await connection.close();
  }
};
