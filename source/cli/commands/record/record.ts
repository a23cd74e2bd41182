// hoshin record: the monthly update in one line, through usecases/record-value.ts; this words the outcome.
import { refusal } from '../../../core/refusal.js';
import { historyField } from '../../history-cells.js';
import { parseTypedValue, typedDecimalText, valueText, type JsonValue } from '../../../catalogue/values.js';
import { HoshinError } from '../../../core/errors.js';
import { recordValue } from '../../../usecases/record-value.js';
import { conflictHolding, type RecordOutcome } from '../../../usecases/record-outcome.js';
import { localDay } from '../../../domain/dates.js';
import { futureDayProblem } from '../../../domain/value-day.js';
import { farOutsideRange, farValueWords } from '../../../domain/value-range.js';
import { confirm } from '../../prompt.js';
import { DEFAULT_WORST, historyGoal, historyProgress, STATE_WORDS } from '../../../domain/indicator.js';
import { exactProgress, progressBetween, progressState } from '../../../domain/progress.js';
import { parseId } from '../../args.js';
import { withConnection } from '../../connection.js';
import type { CommandRun } from '../../specs/types.js';
import { printAnswer } from '../../output.js';
import { usageError, missingArgument, unexpectedArguments, usageHint } from '../../usage-error.js';
import { valueRefusal } from '../../value-refusal.js';
import { recordFromCsv } from './record-bulk.js';
import { proseText } from '../../terminal/footnote.js';
import type { RECORD_OPTIONS } from './options.js';

/** A value typed on the command line, checked by the catalogue type of its field. */
function typed(name: string, raw: string, what: string): JsonValue;
function typed(name: string, raw: string | undefined, what: string): JsonValue | undefined;
function typed(name: string, raw: string | undefined, what: string): JsonValue | undefined {
  if (raw === undefined) return undefined;
  const result = parseTypedValue(historyField(name), raw);
  if (!result.ok) throw valueRefusal(historyField(name), raw, result.error, what);
  return result.value;
}

function replaceHint(outcome: Extract<RecordOutcome, { type: 'conflict' }>, rawValue: string): string {
  return outcome.historyId === null
    ? `to replace it, find that value in the indicator's history on the service (or H on the indicator in the console), then: hoshin update history <id> value=${rawValue}; or record another --day`
    : `to replace it: hoshin update history ${outcome.historyId} value=${rawValue}`;
}

/** The day used and why: printed on every run, so a re-run shows it chose the same day. */
function dayWords(outcome: RecordOutcome, today: string): string {
  if (outcome.daySource === 'scheduled') return `on ${outcome.day} (the update the indicator was waiting for; --day chooses another)`;
  if (outcome.daySource === 'latest')
    return `on ${outcome.day} (the indicator's latest value is this very value and it waits for no other: the same command run again; --day ${today} records it for today)`;
  if (outcome.daySource === 'due')
    return `on ${outcome.day} (the update due then: this period's value, typed early; --day ${today} records it for today)`;
  if (outcome.daySource === 'today') return `on ${outcome.day} (today)`;
  return `on ${outcome.day}`;
}

/** A value for a day that has not come is refused before anything is sent, unless asked for. */
function refuseFutureDay(day: string | undefined, today: string, allowed: boolean): void {
  const problem = day === undefined || allowed ? undefined : futureDayProblem(day, today);
  if (problem !== undefined && day !== undefined)
    throw refusal('--day', day, problem.replace(day, 'is a day that').replace(/: .*/, ''), [
      `${problem.replace(/^[^:]*: /, '').replace(/^./, (first) => first.toUpperCase())}; --allow-future records it for that day all the same.`,
    ]);
}

const RECORD_USAGE = 'record <indicator-id> <value>';

export const run: CommandRun<typeof RECORD_OPTIONS> = async (parsed, context) => {
  const csv = parsed.values.csv;
  if (csv !== undefined) return recordFromCsv(parsed, csv, context);
  if (parsed.values['dry-run'] === true) throw usageError('--dry-run goes with --csv');
  const positionals = parsed.positionals;
  if (positionals.length > 2) throw unexpectedArguments(positionals.slice(2), [usageHint(RECORD_USAGE)]);
  const indicatorId = parseId(positionals[0], 'indicator id', RECORD_USAGE);
  const rawValue = positionals[1];
  if (rawValue === undefined) throw missingArgument('value', [usageHint(RECORD_USAGE)]);
  const value = typed('value', rawValue, 'value') as number;
  const day = typed('day', parsed.values.day, '--day') as string | undefined;
  const comment = typed('comment', parsed.values.comment, '--comment') as string | undefined;
  const today = localDay(context.now());
  const allowFuture = parsed.values['allow-future'] === true;
  refuseFutureDay(day, today, allowFuture);

  return withConnection(parsed.globals, context, async (connection) => {
    if (connection.readOnly) throw usageError(`read-only mode: refusing to record a value of indicator ${indicatorId}`);
    const indicator = await connection.client.get('indicator', indicatorId);
    // A slip of the keys (1,234,567 for a percentage) is asked about, never recorded on its own.
    const far = farOutsideRange(indicator, value);
    if (far && parsed.values.yes !== true) {
      const said = farValueWords(indicatorId, typedDecimalText(rawValue) ?? String(value), far);
      if (!context.stdin.isTTY) throw usageError(`refusing to record: ${said}; nothing was recorded; give --yes to record it all the same`);
      if (!(await confirm(context, `${said}. Record it all the same?`))) {
        context.stderr.write('Nothing recorded.\n');
        return 0;
      }
    }
    const { outcome } = await recordValue(
      connection.client,
      connection.index,
      { indicatorId, value, ...(day === undefined ? {} : { day }), ...(comment === undefined ? {} : { comment }) },
      { today, allowFuture, indicator, sent: connection.valuesSent },
    );
    const name = typeof indicator.name === 'string' && indicator.name !== '' ? ` "${indicator.name}"` : '';
    // Shown with the digits typed (12.50 stays 12.50), thousands commas left out.
    const shown = typedDecimalText(rawValue) ?? String(value);
    switch (outcome.type) {
      case 'failed':
        if (outcome.noFrequency)
          throw new HoshinError(
            'invalid',
            `${outcome.error.message}; set it first: hoshin update indicator ${indicatorId} frequency=monthly`,
          );
        throw outcome.error;
      case 'conflict':
        throw new HoshinError(
          'invalid',
          `indicator ${indicatorId} already has a value on ${outcome.day} that is not ${shown}: the day ${conflictHolding(outcome)}; not overwritten; ${replaceHint(outcome, rawValue)}`,
        );
      case 'unmoved':
        throw new HoshinError(
          outcome.error.kind,
          `history ${outcome.history.id} was recorded ${dayWords(outcome, today)}, but indicator ${indicatorId} was not moved to it (${outcome.error.message}); run the same command again to move it`,
          outcome.error.details,
        );
      case 'skipped':
      case 'finished': {
        const unseen = outcome.type === 'skipped' && outcome.valueUnseen;
        const json = {
          already_there: true,
          ...(unseen ? { value_seen: false } : {}),
          history_id: outcome.historyId,
          day: outcome.day,
          day_source: outcome.daySource,
          indicator: outcome.type === 'finished' ? outcome.indicator : null,
        };
        const tail =
          outcome.type === 'finished'
            ? `; indicator ${indicatorId} had not been moved to it and now shows ${value} as of ${outcome.day}`
            : '; nothing to do';
        return printAnswer(parsed, context, json, () =>
          proseText(
            context.stdout,
            unseen
              ? `indicator ${indicatorId}${name} already has a value ${dayWords(outcome, today)}: the service says the day is taken, and shows no value for it (it cannot list history values), so hoshin cannot tell whether it is ${shown}; nothing was sent twice; if it should be ${shown}, find that value in the indicator's history on the service and change it there, or with hoshin update history <id> value=${rawValue}`
              : `already there: indicator ${indicatorId}${name} holds ${shown} ${dayWords(outcome, today)}${outcome.historyId === null ? '' : ` (history ${outcome.historyId})`}${tail}`,
          ),
        );
      }
      case 'recorded':
        break;
      default:
        throw new Error(`unexpected outcome ${outcome.type}`);
    }
    const progress = historyProgress(outcome.history, indicator);
    const state = progressState(progress);
    const json = {
      history: outcome.history,
      indicator: outcome.indicator,
      percent: outcome.percent,
      progress: exactProgress(progress),
      state,
      day: outcome.day,
      day_source: outcome.daySource,
    };
    const goal = historyGoal(outcome.history, indicator);
    const worst = indicator.worst_value ?? DEFAULT_WORST;
    const lines = [
      `recorded ${shown} for indicator ${indicatorId}${name} ${dayWords(outcome, today)} (history ${outcome.history.id})`,
      `${progressBetween(progress, goal, worst)}${state === null ? '' : ` · ${STATE_WORDS[state]}`}`,
      outcome.indicator
        ? `indicator ${indicatorId} now shows ${value} as of ${outcome.day}`
        : `back-dated: indicator ${indicatorId} keeps its value ${valueText(indicator.value ?? 'none')} of ${valueText(indicator.last_update ?? 'no date')}`,
    ];
    return printAnswer(parsed, context, json, () => proseText(context.stdout, lines.join('\n')));
  });
};
