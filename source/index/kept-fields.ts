// What the local index keeps of an answer: the catalogue's fields of the kind, plain values only,
// each text cut to a bound, so the index grows with the number of resources and never with the
// size of an answer (a 20 MB description). Pure.
import { fieldSpec, kindSpec, type FieldSpec, type KindName } from '../catalogue/catalogue.js';
import { asSent, parseResource, type TypedResource } from '../catalogue/typed-resource.js';
import type { Resource } from '../core/resource.js';
import type { IndexEntry } from './index-entry.js';

/** Characters kept of a name or any other one-line text (the service's own limit is 255). */
export const KEPT_LINE_CHARACTERS = 300;
/** Characters kept of a multi-line text (a description, a hoshin's header); `hoshin get` shows all. */
export const KEPT_TEXT_CHARACTERS = 4_000;

export interface KeptResource {
  readonly resource: Resource;
  /** Fields whose text was longer than the index keeps (their text here is the beginning). */
  readonly cut: readonly string[];
}

function keptCharacters(field: FieldSpec): number {
  return field.type.kind === 'text' ? KEPT_TEXT_CHARACTERS : KEPT_LINE_CHARACTERS;
}

/** Cuts at a character count without splitting a surrogate pair. */
function cutText(text: string, max: number): string {
  const end = max > 0 && /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * The resource as the index keeps it: only the catalogue's fields of the kind (numbers, booleans,
 * texts, null; nested values and unknown fields are left out), texts cut to their bound.
 */
export function keptResource(kind: KindName, resource: Resource): KeptResource {
  const kept: Record<string, unknown> = {};
  const cut: string[] = [];
  // What the service sent is kept (the index's files and exports hold its text); the entry reads typed.
  const sent = asSent(resource);
  for (const field of kindSpec(kind).fields) {
    const value = sent[field.name];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const max = keptCharacters(field);
      if (value.length > max) {
        kept[field.name] = cutText(value, max);
        cut.push(field.name);
      } else {
        kept[field.name] = value;
      }
    } else if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
      kept[field.name] = value;
    }
  }
  return { resource: parseResource(kind, kept as Resource), cut };
}

/**
 * The resource an entry of this kind keeps, read as its kind's typed fields (keptResource parsed it
 * as the entry was made); undefined for an entry of another kind or known by its name alone.
 */
export function keptFields<K extends KindName>(kind: K, entry: IndexEntry | undefined): TypedResource<K> | undefined {
  return entry?.kind === kind && entry.resource ? (entry.resource as TypedResource<K>) : undefined;
}

/** A note for a text the index cut: where to read all of it. */
export function cutNote(kind: KindName, id: number, field: string): string {
  const spec = fieldSpec(kind, field);
  const shown = spec ? keptCharacters(spec) : KEPT_LINE_CHARACTERS;
  return `${spec?.label.toLowerCase() ?? field} cut to its first ${shown.toLocaleString('en')} characters here; \`hoshin get ${kind} ${id}\` shows all of it`;
}
