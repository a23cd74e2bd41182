// Whether the service answers: a network failure marks the console offline until the next answer. Pure.

export interface ConnectionState {
  readonly online: boolean;
  /** When the service last answered (ms since the epoch); null before its first answer. */
  readonly lastAnswerAt: number | null;
  /** Why the last request did not get through, while offline. */
  readonly reason: string | null;
}

export type ConnectionAction =
  /** Any answer, an error answer included: the service is there. */
  { readonly type: 'service-answered'; readonly at: number } | { readonly type: 'service-unreachable'; readonly reason: string };

export const initialConnection: ConnectionState = { online: true, lastAnswerAt: null, reason: null };

export function connectionReducer(state: ConnectionState, action: ConnectionAction): ConnectionState {
  switch (action.type) {
    case 'service-answered':
      return { online: true, lastAnswerAt: Math.max(action.at, state.lastAnswerAt ?? 0), reason: null };
    case 'service-unreachable':
      return state.online || state.reason !== action.reason ? { ...state, online: false, reason: action.reason } : state;
  }
}

export { ageText } from '../../domain/relative-dates.js';
import { ageText } from '../../domain/relative-dates.js';

/** What the header says while offline: the marker's companion, the age of what is shown. */
export function offlineText(state: ConnectionState, now: number): string | null {
  if (state.online) return null;
  return state.lastAnswerAt === null ? 'data from the local index' : `data from ${ageText(state.lastAnswerAt, now)}`;
}
