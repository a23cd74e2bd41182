// What a key does in an open form, its picker or its discard question. Pure; effects go to the view.
import { actionOf, stepOf } from '../kernel/keys.js';
import type { KeyContext } from '../kernel/feature.js';
import { ANYWHERE_KEYS } from '../kernel/anywhere-keys.js';
import {
  FORM_CANCEL,
  FORM_EXTERNAL_EDITOR,
  FORM_KEYS,
  FORM_LINE,
  FORM_NEXT,
  FORM_PREVIOUS,
  FORM_SAVE,
  FORM_STEP_CHOICE,
  FORM_SUBMIT_OR_NEXT,
  FORM_TOGGLE,
} from '../dialogs/form-keys.js';
import type { EditKey } from '../../terminal/edit-text.js';
import { characterKeyName } from '../kernel/input/keys.js';
import { confirmKey, discardChangesConfirm, type ConfirmState } from '../dialogs/confirm-state.js';
import { createPicker, pickerKey, valueOptions, type PickerState } from '../dialogs/picker-state.js';
import type { JsonValue } from '../../catalogue/values.js';
import { isPersonField } from '../../catalogue/catalogue.js';
import { openPeoplePicker, peoplePickerKey, type PeoplePicker } from './people-picker.js';
import { focusedField, invalidFields, isDirty, isTextual, submittedValues, takesLines } from './form-derived.js';
import { formReducer, type FormAction } from './form-reducer.js';
import { isParentObjectiveField, namesFor, type FormState } from './form-state.js';
import type { FormField } from './form-state.js';

export type FormOverlay =
  | { readonly type: 'picker'; readonly field: string; readonly picker: PickerState }
  | { readonly type: 'confirm'; readonly confirm: ConfirmState }
  /** A person field's chooser: the company's people, filtered by what is typed. */
  | { readonly type: 'people'; readonly field: string; readonly people: PeoplePicker }
  | null;

export interface FormSession {
  readonly form: FormState;
  readonly overlay: FormOverlay;
  /** A save or the external editor is under way: keys wait. */
  readonly busy: 'saving' | 'editor' | null;
}

export type FormEffect =
  | { readonly type: 'submit'; readonly values: Record<string, JsonValue> }
  /** Saving an edit form with nothing changed: close it without a request. */
  | { readonly type: 'unchanged' }
  | { readonly type: 'cancel' }
  | { readonly type: 'open-editor'; readonly field: string; readonly text: string };

interface SessionStep {
  readonly session: FormSession;
  readonly effect?: FormEffect;
}

export const createSession = (form: FormState): FormSession => ({ form, overlay: null, busy: null });

/** The context the footer should show for the session: the form's, its picker's or its question's. */
export function sessionKeyContext(session: FormSession): KeyContext {
  if (session.overlay?.type === 'picker' || session.overlay?.type === 'people') return 'picker';
  if (session.overlay?.type === 'confirm') return 'dialog';
  return 'form';
}

function apply(session: FormSession, action: FormAction): SessionStep {
  const form = formReducer(session.form, action);
  return { session: form === session.form ? session : { ...session, form } };
}

/** A save: refused (with every problem shown) while any field is invalid. */
function save(session: FormSession): SessionStep {
  const form = formReducer(session.form, { type: 'attempt' });
  if (invalidFields(form).length > 0) return { session: { ...session, form } };
  const values = submittedValues(form);
  if (form.mode === 'edit' && Object.keys(values).length === 0) return { session: { ...session, form }, effect: { type: 'unchanged' } };
  return {
    session: { ...session, form: { ...form, formError: null }, busy: 'saving' },
    effect: { type: 'submit', values },
  };
}

function cancel(session: FormSession): SessionStep {
  if (!isDirty(session.form)) return { session, effect: { type: 'cancel' } };
  return { session: { ...session, overlay: { type: 'confirm', confirm: discardChangesConfirm() } } };
}

function openPicker(session: FormSession): SessionStep {
  const field = focusedField(session.form);
  if (!field || field.spec.type.kind !== 'enum') return { session };
  const picker = createPicker(field.spec.label, valueOptions(field.spec.type.values), field.input.value || null);
  return { session: { ...session, overlay: { type: 'picker', field: field.spec.name, picker } } };
}

/** A field chosen by name: a person, or an objective's parent objective. */
function isNamedField(session: FormSession, field: FormField | undefined): field is FormField {
  return field !== undefined && (isPersonField(field.spec) || isParentObjectiveField(session.form.kind, field.spec));
}

/** Opens the names a field chooses from, filtered; null when not known, or why a parent objective cannot be chosen. */
function peopleFor(session: FormSession, filter: string): SessionStep | null {
  const field = focusedField(session.form);
  if (!isNamedField(session, field)) return null;
  const names = namesFor(session.form, field.spec);
  if (names === null) {
    const parents = isParentObjectiveField(session.form.kind, field.spec) ? session.form.parentObjectives : null;
    if (!parents || !('problem' in parents)) return null;
    return apply(session, { type: 'form-error', message: `${parents.problem}; ${field.spec.name} takes an objective id` });
  }
  const people = openPeoplePicker(field.spec.label, names, filter, field.input.value);
  return { session: { ...session, overlay: { type: 'people', field: field.spec.name, people } } };
}

function peopleKey(session: FormSession, overlay: Extract<NonNullable<FormOverlay>, { type: 'people' }>, key: EditKey): SessionStep {
  const step = peoplePickerKey(overlay.people, key);
  const outcome = step.outcome;
  if (outcome?.type === 'chosen') {
    const form = formReducer(session.form, { type: 'set', field: overlay.field, text: outcome.text });
    return { session: { ...session, form, overlay: null } };
  }
  if (outcome?.type === 'cancelled') return { session: { ...session, overlay: null } };
  return { session: { ...session, overlay: { ...overlay, people: step.state } } };
}

function overlayKey(session: FormSession, overlay: NonNullable<FormOverlay>, name: string | undefined): SessionStep {
  if (name === undefined || overlay.type === 'people') return { session };
  if (overlay.type === 'picker') {
    const step = pickerKey(overlay.picker, name);
    if (step.outcome?.type === 'chosen') {
      const form = formReducer(session.form, { type: 'pick', field: overlay.field, value: step.outcome.value });
      return { session: { ...session, form, overlay: null } };
    }
    if (step.outcome?.type === 'cancelled') return { session: { ...session, overlay: null } };
    return { session: { ...session, overlay: { ...overlay, picker: step.state } } };
  }
  const step = confirmKey(overlay.confirm, name);
  if (step.outcome === 'confirm') return { session: { ...session, overlay: null }, effect: { type: 'cancel' } };
  if (step.outcome === 'cancel') return { session: { ...session, overlay: null } };
  return { session: { ...session, overlay: { ...overlay, confirm: step.state } } };
}

/** One key: a binding that does not apply to the focused field falls through to the input. */
export function sessionKey(session: FormSession, key: EditKey): SessionStep {
  if (session.busy) return { session };
  const name = typeof key === 'string' ? key : key.text.length === 1 ? key.text : undefined;
  if (session.overlay?.type === 'people') return peopleKey(session, session.overlay, key);
  if (session.overlay) return overlayKey(session, session.overlay, name);
  const field = focusedField(session.form);
  // A name typed into a person (or parent objective) field opens the chooser, filtered by it; digits stay an id.
  if (typeof key !== 'string' && isNamedField(session, field) && !/^\d/.test(key.text) && key.text.trim() !== '') {
    const opened = peopleFor(session, key.text);
    if (opened) return opened;
  }
  if (typeof key !== 'string') return apply(session, { type: 'edit', key });

  // Down and Up move a line in a text of several lines, and leave it from its last (first) line.
  if (field && takesLines(field) && actionOf([FORM_LINE], key) === FORM_LINE.action) {
    const delta = stepOf(FORM_LINE, key);
    const moved = apply(session, { type: 'line', delta });
    return moved.session !== session ? moved : apply(session, { type: delta === 1 ? 'focus-next' : 'focus-previous' });
  }
  const isLast = session.form.focus === session.form.fields.length - 1;
  switch (actionOf(FORM_KEYS, key)) {
    case FORM_NEXT.action:
      return apply(session, { type: 'focus-next' });
    case FORM_PREVIOUS.action:
      return apply(session, { type: 'focus-previous' });
    case FORM_SAVE.action:
      return save(session);
    case FORM_SUBMIT_OR_NEXT.action:
      return isLast ? save(session) : apply(session, { type: 'focus-next' });
    case FORM_CANCEL.action:
      return cancel(session);
    case FORM_EXTERNAL_EDITOR.action:
      if (field?.spec.type.kind === 'text') {
        return {
          session: { ...session, busy: 'editor' },
          effect: { type: 'open-editor', field: field.spec.name, text: field.input.value },
        };
      }
      break;
    case FORM_TOGGLE.action:
      if (field?.spec.type.kind === 'boolean') return apply(session, { type: 'toggle' });
      if (field?.spec.type.kind === 'enum') return openPicker(session);
      if (isNamedField(session, field)) return peopleFor(session, '') ?? { session };
      break;
    case FORM_STEP_CHOICE.action:
      if (field && !isTextual(field)) return apply(session, { type: 'toggle', step: stepOf(FORM_STEP_CHOICE, name) });
      break;
    default:
      // The keys that work anywhere (ctrl+c, ctrl+z) belong to the console; the text-* ones are the input's.
      if (actionOf(ANYWHERE_KEYS, key)) return { session };
  }
  return apply(session, { type: 'edit', key });
}

/** Keys are commands, not text: in the picker, the question, or on a choice or yes/no field. */
function takesCommands(session: FormSession): boolean {
  // The people chooser takes typed text whole: it is the filter.
  if (session.overlay?.type === 'people') return false;
  if (session.overlay) return true;
  const field = focusedField(session.form);
  return field !== undefined && !isTextual(field);
}

/**
 * Every key of one read, in order (" j\r": open the picker, move down, choose): where keys are
 * commands each character is one key; the first effect ends the run.
 */
export function sessionKeys(session: FormSession, keys: readonly EditKey[]): SessionStep {
  let current = session;
  const queue = [...keys];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (typeof key !== 'string' && takesCommands(current)) {
      const [first = '', ...rest] = Array.from(key.text);
      if (rest.length > 0) queue.unshift({ text: rest.join('') });
      const name = characterKeyName(first);
      key = name === first ? { text: first } : name;
    }
    const step = sessionKey(current, key);
    current = step.session;
    if (step.effect) return step;
  }
  return { session: current };
}

/** The end of a save: refused (field errors and a message shown, every edit kept) or done. */
export function saveFinished(
  session: FormSession,
  refusal?: { readonly message: string; readonly fieldErrors?: Readonly<Record<string, readonly string[]>> },
): FormSession {
  if (!refusal) return { ...session, form: formReducer(session.form, { type: 'saved' }), busy: null };
  const form = formReducer(session.form, {
    type: 'server-errors',
    errors: refusal.fieldErrors ?? {},
    message: refusal.message,
  });
  return { ...session, form, busy: null };
}

/** The external editor returned (text) or failed (error message). */
export function editorFinished(
  session: FormSession,
  field: string,
  result: { readonly text: string } | { readonly error: string },
): FormSession {
  const form =
    'text' in result
      ? formReducer(session.form, { type: 'set', field, text: result.text })
      : formReducer(session.form, { type: 'form-error', message: result.error });
  return { ...session, form, busy: null };
}
