// `status:red` (and green) over a store reads only the indicators whose standing the store keeps for
// the month under review (index/standing-rows.ts), written with each indicator and value: over
// random stores, interleaved writes of values and indicators, removals, whole lists and month
// changes, it answers exactly what every entry in memory answers by the pack's cell, and so does
// the console's index (memory over the store).
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import type { ResourceEvent } from '../../source/core/resource.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { LocalIndex } from '../../source/index/model.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';
import { findKnown } from '../../source/usecases/find-known.js';

const NOW = Date.UTC(2026, 10, 15);
const root = mkdtempSync(join(tmpdir(), 'hoshin-find-standings-'));
const paths = hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') });
afterAll(() => {
  closeDatabase(paths);
  rmSync(root, { recursive: true, force: true });
});

const INDICATORS = [101, 102, 103];
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8];
/** Days around the months under review (September to December), with a time, invalid, missing. */
const day = fc.constantFrom<unknown>(
  '2026-08-31',
  '2026-09-15',
  '2026-09-30',
  '2026-10-01',
  '2026-10-20',
  '2026-10-31T23:00:00Z',
  '2026-11-02',
  '2026-12-01',
  '2026-13-01',
  null,
  undefined,
);
const figure = fc.constantFrom<unknown>('12', '3.5', 30, 0, '', 'x', null, undefined);
const goal = fc.constantFrom<unknown>('10', 20, '0', null, undefined);
/** A value's own goal: mostly none, so the indicator's goal (which moves) judges it. */
const booked = fc.constantFrom<unknown>(undefined, undefined, undefined, '10', 20, null);

const indicator = fc.record({
  id: fc.constantFrom(...INDICATORS),
  value: figure,
  goal,
  worst_value: fc.constantFrom<unknown>('0', '50', 5, undefined),
  last_update: day,
  next_update: day,
  frequency: fc.constantFrom<unknown>('monthly', 'quarterly', 'weekly', undefined),
  created_at: fc.constantFrom<unknown>('2026-01-01T00:00:00Z', '2026-10-05T00:00:00Z', undefined),
});
const value = fc.record({ id: fc.constantFrom(...VALUES), indicator_id: fc.constantFrom(...INDICATORS), day, value: figure, goal: booked });

type Step = { readonly type: 'event'; readonly event: ResourceEvent } | { readonly type: 'check'; readonly today: string };

const defined = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined));

const step: fc.Arbitrary<Step> = fc.oneof(
  indicator.map((fields): Step => ({
    type: 'event',
    event: { type: 'seen', kind: 'indicator', resource: { ...defined(fields), id: fields.id, objective_id: 31, name: `I${fields.id}` } },
  })),
  value.map((fields): Step => ({
    type: 'event',
    event: { type: 'seen', kind: 'indicator_history', resource: { ...defined(fields), id: fields.id } },
  })),
  fc
    .tuple(fc.constantFrom(...INDICATORS), fc.uniqueArray(value, { selector: (drawn) => drawn.id, maxLength: 4 }))
    .map(([id, values]): Step => ({
      type: 'event',
      event: {
        type: 'listed',
        kind: 'indicator_history',
        scopeId: id,
        resources: values.map((drawn) => ({ ...defined(drawn), id: drawn.id, indicator_id: id })),
      },
    })),
  fc
    .tuple(fc.constantFrom<'indicator' | 'indicator_history'>('indicator', 'indicator_history'), fc.constantFrom(...INDICATORS, ...VALUES))
    .map(([kind, id]): Step => ({ type: 'event', event: { type: 'gone', kind, id } })),
  // The month under review moves with the day: September to December.
  fc.constantFrom('2026-10-15', '2026-11-20', '2026-12-05', '2027-01-03').map((today): Step => ({ type: 'check', today })),
);

const QUERIES = [
  'status:red',
  'status:green',
  'status:red|green',
  'kind:indicator status:red',
  'kind:indicator|task status:green',
  'status:red status:green',
  '-status:red kind:indicator',
  'status:red|unrecorded',
  'status:unrecorded',
  'status:late',
  'I10 status:red',
];

let services = 0;

describe('status:red over a store', () => {
  it('answers what every entry in memory answers, as indicators and values are written and the month moves', () => {
    const db = openDatabase(paths);
    let found = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 14 }), fc.constantFrom(...QUERIES), (steps, text) => {
        services += 1;
        const service = serviceIdentity(`http://127.0.0.1:9/${services}`, 'k'.repeat(32));
        const memory = new LocalIndex({ now: () => NOW });
        // The console's index: memory over the store, each change written as it is made.
        const console = openIndexStore(db, service, { now: () => NOW });
        for (const each of [...steps, { type: 'check', today: '2026-11-20' } as const]) {
          if (each.type === 'event') {
            memory.applyEvent(each.event);
            console.index.applyEvent(each.event);
            continue;
          }
          const options = { today: each.today, me: 1, nameOf: () => null };
          const answer = (index: LocalIndex) => {
            const result = findKnown(index, text, options);
            return { found: result.found, coverage: result.coverage };
          };
          const expected = answer(memory);
          found += expected.found.length;
          // A command's index: nothing in memory, the candidates and their values read through SQL.
          expect(answer(openIndexStore(db, service, { now: () => NOW }).index)).toEqual(expected);
          expect(answer(console.index)).toEqual(expected);
        }
      }),
      { numRuns: 400 },
    );
    // The draws reach indicators that stand red or green, not only empty answers.
    expect(found).toBeGreaterThan(50);
  });

  it("judges an indicator's months again when its goal moves, its values unchanged", () => {
    const db = openDatabase(paths);
    services += 1;
    const service = serviceIdentity(`http://127.0.0.1:9/${services}`, 'k'.repeat(32));
    const writer = openIndexStore(db, service, { now: () => NOW });
    const seen = (goal: string) =>
      writer.index.applyEvent({ type: 'seen', kind: 'indicator', resource: { id: 101, name: 'I101', objective_id: 31, goal } });
    seen('10');
    writer.index.applyEvent({
      type: 'seen',
      kind: 'indicator_history',
      resource: { id: 1, indicator_id: 101, day: '2026-10-05', value: '12' },
    });
    const ids = (text: string) =>
      findKnown(openIndexStore(db, service).index, text, { today: '2026-11-20', me: null, nameOf: () => null }).found.map(
        (found) => found.id,
      );
    seen('10');
    expect(ids('status:green')).toEqual([101]);
    seen('20');
    expect(ids('status:red')).toEqual([101]);
  });

  it("moves a value's standing with it when the value moves to another indicator", () => {
    const db = openDatabase(paths);
    services += 1;
    const service = serviceIdentity(`http://127.0.0.1:9/${services}`, 'k'.repeat(32));
    const writer = openIndexStore(db, service, { now: () => NOW });
    const learn = (event: ResourceEvent) => writer.index.applyEvent(event);
    for (const id of [101, 102]) learn({ type: 'seen', kind: 'indicator', resource: { id, name: `I${id}`, objective_id: 31, goal: '10' } });
    // October of 101: 12 on the 1st (met), then 3 on the 20th (not met): red, by its latest value.
    learn({ type: 'seen', kind: 'indicator_history', resource: { id: 1, indicator_id: 101, day: '2026-10-01', value: '12' } });
    learn({ type: 'seen', kind: 'indicator_history', resource: { id: 2, indicator_id: 101, day: '2026-10-20', value: '3' } });
    const ids = (text: string) =>
      findKnown(openIndexStore(db, service).index, text, { today: '2026-11-20', me: null, nameOf: () => null }).found.map(
        (found) => found.id,
      );
    expect(ids('status:red')).toEqual([101]);
    // The 3 turns out to be 102's: 101's October is green again, 102's red.
    learn({ type: 'seen', kind: 'indicator_history', resource: { id: 2, indicator_id: 102, day: '2026-10-20', value: '3' } });
    expect(ids('status:green')).toEqual([101]);
    expect(ids('status:red')).toEqual([102]);
  });
});
