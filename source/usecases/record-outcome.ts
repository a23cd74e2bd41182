// What a value to record is, and what recording it came to; the front ends only word them.
import type { HoshinError } from '../core/errors.js';
import type { Resource } from '../core/resource.js';
import type { TypedResource } from '../catalogue/typed-resource.js';
import type { DaySource } from '../domain/value-day.js';
import type { ValuesSent } from '../index/values-sent.js';

export type RecordValues = Omit<ValueToRecord, 'indicatorId'>;

export interface ValueToRecord {
  readonly indicatorId: number;
  readonly value: number;
  /** Absent: dayForValue decides. */
  readonly day?: string;
  /** Overrides the goal the rule books (the console's form). */
  readonly goal?: number;
  readonly comment?: string;
}

export interface Said {
  readonly day: string;
  readonly daySource: DaySource;
}

export type RecordOutcome = Said &
  (
    | {
        readonly type: 'recorded';
        readonly history: Resource;
        /** The indicator as moved, or null for a back-dated value (it keeps its value). */
        readonly indicator: Resource | null;
        readonly percent: number | null;
      }
    /** The history was created but the indicator could not be moved: a re-run moves it. */
    | {
        readonly type: 'unmoved';
        readonly history: Resource;
        readonly percent: number | null;
        readonly error: HoshinError;
      }
    /** The day already held this value but the indicator had not moved to it (an interrupted run): moved now. */
    | { readonly type: 'finished'; readonly historyId: number | null; readonly indicator: Resource }
    /** `valueUnseen`: the service said only that the day is taken, so no conflict is claimed. */
    | { readonly type: 'skipped'; readonly historyId: number | null; readonly valueUnseen?: boolean }
    /** Never overwritten; `existing` null: the history `historyId` holds another value. */
    | {
        readonly type: 'conflict';
        readonly existing: number | null;
        readonly historyId: number | null;
      }
    /** Dry run: what a real run would send. */
    | { readonly type: 'would-record'; readonly moves: boolean }
    | { readonly type: 'would-finish'; readonly historyId: number | null }
    /** `noFrequency`: refused before sending, the indicator needs a frequency first. */
    | { readonly type: 'failed'; readonly error: HoshinError; readonly noFrequency?: boolean }
  );

export interface RecordOptions {
  readonly today: string;
  /** The indicator as just fetched or as the index keeps it, typed; fetched here when absent. */
  readonly indicator?: TypedResource<'indicator'>;
  /** Check only: nothing is written. */
  readonly dryRun?: boolean;
  /** After a history is created, before the indicator moves: make what was learned durable. */
  readonly afterCreate?: () => Promise<void>;
  /** Values noted before sending: a day the service refuses may hold this run's (or a killed run's) own value. */
  readonly sent?: ValuesSent;
  /** After a value that changed something, the figures the service derives from it are read again (the console shows them). */
  readonly followThrough?: boolean;
  /** A value for a day after today is refused unless this is set (asked for explicitly). */
  readonly allowFuture?: boolean;
}

export interface RecordResult {
  readonly outcome: RecordOutcome;
  readonly indicator: TypedResource<'indicator'>;
}

/** "history 1234 holds 41" / "history 1234 holds another value": how a conflict is worded by every front end. */
export function conflictHolding(outcome: Extract<RecordOutcome, { type: 'conflict' }>): string {
  if (outcome.existing !== null) return `holds ${outcome.existing}${outcome.historyId === null ? '' : ` (history ${outcome.historyId})`}`;
  return `holds another value${outcome.historyId === null ? '' : ` (history ${outcome.historyId})`}`;
}
