// The console's login (service URL, app key, secret, where to keep it), in the rule `hoshin auth
// login` follows. Pure: keys in, state and an intent out.
import { nextLoginStep, plainTextQuestion, type Keeping, type KeepingChoice } from '../../credentials/login-rule.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../terminal/edit-text.js';
import { characterKeyName } from '../kernel/input/keys.js';
import { actionOf } from '../kernel/keys.js';
import { ANYWHERE_KEYS, QUIT_ANYWHERE } from '../kernel/anywhere-keys.js';
import { FORM_CANCEL, FORM_KEYS, FORM_NEXT, FORM_PREVIOUS, FORM_SAVE, FORM_SUBMIT_OR_NEXT } from '../dialogs/form-keys.js';
import { confirmKey, createConfirm, type ConfirmState } from '../dialogs/confirm-state.js';
import { createPicker, pickerKey, type PickerState } from '../dialogs/picker-state.js';

type LoginFieldName = 'baseUrl' | 'appKey' | 'secret';

export const LOGIN_FIELDS: readonly {
  readonly name: LoginFieldName;
  readonly label: string;
  readonly masked: boolean;
}[] = [
  { name: 'baseUrl', label: 'Service URL', masked: false },
  { name: 'appKey', label: 'App key', masked: false },
  { name: 'secret', label: 'Secret', masked: true },
];

export interface LoginState {
  readonly values: Readonly<Record<LoginFieldName, TextState>>;
  readonly focus: number;
  readonly error: string | null;
  /** Checking with the service, or keeping the secret: keys are dropped meanwhile. */
  readonly busy: 'checking' | 'keeping' | null;
  /** After the check: where to keep the secret. */
  readonly keeping: PickerState | null;
  /** Why a place is not offered (the keychain does not answer). */
  readonly note: string | null;
  /** The plain-text file the choice offers. */
  readonly plainFile: string;
  /** The plain-text file was chosen: asked once more, No focused. */
  readonly consent: ConfirmState | null;
}

export type LoginIntent =
  | { readonly type: 'submit'; readonly baseUrl: string; readonly appKey: string; readonly secret: string }
  | { readonly type: 'keep'; readonly keeping: Keeping }
  | { readonly type: 'cancel' };

export interface LoginStep {
  readonly state: LoginState;
  readonly intent?: LoginIntent;
}

export function initialLogin(baseUrl = ''): LoginState {
  return {
    values: { baseUrl: textState(baseUrl), appKey: textState(''), secret: textState('') },
    focus: baseUrl === '' ? 0 : 1,
    error: null,
    busy: null,
    keeping: null,
    note: null,
    plainFile: '',
    consent: null,
  };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The credentials were accepted: ask where to keep them, the safest place highlighted. */
export function askWhereToKeep(
  state: LoginState,
  places: { readonly choices: readonly KeepingChoice[]; readonly plainFile: string; readonly note?: string },
): LoginState {
  const options = places.choices.map((choice) => ({ value: choice.keeping, label: capitalised(choice.label) }));
  return {
    ...state,
    busy: null,
    error: null,
    note: places.note ?? null,
    plainFile: places.plainFile,
    keeping: createPicker('Where should the secret be kept?', options),
  };
}

/** The check or the keeping failed: say why, and let the person go on from where they were. */
export const loginFailed = (state: LoginState, message: string): LoginState => ({ ...state, busy: null, error: message });

function keepingKey(state: LoginState, picker: PickerState, name: string): LoginStep {
  const step = pickerKey(picker, name);
  if (step.outcome?.type === 'cancelled') return { state, intent: { type: 'cancel' } };
  if (step.outcome?.type !== 'chosen') return { state: { ...state, keeping: step.state } };
  const keeping = step.outcome.value as Keeping;
  if (keeping === 'file') {
    const consent = createConfirm({
      title: 'Keep the secret in plain text?',
      message: plainTextQuestion(state.plainFile),
      cancelLabel: 'No',
      confirmLabel: 'Yes, plain text',
    });
    return { state: { ...state, error: null, consent } };
  }
  return { state: { ...state, error: null, busy: 'keeping' }, intent: { type: 'keep', keeping } };
}

/** The login's fields take the keys of a form. */
function fieldKey(state: LoginState, name: string, key: EditKey): LoginStep {
  const field = LOGIN_FIELDS[state.focus] as (typeof LOGIN_FIELDS)[number];
  const last = state.focus === LOGIN_FIELDS.length - 1;
  const action = actionOf(FORM_KEYS, name);
  if (action === FORM_CANCEL.action) return { state, intent: { type: 'cancel' } };
  if (action === FORM_NEXT.action || (action === FORM_SUBMIT_OR_NEXT.action && !last))
    return { state: { ...state, focus: (state.focus + 1) % LOGIN_FIELDS.length } };
  if (action === FORM_PREVIOUS.action) return { state: { ...state, focus: (state.focus + LOGIN_FIELDS.length - 1) % LOGIN_FIELDS.length } };
  if (action === FORM_SAVE.action || action === FORM_SUBMIT_OR_NEXT.action) {
    const baseUrl = state.values.baseUrl.value.trim();
    const appKey = state.values.appKey.value.trim();
    const secret = state.values.secret.value;
    const missing = nextLoginStep({
      baseUrl: baseUrl || undefined,
      appKey: appKey || undefined,
      secret: secret || undefined,
    });
    const index = LOGIN_FIELDS.findIndex((f) => f.name === missing);
    if (index !== -1) return { state: { ...state, error: `${LOGIN_FIELDS[index]?.label} is required`, focus: index } };
    return { state: { ...state, error: null, busy: 'checking' }, intent: { type: 'submit', baseUrl, appKey, secret } };
  }
  if (!isEditingKey(key)) return { state };
  return {
    state: {
      ...state,
      error: null,
      values: { ...state.values, [field.name]: editText(state.values[field.name], key) },
    },
  };
}

/** One key: by its keymap name, or typed text (`name` is then its one character, or empty). */
export function loginKey(state: LoginState, name: string, key: EditKey): LoginStep {
  if (actionOf(ANYWHERE_KEYS, name) === QUIT_ANYWHERE.action) return { state, intent: { type: 'cancel' } };
  if (state.busy) return { state };
  if (state.consent) {
    const step = confirmKey(state.consent, name);
    if (step.outcome === 'confirm')
      return { state: { ...state, consent: null, busy: 'keeping' }, intent: { type: 'keep', keeping: 'file' } };
    if (step.outcome === 'cancel') return { state: { ...state, consent: null } };
    return { state: { ...state, consent: step.state } };
  }
  if (state.keeping) return keepingKey(state, state.keeping, name);
  return fieldKey(state, name, key);
}

/** Every key of one read; the first intent ends the run (the keys after it land on what comes next). */
export function loginKeys(state: LoginState, keys: readonly EditKey[]): LoginStep {
  let current = state;
  const queue = [...keys];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (typeof key !== 'string' && (current.keeping || current.consent)) {
      const [first = '', ...rest] = Array.from(key.text);
      if (rest.length > 0) queue.unshift({ text: rest.join('') });
      key = characterKeyName(first);
    }
    const name = typeof key === 'string' ? key : Array.from(key.text).length === 1 ? key.text : '';
    const step = loginKey(current, name, key);
    current = step.state;
    if (step.intent) return step;
  }
  return { state: current };
}
