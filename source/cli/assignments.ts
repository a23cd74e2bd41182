// `field=value` words of the command line, parsed by each field's type from the catalogue.
import { refusal, refusalWithHints } from '../core/refusal.js';
import { valueRefusal } from './value-refusal.js';
import {
  fieldSpec,
  isPersonField,
  type FieldSpec,
  kindSpec,
  kindWords,
  requiredFields,
  writableFields,
  type KindName,
} from '../catalogue/catalogue.js';
import { parseTypedValue, type JsonValue } from '../catalogue/values.js';
import { withArticle } from '../catalogue/article.js';
import { isParentObjectiveField } from '../usecases/parent-objectives.js';
import { usageError, missingArgument } from './usage-error.js';

export type Assignments = Record<string, JsonValue>;

function writableHint(kind: KindName): string {
  return `Writable fields of ${withArticle(kindWords(kind))}: ${writableFields(kind)
    .map((f) => f.name)
    .join(', ')}.`;
}

/** `responsible=` for `responsible_id=`: a person field is called by what it holds, a person. */
function personFieldCalled(kind: KindName, given: string): FieldSpec | undefined {
  const field = fieldSpec(kind, `${given}_id`);
  return field && isPersonField(field) ? field : undefined;
}

const ID = /^\s*[1-9]\d*\s*$/;

/** `personNames`: fields given a name instead of an id, looked up once the connection is open. */
export function parseAssignments(
  kind: KindName,
  words: readonly string[],
  mode: 'create' | 'update',
  personNames?: Record<string, string>,
): Assignments {
  const spec = kindSpec(kind);
  if (spec.readOnly) throw usageError(`${spec.plural} are read-only: they can be read, not changed`);
  const values: Assignments = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) throw refusal('field=value', word, 'is not a field=value pair', [writableHint(kind)]);
    const given = word.slice(0, eq);
    const raw = word.slice(eq + 1);
    const field = fieldSpec(kind, given) ?? personFieldCalled(kind, given);
    if (!field) throw refusal('field', given, `is not a field of ${withArticle(kindWords(kind))}`, [writableHint(kind)]);
    const name = field.name;
    if (field.access !== 'writable') throw refusal('field', given, `is read-only: the service sets it`, [writableHint(kind)]);
    if (name in values || (personNames && name in personNames)) throw refusal('field', given, 'is given twice', ['Give each field once.']);
    if (
      personNames &&
      (isPersonField(field) || isParentObjectiveField(kind, field)) &&
      raw.trim() !== '' &&
      raw.trim() !== 'null' &&
      !ID.test(raw)
    ) {
      personNames[name] = raw;
      continue;
    }
    // Clearing a required field is only refused on create; on update empty text means "clear".
    const result = parseTypedValue(mode === 'create' ? field : { ...field, requiredOnCreate: false }, raw);
    if (!result.ok) throw valueRefusal(field, raw, result.error);
    if (mode === 'update' && field.requiredOnCreate && (result.value === null || result.value === ''))
      throw refusal(name, raw, 'is empty', [`${name} is required: it cannot be cleared.`]);
    values[name] = result.value;
  }
  if (mode === 'create') {
    const missing = requiredFields(kind).filter((f) => values[f.name] === undefined || values[f.name] === null);
    if (missing.length > 0)
      throw missingArgument(missing.map((f) => `${f.name}=…`).join(' '), [`Required to create ${withArticle(kindWords(kind))}.`]);
  } else if (Object.keys(values).length === 0 && Object.keys(personNames ?? {}).length === 0) {
    throw refusalWithHints('nothing to change: give field=value', [writableHint(kind)]);
  }
  return values;
}
