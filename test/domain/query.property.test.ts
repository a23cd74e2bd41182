// The query language (domain/query.ts, query-match.ts): a printed query parses back to itself,
// a negated term matches exactly the subjects its term does not, and words it does not understand
// are refused naming the term and the known keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KindName } from '../../source/catalogue/catalogue.js';
import { isHoshinError, type HoshinError } from '../../source/core/errors.js';
import { matchesQuery, ME_UNKNOWN, type QuerySubject } from '../../source/domain/query-match.js';
import {
  expandViews,
  parseQuery,
  printQuery,
  QUERY_KEYS,
  type Query,
  type QueryStatus,
  type QueryTerm,
  type QueryTest,
} from '../../source/domain/query.js';

const TODAY = '2026-11-15';
const KINDS: KindName[] = ['company', 'hoshin', 'area', 'goal', 'objective', 'indicator', 'task'];
const STATUSES: QueryStatus[] = ['red', 'green', 'unrecorded', 'late', 'backlog', 'active', 'completed', 'discarded'];

/** Words with the characters that need quoting: spaces, quotes, colons, bars, backslashes, leading - and @. */
const word = fc
  .string({ unit: fc.constantFrom('a', 'B', 'ö', ' ', '"', ':', '|', '\\', '-', '@', '7', 'é'), minLength: 1, maxLength: 8 })
  .filter((text) => text.trim() !== '');
const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const some = <T>(values: fc.Arbitrary<T>) => fc.array(values, { minLength: 1, maxLength: 3 });

const test: fc.Arbitrary<QueryTest> = fc.oneof(
  some(fc.constantFrom(...KINDS)).map((kinds): QueryTest => ({ key: 'kind', kinds })),
  some(
    fc.oneof(
      fc.constant({ me: true as const }),
      word.map((name) => ({ name })),
    ),
  ).map((owners): QueryTest => ({ key: 'owner', owners })),
  some(fc.constantFrom(...STATUSES)).map((statuses): QueryTest => ({ key: 'status', statuses })),
  some(fc.oneof(fc.record({ before: fc.boolean(), days: fc.integer({ min: 0, max: 999 }) }), fc.record({ before: fc.boolean(), day }))).map(
    (bounds): QueryTest => ({ key: 'due', bounds }),
  ),
  some(fc.integer({ min: 1, max: 99_999 })).map((ids): QueryTest => ({ key: 'hoshin', ids })),
  some(word).map((areas): QueryTest => ({ key: 'area', areas })),
  word.map((text): QueryTest => ({ key: 'text', text })),
);
const term: fc.Arbitrary<QueryTerm> = fc.record({ negated: fc.boolean(), test });
const query: fc.Arbitrary<Query> = fc.array(term, { minLength: 0, maxLength: 5 }).map((terms) => ({ terms }));

const subject: fc.Arbitrary<QuerySubject> = fc.record({
  kind: fc.constantFrom(...KINDS),
  id: fc.integer({ min: 1, max: 50 }),
  name: word,
  ownerId: fc.option(fc.integer({ min: 1, max: 3 })),
  ownerName: fc.option(word),
  statuses: fc.subarray(STATUSES),
  date: fc.option(day),
  hoshinId: fc.option(fc.integer({ min: 1, max: 3 })),
  areaId: fc.option(fc.integer({ min: 1, max: 3 })),
  areaName: fc.option(word),
});

describe('the query language', () => {
  it('parses a printed query back to the same query', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parseQuery(printQuery(q))).toEqual(q);
      }),
      { numRuns: 500 },
    );
  });

  it('matches with a negated term exactly the subjects the term does not match', () => {
    fc.assert(
      fc.property(term, subject, fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), (t, s, me) => {
        const context = { today: TODAY, me: me ?? 1 };
        const plain = matchesQuery({ terms: [{ ...t, negated: false }] }, s, context);
        const negated = matchesQuery({ terms: [{ ...t, negated: true }] }, s, context);
        expect(negated).toBe(!plain);
      }),
      { numRuns: 500 },
    );
  });

  it('reads every kind of term as the issue writes them', () => {
    const q = parseQuery('kind:indicator owner:"Aiko Tanaka" status:red|unrecorded due:<7d hoshin:11 area:"Sales east" -scrap -owner:me');
    expect(q.terms).toEqual([
      { negated: false, test: { key: 'kind', kinds: ['indicator'] } },
      { negated: false, test: { key: 'owner', owners: [{ name: 'Aiko Tanaka' }] } },
      { negated: false, test: { key: 'status', statuses: ['red', 'unrecorded'] } },
      { negated: false, test: { key: 'due', bounds: [{ before: true, days: 7 }] } },
      { negated: false, test: { key: 'hoshin', ids: [11] } },
      { negated: false, test: { key: 'area', areas: ['Sales east'] } },
      { negated: true, test: { key: 'text', text: 'scrap' } },
      { negated: true, test: { key: 'owner', owners: [{ me: true }] } },
    ]);
    expect(parseQuery('KIND:Tasks due:<2026-12-31').terms).toEqual([
      { negated: false, test: { key: 'kind', kinds: ['task'] } },
      { negated: false, test: { key: 'due', bounds: [{ before: true, day: '2026-12-31' }] } },
    ]);
  });

  it.each([
    ['colour:red', 'unknown key colour'],
    ['status:pink', 'status is one of'],
    ['kind:widget', 'widget is not a kind'],
    ['due:soon', 'due takes'],
    ['due:<2026-02-30', 'is not a date'],
    ['hoshin:eleven', 'hoshin takes an id'],
    ['owner:', 'owner: needs a value'],
    ['"unclosed', 'a quote is not closed'],
    ['-@mine', 'a view cannot be negated'],
  ])('refuses %s naming the term and the known keys', (text, why) => {
    let error: unknown;
    try {
      parseQuery(`red ${text}`);
    } catch (caught) {
      error = caught;
    }
    expect(isHoshinError(error) && error.kind === 'usage').toBe(true);
    const message = (error as Error).message;
    expect(message).toContain(why);
    expect(message).toContain(`query term ${JSON.stringify(text)}`);
    // The keys follow as a hint of their own line, not in the one-line reason.
    const hints = (error as HoshinError).details.hints ?? [];
    for (const key of QUERY_KEYS) expect(hints.join(' ')).toContain(key);
  });

  it('refuses a query too long or with too many terms', () => {
    expect(() => parseQuery('a'.repeat(2001))).toThrow(/at most 2000 characters/);
    expect(() => parseQuery(Array.from({ length: 65 }, () => 'x').join(' '))).toThrow(/at most 64 terms/);
    expect(() => parseQuery('kind:task "\u001b[2J"')).toThrow('a query holds no control characters (U+001B at 12)');
    expect(parseQuery('kind:task\tred\n').terms).toHaveLength(2);
  });

  it('expands saved views, views inside views too, and refuses a loop and a view not saved', () => {
    const views: Record<string, string> = { mine: 'owner:me @open', open: 'status:active|backlog', loop: '@loop2', loop2: '@loop' };
    expect(printQuery(expandViews(parseQuery('@mine kind:task'), (name) => views[name]))).toBe('owner:me status:active|backlog kind:task');
    expect(() => expandViews(parseQuery('@loop'), (name) => views[name])).toThrow(/names itself/);
    expect(() => expandViews(parseQuery('@nothing'), (name) => views[name])).toThrow(/no view is saved as @nothing/);
  });

  it('asks who "me" is before matching owner:me', () => {
    const s: QuerySubject = {
      kind: 'task',
      id: 1,
      name: 'Fix the press',
      ownerId: 4,
      ownerName: 'Aiko Tanaka',
      statuses: ['active'],
      date: '2026-11-20',
      hoshinId: 11,
      areaId: 2,
      areaName: 'Plant',
    };
    expect(() => matchesQuery(parseQuery('owner:me'), s, { today: TODAY, me: null })).toThrow(ME_UNKNOWN);
    expect(matchesQuery(parseQuery('owner:me press due:<7d area:plant hoshin:11|12'), s, { today: TODAY, me: 4 })).toBe(true);
    expect(matchesQuery(parseQuery('owner:aiko due:<5d'), s, { today: TODAY, me: 4 })).toBe(false);
    expect(matchesQuery(parseQuery('due:>2026-11-19 -status:late'), s, { today: TODAY, me: 4 })).toBe(true);
  });

  it("reads an indicator's status (its values) only once the other terms hold", () => {
    const subject: QuerySubject = {
      kind: 'indicator',
      id: 9,
      name: 'Scrap rate',
      ownerId: 2,
      ownerName: 'Jonas Keller',
      get statuses(): readonly QueryStatus[] {
        throw new Error('the values were read');
      },
      date: null,
      hoshinId: 11,
      areaId: null,
      areaName: null,
    };
    expect(matchesQuery(parseQuery('status:red owner:me'), subject, { today: TODAY, me: 4 })).toBe(false);
    expect(matchesQuery(parseQuery('-status:green kind:task'), subject, { today: TODAY, me: 4 })).toBe(false);
  });
});
