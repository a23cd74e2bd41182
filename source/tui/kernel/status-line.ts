// The status line: the last message, and the requests in flight. Pure.

export type StatusTone = 'info' | 'success' | 'error';

export interface Status {
  readonly text: string;
  readonly tone: StatusTone;
}

export interface StatusState {
  readonly message: Status | null;
  /** The messages of this session, newest last (the status line cuts a long one; `m` shows them whole). */
  readonly said: readonly Status[];
  /** How many overlays were open when the message was said: it goes when one of them that owns the line closes. */
  readonly openWhenSaid: number;
  /** Requests in flight. */
  readonly busy: number;
  readonly busyLabel: string;
}

export type StatusAction =
  | { readonly type: 'status'; readonly status: Status | null }
  | { readonly type: 'request-start'; readonly label: string }
  | { readonly type: 'request-end' }
  /** A long request says how far it got ("objective 3 of 12"). */
  | { readonly type: 'request-label'; readonly label: string };

export const initialStatus: StatusState = { message: null, said: [], openWhenSaid: 0, busy: 0, busyLabel: '' };

/** Messages kept for `m`: enough for a session's work, bounded. */
export const MOST_MESSAGES_KEPT = 200;

/** `open`: how many overlays are open as it is said. */
export function statusReducer(state: StatusState, action: StatusAction, open = 0): StatusState {
  switch (action.type) {
    case 'status': {
      const said = action.status ? [...state.said, action.status].slice(-MOST_MESSAGES_KEPT) : state.said;
      return { ...state, message: action.status, said, openWhenSaid: open };
    }
    case 'request-start':
      return { ...state, busy: state.busy + 1, busyLabel: action.label };
    case 'request-end':
      return { ...state, busy: Math.max(0, state.busy - 1) };
    case 'request-label':
      return { ...state, busyLabel: action.label };
  }
}

/** The status line once overlays closed: a message said while one that owns the line was open goes. */
export function statusAfterClosing(state: StatusState, closed: readonly { readonly ownsStatus: boolean }[], from: number): StatusState {
  if (state.message === null) return state;
  const saidInOne = closed.some((overlay, offset) => overlay.ownsStatus && from + offset < state.openWhenSaid);
  return saidInOne ? { ...state, message: null, openWhenSaid: 0 } : state;
}

/** Says something on the status line. */
export function say(target: { readonly dispatch: (action: StatusAction) => void }, text: string, tone: StatusTone): void {
  target.dispatch({ type: 'status', status: { text, tone } });
}
