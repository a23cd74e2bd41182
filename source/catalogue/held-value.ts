// A field the service never shows is read from the column that expresses it. Pure.
import { fieldSpec, type KindName } from './catalogue.js';

/** The parent plan in an ancestry ("1/7" -> 7); null at the top; undefined when the answer has no ancestry at all. */
export function lastAncestor(ancestry: unknown): number | null | undefined {
  if (ancestry === null || ancestry === '') return null;
  if (typeof ancestry !== 'string' || !/^\d{1,15}(\/\d{1,15}){0,63}$/.test(ancestry)) return undefined;
  return Number(ancestry.split('/').at(-1));
}

export function heldValue(kind: KindName, name: string, resource: Readonly<Record<string, unknown>>): unknown {
  if (fieldSpec(kind, name)?.shownAs === 'ancestry-last') return lastAncestor(resource.ancestry);
  return resource[name];
}
