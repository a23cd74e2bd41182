// Reading the stored index parent by parent reads the rows of that parent only. SQLite's planner,
// with no statistics, searched `entries` by its primary key on the service alone for a parent's
// children: every read scanned the whole store, and walking a hoshin of 5,000 objectives (one read
// per objective) took seconds in which the console took no key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { hoshinPaths, type HoshinPaths } from '../../source/config/paths.js';
import type { IndexChange } from '../../source/index/index-entry.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { LocalIndex } from '../../source/index/model.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';
import type { HoshinDatabase } from '../../source/store/hoshin-database.js';

let dir: string;
let paths: HoshinPaths;
const SERVICE = serviceIdentity('http://svc', 'k');
const OBJECTIVES = 200;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hoshin-reads-'));
  paths = hoshinPaths({ HOSHIN_STATE_DIR: join(dir, 'state'), HOME: dir });
});
afterEach(() => {
  closeDatabase(paths);
  rmSync(dir, { recursive: true, force: true });
});

/** A hoshin with one area of many objectives, written to the store as the console would. */
function writePlan(): void {
  const index = new LocalIndex();
  index.applyEvent({ type: 'listed', kind: 'company', scopeId: null, resources: [{ id: 1, name: 'Company' }] });
  index.applyEvent({ type: 'seen', kind: 'hoshin', resource: { id: 2, name: 'Hoshin', company_id: 1 } });
  index.applyEvent({ type: 'seen', kind: 'area', resource: { id: 3, name: 'Area', hoshin_id: 2, company_id: 1 } });
  for (let i = 0; i < OBJECTIVES; i++)
    index.applyEvent({
      type: 'seen',
      kind: 'objective',
      resource: { id: 1000 + i, name: `Objective ${i}`, area_id: 3, hoshin_id: 2, company_id: 1 },
    });
  const snapshot = index.toSnapshot();
  const changes: IndexChange[] = [
    ...snapshot.entries.map((entry): IndexChange => ({ type: 'put', entry })),
    ...snapshot.complete.map((scope): IndexChange => ({ type: 'complete', scope })),
  ];
  const store = openIndexStore(openDatabase(paths), SERVICE);
  store.write(changes);
  void store.close();
}

/** The database as the store sees it, noting the text of every statement the store prepares. */
function noting(db: HoshinDatabase, statements: Set<string>): HoshinDatabase {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'statement')
        return (sql: string) => {
          statements.add(sql);
          return target.statement(sql);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

it('walking a hoshin of many objectives reads each parent through the index on (service, parent), never a scan of the whole store', () => {
  writePlan();
  const db = openDatabase(paths);
  const statements = new Set<string>();
  const store = openIndexStore(noting(db, statements), SERVICE);
  expect(store.index.descendants('hoshin', 2)).toHaveLength(OBJECTIVES + 1);

  const reads = [...statements].filter((sql) => /^SELECT .* FROM entries\b/.test(sql) && /\bparent_id = \?/.test(sql));
  expect(reads.length).toBeGreaterThan(0);
  for (const sql of reads) {
    const plan = (db.statement(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join('; ');
    expect({ sql, plan }).toEqual({
      sql,
      plan: expect.stringMatching(/USING (COVERING )?INDEX entries_under \(service=\? AND parent_kind=\? AND parent_id=\?\)/),
    });
  }
});
