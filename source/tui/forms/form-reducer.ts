// The form's reducer: focus, typing, choices, submitting and the service's field errors.
import { fieldSpec, isPersonField } from '../../catalogue/catalogue.js';
import { parseTypedValue } from '../../catalogue/values.js';
import type { Person } from '../../domain/people-choice.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../terminal/edit-text.js';
import { moveLine } from '../../terminal/text-lines.js';
import { focusedField, isTextual, takesLines, validateField } from './form-derived.js';
import { initialText, type FormField, type FormState } from './form-state.js';

export type FormAction =
  | { readonly type: 'focus-next' }
  | { readonly type: 'focus-previous' }
  | { readonly type: 'focus'; readonly field: string }
  /** The cursor of the focused text of several lines a line down (1) or up (-1); unchanged on its last (first) line. */
  | { readonly type: 'line'; readonly delta: -1 | 1 }
  /** A key for the focused field's input (readline keys, typing, paste). */
  | { readonly type: 'edit'; readonly key: EditKey }
  /** Replaces a field's text (the external editor's result). */
  | { readonly type: 'set'; readonly field: string; readonly text: string }
  /** Flips the focused yes/no field, or steps the focused choice. */
  | { readonly type: 'toggle'; readonly step?: 1 | -1 }
  | { readonly type: 'pick'; readonly field: string; readonly value: string }
  | {
      readonly type: 'server-errors';
      readonly errors: Readonly<Record<string, readonly string[]>>;
      readonly message?: string;
    }
  | { readonly type: 'form-error'; readonly message: string | null }
  | { readonly type: 'attempt' }
  /** The service took the values: they become the ones dirty and changes compare with. */
  | { readonly type: 'saved' }
  | { readonly type: 'reset' }
  /** The company's people arrived: person fields not edited yet show their names. */
  | { readonly type: 'people'; readonly people: readonly Person[] };

function replaceField(state: FormState, index: number, input: TextState): FormState {
  const field = state.fields[index];
  if (!field || input === field.input) return state;
  const fields = state.fields.map((f, i) => (i === index ? { ...f, input } : f));
  const { [field.spec.name]: _cleared, ...serverErrors } = state.serverErrors;
  // The form's "Not saved" spoke of the values before this edit: it goes with them.
  return { ...state, fields, serverErrors, formError: null };
}

const indexOf = (state: FormState, name: string): number => state.fields.findIndex((f) => f.spec.name === name);

/** The values a toggle or step cycles through; "not set" only when the field started unset. */
function choices(field: FormField): string[] {
  const values =
    field.spec.type.kind === 'boolean' ? ['true', 'false'] : field.spec.type.kind === 'enum' ? [...field.spec.type.values] : [];
  return field.initial === '' && !field.required ? ['', ...values] : values;
}

/** The service's field errors under their fields (`responsible` finds `responsible_id`), others on the form's line. */
function mapServerErrors(
  state: FormState,
  errors: Readonly<Record<string, readonly string[]>>,
): { fieldErrors: Record<string, string[]>; formLevel: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formLevel: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const name = [key, `${key}_id`].find((candidate) => indexOf(state, candidate) !== -1);
    if (name) {
      fieldErrors[name] = [...(fieldErrors[name] ?? []), ...messages];
      continue;
    }
    const label = key === 'base' ? '' : `${fieldSpec(state.kind, key)?.label ?? key} `;
    for (const message of messages) formLevel.push(`${label}${message}`);
  }
  return { fieldErrors, formLevel };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  const count = state.fields.length;
  switch (action.type) {
    case 'focus-next':
      return count === 0 ? state : { ...state, focus: (state.focus + 1) % count };
    case 'focus-previous':
      return count === 0 ? state : { ...state, focus: (state.focus - 1 + count) % count };
    case 'focus': {
      const index = indexOf(state, action.field);
      return index === -1 ? state : { ...state, focus: index };
    }
    case 'line': {
      const field = focusedField(state);
      const moved = field && takesLines(field) ? moveLine(field.input, action.delta) : undefined;
      return moved ? replaceField(state, state.focus, moved) : state;
    }
    case 'edit': {
      const field = focusedField(state);
      if (!field || !isTextual(field) || !isEditingKey(action.key)) return state;
      return replaceField(state, state.focus, editText(field.input, action.key, { multiline: takesLines(field) }));
    }
    case 'set': {
      const index = indexOf(state, action.field);
      return index === -1 ? state : replaceField(state, index, textState(action.text));
    }
    case 'toggle': {
      const field = focusedField(state);
      if (!field || isTextual(field)) return state;
      const options = choices(field);
      const at = options.indexOf(field.input.value);
      const next = options[(at + (action.step ?? 1) + options.length) % options.length] ?? '';
      return replaceField(state, state.focus, textState(next));
    }
    case 'pick': {
      const index = indexOf(state, action.field);
      const field = state.fields[index];
      if (!field || field.spec.type.kind !== 'enum' || !field.spec.type.values.includes(action.value)) return state;
      return replaceField(state, index, textState(action.value));
    }
    case 'server-errors': {
      const { fieldErrors, formLevel } = mapServerErrors(state, action.errors);
      const lines = [action.message, ...formLevel].filter((line): line is string => Boolean(line));
      const first = state.fields.findIndex((f) => fieldErrors[f.spec.name]);
      return {
        ...state,
        serverErrors: fieldErrors,
        formError: lines.length > 0 ? lines.join(' · ') : null,
        focus: first === -1 ? state.focus : first,
      };
    }
    case 'form-error':
      return { ...state, formError: action.message };
    case 'attempt': {
      const first = state.fields.findIndex((f) => validateField(state, f) !== null);
      return { ...state, attempted: true, focus: first === -1 ? state.focus : first };
    }
    case 'saved':
      return {
        ...state,
        fields: state.fields.map((f) => ({ ...f, initial: f.input.value })),
        serverErrors: {},
        formError: null,
        attempted: false,
      };
    case 'people':
      return {
        ...state,
        people: action.people,
        fields: state.fields.map((f) => {
          if (!isPersonField(f.spec) || f.input.value !== f.initial) return f;
          const id = parseTypedValue(f.spec, f.initial);
          if (!id.ok || typeof id.value !== 'number') return f;
          const initial = initialText(f.spec, id.value, action.people);
          return { ...f, initial, input: textState(initial) };
        }),
      };
    case 'reset':
      return {
        ...state,
        fields: state.fields.map((f) => ({ ...f, input: textState(f.initial) })),
        focus: 0,
        serverErrors: {},
        formError: null,
        attempted: false,
      };
  }
}
