import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceEvent } from '../../source/core/resource.js';
import { LocalIndex } from '../../source/index/model.js';
import { attachToClient, openIndexStore } from '../../source/index/store.js';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hoshin-store-'));
  file = join(dir, 'state', 'index', 'default.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const area = { id: 5, name: 'Sales', hoshin_id: 2, position: 1 };

describe('index store', () => {
  it('starts empty when the file is missing, and writes nothing until something changes', async () => {
    const store = await openIndexStore(file);
    expect(store.index.count()).toBe(0);
    expect(store.recovery).toBeUndefined();
    await store.close();
    expect(() => statSync(file)).toThrow();
  });

  it('saves atomically as 0600 in a 0700 directory, and loads it back', async () => {
    const store = await openIndexStore(file, { debounceMs: 60_000 });
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    await store.flush();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'state', 'index')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dir, 'state', 'index'))).toEqual(['default.json']); // no temporary file left
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: { ...area, name: 'Sales EU' } });
    await store.close();
    const again = await openIndexStore(file);
    expect(again.index.get('area', 5)?.name).toBe('Sales EU');
    expect(again.index.get('area', 5)?.resource).toEqual({ ...area, name: 'Sales EU' });
    await again.close();
  });

  it('tightens an existing directory to 0700', async () => {
    mkdirSync(join(dir, 'state', 'index'), { recursive: true, mode: 0o755 });
    const store = await openIndexStore(file);
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    await store.close();
    expect(statSync(join(dir, 'state', 'index')).mode & 0o777).toBe(0o700);
  });

  it('saves by itself after changes settle', async () => {
    const store = await openIndexStore(file, { debounceMs: 5 });
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: { ...area, id: 6 } });
    await vi.waitFor(() => {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { entries: unknown[] };
      expect(saved.entries).toHaveLength(2);
    });
    await store.close();
  });

  it('moves a corrupt file aside with a clear message and starts empty', async () => {
    mkdirSync(join(dir, 'state', 'index'), { recursive: true });
    writeFileSync(file, '{"format":"hoshin-index-store", "entries": [');
    const store = await openIndexStore(file, { now: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
    expect(store.index.count()).toBe(0);
    expect(store.recovery?.movedTo).toBe(`${file}.corrupt-20260102T030405Z`);
    expect(store.recovery?.message).toContain(file);
    expect(store.recovery?.message).toContain('not valid JSON');
    expect(readFileSync(`${file}.corrupt-20260102T030405Z`, 'utf8')).toBe('{"format":"hoshin-index-store", "entries": [');
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    await store.close();
    expect(readdirSync(join(dir, 'state', 'index')).sort()).toEqual(['default.json', 'default.json.corrupt-20260102T030405Z']);
  });

  it('treats valid JSON that is not an index as corrupt too', async () => {
    mkdirSync(join(dir, 'state', 'index'), { recursive: true });
    writeFileSync(file, JSON.stringify({ format: 'hoshin-index-store', version: 1, entries: [{ kind: 'area', id: 'x' }], complete: [] }));
    const store = await openIndexStore(file);
    expect(store.recovery?.message).toMatch(/not a hoshin index \(entry 1: area id "x"/);
    await store.close();
  });

  it('reports a failed save and leaves no temporary file behind', async () => {
    const store = await openIndexStore(file);
    mkdirSync(join(file, 'in-the-way'), { recursive: true }); // now the index path is a non-empty directory
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    await expect(store.flush()).rejects.toThrow();
    expect(readdirSync(join(dir, 'state', 'index'))).toEqual(['default.json']);
  });

  it('refuses to start on an index path it cannot read, with one clear error', async () => {
    mkdirSync(file, { recursive: true });
    await expect(openIndexStore(file)).rejects.toThrow(`cannot read the local index ${file} (EISDIR)`);
  });

  it('keeps what another process saved meanwhile', async () => {
    const console = await openIndexStore(file, { debounceMs: 60_000 });
    const command = await openIndexStore(file);
    command.index.applyEvent({ type: 'seen', kind: 'area', resource: { ...area, id: 7, name: 'Seen by the command' } });
    await command.close();
    console.index.applyEvent({ type: 'seen', kind: 'area', resource: area });
    await console.close();
    const after = await openIndexStore(file);
    expect(after.index.all('area').map((e) => e.name)).toEqual(['Sales', 'Seen by the command']);
    await after.close();
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
