// A value this state directory never saw (recorded from another one), deleted by its id: the delete
// learns its indicator from the service and reads it again, so find judges what a fresh state
// directory judges, not the standing of the deleted value. Both sandbox flavours, the demo plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { runHoshinInProcess, serviceEnv } from '../helpers/cli-in-process.js';

// On-time delivery (%): last month's update fell due and no value came (demo-plan.ts), under objective 69.
const INDICATOR = 109;
const OBJECTIVE = 69;

function ids(result: RunResult): number[] {
  expect([0, 7], result.stderr).toContain(result.code);
  return (JSON.parse(result.stdout) as { items: { id: number }[] }).items.map((item) => item.id);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`find after deleting a value never seen here (${flavour} flavour)`, () => {
    let sandbox: RunningSandbox;
    let service: Record<string, string>;
    const lines: string[] = [];
    const here = isolatedDirs();
    const elsewhere = isolatedDirs();
    const hoshin = (dirs: Record<string, string>, ...args: string[]) => runHoshinInProcess(args, { env: { ...dirs, ...service } });
    const status = async (dirs: Record<string, string>, text: string) =>
      ids(await hoshin(dirs, 'find', `kind:indicator ${text}`, '--json')).includes(INDICATOR);

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo', log: (line) => lines.push(line) });
      service = serviceEnv(sandbox);
      expect((await hoshin(here, 'get', 'objective', String(OBJECTIVE))).code).toBe(0);
    }, 60_000);
    afterAll(async () => {
      await sandbox.close();
    });

    it('agrees with a fresh state directory once the value is deleted', async () => {
      expect(await status(here, 'status:unrecorded')).toBe(true);
      // Recorded from another state directory; here only the indicator is read again, never its values.
      expect((await hoshin(elsewhere, 'record', String(INDICATOR), '96')).code).toBe(0);
      expect((await hoshin(here, 'get', 'indicator', String(INDICATOR))).code).toBe(0);
      expect(await status(here, 'status:green')).toBe(true);
      const values = sandbox.store.all('indicator_history').filter((history) => history.indicator_id === INDICATOR);
      const newest = Math.max(...values.map((history) => Number(history.id)));
      lines.length = 0;
      expect((await hoshin(here, 'delete', 'history', String(newest), '--yes')).code).toBe(0);
      // The value is read once, for undo and for its indicator; then deleted, and its indicator read again.
      const sent = lines.map((line) => line.replace(/\?.*? ->/, ' ->'));
      expect(sent.filter((line) => line.startsWith(`GET /indicator_histories/${newest}`))).toHaveLength(1);
      expect(sent.filter((line) => line.startsWith(`GET /indicators/${INDICATOR}`))).toHaveLength(1);
      const fresh = isolatedDirs();
      expect((await hoshin(fresh, 'get', 'objective', String(OBJECTIVE))).code).toBe(0);
      for (const text of ['status:green', 'status:red', 'status:unrecorded'])
        expect({ text, here: await status(here, text) }).toEqual({ text, here: await status(fresh, text) });
      expect(await status(here, 'status:green')).toBe(false);
    });
  });
