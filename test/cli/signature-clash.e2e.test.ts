// One app key on several machines: each machine (a state directory of its own) keeps its own
// processes from signing the same request in the same second, but nothing keeps machines apart.
// A service that refuses a signed URL used before (the spec's sandbox) then refuses some of their
// reads; each is tried again on a second picked at random, within --timeout. The built executable,
// many processes at once (what a clash that does not clear says: signature-clash.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';

const MACHINES = 6;
const PROCESSES_PER_MACHINE = 3;

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo', flavour: 'spec' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('six machines with one app key, three processes each, at once', () => {
  it('all list the companies, and no machine sends the same signed URL twice', async () => {
    const machines = Array.from({ length: MACHINES }, () => ({
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    }));
    const runs = machines.flatMap((env) =>
      Array.from({ length: PROCESSES_PER_MACHINE }, () =>
        runHoshin(['list', 'companies', '--json', '--debug'], { env, timeoutMs: 50_000 }),
      ),
    );
    const results = await Promise.all(runs);
    const companies = sandbox.store.all('company').length;
    for (const result of results) {
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toHaveLength(companies);
    }
    // Every signed URL of one machine (its processes' --debug lines) is new.
    for (let machine = 0; machine < MACHINES; machine++) {
      const sent = results
        .slice(machine * PROCESSES_PER_MACHINE, (machine + 1) * PROCESSES_PER_MACHINE)
        .flatMap((result) => result.stderr.split('\n').filter((line) => line.startsWith('debug: GET ')))
        .map((line) => line.replace(/ -> .*$/, ''));
      expect(sent.length).toBeGreaterThanOrEqual(PROCESSES_PER_MACHINE);
      expect(new Set(sent).size).toBe(sent.length);
    }
  });
});
