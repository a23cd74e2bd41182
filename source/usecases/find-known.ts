// The known resources a query matches (`hoshin find`, `--where`, the console's filter, bulk changes),
// with what the service counts that is not known here. Statuses by the review pack's rules (the month
// under review is the pack's default month). Pure over the index.
import type { KindName } from '../catalogue/catalogue.js';
import { HoshinError } from '../core/errors.js';
import type { Resource } from '../core/resource.js';
import { readDay } from '../domain/dates.js';
import {
  indicatorQueryStatuses,
  kindsOf,
  matchesQuery,
  ME_UNKNOWN,
  monthCell,
  taskQueryStatuses,
  type QuerySubject,
  type ValuedStanding,
} from '../domain/query-match.js';
import { expandViews, parseQuery, usesMe, type Query, type QueryStatus } from '../domain/query.js';
import type { EntryFilter, IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';
import { knownHistory } from '../index/standing-rows.js';
import { coverageOf, type Coverage } from './coverage.js';
import { countedCoverage } from './coverage-counts.js';
import { isGone } from './create-once.js';
import { defaultPackMonth } from './review-pack.js';

/** The kinds a query looks through: the plan's (a history value or an invoice is found through its parent). */
export const FINDABLE_KINDS: readonly KindName[] = ['company', 'hoshin', 'area', 'goal', 'objective', 'indicator', 'task'];

export interface FindOptions {
  /** YYYY-MM-DD. */
  readonly today: string;
  /** The month statuses judge (YYYY-MM): a pack's --month; by default the month a pack of today reviews. */
  readonly month?: string;
  /** This profile's user id (hoshin profile me), null when not found yet: `owner:me` is then an error. */
  readonly me: number | null;
  /** A person's name, null when the company's people are not known. */
  readonly nameOf: (companyId: number | null, userId: number | null) => string | null;
  /** A saved view's query text, for `@NAME`; undefined when none is saved by that name. */
  readonly viewText?: (name: string) => string | undefined;
}

export interface FoundEntry {
  readonly kind: KindName;
  readonly id: number;
  readonly name: string;
  readonly ownerId: number | null;
  readonly owner: string | null;
  readonly statuses: readonly QueryStatus[];
  /** An indicator's next update, a task's deadline. */
  readonly date: string | null;
  /** What the index keeps of the service's answer; null when known only by name. */
  readonly resource: Resource | null;
}

export interface FindResult {
  /** The query as understood, views expanded. */
  readonly query: Query;
  readonly found: readonly FoundEntry[];
  /** What the service counts under the query's scope that is not known here (coverage.complete false: partial). */
  readonly coverage: Coverage;
}

function idOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** Reads a query text and expands its views; `owner:me` before this profile knows "me" is refused here, before anything is read. */
export function readQuery(text: string, options: Pick<FindOptions, 'me' | 'viewText'>): Query {
  const query = expandViews(parseQuery(text), options.viewText ?? (() => undefined));
  if (options.me === null && usesMe(query)) throw new HoshinError('usage', ME_UNKNOWN);
  return query;
}

/** What a query reads of an entry; each fact is worked out only when a term asks for it. */
export function subjectOf(index: LocalIndex, entry: IndexEntry, options: FindOptions): QuerySubject {
  const resource = entry.resource;
  const ownerId = idOf(resource?.responsible_id);
  // An answer that does not name its plan or area (an indicator under its objective) takes its parent's.
  const parent = () =>
    entry.parentKind !== null && entry.parentKind !== 'subscription' && entry.parentId !== null
      ? index.get(entry.parentKind, entry.parentId)
      : undefined;
  // Worked out only when a term asks: the parent is read only for hoshin: and area: terms.
  const areaIdOf = () =>
    entry.kind === 'area'
      ? entry.id
      : (idOf(resource?.area_id) ?? (entry.parentKind === 'area' ? entry.parentId : idOf(parent()?.resource?.area_id)));
  const hoshinIdOf = () =>
    entry.kind === 'hoshin'
      ? entry.id
      : (idOf(resource?.hoshin_id) ?? (entry.parentKind === 'hoshin' ? entry.parentId : idOf(parent()?.resource?.hoshin_id)));
  let statuses: readonly QueryStatus[] | undefined;
  let areaName: string | null | undefined;
  let ownerName: string | null | undefined;
  let areaId: number | null | undefined;
  let hoshinId: number | null | undefined;
  return {
    kind: entry.kind,
    id: entry.id,
    name: entry.name ?? `${entry.kind} ${entry.id}`,
    ownerId,
    get ownerName() {
      ownerName ??= options.nameOf(idOf(resource?.company_id), ownerId);
      return ownerName;
    },
    get statuses() {
      statuses ??= statusesOf(index, entry, options.today, options.month);
      return statuses;
    },
    date: entry.kind === 'indicator' ? readDay(resource?.next_update) : entry.kind === 'task' ? readDay(resource?.deadline) : null,
    get hoshinId() {
      if (hoshinId === undefined) hoshinId = hoshinIdOf();
      return hoshinId;
    },
    get areaId() {
      if (areaId === undefined) areaId = areaIdOf();
      return areaId;
    },
    get areaName() {
      const area = this.areaId;
      areaName ??= area === null ? null : (index.get('area', area)?.name ?? null);
      return areaName;
    },
  };
}

/** The statuses of an indicator or a task, by the review pack's rules; none for other kinds. */
export function statusesOf(index: LocalIndex, entry: IndexEntry, today: string, month = defaultPackMonth(today)): QueryStatus[] {
  const resource = entry.resource;
  if (!resource) return [];
  if (entry.kind === 'task') return taskQueryStatuses(resource, today);
  if (entry.kind !== 'indicator') return [];
  // From the store, only the values the month's standing reads (the month's, the oldest and newest): the same cell.
  const stored = index.monthValues(resource.id, month);
  const known = (stored ?? index.children('indicator', resource.id, 'indicator_history')).map(knownHistory);
  return indicatorQueryStatuses(monthCell(resource, known, month, today), resource, today);
}

/** The statuses a store keeps per indicator and month (index/standing-rows.ts): a month's value makes them, whatever the day. */
const STORED_STANDINGS: readonly QueryStatus[] = ['red', 'green'];

/**
 * What a store can rule out before reading: the kinds, the words of the name, `owner:me`, and a
 * status term of stored standings only (`status:red`): only an indicator holds one, and only with
 * that standing stored for the month under review.
 */
function filterOf(query: Query, kinds: readonly KindName[], me: number | null, month: string): EntryFilter {
  const positive = query.terms.filter((term) => !term.negated).map((term) => term.test);
  const words = positive.flatMap((test) => (test.key === 'text' ? [test.text] : []));
  const onlyMe = positive.some((test) => test.key === 'owner' && test.owners.every((owner) => 'me' in owner));
  let standings: readonly ValuedStanding[] | undefined;
  for (const test of positive) {
    if (test.key !== 'status' || !test.statuses.every((status) => STORED_STANDINGS.includes(status))) continue;
    const allowed = test.statuses as readonly ValuedStanding[];
    standings = (standings ?? allowed).filter((standing) => allowed.includes(standing));
  }
  return {
    kinds: standings === undefined ? kinds : kinds.filter((kind) => kind === 'indicator'),
    words,
    ...(onlyMe && me !== null ? { ownerIds: [me] } : {}),
    ...(standings === undefined ? {} : { standing: { month, standings } }),
  };
}

/** The scope the query stays in: one hoshin when it names exactly one, else every plan known. */
export function scopeOf(query: Query): { readonly kind: 'all' } | { readonly kind: 'hoshin'; readonly id: number } {
  const hoshins = query.terms.filter((term) => term.test.key === 'hoshin' && !term.negated);
  const only =
    hoshins.length === 1 && hoshins[0]?.test.key === 'hoshin' && hoshins[0].test.ids.length === 1 ? hoshins[0].test.ids[0] : undefined;
  return only === undefined ? { kind: 'all' } : { kind: 'hoshin', id: only };
}

/**
 * The known entries matching `text` (views expanded, `owner:me` checked first), by kind in the
 * catalogue's order then id, and the coverage of the indicators and tasks the query can match.
 */
export function findKnown(index: LocalIndex, text: string, options: FindOptions): FindResult {
  const query = readQuery(text, options);
  const kinds = FINDABLE_KINDS.filter((kind) => (kindsOf(query) ?? FINDABLE_KINDS).includes(kind));
  const found: FoundEntry[] = [];
  // From a store, only the entries its SQL cannot rule out are read (the matcher decides over them).
  const candidates = index.candidates(filterOf(query, kinds, options.me, options.month ?? defaultPackMonth(options.today)));
  const entriesOf = (kind: KindName) =>
    candidates === undefined ? index.all(kind) : candidates.filter((entry) => entry.kind === kind).sort((a, b) => a.id - b.id);
  for (const kind of kinds) {
    for (const entry of entriesOf(kind)) {
      // A deleted task answers no status, so `-status:completed` would find it, and a bulk move revive it.
      if (entry.resource && isGone(entry.resource)) continue;
      const subject = subjectOf(index, entry, options);
      if (!matchesQuery(query, subject, options)) continue;
      found.push({
        kind,
        id: entry.id,
        name: subject.name,
        ownerId: subject.ownerId,
        owner: subject.ownerName ?? (subject.ownerId === null ? null : `user ${subject.ownerId}`),
        statuses: subject.statuses,
        date: subject.date,
        resource: entry.resource,
      });
    }
  }
  const counted = kinds.filter((kind): kind is 'indicator' | 'task' => kind === 'indicator' || kind === 'task');
  // The coverage rule over the few fields it reads, from the store's SQL when there is one (the same rule either way).
  const scope = scopeOf(query);
  return {
    query,
    found,
    coverage: countedCoverage(index, scope, options.today, counted) ?? coverageOf(index, scope, options.today, counted),
  };
}
