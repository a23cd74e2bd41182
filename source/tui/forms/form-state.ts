// A resource form as pure state, derived from the catalogue: one input per writable field, kept
// as the text the person sees, checked with the same parser the CLI uses. No I/O, no Ink.
import { fieldSpec, isPersonField, kindSpec, writableFields, type FieldSpec, type KindName } from '../../catalogue/catalogue.js';
import { displayValue, expectedForm, parseTypedValue, valueText, type JsonValue, type ValueResult } from '../../catalogue/values.js';
import { choosePerson, choiceProblem, personLabel, type Person } from '../../domain/people-choice.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../terminal/edit-text.js';

export type FormMode = 'create' | 'edit';

export interface FormField {
  readonly spec: FieldSpec;
  readonly required: boolean;
  /** The text the field started with; dirty and changes compare with it. */
  readonly initial: string;
  readonly input: TextState;
}

export interface FormState {
  readonly kind: KindName;
  readonly mode: FormMode;
  readonly fields: readonly FormField[];
  /** Index of the focused field. */
  readonly focus: number;
  /** Messages the service gave per field, cleared when that field is edited. */
  readonly serverErrors: Readonly<Record<string, readonly string[]>>;
  /** A message for the whole form (the service's summary, or an error for a field not shown). */
  readonly formError: string | null;
  /** A save was tried: show every field's problem, even on fields not edited yet. */
  readonly attempted: boolean;
  /** The company's people, for fields naming a person; null when not known (ids still work). */
  readonly people: readonly Person[] | null;
}

export interface FormOptions {
  /** A subset of the writable fields, in this order ("deadline + responsible"). */
  readonly fields?: readonly string[];
  /** Starting values for fields the resource does not give (the day of a new value: today). */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** The company's people: person fields show and take names. */
  readonly people?: readonly Person[] | null;
  /** Values typed elsewhere that the inputs start with, shown as changes (a value typed for a day that had one). */
  readonly typed?: Readonly<Record<string, unknown>>;
}

export type Resource = Readonly<Record<string, unknown>>;

/** A day as date fields take it (YYYY-MM-DD), in local time: the default day of a new value. */
export function localDateText(date: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The text a stored value starts as in its input: a person as `Aiko Tanaka (3)` when known. */
export function initialText(spec: FieldSpec, value: unknown, people: readonly Person[] | null = null): string {
  if (value === null || value === undefined) return '';
  if (isPersonField(spec) && typeof value === 'number') return personLabel(value, people?.find((p) => p.id === value)?.name);
  switch (spec.type.kind) {
    case 'boolean':
      return value === true || value === 'true' || value === 1 || value === '1' ? 'true' : 'false';
    case 'date':
      return valueText(value).slice(0, 10);
    case 'colour':
      return valueText(value).toUpperCase();
    default:
      return displayValue(spec.type, value);
  }
}

function chosenFields(kind: KindName, names: readonly string[] | undefined): FieldSpec[] {
  const writable = writableFields(kind);
  if (!names) {
    const title = kindSpec(kind).titleField;
    const first = writable.filter((f) => f.name === title);
    return [...first, ...writable.filter((f) => f.name !== title)];
  }
  return names.map((name) => {
    const spec = writable.find((f) => f.name === name);
    if (!spec) throw new Error(`${name} is not a writable field of ${kind}`);
    return spec;
  });
}

export function createFormState(kind: KindName, mode: FormMode, resource?: Resource, options: FormOptions = {}): FormState {
  if (kindSpec(kind).readOnly) throw new Error(`${kind} is read-only`);
  const fields = chosenFields(kind, options.fields).map((spec): FormField => {
    const stored = resource?.[spec.name];
    const start = stored === undefined || stored === null ? options.defaults?.[spec.name] : stored;
    const initial = initialText(spec, start, options.people ?? null);
    const typed = options.typed?.[spec.name];
    return { spec, required: spec.requiredOnCreate, initial, input: textState(typed === undefined ? initial : initialText(spec, typed, options.people ?? null)) };
  });
  return { kind, mode, fields, focus: 0, serverErrors: {}, formError: null, attempted: false, people: options.people ?? null };
}

/**
 * A field's text as the value to send: the catalogue's parser, except that a person field takes
 * a name, the start of one or `Name (id)` as well as an id.
 */
export function parseFieldText(state: Pick<FormState, 'people'>, spec: FieldSpec, text: string): ValueResult {
  if (!isPersonField(spec) || text.trim() === '') return parseTypedValue(spec, text);
  const choice = choosePerson(state.people ?? [], text);
  if (choice.type === 'id') return { ok: true, value: choice.id };
  return { ok: false, error: `${spec.name}: ${choiceProblem(choice, text, state.people !== null)}` };
}

// ---- derived ----

/** Fields typed as text in an input (everything but yes/no and choices). */
export function isTextual(field: FormField): boolean {
  return field.spec.type.kind !== 'boolean' && field.spec.type.kind !== 'enum';
}

export function focusedField(state: FormState): FormField | undefined {
  return state.fields[state.focus];
}

export function isFieldChanged(field: FormField): boolean {
  return field.input.value !== field.initial;
}

export function isDirty(state: FormState): boolean {
  return state.fields.some(isFieldChanged);
}

/** The problem with a field's current text, without the field-name prefix; null when valid. */
export function validateField(state: FormState, field: FormField): string | null {
  // Editing leaves untouched fields alone: a value the service stored is not the person's to fix.
  if (state.mode === 'edit' && !isFieldChanged(field)) return null;
  // The service calls a name of spaces blank too.
  if (field.required && field.input.value.trim() === '') return 'is required';
  const result = parseFieldText(state, field.spec, field.input.value);
  if (result.ok) return null;
  return result.error.startsWith(`${field.spec.name}: `) ? result.error.slice(field.spec.name.length + 2) : result.error;
}

/** What to show under a field: its validation problem (once edited or after a save attempt), else the service's messages. */
export function fieldMessages(state: FormState, field: FormField): string[] {
  const invalid = validateField(state, field);
  if (invalid && (state.attempted || isFieldChanged(field))) return [invalid];
  return [...(state.serverErrors[field.spec.name] ?? [])];
}

export function invalidFields(state: FormState): FormField[] {
  return state.fields.filter((f) => validateField(state, f) !== null);
}

/** The hint for a field: the form its value takes, and its help. */
export function fieldHint(field: FormField): string {
  if (isPersonField(field.spec)) return 'type a name to choose, space lists the people, or a user id';
  const limit = field.spec.maxLength === undefined ? '' : `, at most ${field.spec.maxLength.toLocaleString('en')} characters`;
  const form = field.spec.type.kind === 'text' ? `text${limit}; ctrl+e edits it in $VISUAL/$EDITOR` : `${expectedForm(field.spec.type)}${limit}`;
  return field.spec.help ? `${form} — ${field.spec.help}` : form;
}

function parsed(state: FormState, field: FormField, text: string): JsonValue | undefined {
  const result = parseFieldText(state, field.spec, text);
  return result.ok ? result.value : undefined;
}

/**
 * Values for an update: only fields whose value really changed (so a task's status is sent only
 * when it differs, and 50 retyped as 50.0 is no change). Call when invalidFields() is empty.
 */
export function changedValues(state: FormState): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  for (const field of state.fields) {
    if (!isFieldChanged(field)) continue;
    const now = parsed(state, field, field.input.value);
    if (now === undefined) continue;
    const before = parsed(state, field, field.initial);
    if (before !== undefined && before === now) continue;
    values[field.spec.name] = now;
  }
  return values;
}

/** Values for a create: every filled field; empty optional fields are left out. */
export function allValues(state: FormState): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  for (const field of state.fields) {
    if (field.input.value.trim() === '') continue;
    const value = parsed(state, field, field.input.value);
    if (value !== undefined && value !== null) values[field.spec.name] = value;
  }
  return values;
}

/** The values to send: changes for edit, everything filled for create. */
export function submittedValues(state: FormState): Record<string, JsonValue> {
  return state.mode === 'edit' ? changedValues(state) : allValues(state);
}

// ---- reducer ----

export type FormAction =
  | { readonly type: 'focus-next' }
  | { readonly type: 'focus-previous' }
  | { readonly type: 'focus'; readonly field: string }
  /** A key for the focused field's input (readline keys, typing, paste). */
  | { readonly type: 'edit'; readonly key: EditKey }
  /** Replaces a field's text (the external editor's result). */
  | { readonly type: 'set'; readonly field: string; readonly text: string }
  /** Flips the focused yes/no field, or steps the focused choice. */
  | { readonly type: 'toggle'; readonly step?: 1 | -1 }
  | { readonly type: 'pick'; readonly field: string; readonly value: string }
  | { readonly type: 'server-errors'; readonly errors: Readonly<Record<string, readonly string[]>>; readonly message?: string }
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
  return { ...state, fields, serverErrors };
}

function indexOf(state: FormState, name: string): number {
  return state.fields.findIndex((f) => f.spec.name === name);
}

/** The values a toggle or step cycles through; "not set" only when the field started unset. */
function choices(field: FormField): string[] {
  const values = field.spec.type.kind === 'boolean' ? ['true', 'false'] : field.spec.type.kind === 'enum' ? [...field.spec.type.values] : [];
  return field.initial === '' && !field.required ? ['', ...values] : values;
}

/**
 * Maps the service's field errors onto the form: a message for a field shown goes under it (an
 * association like `responsible` finds `responsible_id`); any other goes to the form-level line.
 */
export function mapServerErrors(
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
    case 'edit': {
      const field = focusedField(state);
      if (!field || !isTextual(field) || !isEditingKey(action.key)) return state;
      return replaceField(state, state.focus, editText(field.input, action.key, { multiline: field.spec.type.kind === 'text' }));
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
