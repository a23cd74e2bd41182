// A profile's index attached to a client: answers go in and are saved on close; an index that
// cannot be saved is said once and never fails anything.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResourceEvent } from '../../source/core/resource.js';
import { attachServiceIndex } from '../../source/index/attached.js';
import { connectionService, openServiceIndex } from '../../source/index/profile.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { closeDatabase } from '../../source/store/database.js';
import { pollUntil } from '../helpers/wait.js';

let home: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'hoshin-attached-'));
  env = { HOME: home, HOSHIN_STATE_DIR: join(home, 'state'), HOSHIN_CONFIG_DIR: join(home, 'config') };
});
afterEach(() => {
  closeDatabase(hoshinPaths(env));
  rmSync(home, { recursive: true, force: true });
});

function fakeClient() {
  const listeners = new Set<(event: ResourceEvent) => void>();
  return {
    listeners,
    emit: (event: ResourceEvent) => listeners.forEach((listener) => listener(event)),
    onEvent(listener: (event: ResourceEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const area = (id: number) => ({ id, name: `Area ${id}`, hoshin_id: 2, position: id });

const service = (profile: string) => connectionService(hoshinPaths(env), profile, 'http://svc.example', 'key');
const attachProfileIndex = (
  profile: string,
  environment: NodeJS.ProcessEnv,
  client: ReturnType<typeof fakeClient>,
  warn: (message: string) => void,
) => attachServiceIndex(service(profile), environment, client, warn);

describe('attachServiceIndex', () => {
  it('feeds the client’s answers into the profile’s index and saves them on close', async () => {
    const client = fakeClient();
    const warnings: string[] = [];
    const attached = await attachProfileIndex('work', env, client, (message) => warnings.push(message));
    client.emit({ type: 'seen', kind: 'area', resource: area(5) });
    expect(attached.index.get('area', 5)?.name).toBe('Area 5');
    await attached.close();
    expect(client.listeners.size).toBe(0);
    // Another profile of the same service shares the store.
    const { store } = await openServiceIndex(service('home'), env, () => undefined);
    expect(store.index.get('area', 5)?.name).toBe('Area 5');
    await store.close();
    expect(warnings).toEqual([]);
  });

  it('a save that fails, in the background and again on close, is warned about once; close never throws', async () => {
    const client = fakeClient();
    const warnings: string[] = [];
    const attached = await attachProfileIndex('default', env, client, (message) => warnings.push(message));
    // The database closed under the store: every save fails from now on.
    closeDatabase(hoshinPaths(env));
    client.emit({ type: 'seen', kind: 'area', resource: area(1) });
    await pollUntil(() => warnings.length > 0, 'the save to fail', { timeoutMs: 5_000 });
    client.emit({ type: 'seen', kind: 'area', resource: area(2) });
    await expect(attached.close()).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not save to the local store .*hoshin\.db \(.+\); what was learned here is not remembered/);
    // The answers were still there for the command to use.
    expect(attached.index.count('area')).toBe(2);
  });

  it('an index that cannot be read leaves an index in memory, and says so once', async () => {
    // A directory stands where the database file should be.
    mkdirSync(join(home, 'state', 'hoshin.db'), { recursive: true, mode: 0o700 });
    const client = fakeClient();
    const warnings: string[] = [];
    const attached = await attachProfileIndex('default', env, client, (message) => warnings.push(message));
    client.emit({ type: 'seen', kind: 'area', resource: area(3) });
    expect(attached.index.get('area', 3)).toBeDefined();
    await attached.close();
    expect(warnings).toEqual([
      `${join(home, 'state', 'hoshin.db')} is a directory where hoshin keeps its database file: move it away; what this command learns is not remembered`,
    ]);
  });
});
