import { appendFileSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceEvent } from '../../source/core/resource.js';
import { LocalIndex } from '../../source/index/model.js';
import { attachToClient, openIndexStore, type IndexRecovery } from '../../source/index/index-store.js';
import { compactRecords } from '../../source/index/store/append-log.js';

let dir: string;
let store: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hoshin-store-'));
  store = join(dir, 'state', 'services', 'abc', 'store');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const area = { id: 5, name: 'Sales', hoshin_id: 2, position: 1 };
const history = (id: number, indicator = 7) => ({
  id,
  indicator_id: indicator,
  day: `2026-01-${String((id % 28) + 1).padStart(2, '0')}`,
  value: String(id),
});

function filesUnder(at: string): string[] {
  return readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => join(item.parentPath, item.name));
}

describe('index store', () => {
  it('starts empty in a new 0700 directory with a manifest, every file 0600', async () => {
    const opened = await openIndexStore(store, { service: { id: 'abc', baseUrl: 'http://svc', appKey: 'k' } });
    expect(opened.index.count()).toBe(0);
    expect(opened.recovery).toBeUndefined();
    expect(opened.service).toEqual({ baseUrl: 'http://svc', appKey: 'k' });
    opened.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    expect(statSync(store).mode & 0o777).toBe(0o700);
    for (const file of filesUnder(store)) expect(statSync(file).mode & 0o777, file).toBe(0o600);
    await opened.close();
  });

  it('writes each change as it is made, and another opening reads it back lazily, parent by parent', async () => {
    const first = await openIndexStore(store);
    first.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    for (let id = 1; id <= 3; id += 1) first.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(id) });
    // No close: what is written is what a process killed now leaves.
    const second = await openIndexStore(store);
    expect(second.index.search('Sales')).toEqual([]); // nothing read until asked
    expect(second.index.get('area', 5)?.name).toBe('Sales');
    expect(second.index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(second.index.count()).toBe(4);
    second.loadAll();
    expect(second.index.count()).toBe(4);
  });

  it('a whole kind (all, count) is read from the store before it is used', async () => {
    const one = await openIndexStore(store);
    for (let id = 1; id <= 3; id += 1)
      one.index.applyEvent({
        type: 'seen',
        kind: 'objective',
        resource: { id, name: `Objective ${id}`, area_id: 10 + id },
      });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    const reader = await openIndexStore(store);
    expect(reader.index.all('objective').map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(reader.index.count('indicator_history')).toBe(1);
    expect((await openIndexStore(store)).index.count()).toBe(4);
  });

  it('two openings writing at once keep both sides; the newest record of an entry wins', async () => {
    const one = await openIndexStore(store);
    const two = await openIndexStore(store);
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    two.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: { ...history(2), value: 'newer' } });
    const three = await openIndexStore(store);
    const values = three.index.children('indicator', 7, 'indicator_history').map((entry) => entry.resource?.value);
    expect(values).toEqual(['1', 'newer']);
  });

  it('a removal and a move are written too: the entry leaves its old parent', async () => {
    const one = await openIndexStore(store);
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    one.index.applyEvent({ type: 'gone', kind: 'indicator_history', id: 1 });
    const mover = await openIndexStore(store);
    mover.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2, 8) });
    const reader = await openIndexStore(store);
    expect(reader.index.children('indicator', 7, 'indicator_history')).toEqual([]);
    expect(reader.index.children('indicator', 8, 'indicator_history').map((entry) => entry.id)).toEqual([2]);
    expect(reader.index.get('indicator_history', 1)).toBeUndefined();
  });

  it('a move written by another opening in the same millisecond still takes the entry out of its old parent', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_795_560_004_621);
    try {
      const one = await openIndexStore(store);
      one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
      one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
      const mover = await openIndexStore(store);
      mover.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2, 8) });
      const reader = await openIndexStore(store);
      expect(reader.index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([1]);
      expect(reader.index.children('indicator', 8, 'indicator_history').map((entry) => entry.id)).toEqual([2]);
    } finally {
      clock.mockRestore();
    }
  });

  it('a record a crash cut short is skipped, and what is appended after it reads', async () => {
    const one = await openIndexStore(store);
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    const file = join(store, 'entries', 'indicator', '7.jsonl');
    appendFileSync(file, '\n{"t":"p","at":1,"e":{"kind":"indicator_hist');
    const two = await openIndexStore(store);
    two.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    const reader = await openIndexStore(store);
    expect(reader.index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('compaction keeps the newest record of each entry and what was appended while it ran', async () => {
    const one = await openIndexStore(store);
    for (let round = 0; round < 60; round += 1)
      one.index.applyEvent({
        type: 'seen',
        kind: 'indicator_history',
        resource: { ...history(1), value: String(round) },
      });
    const file = join(store, 'entries', 'indicator', '7.jsonl');
    const before = readFileSync(file, 'utf8').split('\n').length;
    compactRecords(file, (records) => {
      // Another process appends between the read and the rename.
      appendFileSync(
        file,
        `\n${JSON.stringify({ t: 'p', at: Date.now() + 1000, e: { kind: 'indicator_history', id: 9, parentKind: 'indicator', parentId: 7, name: '2026-02-01', resource: null, seenAt: null } })}`,
      );
      return records.slice(-1);
    });
    expect(readFileSync(file, 'utf8').split('\n').length).toBeLessThan(before);
    const reader = await openIndexStore(store);
    const entries = reader.index.children('indicator', 7, 'indicator_history');
    expect(entries.map((entry) => [entry.id, entry.resource?.value ?? null])).toEqual([
      [1, '59'],
      [9, null],
    ]);
    expect(readdirSync(join(store, 'entries', 'indicator'))).toEqual(['7.jsonl']);
  });

  it('a reader compacts a file grown with dead records, and nothing known is lost', async () => {
    const one = await openIndexStore(store);
    for (let round = 0; round < 200; round += 1)
      one.index.applyEvent({
        type: 'seen',
        kind: 'indicator_history',
        resource: { ...history(1 + (round % 3)), value: String(round) },
      });
    const file = join(store, 'entries', 'indicator', '7.jsonl');
    const reader = await openIndexStore(store);
    expect(reader.index.children('indicator', 7, 'indicator_history').map((entry) => entry.resource?.value)).toEqual(['198', '199', '197']);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
    const again = await openIndexStore(store);
    expect(again.index.children('indicator', 7, 'indicator_history')).toHaveLength(3);
  });

  const badManifests: [string, string, RegExp][] = [
    ['truncated', '{"format":"hoshin-st', /its manifest is not valid JSON/],
    ['foreign', '{"format":"something-else","version":1}', /it is not a hoshin store/],
    ['newer', '{"format":"hoshin-store","version":9}', /written by a newer hoshin \(store version 9; this hoshin reads 1\)/],
  ];
  for (const [label, text, reason] of badManifests) {
    it(`moves a ${label} store aside with a message naming where, and starts empty`, async () => {
      mkdirSync(join(store, 'entries'), { recursive: true });
      writeFileSync(join(store, 'store.json'), text);
      const opened = await openIndexStore(store, { now: () => Date.UTC(2026, 2, 1, 12, 0, 0) });
      expect(opened.recovery?.movedTo).toBe(`${store}.corrupt-20260301T120000Z`);
      expect(opened.recovery?.message).toMatch(reason);
      expect(opened.recovery?.message).toContain(`it was moved to ${store}.corrupt-20260301T120000Z and hoshin starts with an empty store`);
      expect(readFileSync(join(`${store}.corrupt-20260301T120000Z`, 'store.json'), 'utf8')).toBe(text);
      opened.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
      expect((await openIndexStore(store)).index.get('area', 5)?.name).toBe('Sales');
    });
  }

  it('moves a file holding records not its own aside with a warning, and goes on without it', async () => {
    const one = await openIndexStore(store);
    one.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    const file = join(store, 'entries', 'indicator', '7.jsonl');
    appendFileSync(file, '\n{"some":"other program"}');
    const recoveries: IndexRecovery[] = [];
    const reader = await openIndexStore(store, { onRecovery: (recovery) => recoveries.push(recovery) });
    expect(reader.index.children('indicator', 7, 'indicator_history')).toEqual([]);
    expect(reader.index.get('area', 5)?.name).toBe('Sales');
    expect(recoveries).toHaveLength(1);
    expect(recoveries[0]?.message).toMatch(
      /the local store file .*7\.jsonl could not be read \(record 2 is not a hoshin store record .*\); it was moved to .*7\.jsonl\.corrupt-\d{8}T\d{6}Z and hoshin goes on without it/,
    );
    // What the command learns next is kept.
    reader.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(2) });
    expect((await openIndexStore(store)).index.children('indicator', 7, 'indicator_history').map((entry) => entry.id)).toEqual([2]);
  });

  it('reports a write that fails and keeps the index in memory', async () => {
    const errors: unknown[] = [];
    const opened = await openIndexStore(store, { onSaveError: (error) => errors.push(error) });
    rmSync(join(store, 'entries'), { recursive: true });
    writeFileSync(join(store, 'entries'), '');
    opened.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    expect(errors).toHaveLength(1);
    expect(opened.index.get('area', 5)?.name).toBe('Sales');
  });

  it('reads what the palette searches in the background a slice at a time, telling the views; history values wait for their indicator', async () => {
    const one = await openIndexStore(store);
    for (let area = 1; area <= 150; area += 1)
      one.index.applyEvent({
        type: 'seen',
        kind: 'objective',
        resource: { id: area * 10, name: `Objective of area ${area}`, area_id: area },
      });
    one.index.applyEvent({ type: 'seen', kind: 'indicator_history', resource: history(1) });
    const reader = await openIndexStore(store);
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
