// The status line: the last message, and the requests in flight (the spinner shows while any
// runs). Pure.

export type StatusTone = 'info' | 'success' | 'error';

export interface Status {
  readonly text: string;
  readonly tone: StatusTone;
}

export interface StatusState {
  readonly message: Status | null;
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

export const initialStatus: StatusState = { message: null, busy: 0, busyLabel: '' };

export function statusReducer(state: StatusState, action: StatusAction): StatusState {
  switch (action.type) {
    case 'status':
      return { ...state, message: action.status };
    case 'request-start':
      return { ...state, busy: state.busy + 1, busyLabel: action.label };
    case 'request-end':
      return { ...state, busy: Math.max(0, state.busy - 1) };
    case 'request-label':
      return { ...state, busyLabel: action.label };
  }
}

/** Says something on the status line. */
export function say(target: { readonly dispatch: (action: StatusAction) => void }, text: string, tone: StatusTone): void {
  target.dispatch({ type: 'status', status: { text, tone } });
}
