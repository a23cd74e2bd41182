// The entries under one parent are read through the parent's index, however large the store:
// without statistics SQLite would scan the service's whole primary key for the entry column.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { CHILD_ROWS_SQL, writeEntryChanges } from '../../source/index/entry-rows.js';
import type { IndexChange } from '../../source/index/index-entry.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    closeDatabase(hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') }));
    rmSync(root, { recursive: true, force: true });
  }
});

describe("a parent's entries", () => {
  it('are read through the index on the parent, not a scan of the service', () => {
    const root = mkdtempSync(join(tmpdir(), 'hoshin-rows-'));
    roots.push(root);
    const db = openDatabase(hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') }));
    const service = db.serviceRow('bench', 'http://127.0.0.1:9', 'k');
    const changes: IndexChange[] = [];
    for (let indicator = 1; indicator <= 50; indicator++)
      for (let month = 1; month <= 12; month++) {
        const day = `2026-${String(month).padStart(2, '0')}-28`;
        const id = indicator * 100 + month;
        const resource = { id, indicator_id: indicator, day, value: String(month) };
        changes.push({
          type: 'put',
          entry: { kind: 'indicator_history', id, parentKind: 'indicator', parentId: indicator, name: day, resource, seenAt: 1 },
        });
      }
    writeEntryChanges(db, service, changes);
    const plan = db.statement(`EXPLAIN QUERY PLAN ${CHILD_ROWS_SQL}`).all(service, 'indicator', 7) as { detail: string }[];
    expect(plan.map((step) => step.detail).join('; ')).toContain('INDEX entries_under');
    expect(db.statement(CHILD_ROWS_SQL).all(service, 'indicator', 7)).toHaveLength(12);
  });
});
