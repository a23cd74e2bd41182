// A resource just created has nothing under it yet: the index knows its lists, empty, so the
// review's coverage does not call a new objective's indicators and tasks "could not be listed".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachToClient } from '../../source/index/index-store.js';
import { LocalIndex } from '../../source/index/model.js';
import { memoryClient } from '../../source/sandbox/memory-client.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('a created objective', () => {
  it('has its indicators and tasks known, and known empty', async () => {
    const client = memoryClient(sandbox);
    const index = new LocalIndex();
    attachToClient(index, client);
    const area = sandbox.store.all('area')[0]!;
    const objective = await client.create('objective', Number(area.id), { name: 'New this year', responsible_id: 1 });
    expect(index.isComplete('objective', objective.id, 'indicator')).toBe(true);
    expect(index.isComplete('objective', objective.id, 'task')).toBe(true);
    expect(index.children('objective', objective.id, 'task')).toEqual([]);
  });
});
