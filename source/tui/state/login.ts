// The console's login form when a profile has no credentials: service URL, app key, secret.
// Pure: keys in, state and an intent out; the Ink screen does the checking and saving.
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../input/edit-text.js';
import { confirmKey, createConfirm, type ConfirmState } from '../dialogs/confirm-state.js';

export type LoginFieldName = 'baseUrl' | 'appKey' | 'secret';

export const LOGIN_FIELDS: readonly { readonly name: LoginFieldName; readonly label: string; readonly masked: boolean }[] = [
  { name: 'baseUrl', label: 'Service URL', masked: false },
  { name: 'appKey', label: 'App key', masked: false },
  { name: 'secret', label: 'Secret', masked: true },
];

export interface LoginState {
  readonly values: Readonly<Record<LoginFieldName, TextState>>;
  readonly focus: number;
  readonly error: string | null;
  readonly busy: boolean;
  /** Asked when the keychain cannot be used: keep the secret in a plain-text file? (No focused.) */
  readonly consent: ConfirmState | null;
}

export type LoginIntent =
  | { readonly type: 'submit'; readonly baseUrl: string; readonly appKey: string; readonly secret: string }
  | { readonly type: 'consent'; readonly given: boolean }
  | { readonly type: 'cancel' };

export function initialLogin(baseUrl = ''): LoginState {
  return {
    values: { baseUrl: textState(baseUrl), appKey: textState(''), secret: textState('') },
    focus: baseUrl === '' ? 0 : 1,
    error: null,
    busy: false,
    consent: null,
  };
}

export function askConsent(state: LoginState, file: string, reason: string): LoginState {
  return {
    ...state,
    busy: false,
    consent: createConfirm({
      title: 'The OS keychain is not available',
      message: `${reason}. Store the secret in PLAIN TEXT in ${file} (mode 0600)?`,
      cancelLabel: 'No',
      confirmLabel: 'Yes, plain text',
    }),
  };
}

export function loginKey(state: LoginState, name: string, key: EditKey): { state: LoginState; intent?: LoginIntent } {
  if (state.busy) return { state };
  if (state.consent) {
    const step = confirmKey(state.consent, name);
    if (step.outcome) return { state: { ...state, consent: null, busy: step.outcome === 'confirm' }, intent: { type: 'consent', given: step.outcome === 'confirm' } };
    return { state: { ...state, consent: step.state } };
  }
  const field = LOGIN_FIELDS[state.focus] as (typeof LOGIN_FIELDS)[number];
  const last = state.focus === LOGIN_FIELDS.length - 1;
  if (name === 'esc') return { state, intent: { type: 'cancel' } };
  if (name === 'tab' || name === 'down' || (name === 'enter' && !last)) return { state: { ...state, focus: (state.focus + 1) % LOGIN_FIELDS.length } };
  if (name === 'shift+tab' || name === 'up') return { state: { ...state, focus: (state.focus + LOGIN_FIELDS.length - 1) % LOGIN_FIELDS.length } };
  if (name === 'ctrl+s' || name === 'enter') {
    const baseUrl = state.values.baseUrl.value.trim();
    const appKey = state.values.appKey.value.trim();
    const secret = state.values.secret.value;
    const missing = LOGIN_FIELDS.find((f) => (f.name === 'secret' ? secret : f.name === 'appKey' ? appKey : baseUrl) === '');
    if (missing) return { state: { ...state, error: `${missing.label} is required`, focus: LOGIN_FIELDS.indexOf(missing) } };
    return { state: { ...state, error: null, busy: true }, intent: { type: 'submit', baseUrl, appKey, secret } };
  }
  if (!isEditingKey(key)) return { state };
  const edited = editText(state.values[field.name], key);
  return { state: { ...state, error: null, values: { ...state.values, [field.name]: edited } } };
}
