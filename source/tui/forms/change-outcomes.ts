// The record operation's outcome worded as the console's views take it.
import { HoshinError } from '../../core/errors.js';
import type { Resource } from '../../core/resource.js';
import type { DaySource } from '../../usecases/record-value.js';
import type { RecordOutcome as RecordingOutcome } from '../../usecases/record-outcome.js';

export type RecordOutcome =
  | {
      readonly type: 'recorded';
      readonly day: string;
      readonly daySource: DaySource;
      readonly history: Resource;
      /** The indicator as the service stored it, or null for a back-dated value (it keeps its value). */
      readonly indicator: Resource | null;
      readonly percent: number | null;
      /** The history was created but moving the indicator failed: the service's message. */
      readonly indicatorError?: string;
    }
  /** The day already holds this value; `moved` when the indicator had not been moved to it and now is. */
  | { readonly type: 'already-there'; readonly day: string; readonly daySource: DaySource; readonly moved: boolean }
  /** The index knows another value on that day: nothing was sent. */
  | {
      readonly type: 'duplicate';
      readonly existing: { readonly id: number; readonly day: string; readonly value: number | null };
    };

/** The record operation's outcome as the console words it; refusals it cannot offer to edit are thrown. */
export function consoleOutcome(outcome: RecordingOutcome): RecordOutcome {
  switch (outcome.type) {
    case 'recorded':
      return {
        type: 'recorded',
        day: outcome.day,
        daySource: outcome.daySource,
        history: outcome.history,
        indicator: outcome.indicator,
        percent: outcome.percent,
      };
    case 'unmoved':
      return {
        type: 'recorded',
        day: outcome.day,
        daySource: outcome.daySource,
        history: outcome.history,
        indicator: null,
        percent: outcome.percent,
        indicatorError: outcome.error.message,
      };
    case 'skipped':
      // Neither a conflict nor known to be this value: the form stays open, saying so.
      if (outcome.valueUnseen)
        throw new HoshinError(
          'invalid',
          `${outcome.day} already has a value on the service, which shows none of it (it cannot list history values), so hoshin cannot tell whether it is this one; nothing was sent twice: pick another day, or find that value in the indicator's history`,
        );
      return {
        type: 'already-there',
        day: outcome.day,
        daySource: outcome.daySource,
        moved: false,
      };
    case 'finished':
      return {
        type: 'already-there',
        day: outcome.day,
        daySource: outcome.daySource,
        moved: true,
      };
    case 'conflict':
      if (outcome.historyId !== null)
        return { type: 'duplicate', existing: { id: outcome.historyId, day: outcome.day, value: outcome.existing } };
      throw new HoshinError(
        'invalid',
        `${outcome.day} already holds ${outcome.existing ?? 'another value'} (the indicator's current value): pick another day, or e on the indicator`,
      );
    case 'failed':
      if (outcome.noFrequency) throw new HoshinError('invalid', `${outcome.error.message}; set the frequency first (e on the indicator)`);
      throw outcome.error;
    default:
      throw new Error(`unexpected outcome ${outcome.type}`);
  }
}
