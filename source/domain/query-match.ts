// Whether a known resource matches a query (domain/query.ts), and the statuses a query reads, by the
// review pack's rules: an indicator is red, green or unrecorded as its month under review stands
// (monthStanding, the walk's and the pack's one rule), late when its update passed (the due queue's
// rule); a task has its lifecycle status, late when open past its deadline (isOverdue). Pure.
import type { KindName } from '../catalogue/catalogue.js';
import { HoshinError } from '../core/errors.js';
import { bowlingChart, type BowlingCell, type BowlingInput } from './bowling.js';
import { addDays, compareDays, readDay } from './dates.js';
import { isUpdateLate, updateStatusOf, withCurrentValue, type HistoryLike, type IndicatorLike } from './indicator.js';
import type { DueBound, Query, QueryStatus, QueryTest } from './query.js';
import { monthStanding } from './review-walk.js';
import { isOverdue, statusOf, type TaskLike } from './task.js';

/** What a query reads of one known resource; the caller gathers it from the index. */
export interface QuerySubject {
  readonly kind: KindName;
  readonly id: number;
  readonly name: string;
  readonly ownerId: number | null;
  /** The owner's name when the people of the company are known. */
  readonly ownerName: string | null;
  readonly statuses: readonly QueryStatus[];
  /** An indicator's next update, a task's deadline; null for other kinds or when absent. */
  readonly date: string | null;
  /** The hoshin it is in (itself for a hoshin). */
  readonly hoshinId: number | null;
  readonly areaId: number | null;
  readonly areaName: string | null;
}

export interface QueryContext {
  /** YYYY-MM-DD. */
  readonly today: string;
  /** The user id found for this profile (hoshin profile me), null when not found yet. */
  readonly me: number | null;
}

/** An indicator's cell for one month by the review pack's chart: its known values, and its current value on its last update. */
export function monthCell(
  indicator: BowlingInput['indicator'],
  known: readonly HistoryLike[],
  month: string,
  today?: string,
): BowlingCell | undefined {
  return bowlingChart([month], [{ indicator, histories: withCurrentValue(indicator, known) }], today).indicators[0]?.cells[0];
}

/** The standings a month's value gives, the same whatever the day (a month without one is unrecorded or not, by the day). */
export type ValuedStanding = 'red' | 'green';

/**
 * The standing of each month an indicator's known values (or its current value) fall in, by the
 * same cell as the pack's: what the store keeps beside the indicator, so that SQL finds the red
 * ones of a month. A month's cell reads only the values dated in it, so each month is judged over
 * its own values (as the store reads them for one month).
 */
export function valuedStandings(indicator: BowlingInput['indicator'], known: readonly HistoryLike[]): Map<string, ValuedStanding> {
  const byMonth = new Map<string, HistoryLike[]>();
  for (const history of withCurrentValue(indicator, known)) {
    const month = readDay(history.day)?.slice(0, 7);
    if (month !== undefined && !byMonth.has(month)) byMonth.set(month, []);
  }
  for (const history of known) byMonth.get(readDay(history.day)?.slice(0, 7) ?? '')?.push(history);
  const standings = new Map<string, ValuedStanding>();
  for (const [month, histories] of byMonth) {
    const standing = monthStanding(monthCell(indicator, histories, month));
    if (standing === 'red' || standing === 'green') standings.set(month, standing);
  }
  return standings;
}

/** An indicator's statuses: the standing of its cell for the month under review, and late when its update passed. */
export function indicatorQueryStatuses(cell: BowlingCell | undefined, indicator: IndicatorLike, today: string): QueryStatus[] {
  const statuses: QueryStatus[] = [];
  const standing = monthStanding(cell);
  if (standing === 'red' || standing === 'green' || standing === 'unrecorded') statuses.push(standing);
  if (isUpdateLate(updateStatusOf(readDay(indicator.next_update), indicator.frequency, today))) statuses.push('late');
  return statuses;
}

/** A task's statuses: its lifecycle status (deleted answers none), and late when open past its deadline. */
export function taskQueryStatuses(task: TaskLike, today: string): QueryStatus[] {
  const status = statusOf(task);
  const statuses: QueryStatus[] = status === 'deleted' ? [] : [status];
  if (isOverdue(task, today)) statuses.push('late');
  return statuses;
}

/** The message when `owner:me` is used before this profile knows who "me" is. */
export const ME_UNKNOWN =
  'owner:me needs to know who you are: run hoshin profile me YOUR-EMAIL once (it finds you among the people of your companies)';

function contains(haystack: string | null, needle: string): boolean {
  return haystack !== null && haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase());
}

function withinBound(date: string | null, bound: DueBound, today: string): boolean {
  if (date === null) return false;
  const limit = 'day' in bound ? bound.day : addDays(today, bound.days);
  const order = compareDays(date, limit);
  return bound.before ? order < 0 : order > 0;
}

function holds(test: QueryTest, subject: QuerySubject, context: QueryContext): boolean {
  switch (test.key) {
    case 'kind':
      return test.kinds.includes(subject.kind);
    case 'owner':
      return test.owners.some((owner) => {
        if ('name' in owner) return contains(subject.ownerName, owner.name);
        if (context.me === null) throw new HoshinError('usage', ME_UNKNOWN);
        return subject.ownerId === context.me;
      });
    case 'status':
      return test.statuses.some((status) => subject.statuses.includes(status));
    case 'due':
      return test.bounds.some((bound) => withinBound(subject.date, bound, context.today));
    case 'hoshin':
      return subject.hoshinId !== null && test.ids.includes(subject.hoshinId);
    case 'area':
      return test.areas.some((area) => (/^\d+$/.test(area) && subject.areaId === Number(area)) || contains(subject.areaName, area));
    case 'text':
      return contains(subject.name, test.text);
    case 'view':
      throw new Error(`the view @${test.name} was not expanded`);
  }
}

/** Status terms last: an indicator's status reads its values, the other terms only its fields. */
const cheapFirst = (query: Query) => [...query.terms].sort((a, b) => Number(a.test.key === 'status') - Number(b.test.key === 'status'));

/** Every term holds (a negated term: its test does not). */
export function matchesQuery(query: Query, subject: QuerySubject, context: QueryContext): boolean {
  return cheapFirst(query).every((term) => holds(term.test, subject, context) !== term.negated);
}

/** The kinds a query can match at most (its positive kind: terms), null when any kind. */
export function kindsOf(query: Query): readonly KindName[] | null {
  let kinds: KindName[] | null = null;
  for (const term of query.terms) {
    if (term.test.key !== 'kind' || term.negated) continue;
    const allowed = term.test.kinds;
    kinds = kinds === null ? [...allowed] : kinds.filter((kind) => allowed.includes(kind));
  }
  return kinds;
}
