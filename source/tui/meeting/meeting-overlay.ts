// The review walk as an overlay, the one-line entry over it, and the line that could not be asked. Pure.
import type { ConsoleAction, ConsoleState } from '../kernel/console-store.js';
import { topOfType } from '../kernel/console-store.js';
import type { EntryKind, MeetingState } from './meeting-walk.js';

export interface MeetingOverlay {
  readonly type: 'meeting';
  readonly meeting: MeetingState;
}

export interface MeetingEntryOverlay {
  readonly type: 'meeting-entry';
  readonly kind: EntryKind;
  readonly text: string;
  /** The old value, offered: the first character typed replaces it (an edit keeps it). */
  readonly prefilled?: boolean;
}

/**
 * A line that could not be asked, open all the same so that what is typed next is text, never keys;
 * an overlay of its own so that its keys (enter and esc close it) are its own in the footer and help.
 */
export interface MeetingRefusedOverlay {
  readonly type: 'meeting-refused';
  /** Why the line asked for could not be. */
  readonly reason: string;
  /** What was typed into it: shown, never sent. */
  readonly text: string;
}

type MeetingAction =
  | { readonly type: 'meeting-set'; readonly meeting: MeetingState }
  | { readonly type: 'meeting-entry-set'; readonly text: string }
  | { readonly type: 'meeting-refused-set'; readonly text: string };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    meeting: MeetingOverlay;
    'meeting-entry': MeetingEntryOverlay;
    'meeting-refused': MeetingRefusedOverlay;
  }
  interface FeatureActions {
    meeting: MeetingAction;
  }
}

export function meetingReduce(overlay: MeetingOverlay, action: ConsoleAction): MeetingOverlay {
  return action.type === 'meeting-set' ? { ...overlay, meeting: action.meeting } : overlay;
}

export function entryReduce(overlay: MeetingEntryOverlay, action: ConsoleAction): MeetingEntryOverlay {
  // The line editor replaced an offered value on the first key typed (line-keys.ts): it is offered no more.
  return action.type === 'meeting-entry-set' ? { ...overlay, text: action.text, prefilled: false } : overlay;
}

export function refusedReduce(overlay: MeetingRefusedOverlay, action: ConsoleAction): MeetingRefusedOverlay {
  return action.type === 'meeting-refused-set' ? { ...overlay, text: action.text } : overlay;
}

/** The meeting, on top or under its entry line. */
export function meetingOf(state: ConsoleState): MeetingState | undefined {
  for (const overlay of [...state.overlays].reverse()) if (overlay.type === 'meeting') return overlay.meeting;
  return undefined;
}

export const entryOnTop = (state: ConsoleState): MeetingEntryOverlay | undefined => topOfType(state, 'meeting-entry');
export const refusedOnTop = (state: ConsoleState): MeetingRefusedOverlay | undefined => topOfType(state, 'meeting-refused');
