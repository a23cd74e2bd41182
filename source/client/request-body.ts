// Builds a write's JSON body: flat, or wrapped where the public implementation's parameter validator would refuse it (facts 3.2).
import { fieldSpec, kindSpec, pluralWords, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import { checkJsonValue, type JsonValue } from '../catalogue/values.js';
import { HoshinError } from '../core/errors.js';

export type WriteAction = 'create' | 'update';

export type RequestBody = Readonly<Record<string, JsonValue | Readonly<Record<string, JsonValue>>>>;

export interface BuiltBody {
  readonly body: RequestBody;
  readonly wrapped: boolean;
}

// The validator's form of a number: bare digits, one optional fraction, no sign or exponent.
const VALIDATOR_NUMBER = /^[0-9]+(\.[0-9]+)?$/;

/** Would the top-level validator refuse this (valid) value? null, negatives, exponent forms. */
export function refusedAtTopLevel(field: FieldSpec, value: JsonValue): boolean {
  if (value === null) return true;
  const numeric = field.type.kind === 'decimal' || field.type.kind === 'integer' || field.type.kind === 'reference';
  return numeric && typeof value === 'number' && !VALIDATOR_NUMBER.test(String(value));
}

/** Unknown or read-only fields and wrong types are one clear error before any request. */
export function buildRequestBody(kind: KindName, action: WriteAction, values: Readonly<Record<string, JsonValue>>): BuiltBody {
  const spec = kindSpec(kind);
  if (spec.readOnly) throw new HoshinError('usage', `${pluralWords(spec)} are read-only`);
  const normalised: Record<string, JsonValue> = {};
  const fieldErrors: Record<string, string[]> = {};
  let wrapped = false;
  const plural = pluralWords(spec);
  for (const [name, value] of Object.entries(values)) {
    const field = fieldSpec(kind, name);
    if (!field) throw new HoshinError('usage', `${plural} have no field "${name}"`);
    if (field.access !== 'writable') throw new HoshinError('usage', `the ${name} of ${plural} is read-only`);
    const checked = checkJsonValue(field, value);
    if (!checked.ok) {
      fieldErrors[name] = [checked.error];
      continue;
    }
    normalised[name] = checked.value;
    // A field that is not a column (a hoshin's parent_id) reaches the model only in the wrapped form (facts 3.1).
    if (refusedAtTopLevel(field, checked.value) || field.shownAs !== undefined) wrapped = true;
  }
  const refused = Object.entries(fieldErrors);
  if (refused.length > 0) {
    const summary = refused.map(([name, messages]) => `${name} ${messages.join(', ')}`).join('; ');
    throw new HoshinError('invalid', `invalid values: ${summary}`, { fieldErrors });
  }
  if (!wrapped) return { body: normalised, wrapped: false };
  const body: Record<string, JsonValue | Readonly<Record<string, JsonValue>>> = { [spec.wrapperKey]: normalised };
  // Goals and tasks need a top-level name on create even when the rest is wrapped; no kind minds it.
  const name = normalised.name;
  const nameField = fieldSpec(kind, 'name');
  if (action === 'create' && nameField?.requiredOnCreate && typeof name === 'string') body.name = name;
  return { body, wrapped: true };
}
