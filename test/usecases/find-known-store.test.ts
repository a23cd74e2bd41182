// A status query over an index kept in the database reads only the values a month's standing needs
// (the month's, the oldest and the newest): the statuses are the same as from every value in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../source/cli/commands/demo/sandbox-index.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { utcDay } from '../../source/domain/dates.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { LocalIndex } from '../../source/index/model.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { demoSnapshot } from '../../source/sandbox/seed.js';
import { SandboxStore } from '../../source/sandbox/sandbox-records-store.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';
import { findKnown } from '../../source/usecases/find-known.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    closeDatabase(hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') }));
    rmSync(root, { recursive: true, force: true });
  }
});

describe('statuses from the store', () => {
  it.each([Date.UTC(2026, 5, 17, 10), Date.UTC(2026, 10, 28, 22), Date.UTC(2027, 1, 3, 8)])(
    'are those of every value in memory (now %i)',
    async (now) => {
      const root = mkdtempSync(join(tmpdir(), 'hoshin-find-'));
      roots.push(root);
      const paths = hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') });
      const service = serviceIdentity('http://127.0.0.1:9', 'k'.repeat(32));
      const sandbox = new SandboxStore(demoSnapshot(now));
      const memory = new LocalIndex({ now: () => now });
      recordSandboxInIndex(sandbox, memory);
      const writer = openIndexStore(openDatabase(paths), service, { now: () => now });
      recordSandboxInIndex(sandbox, writer.index);
      await writer.close();
      const stored = openIndexStore(openDatabase(paths), service, { now: () => now });
      const options = { today: utcDay(now), me: null, nameOf: () => null };
      const statuses = (index: LocalIndex) =>
        findKnown(index, 'kind:indicator', options).found.map((entry) => [entry.id, [...entry.statuses].sort().join(',')]);
      const expected = statuses(memory);
      expect(expected.some(([, status]) => String(status).includes('red'))).toBe(true);
      expect(statuses(stored.index)).toEqual(expected);
      // The values were read three or four a time, not kept: the indicator's list is read whole when asked.
      const first = stored.index.all('indicator')[0]!;
      expect(stored.index.monthValues(first.id, '2026-05')).not.toBeNull();
      await stored.close();
    },
  );

  it("reads the newest value when the service's last update does not say it", async () => {
    const now = Date.UTC(2026, 10, 28, 22);
    const root = mkdtempSync(join(tmpdir(), 'hoshin-find-'));
    roots.push(root);
    const paths = hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') });
    const service = serviceIdentity('http://127.0.0.1:9', 'k'.repeat(32));
    // No last_update; values in September and November: October (the month under review) lies before
    // the newest value, so it may hold one the service cannot list (not known, not unrecorded).
    const indicator = {
      id: 7,
      name: 'Scrap',
      objective_id: 3,
      goal: '2',
      worst_value: '8',
      frequency: 'monthly',
      next_update: '2026-10-31',
    };
    const values = ['2026-09-30', '2026-11-15'].map((day, at) => ({ id: 70 + at, indicator_id: 7, day, value: '3' }));
    const learn = (index: LocalIndex) => {
      index.applyEvent({ type: 'seen', kind: 'indicator', resource: indicator });
      index.applyEvent({ type: 'listed', kind: 'indicator_history', scopeId: 7, resources: values });
    };
    const memory = new LocalIndex({ now: () => now });
    learn(memory);
    const writer = openIndexStore(openDatabase(paths), service, { now: () => now });
    learn(writer.index);
    await writer.close();
    const stored = openIndexStore(openDatabase(paths), service, { now: () => now });
    const options = { today: utcDay(now), me: null, nameOf: () => null };
    const expected = findKnown(memory, 'kind:indicator', options).found.map((entry) => entry.statuses);
    expect(findKnown(stored.index, 'kind:indicator', options).found.map((entry) => entry.statuses)).toEqual(expected);
    expect(expected).toEqual([['late']]);
    await stored.close();
  });

  it('reads only the indicators that stand red in the month under review, not every indicator and its values', async () => {
    const now = Date.UTC(2026, 10, 28, 22);
    const root = mkdtempSync(join(tmpdir(), 'hoshin-find-'));
    roots.push(root);
    const paths = hoshinPaths({ HOSHIN_STATE_DIR: join(root, 'state'), HOSHIN_CONFIG_DIR: join(root, 'config') });
    const service = serviceIdentity('http://127.0.0.1:9', 'k'.repeat(32));
    const writer = openIndexStore(openDatabase(paths), service, { now: () => now });
    // Three indicators with a value for October (the month under review on November 28th): 3, 12, 30 against 10.
    for (const [id, value] of [
      [7, '3'],
      [8, '12'],
      [9, '30'],
    ] as const) {
      writer.index.applyEvent({ type: 'seen', kind: 'indicator', resource: { id, name: `Scrap ${id}`, objective_id: 3, goal: '10' } });
      writer.index.applyEvent({
        type: 'listed',
        kind: 'indicator_history',
        scopeId: id,
        resources: [{ id: id * 10, indicator_id: id, day: '2026-10-30', value }],
      });
    }
    await writer.close();
    const stored = openIndexStore(openDatabase(paths), service, { now: () => now });
    const found = findKnown(stored.index, 'kind:indicator status:red', { today: utcDay(now), me: null, nameOf: () => null }).found;
    expect(found.map((entry) => [entry.id, entry.statuses])).toEqual([[7, ['red']]]);
    // The store's SQL named the red one: it alone was read (the others are not in memory).
    expect(stored.index.loadedCount).toBe(1);
    await stored.close();
  });
});
