// A service answering huge texts cannot grow the local index: the built executable against a
// sandbox whose tasks carry a 20 MB description, in both flavours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { storeBytes } from '../helpers/state-database.js';

const DESCRIPTION_BYTES = 20 * 1024 * 1024;
const GETS = 6;

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('the local index after answers with a 20 MB description (%s sandbox)', (flavour) => {
  let sandbox: RunningSandbox;
  let taskIds: number[];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
    const tasks = sandbox.store.all('task').slice(0, GETS);
    expect(tasks).toHaveLength(GETS);
    taskIds = tasks.map((task) => Number(task.id));
    for (const task of tasks) {
      sandbox.store.put('task', { ...task, description: `${task.id} ${'d'.repeat(DESCRIPTION_BYTES)} end` });
    }
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it(`after ${GETS} gets the store holds kilobytes; get still prints the whole description and the index knows each task`, async () => {
    const dirs = isolatedDirs();
    const env = {
      ...dirs,
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    for (const id of taskIds) {
      const got = await runHoshin(['get', 'task', String(id), '--json'], { env, timeoutMs: 60_000 });
      expect(got.code, got.stderr).toBe(0);
      const answer = JSON.parse(got.stdout) as { description: string; name: string };
      expect(answer.description).toHaveLength(DESCRIPTION_BYTES + String(id).length + 5);
      expect(answer.description.endsWith(' end')).toBe(true);
    }
    const bytes = storeBytes(env, sandbox.url, sandbox.appKey);
    expect(bytes).toBeGreaterThan(0);
    // Each get also learns the plan around the task (its ancestors, the objective's lists), every
    // entry bounded: the store follows the number of resources, far below one answer's 20 MB.
    expect(bytes).toBeLessThan(512 * 1024);

    const stats = await runHoshin(['index', 'stats', '--json'], { env });
    expect(stats.code, stats.stderr).toBe(0);
    expect((JSON.parse(stats.stdout) as { counts: Record<string, number> }).counts.task).toBe(GETS);
    const found = await runHoshin(['index', 'export'], { env });
    expect(found.code, found.stderr).toBe(0);
    const names = (JSON.parse(found.stdout) as { entries: { kind: string; name: string }[] }).entries
      .filter((entry) => entry.kind === 'task')
      .map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(
        sandbox.store
          .all('task')
          .slice(0, GETS)
          .map((task) => task.name),
      ),
    );
  }, 240_000);
});
