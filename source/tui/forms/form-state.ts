// A resource form as pure state from the catalogue: the text the person sees, parsed as the CLI does.
import { heldValue } from '../../catalogue/held-value.js';
import { isPersonField, kindSpec, writableFields, type FieldSpec, type KindName } from '../../catalogue/catalogue.js';
import { displayValue, parseTypedValue, valueText, type ValueResult } from '../../catalogue/values.js';
import { choosePerson, choiceProblem, personLabel, type Person } from '../../domain/people-choice.js';
import { textState, type TextState } from '../../terminal/edit-text.js';
import { isParentObjectiveField, type ParentObjectives } from '../../usecases/parent-objectives.js';

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
  /** An objective's parent: the parent plan's objectives (by name), or why they cannot be chosen here. */
  readonly parentObjectives: ParentObjectives | null;
}

/** The objectives an objective's parent_id chooses from, or why there are none to choose (ids still work). */
export type { ParentObjectives };
export { isParentObjectiveField };

/** The names a field shows and takes: the people for a person field, the parent plan's objectives for a parent. */
export function namesFor(state: Pick<FormState, 'kind' | 'people' | 'parentObjectives'>, spec: FieldSpec): readonly Person[] | null {
  if (isPersonField(spec)) return state.people;
  if (isParentObjectiveField(state.kind, spec)) {
    const parents = state.parentObjectives;
    return parents && 'objectives' in parents ? parents.objectives : null;
  }
  return null;
}

interface FormOptions {
  /** A subset of the writable fields, in this order ("deadline + responsible"). */
  readonly fields?: readonly string[];
  /** Starting values for fields the resource does not give (the day of a new value: today). */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** The company's people: person fields show and take names. */
  readonly people?: readonly Person[] | null;
  /** An objective's parent plan's objectives, or why they are not known. */
  readonly parentObjectives?: ParentObjectives | null;
  /** Values typed elsewhere that the inputs start with, shown as changes (a value typed for a day that had one). */
  readonly typed?: Readonly<Record<string, unknown>>;
}

export type Resource = Readonly<Record<string, unknown>>;

/** The text a stored value starts as in its input: a person as `Aiko Tanaka (3)` when known. */
export function initialText(spec: FieldSpec, value: unknown, people: readonly Person[] | null = null, named = isPersonField(spec)): string {
  if (value === null || value === undefined) return '';
  if (named && typeof value === 'number') return personLabel(value, people?.find((p) => p.id === value)?.name);
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
  const known = { kind, people: options.people ?? null, parentObjectives: options.parentObjectives ?? null };
  const fields = chosenFields(kind, options.fields).map((spec): FormField => {
    const stored = resource ? heldValue(kind, spec.name, resource) : undefined;
    const start = stored === undefined || stored === null ? options.defaults?.[spec.name] : stored;
    const names = namesFor(known, spec);
    const named = isPersonField(spec) || isParentObjectiveField(kind, spec);
    const initial = initialText(spec, start, names, named);
    const typed = options.typed?.[spec.name];
    return {
      spec,
      required: spec.requiredOnCreate,
      initial,
      input: textState(typed === undefined ? initial : initialText(spec, typed, names, named)),
    };
  });
  return {
    kind,
    mode,
    fields,
    focus: 0,
    serverErrors: {},
    formError: null,
    attempted: false,
    people: options.people ?? null,
    parentObjectives: options.parentObjectives ?? null,
  };
}

/** A field's text as the value to send; a person field takes a name, its start or `Name (id)` too. */
export function parseFieldText(state: Pick<FormState, 'kind' | 'people' | 'parentObjectives'>, spec: FieldSpec, text: string): ValueResult {
  if (isParentObjectiveField(state.kind, spec) && text.trim() !== '') return parentFieldText(state, spec, text);
  if (!isPersonField(spec) || text.trim() === '') return parseTypedValue(spec, text);
  const choice = choosePerson(state.people ?? [], text);
  if (choice.type === 'id') return { ok: true, value: choice.id };
  return { ok: false, error: `${spec.name}: ${choiceProblem(choice, text, state.people !== null)}` };
}

/** An objective's parent as typed: an id, `Name (id)`, or a name (or its start) among the parent plan's objectives. */
function parentFieldText(state: Pick<FormState, 'kind' | 'people' | 'parentObjectives'>, spec: FieldSpec, text: string): ValueResult {
  const objectives = namesFor(state, spec);
  const choice = choosePerson(objectives ?? [], text);
  if (choice.type === 'id') return { ok: true, value: choice.id };
  const typed = text.trim();
  if (choice.type === 'ambiguous') {
    const names = choice.candidates.map((o) => personLabel(o.id, o.name)).join(', ');
    return {
      ok: false,
      error: `${spec.name}: "${typed}" matches ${choice.candidates.length} objectives: ${names}; give more of the name or the id`,
    };
  }
  if (objectives === null) {
    const parents = state.parentObjectives;
    const why = parents && 'problem' in parents ? parents.problem : 'the parent plan’s objectives are not known here';
    return { ok: false, error: `${spec.name}: ${why}; give the objective id` };
  }
  return { ok: false, error: `${spec.name}: no objective of the parent plan is named "${typed}"; give a name or an objective id` };
}
