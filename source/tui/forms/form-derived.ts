// What a form shows and sends, derived from its state.
import { isPersonField, type KindName } from '../../catalogue/catalogue.js';
import { expectedForm, type JsonValue } from '../../catalogue/values.js';
import { cursorLine } from '../../terminal/text-lines.js';
import { isParentObjectiveField, parseFieldText, type FormField, type FormState } from './form-state.js';

/** Fields typed as text in an input (everything but yes/no and choices). */
export const isTextual = (field: FormField): boolean => field.spec.type.kind !== 'boolean' && field.spec.type.kind !== 'enum';

/** Fields whose text may hold several lines (Up and Down move a line in them). */
export const takesLines = (field: FormField): boolean => field.spec.type.kind === 'text';

export const focusedField = (state: FormState): FormField | undefined => state.fields[state.focus];

const isFieldChanged = (field: FormField): boolean => field.input.value !== field.initial;

export const isDirty = (state: FormState): boolean => state.fields.some(isFieldChanged);

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

export const invalidFields = (state: FormState): FormField[] => state.fields.filter((f) => validateField(state, f) !== null);

/** The hint for a field: the form its value takes, and its help. */
export function fieldHint(field: FormField, kind?: KindName): string {
  if (isPersonField(field.spec)) return 'type a name to choose, space lists the people, or a user id';
  if (kind !== undefined && isParentObjectiveField(kind, field.spec)) {
    return 'type a name to choose, space lists the parent plan’s objectives, or an objective id';
  }
  const limit = field.spec.maxLength === undefined ? '' : `, at most ${field.spec.maxLength.toLocaleString('en')} characters`;
  const { line, lines } = cursorLine(field.input);
  const where = lines > 1 ? `line ${line + 1} of ${lines}, ` : '';
  const form = takesLines(field) ? `${where}text${limit}; ctrl+e edits it in $VISUAL/$EDITOR` : `${expectedForm(field.spec.type)}${limit}`;
  return field.spec.help ? `${form} — ${field.spec.help}` : form;
}

function parsed(state: FormState, field: FormField, text: string): JsonValue | undefined {
  const result = parseFieldText(state, field.spec, text);
  return result.ok ? result.value : undefined;
}

/** Values for an update: only fields that really changed (50 retyped as 50.0 is no change). */
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
