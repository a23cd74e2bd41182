// Deleting an indicator's value on its last update day makes the service put the indicator back on
// the value before (hoshinplan-api-facts: DELETE /indicator_histories/:id): find and --where judge
// from what is known here, so the delete reads the indicator again, or status:green would keep an
// indicator the review pack no longer calls green. Both sandbox flavours, the demo plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox, SandboxFlavour } from '../../source/sandbox/server.js';
import type { RunResult } from '../helpers/cli.js';
import { runHoshinInProcess, startDemoService } from '../helpers/cli-in-process.js';

// On-time delivery (%): last month's update fell due and no value came (demo-plan.ts), under objective 69.
const INDICATOR = 109;
const OBJECTIVE = 69;

function ids(result: RunResult): number[] {
  expect([0, 7], result.stderr).toContain(result.code);
  return (JSON.parse(result.stdout) as { items: { id: number }[] }).items.map((item) => item.id);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`find after a value is deleted (${flavour} flavour)`, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });

    beforeAll(async () => {
      ({ sandbox, env } = await startDemoService({ flavour }));
      expect((await hoshin('get', 'objective', String(OBJECTIVE))).code).toBe(0);
    }, 60_000);
    afterAll(async () => {
      await sandbox.close();
    });

    it('no longer finds the indicator green once the value that made it green is deleted', async () => {
      const status = async (text: string) => ids(await hoshin('find', `kind:indicator ${text}`, '--json'));
      expect(await status('status:unrecorded')).toContain(INDICATOR);
      expect((await hoshin('record', String(INDICATOR), '96')).code).toBe(0);
      expect(await status('status:green')).toContain(INDICATOR);
      const values = sandbox.store.all('indicator_history').filter((history) => history.indicator_id === INDICATOR);
      const newest = Math.max(...values.map((history) => Number(history.id)));
      expect((await hoshin('delete', 'history', String(newest), '--yes')).code).toBe(0);
      // The service went back to the value before: the month under review is unrecorded again, as the pack says.
      expect(await status('status:green')).not.toContain(INDICATOR);
      expect(await status('status:green|late')).toContain(INDICATOR);
      expect(await status('status:unrecorded')).toContain(INDICATOR);
    });
  });
