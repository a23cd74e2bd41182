// What a change in the console leads to: the one record operation's outcome worded as the
// console's views take it, and the figures the service derives from a change read again (the
// hoshin's counters, the objective's flags), so no view stays stale after a change.
import { HoshinError } from '../../core/errors.js';
import type { KindName } from '../../catalogue/catalogue.js';
import type { Resource, ResourceClient } from '../../core/resource.js';
import type { LocalIndex } from '../../index/model.js';
import type { DaySource, RecordOutcome as RecordingOutcome } from '../../usecases/record-value.js';

/** What `v` or the due queue typed: the value, and the day, goal and comment when given. */
export interface RecordValues {
  /** Absent: the service's rule (the indicator's past next_update, else today). */
  readonly day?: string;
  readonly value: number;
  readonly goal?: number;
  readonly comment?: string;
}

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
  | { readonly type: 'duplicate'; readonly existing: { readonly id: number; readonly day: string; readonly value: number | null } };

/** The record operation's outcome as the console words it; refusals it cannot offer to edit are thrown. */
export function consoleOutcome(outcome: RecordingOutcome): RecordOutcome {
  switch (outcome.type) {
    case 'recorded':
      return { type: 'recorded', day: outcome.day, daySource: outcome.daySource, history: outcome.history, indicator: outcome.indicator, percent: outcome.percent };
    case 'unmoved':
      return { type: 'recorded', day: outcome.day, daySource: outcome.daySource, history: outcome.history, indicator: null, percent: outcome.percent, indicatorError: outcome.error.message };
    case 'skipped':
    case 'finished':
      return { type: 'already-there', day: outcome.day, daySource: outcome.daySource, moved: outcome.type === 'finished' };
    case 'conflict':
      if (outcome.historyId !== null) return { type: 'duplicate', existing: { id: outcome.historyId, day: outcome.day, value: outcome.existing } };
      throw new HoshinError(
        'invalid',
        outcome.refusedByService
          ? `${outcome.day} already has a value on the service, not known here (the service cannot list history values): pick another day`
          : `${outcome.day} already holds ${outcome.existing ?? 'another value'} (the indicator's current value): pick another day, or e on the indicator`,
      );
    case 'failed':
      if (outcome.noFrequency) throw new HoshinError('invalid', `${outcome.error.message}; set the frequency first (e on the indicator)`);
      throw outcome.error;
    default:
      throw new Error(`unexpected outcome ${outcome.type}`);
  }
}

/**
 * After a change: the figures the service derives from it (the hoshin's counters, the objective's
 * neglected and blind flags) are read again, so the header, the counters, the bowling cells and the
 * due queue follow without `r`. A failure here leaves the change made; the next `r` retries.
 */
export async function refreshDerivedFigures(client: Pick<ResourceClient, 'get'>, index: LocalIndex, kind: KindName, resource: Resource | null, id: number | null): Promise<void> {
  const known = (field: string): number | null => {
    const own = resource?.[field];
    if (typeof own === 'number') return own;
    if (id === null) return null;
    const entry = index.get(kind, id);
    const fromEntry = entry?.resource?.[field];
    if (typeof fromEntry === 'number') return fromEntry;
    const ancestor = index.ancestors(kind, id).find((candidate) => `${candidate.kind}_id` === field);
    if (ancestor) return ancestor.id;
    // A history value names its indicator, which names the rest.
    const indicatorId = typeof resource?.indicator_id === 'number' ? resource.indicator_id : null;
    const indicator = indicatorId === null ? undefined : index.get('indicator', indicatorId)?.resource;
    return typeof indicator?.[field] === 'number' ? indicator[field] : null;
  };
  const objectiveId = kind === 'objective' ? null : known('objective_id');
  const hoshinId = kind === 'hoshin' ? null : known('hoshin_id');
  try {
    if (objectiveId !== null) await client.get('objective', objectiveId);
    if (hoshinId !== null) await client.get('hoshin', hoshinId);
  } catch {
    // The change itself succeeded; the figures stay as they were until the next refresh.
  }
}

