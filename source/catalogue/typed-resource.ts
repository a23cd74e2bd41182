// A resource as the layers above the client read it: each catalogue field parsed once, at the client boundary.
// What the user sees is the answer as sent (asSent, sentJson).
import { kindSpec, type FieldType, type KindFieldSpec, type KindName } from './catalogue.js';
import { isValidDate, readDecimal } from './values.js';

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

/** The value a field of this catalogue type holds once parsed; null where the service sent none or garbage. */
export type FieldValue<T extends FieldType> = T extends { readonly kind: 'decimal' | 'integer' | 'reference' }
  ? number | null
  : T extends { readonly kind: 'date' }
    ? Day | null
    : T extends { readonly kind: 'boolean' }
      ? boolean | null
      : string | null;

/** A resource of kind K with every catalogue field typed; other keys read as unknown. */
export type TypedResource<K extends KindName> = { readonly id: number } & {
  readonly [F in KindFieldSpec<K> as F['name']]?: FieldValue<F['type']>;
} & Readonly<Record<string, unknown>>;

/** The day a date field holds: the first ten characters of a valid date (the public implementation may send a time after it). */
export function parseDay(value: unknown): Day | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  return isValidDate(day) ? day : null;
}

function parseInteger(value: unknown): number | null {
  const number = readDecimal(value);
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

function parseId(value: unknown): number | null {
  const id = parseInteger(value);
  return id !== null && id > 0 ? id : null;
}

/** Text-like fields (strings, text, enums, colours, timestamps) keep their text. */
function parseText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function parseField(type: FieldType, value: unknown): unknown {
  switch (type.kind) {
    case 'decimal':
      return readDecimal(value);
    case 'integer':
      return parseInteger(value);
    case 'reference':
      return parseId(value);
    case 'date':
      return parseDay(value);
    case 'boolean':
      return parseBoolean(value);
    default:
      return parseText(value);
  }
}

/** Where a typed resource keeps the answer it was parsed from (not enumerable: a copy made by spreading leaves it). */
const AS_SENT = Symbol('the answer as the service sent it');

/** What the user sees prints the service's text ("7.0", not 7). */
export function asSent(resource: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  return (resource as { readonly [AS_SENT]?: Readonly<Record<string, unknown>> })[AS_SENT] ?? resource;
}

/** A JSON.stringify replacer that writes each typed resource as the service sent it. */
export function sentJson(this: unknown, _key: string, value: unknown): unknown {
  return typeof value === 'object' && value !== null && AS_SENT in value ? asSent(value) : value;
}

/** Parsing twice gives the same values, so a resource read back from the index parses to what was stored. */
export function parseResource<K extends KindName>(
  kind: K,
  raw: { readonly id: number } & Readonly<Record<string, unknown>>,
): TypedResource<K> {
  if (AS_SENT in raw) return raw as TypedResource<K>;
  const typed: Record<string, unknown> = { ...raw };
  for (const field of kindSpec(kind).fields) {
    if (field.name === 'id' || !(field.name in raw)) continue;
    typed[field.name] = parseField(field.type, raw[field.name]);
  }
  Object.defineProperty(typed, AS_SENT, { value: raw, enumerable: false });
  return typed as TypedResource<K>;
}
