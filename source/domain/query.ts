// The query language of `hoshin find`, `--where` and the console's `/`: terms separated by spaces,
// all must hold; `key:value` terms (kind, owner, status, due, hoshin, area), plain words matching
// names, `-term` to negate, quotes for spaces, `a|b` for alternatives, `@NAME` for a saved view
// (expanded by the caller, expandViews). Pure: parse and print; query-match.ts evaluates.
import { resolveKind, type KindName } from '../catalogue/catalogue.js';
import { isValidDate } from '../catalogue/values.js';
import { HoshinError } from '../core/errors.js';

export const QUERY_KEYS = ['kind', 'owner', 'status', 'due', 'hoshin', 'area'] as const;
export type QueryKey = (typeof QUERY_KEYS)[number];

/** Indicator statuses are the review pack's (red, green, unrecorded, late); task statuses the lifecycle's, plus late. */
export const INDICATOR_QUERY_STATUSES = ['red', 'green', 'unrecorded', 'late'] as const;
export const TASK_QUERY_STATUSES = ['backlog', 'active', 'completed', 'discarded', 'late'] as const;
export type QueryStatus = (typeof INDICATOR_QUERY_STATUSES)[number] | (typeof TASK_QUERY_STATUSES)[number];
const STATUSES: readonly QueryStatus[] = [...new Set<QueryStatus>([...INDICATOR_QUERY_STATUSES, ...TASK_QUERY_STATUSES])];

/** A date bound: `<7d` (before today + 7 days), `>2026-12-31` (after that day). */
export type DueBound = { readonly before: boolean; readonly days: number } | { readonly before: boolean; readonly day: string };
export type QueryOwner = { readonly me: true } | { readonly name: string };

export type QueryTest =
  | { readonly key: 'kind'; readonly kinds: readonly KindName[] }
  | { readonly key: 'owner'; readonly owners: readonly QueryOwner[] }
  | { readonly key: 'status'; readonly statuses: readonly QueryStatus[] }
  | { readonly key: 'due'; readonly bounds: readonly DueBound[] }
  | { readonly key: 'hoshin'; readonly ids: readonly number[] }
  | { readonly key: 'area'; readonly areas: readonly string[] }
  | { readonly key: 'text'; readonly text: string }
  | { readonly key: 'view'; readonly name: string };

export interface QueryTerm {
  readonly negated: boolean;
  readonly test: QueryTest;
}

export interface Query {
  readonly terms: readonly QueryTerm[];
}

/** Bounds: a query is typed or saved by a person; anything longer is a mistake or an attack. */
export const QUERY_MAX_CHARS = 2000;
export const QUERY_MAX_TERMS = 64;
const VIEW_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

export function isViewName(name: string): boolean {
  return VIEW_NAME.test(name);
}

/** The reason on the error's one line; the keys on a line of their own (wrapped to the terminal, as every hint). */
function refused(term: string, why: string): HoshinError {
  return new HoshinError('usage', `query term ${JSON.stringify(term)}: ${why}`, {
    hints: [`The known keys: ${QUERY_KEYS.join(', ')} (and plain words, -term, @view).`],
  });
}

interface Piece {
  readonly text: string;
  readonly quoted: boolean;
}

/** Splits the text into terms, each a run of pieces (quoted or not), honouring quotes and `\"` inside them. */
function lex(text: string): { raw: string; pieces: Piece[] }[] {
  const terms: { raw: string; pieces: Piece[] }[] = [];
  let index = 0;
  while (index < text.length) {
    while (index < text.length && /\s/.test(text[index] as string)) index += 1;
    if (index >= text.length) break;
    const start = index;
    const pieces: Piece[] = [];
    while (index < text.length && !/\s/.test(text[index] as string)) {
      if (text[index] === '"') {
        let value = '';
        index += 1;
        while (index < text.length && text[index] !== '"') {
          if (text[index] === '\\' && index + 1 < text.length) index += 1;
          value += text[index] as string;
          index += 1;
        }
        if (index >= text.length) throw refused(text.slice(start), 'a quote is not closed');
        index += 1;
        pieces.push({ text: value, quoted: true });
      } else {
        let value = '';
        while (index < text.length && text[index] !== '"' && !/\s/.test(text[index] as string)) value += text[index++] as string;
        pieces.push({ text: value, quoted: false });
      }
    }
    terms.push({ raw: text.slice(start, index), pieces });
  }
  return terms;
}

/** Splits pieces at unquoted occurrences of `mark`; quoted text never splits. */
function splitPieces(pieces: readonly Piece[], mark: string, limit = Infinity): Piece[][] {
  const parts: Piece[][] = [[]];
  for (const piece of pieces) {
    if (piece.quoted) {
      (parts[parts.length - 1] as Piece[]).push(piece);
      continue;
    }
    const chunks = piece.text.split(mark);
    chunks.forEach((chunk, position) => {
      if (position > 0) {
        if (parts.length > limit) (parts[parts.length - 1] as Piece[]).push({ text: mark, quoted: false });
        else parts.push([]);
      }
      if (chunk !== '') (parts[parts.length - 1] as Piece[]).push({ text: chunk, quoted: false });
    });
  }
  return parts;
}

const joined = (pieces: readonly Piece[]) => pieces.map((piece) => piece.text).join('');
const anyQuoted = (pieces: readonly Piece[]) => pieces.some((piece) => piece.quoted);

function parseBound(value: string, raw: string): DueBound {
  const match = /^([<>])(?:(\d{1,4})([dw])|(\d{4}-\d{2}-\d{2}))$/.exec(value);
  if (!match) throw refused(raw, 'due takes <7d, <2w, >3d, <2026-12-31 or >2026-12-31');
  const before = match[1] === '<';
  if (match[4] !== undefined) {
    if (!isValidDate(match[4])) throw refused(raw, `${match[4]} is not a date`);
    return { before, day: match[4] };
  }
  return { before, days: Number(match[2]) * (match[3] === 'w' ? 7 : 1) };
}

function parseKeyTerm(key: QueryKey, values: readonly Piece[][], raw: string): QueryTest {
  if (values.some((value) => joined(value) === '')) throw refused(raw, `${key}: needs a value`);
  const texts = values.map(joined);
  switch (key) {
    case 'kind':
      return {
        key,
        kinds: texts.map((text) => {
          const spec = resolveKind(text);
          if (!spec) throw refused(raw, `${text} is not a kind`);
          return spec.name;
        }),
      };
    case 'owner':
      return {
        key,
        owners: values.map((value) => (!anyQuoted(value) && joined(value).toLowerCase() === 'me' ? { me: true } : { name: joined(value) })),
      };
    case 'status':
      return {
        key,
        statuses: texts.map((text) => {
          const status = STATUSES.find((known) => known === text.toLowerCase());
          if (!status) throw refused(raw, `status is one of ${STATUSES.join(', ')}`);
          return status;
        }),
      };
    case 'due':
      return { key, bounds: texts.map((text) => parseBound(text, raw)) };
    case 'hoshin':
      return {
        key,
        ids: texts.map((text) => {
          if (!/^[1-9]\d{0,14}$/.test(text)) throw refused(raw, 'hoshin takes an id, a whole number');
          return Number(text);
        }),
      };
    case 'area':
      return { key, areas: texts };
  }
}

function parseTerm(raw: string, pieces: Piece[]): QueryTerm {
  let rest = pieces;
  let negated = false;
  const first = rest[0];
  if (first && !first.quoted && first.text.startsWith('-') && (first.text.length > 1 || rest.length > 1)) {
    negated = true;
    rest = [{ text: first.text.slice(1), quoted: false }, ...rest.slice(1)].filter((piece) => piece.quoted || piece.text !== '');
  }
  const head = rest[0];
  if (head && !head.quoted && head.text.startsWith('@')) {
    const name = joined(rest).slice(1);
    if (anyQuoted(rest) || !isViewName(name)) throw refused(raw, 'a view name is letters, digits, _ . - (at most 40)');
    if (negated) throw refused(raw, 'a view cannot be negated; negate its terms');
    return { negated, test: { key: 'view', name } };
  }
  const [keyPart, valuePart] = splitPieces(rest, ':', 1);
  if (valuePart !== undefined) {
    const key = joined(keyPart ?? []).toLowerCase();
    if (anyQuoted(keyPart ?? []) || !QUERY_KEYS.includes(key as QueryKey)) {
      throw refused(raw, `unknown key ${joined(keyPart ?? [])}: (quote a word holding a colon)`);
    }
    return { negated, test: parseKeyTerm(key as QueryKey, splitPieces(valuePart, '|'), raw) };
  }
  const text = joined(rest);
  if (text.trim() === '') throw refused(raw, 'an empty word matches everything; leave it out');
  return { negated, test: { key: 'text', text } };
}

/** Reads a query; an error (usage, exit 2) names the first term it does not understand and the known keys. */
export function parseQuery(text: string): Query {
  if (text.length > QUERY_MAX_CHARS) throw new HoshinError('usage', `a query is at most ${QUERY_MAX_CHARS} characters`);
  // A query is typed or saved by a person: a control character in it (from a shared file) is refused, never kept or shown.
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.exec(text);
  if (control)
    throw new HoshinError(
      'usage',
      `a query holds no control characters (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} at ${control.index + 1})`,
    );
  const lexed = lex(text);
  if (lexed.length > QUERY_MAX_TERMS) throw new HoshinError('usage', `a query holds at most ${QUERY_MAX_TERMS} terms`);
  return { terms: lexed.map(({ raw, pieces }) => parseTerm(raw, pieces)) };
}

/** A value as typed: bare when it reads back the same, else in quotes with `"` and `\` escaped. */
function quoted(value: string, bareAllowed = true): string {
  const bare = bareAllowed && value !== '' && !/[\s"|:\\]/.test(value) && !/^[-@]/.test(value);
  return bare ? value : `"${value.replace(/[\\"]/g, (mark) => `\\${mark}`)}"`;
}

function printBound(bound: DueBound): string {
  return `${bound.before ? '<' : '>'}${'day' in bound ? bound.day : `${bound.days}d`}`;
}

function printTest(test: QueryTest): string {
  switch (test.key) {
    case 'kind':
      return `kind:${test.kinds.join('|')}`;
    case 'owner':
      return `owner:${test.owners.map((owner) => ('me' in owner ? 'me' : quoted(owner.name, owner.name.toLowerCase() !== 'me'))).join('|')}`;
    case 'status':
      return `status:${test.statuses.join('|')}`;
    case 'due':
      return `due:${test.bounds.map(printBound).join('|')}`;
    case 'hoshin':
      return `hoshin:${test.ids.join('|')}`;
    case 'area':
      return `area:${test.areas.map((area) => quoted(area)).join('|')}`;
    case 'text':
      return quoted(test.text);
    case 'view':
      return `@${test.name}`;
  }
}

/** The query as text that parses back to the same query. */
export function printQuery(query: Query): string {
  return query.terms.map((term) => `${term.negated ? '-' : ''}${printTest(term.test)}`).join(' ');
}

/** True when any term is `owner:me` (the caller needs to know who "me" is). */
export function usesMe(query: Query): boolean {
  return query.terms.some((term) => term.test.key === 'owner' && term.test.owners.some((owner) => 'me' in owner));
}

/**
 * Replaces each `@NAME` by the terms of the saved view, views inside views too; a view not saved,
 * or one that names itself through others, is an error naming it.
 */
export function expandViews(query: Query, viewText: (name: string) => string | undefined, seen: readonly string[] = []): Query {
  const terms: QueryTerm[] = [];
  for (const term of query.terms) {
    if (term.test.key !== 'view') {
      terms.push(term);
      continue;
    }
    const name = term.test.name;
    if (seen.includes(name))
      throw new HoshinError('usage', `the view @${name} names itself (through ${seen.map((s) => `@${s}`).join(', ')})`);
    const text = viewText(name);
    if (text === undefined) throw new HoshinError('usage', `no view is saved as @${name} (hoshin view list shows the saved ones)`);
    terms.push(...expandViews(parseQuery(text), viewText, [...seen, name]).terms);
  }
  if (terms.length > QUERY_MAX_TERMS * 4) throw new HoshinError('usage', 'the views expand to too many terms');
  return { terms };
}
