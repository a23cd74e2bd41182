// --fields a,b,c of get and list, checked against the catalogue before any request.
import { refusal, refusalWithHints } from '../core/refusal.js';
import { kindSpec, kindWords, type KindName } from '../catalogue/catalogue.js';
import { withArticle } from '../catalogue/article.js';
import { asSent } from '../catalogue/typed-resource.js';
import type { Resource } from '../core/resource.js';

/** The fields named, in their order; undefined when --fields was not given. */
export function selectedFields(kind: KindName, text: string | undefined): readonly string[] | undefined {
  if (text === undefined) return undefined;
  const known = kindSpec(kind).fields.map((field) => field.name);
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw refusalWithHints('--fields needs field names', [`Fields of ${kind}: ${known.join(', ')}.`]);
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined)
    throw refusal('--fields', unknown, `is not a field of ${withArticle(kindWords(kind))}`, [
      `Fields of ${withArticle(kindWords(kind))}: ${known.join(', ')}.`,
    ]);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw refusal('--fields', twice, 'is named twice');
  return names;
}

/** The resource with only these keys, in this order; a field the answer lacks is null. */
export function pickFields(resource: Resource, fields: readonly string[]): Record<string, unknown> {
  // The service's text, as --json prints a whole resource (typed-resource.ts, asSent).
  const sent = asSent(resource);
  return Object.fromEntries(fields.map((name) => [name, sent[name] ?? null]));
}
