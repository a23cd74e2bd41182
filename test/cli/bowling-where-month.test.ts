// `hoshin bowling --month M --where status:red`: the status terms judge month M, as `report --month`
// does (decision 0370); a month it cannot take is a usage error before anything is sent. In process,
// against the demo plan in both sandbox flavours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../source/domain/dates.js';
import type { RunningSandbox, SandboxFlavour } from '../../source/sandbox/server.js';
import type { RunResult } from '../helpers/cli.js';
import { runHoshinInProcess, startDemoService } from '../helpers/cli-in-process.js';

// OEE line 2 (%): on its goal last month (demo-plan.ts), under objective 61 of hoshin 11.
const INDICATOR = 101;
const OBJECTIVE = 61;

function charted(result: RunResult): number[] {
  expect([0, 7], result.stderr).toContain(result.code);
  return (JSON.parse(result.stdout) as { indicators: { id: number }[] }).indicators.map((row) => row.id);
}

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`bowling --month with --where status: (${flavour} flavour)`, () => {
    let sandbox: RunningSandbox;
    let env: Record<string, string>;
    const lines: string[] = [];
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
    const bowling = (...args: string[]) => hoshin('bowling', 'objective', String(OBJECTIVE), '--json', ...args);

    beforeAll(async () => {
      ({ sandbox, env } = await startDemoService({ flavour, log: (line) => lines.push(line) }));
      expect((await hoshin('get', 'objective', String(OBJECTIVE))).code).toBe(0);
    }, 60_000);
    afterAll(async () => {
      await sandbox.close();
    });

    it('judges --where in the month asked for, and in the previous month without it', async () => {
      const today = localDay(Date.now());
      const month = today.slice(0, 7);
      expect((await hoshin('record', String(INDICATOR), '40', '--day', today)).code).toBe(0);
      expect(charted(await bowling('--month', month, '--where', 'status:red'))).toContain(INDICATOR);
      // Without --month: the previous month, where it is not red (as `find status:red` reads it).
      expect(charted(await bowling('--where', 'status:red'))).not.toContain(INDICATOR);
    });

    it('refuses a month it cannot take, or --month without --where, before anything is sent', async () => {
      const today = localDay(Date.now());
      const next = new Date(`${today.slice(0, 7)}-15T12:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const cases = [
        { args: ['--month', '2026-13', '--where', 'status:red'], says: '--month: "2026-13" is not a month' },
        { args: ['--month', next.toISOString().slice(0, 7), '--where', 'status:red'], says: 'has not come yet' },
        { args: ['--month', today.slice(0, 7)], says: '--month is the month --where judges' },
      ];
      for (const { args, says } of cases) {
        lines.length = 0;
        const refused = await hoshin('bowling', 'objective', String(OBJECTIVE), ...args);
        expect({ args, code: refused.code, sent: lines }).toEqual({ args, code: 2, sent: [] });
        expect(refused.stderr).toContain(says);
      }
    });
  });
