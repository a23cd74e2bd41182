// The store of one service in the user's database: written as the index changes, read back lazily
// parent by parent, shared by openings of several processes, rows that are not hoshin's skipped.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hoshinPaths, type HoshinPaths } from '../../source/config/paths.js';
import type { ResourceEvent } from '../../source/core/resource.js';
import { LocalIndex } from '../../source/index/model.js';
import { attachToClient, openIndexStore, type IndexStoreOptions } from '../../source/index/index-store.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';

let dir: string;
let paths: HoshinPaths;
const SERVICE = serviceIdentity('http://svc', 'k');
const open = (options: IndexStoreOptions = {}) => openIndexStore(openDatabase(paths), SERVICE, options);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hoshin-store-'));
  paths = hoshinPaths({ HOSHIN_STATE_DIR: join(dir, 'state'), HOME: dir });
});
afterEach(() => {
  closeDatabase(paths);
  rmSync(dir, { recursive: true, force: true });
});

const area = { id: 5, name: 'Sales', hoshin_id: 2, position: 1 };
const history = (id: number, indicator = 7) => ({
  id,
  indicator_id: indicator,
  day: `2026-01-${String((id % 28) + 1).padStart(2, '0')}`,
  value: String(id),
});

describe('index store', () => {
  it('starts empty in a new 0700 state directory, the database file 0600', async () => {
    const opened = open();
    expect(opened.index.count()).toBe(0);
    expect(opened.service).toEqual({ baseUrl: 'http://svc', appKey: 'k' });
    expect(opened.file).toBe(join(paths.stateDir, 'hoshin.db'));
    opened.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    expect(statSync(paths.stateDir).mode & 0o777).toBe(0o700);
    expect(statSync(opened.file).mode & 0o777).toBe(0o600);
    await opened.close();
  });

  it('keeps each service apart: another service of the same database knows nothing of this one', () => {
    open().index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    const other = openIndexStore(openDatabase(paths), serviceIdentity('http://other', 'k'));
    expect(other.index.get('area', 5)).toBeUndefined();
    expect(open().index.get('area', 5)?.name).toBe('Sales');
  });

  it('skips a row that is not an entry hoshin wrote, says so once, and goes on', () => {
    const one = open();
    one.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    openDatabase(paths)
      .statement(`UPDATE entries SET entry = '{"some":"other program"}' WHERE kind = 'indicator_history' AND id = 1`)
      .run();
    const said: string[] = [];
    const reader = open({ onBadRow: (message) => said.push(message) });
    expect(reader.index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([2]);
    expect(reader.index.get('area', 5)?.name).toBe('Sales');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/holds a row hoshin cannot read \(indicator_history 1: .*\); it is skipped/);
    // What the command learns next is kept.
    reader.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    expect(
      open()
        .index.children('indicator', 7, 'indicator_history')
        .map((entry) => entry.id),
    ).toEqual([1, 2]);
  });

  it('writes each change as it is made, and another opening reads it back lazily, parent by parent', () => {
    const first = open();
    first.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    for (let id = 1; id <= 3; id += 1) first.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(id) });
    // No close: what is written is what a process killed now leaves.
    const second = open();
    expect(second.index.search('Sales')).toEqual([]); // nothing read until asked
    expect(second.index.get('area', 5)?.name).toBe('Sales');
    expect(second.index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(second.index.count()).toBe(4);
    second.loadAll();
    expect(second.index.count()).toBe(4);
  });

  it('a whole kind (all, count) is read from the store before it is used', () => {
    const one = open();
    for (let id = 1; id <= 3; id += 1)
      one.index.applyEvent({
        type: 'seen',
        kind: 'objective',
        resource: { id, name: `Objective ${id}`, area_id: 10 + id },
      });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    const reader = open();
    expect(reader.index.all('objective').map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(reader.index.count('indicator_history')).toBe(1);
    expect(open().index.count()).toBe(4);
  });

  it('two openings writing at once keep both sides; the newest record of an entry wins', () => {
    const one = open();
    const two = open();
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    two.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: { ...history(2), value: '99.5' } });
    const three = open();
    const values = three.index.children('indicator', 7, 'indicator_history').map((entry) => entry.resource?.value);
    expect(values).toEqual([1, 99.5]);
  });

  it('a removal and a move are written too: the entry leaves its old parent', () => {
    const one = open();
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    one.index.applyEvent({ type: 'gone', kind: 'indicator_history', id: 1 });
    const mover = open();
    mover.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2, 8) });
    const reader = open();
    expect(reader.index.children('indicator', 7, 'indicator_history')).toEqual([]);
    expect(reader.index.children('indicator', 8, 'indicator_history').map((entry) => entry.id)).toEqual([2]);
    expect(reader.index.get('indicator_history', 1)).toBeUndefined();
  });

  it('reports a write that fails and keeps the index in memory', () => {
    const errors: unknown[] = [];
    const opened = open({ onSaveError: (error) => errors.push(error) });
    // The database closed under the store: every write fails from now on.
    closeDatabase(paths);
    opened.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    expect(errors).toHaveLength(1);
    expect(opened.index.get('area', 5)?.name).toBe('Sales');
  });

  it('reads what the palette searches in the background a slice at a time, telling the views; history values wait for their indicator', async () => {
    const one = open();
    for (let area = 1; area <= 150; area += 1)
      one.index.applyEvent({
        type: 'seen',
        kind: 'objective',
        resource: { id: area * 10, name: `Objective of area ${area}`, area_id: area },
      });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    const reader = open();
    let told = 0;
    reader.index.subscribe(() => (told += 1));
    await reader.loadInBackground();
    expect(told).toBe(3);
    expect(reader.index.search('Objective of area', { limit: 500 })).toHaveLength(150);
    expect(reader.index.search('2026-01', { kind: 'indicator_history' })).toEqual([]);
    expect(reader.index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([1]);
  });

  it('attachToClient feeds client events into the index until detached', () => {
    const listeners = new Set<(event: ResourceEvent) => void>();
    const client = {
      onEvent(listener: (event: ResourceEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const index = new LocalIndex();
    const detach = attachToClient(index, client);
    for (const listener of listeners) listener({ type: 'seen', kind: 'area', resource: area });
    expect(index.get('area', 5)?.name).toBe('Sales');
    detach();
    expect(listeners.size).toBe(0);
  });

  it('attaching one index to one client twice applies each event once, until both owners detach', () => {
    const listeners = new Set<(event: ResourceEvent) => void>();
    const client = {
      onEvent(listener: (event: ResourceEvent) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const index = new LocalIndex();
    const connection = attachToClient(index, client);
    const session = attachToClient(index, client);
    expect(listeners.size).toBe(1);
    for (const listener of listeners) listener({ type: 'seen', kind: 'area', resource: area });
    expect(index.revision).toBe(1);
    session();
    session();
    expect(listeners.size).toBe(1);
    connection();
    expect(listeners.size).toBe(0);
  });
});
