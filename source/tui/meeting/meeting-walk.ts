// The review walk's state: the meeting, the walk once gathered, where it stands (-1: the opening,
// items.length: the summary), the countermeasure selected and the line being typed. Pure.
import type { Resource } from '../../core/resource.js';
import type { MeetingIndicator, MeetingItem, MeetingWalk } from '../../usecases/meeting/walk.js';
import { isIndicatorItem } from '../../usecases/meeting/walk.js';
import type { MeetingScope } from '../../usecases/meeting/open-meeting.js';

/** What the typed line asks (a line that cannot be asked is an overlay of its own: meeting-overlay.ts). */
export type EntryKind = 'value' | 'comment' | 'countermeasure' | 'deadline' | 'owner';

interface MeetingEntry {
  readonly kind: EntryKind;
  readonly text: string;
}

export interface MeetingState {
  readonly scope: MeetingScope;
  readonly month: string;
  /** Null while the lists are read again. */
  readonly walk: MeetingWalk | null;
  /** -1: the opening screen; 0..items-1: an item; items.length: the summary of green. */
  readonly position: number;
  /** The countermeasure of the item that `s`, `d` and `o` change. */
  readonly selected: number;
  readonly entry: MeetingEntry | null;
  /** The hoshin as read when the meeting opened (its counters), null when it could not be read. */
  readonly hoshin?: Resource | null;
  /** When the plan was read (ISO instant). */
  readonly fetchedAt?: string;
  /** The first row of the screen shown, when the screen is longer than the terminal (0 at each new item). */
  readonly scroll?: number;
}

export function newMeeting(scope: MeetingScope, month: string): MeetingState {
  return { scope, month, walk: null, position: -1, selected: 0, entry: null };
}

/** The walk gathered (again): the same item stays on screen when it is still in the walk. */
export function withWalk(state: MeetingState, walk: MeetingWalk): MeetingState {
  if (state.walk === null) return { ...state, walk, position: -1, selected: 0 };
  const key = currentItem(state)?.item.key;
  const found = key === undefined ? -1 : walk.items.findIndex((item) => item.item.key === key);
  const position = found >= 0 ? found : Math.min(state.position, walk.items.length);
  return { ...state, walk, position, selected: found >= 0 ? state.selected : 0, scroll: position === state.position ? state.scroll : 0 };
}

export const currentItem = (state: MeetingState): MeetingItem | undefined => state.walk?.items[state.position];

export function currentIndicator(state: MeetingState): MeetingIndicator | undefined {
  const item = currentItem(state);
  return item && isIndicatorItem(item) ? item : undefined;
}

/** Moves by one item, from the opening screen to the summary; the selection and any typing are left behind. */
export function step(state: MeetingState, delta: -1 | 1): MeetingState {
  if (state.walk === null) return state;
  const position = Math.max(-1, Math.min(state.walk.items.length, state.position + delta));
  return { ...state, position, selected: 0, entry: null, scroll: 0 };
}

/** From the opening screen: to the first item not marked (where an interrupted meeting resumes). */
export function begin(state: MeetingState): MeetingState {
  if (state.walk === null) return state;
  return { ...state, position: state.walk.resumeAt, selected: 0, entry: null, scroll: 0 };
}

/** The next of the item's countermeasures (round). */
export function selectNext(state: MeetingState): MeetingState {
  const count = currentIndicator(state)?.countermeasures.length ?? 0;
  return count === 0 ? state : { ...state, selected: (state.selected + 1) % count };
}

/** Scrolled by `delta` rows, kept between the top and `max` (the last first row that still fills the screen). */
export function scrolled(state: MeetingState, delta: number, max: number): MeetingState {
  return { ...state, scroll: Math.max(0, Math.min(max, (state.scroll ?? 0) + delta)) };
}
