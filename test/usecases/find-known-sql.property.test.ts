// A query over a store reads only what its SQL cannot rule out and counts the coverage in SQL
// (index/entry-query.ts, index/plan-rows.ts, usecases/coverage-counts.ts): over random plans and
// queries it answers exactly what the matcher and the coverage rule answer over every entry in memory.
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import type { CompleteScope, IndexChange, IndexEntry } from '../../source/index/index-entry.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { LocalIndex } from '../../source/index/model.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';
import { findKnown, type FindOptions } from '../../source/usecases/find-known.js';

const TODAY = '2026-11-15';
const root = mkdtempSync(join(tmpdir(), 'hoshin-find-sql-'));
const paths = hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') });
afterAll(() => {
  closeDatabase(paths);
  rmSync(root, { recursive: true, force: true });
});

/** Names with the cases, accents and characters a LIKE could get wrong: case, Unicode (the Kelvin sign folds to k), %, _ and \. */
const name = fc.option(
  fc.string({ unit: fc.constantFrom('a', 'B', 'k', 'K', 'K', 'é', 'É', ' ', '%', '_', '\\', '1', 'İ'), maxLength: 6 }),
  {
    nil: null,
  },
);
/** A field as the service might send it, or not: numbers, their strings, true, nothing. */
const idLike = (ids: number[]) => fc.constantFrom<unknown>(...ids, undefined, true, 1, 0, `${ids[0]}`, 2.5);
const day = fc.constantFrom<unknown>(
  '2026-10-01',
  '2026-11-15',
  '2026-11-14T23:00:00Z',
  '2026-12-31',
  '2026-13-01',
  20261101,
  null,
  undefined,
);
const taskStatus = fc.constantFrom<unknown>('backlog', 'active', 'completed', 'discarded', 'deleted', 'other', 3, undefined);

interface Plan {
  readonly entries: IndexEntry[];
  readonly complete: CompleteScope[];
}

const HOSHINS = [11, 12];
const AREAS = [21, 22, 23];
const OBJECTIVES = [31, 32, 33, 34];

function entry(
  kind: IndexEntry['kind'],
  id: number,
  parentKind: IndexEntry['parentKind'],
  parentId: number | null,
  label: string | null,
  resource: Record<string, unknown> | null,
): IndexEntry {
  const fields = resource === null ? null : Object.fromEntries(Object.entries(resource).filter(([, value]) => value !== undefined));
  return {
    kind,
    id,
    parentKind,
    parentId,
    name: label,
    resource: fields === null ? null : { ...fields, id },
    seenAt: fields === null ? null : 1,
  };
}

const counters = fc.record({
  indicators_count: fc.option(fc.nat(6), { nil: undefined }),
  tasks_count: fc.option(fc.nat(6), { nil: undefined }),
  objectives_count: fc.option(fc.nat(6), { nil: undefined }),
  outdated_indicators_count: fc.option(fc.nat(3), { nil: undefined }),
});

const plan: fc.Arbitrary<Plan> = fc
  .record({
    companyHoshins: fc.option(fc.nat(4), { nil: undefined }),
    hoshins: fc.subarray(HOSHINS).chain((ids) => fc.tuple(...ids.map((id) => fc.tuple(fc.constant(id), name, counters)))),
    areas: fc.array(fc.tuple(fc.constantFrom(...AREAS), fc.constantFrom(...HOSHINS), name), { maxLength: 3 }),
    objectives: fc.array(fc.tuple(fc.constantFrom(...OBJECTIVES), fc.constantFrom(...AREAS), name, idLike(HOSHINS), fc.boolean()), {
      maxLength: 4,
    }),
    items: fc.array(
      fc.record({
        kind: fc.constantFrom<'indicator' | 'task'>('indicator', 'task'),
        objective: fc.constantFrom(...OBJECTIVES, 35),
        name,
        fetched: fc.boolean(),
        hoshin: idLike(HOSHINS),
        objectiveField: idLike(OBJECTIVES),
        owner: idLike([1, 2]),
        date: day,
        frequency: fc.constantFrom<unknown>('monthly', 'weekly', 'nonsense', undefined),
        status: taskStatus,
      }),
      { maxLength: 10 },
    ),
    listed: fc.subarray([...OBJECTIVES, 35].flatMap((id) => [`${id}:indicator`, `${id}:task`])),
  })
  .map((drawn) => {
    const entries = new Map<string, IndexEntry>();
    const add = (value: IndexEntry) => entries.set(`${value.kind}:${value.id}`, value);
    add(entry('company', 1, null, null, 'Nordwind', { name: 'Nordwind', hoshins_count: drawn.companyHoshins }));
    for (const [id, label, count] of drawn.hoshins) add(entry('hoshin', id, 'company', 1, label, { name: label, company_id: 1, ...count }));
    for (const [id, hoshin, label] of drawn.areas) add(entry('area', id, 'hoshin', hoshin, label, { name: label, hoshin_id: hoshin }));
    for (const [id, area, label, hoshin, fetched] of drawn.objectives)
      add(entry('objective', id, 'area', area, label, fetched ? { name: label, area_id: area, hoshin_id: hoshin } : null));
    drawn.items.forEach((item, position) => {
      const id = 100 + position;
      const fields =
        item.kind === 'indicator' ? { next_update: item.date, frequency: item.frequency } : { deadline: item.date, status: item.status };
      add(
        entry(
          item.kind,
          id,
          'objective',
          item.objective,
          item.name,
          item.fetched
            ? { name: item.name, hoshin_id: item.hoshin, objective_id: item.objectiveField, responsible_id: item.owner, ...fields }
            : null,
        ),
      );
    });
    const complete = drawn.listed.map((key): CompleteScope => {
      const [id, kind] = key.split(':');
      return { parentKind: 'objective', parentId: Number(id), childKind: kind as 'indicator' | 'task', fetchedAt: 1 };
    });
    return { entries: [...entries.values()], complete };
  });

const TERMS = [
  'kind:indicator',
  'kind:task',
  'kind:objective',
  'a',
  'k',
  'K',
  'é',
  '"b k"',
  '%',
  '_',
  '\\',
  'owner:me',
  'owner:me|"x"',
  '-a',
  '-kind:task',
  'hoshin:11',
  'hoshin:12',
  'area:21',
  'status:late',
  'status:active|backlog',
  '"indicator 1"',
  'task',
];
const query = fc.subarray(TERMS, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(' '));

let services = 0;

/** The same plan in memory and in a store of its own. */
function bothIndexes(db: ReturnType<typeof openDatabase>, drawn: Plan): { memory: LocalIndex; stored: LocalIndex } {
  const memory = LocalIndex.fromSnapshot({ format: 'hoshin-index-store', version: 1, entries: drawn.entries, complete: drawn.complete });
  services += 1;
  const service = serviceIdentity(`http://127.0.0.1:9/${services}`, 'k'.repeat(32));
  openIndexStore(db, service).write([
    ...drawn.entries.map((value): IndexChange => ({ type: 'put', entry: value })),
    ...drawn.complete.map((scope): IndexChange => ({ type: 'complete', scope })),
  ]);
  return { memory, stored: openIndexStore(db, service).index };
}

const OPTIONS: FindOptions = { today: TODAY, me: 1, nameOf: () => null };
const answer = (index: LocalIndex, text: string) => {
  const result = findKnown(index, text, OPTIONS);
  return { found: result.found, coverage: result.coverage };
};

describe('find over a store', () => {
  it('answers what every entry in memory answers', () => {
    const db = openDatabase(paths);
    fc.assert(
      fc.property(plan, query, (drawn, text) => {
        const { memory, stored } = bothIndexes(db, drawn);
        expect(stored.plan).toBeDefined();
        expect(answer(stored, text)).toEqual(answer(memory, text));
      }),
      { numRuns: 300 },
    );
  });

  it('finds a name whose letters fold outside ASCII (İ is i and a dot in lower case), as the matcher does', () => {
    const db = openDatabase(paths);
    const task = entry('task', 7, 'objective', 31, 'İZ', { name: 'İZ', status: 'active' });
    const { memory, stored } = bothIndexes(db, { entries: [task], complete: [] });
    expect(answer(memory, 'i').found.map((found) => found.id)).toEqual([7]);
    expect(answer(stored, 'i')).toEqual(answer(memory, 'i'));
  });
});
