// `hoshin report --month M --where status:red`: the pack of month M keeps the indicators red in M,
// as its "Red in M" section reads them, not those red in the month a pack would review by default.
// In process, against the demo plan in both sandbox flavours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../source/domain/dates.js';
import type { RunningSandbox, SandboxFlavour } from '../../source/sandbox/server.js';
import { runHoshinInProcess, startDemoService } from '../helpers/cli-in-process.js';

// OEE line 2 (%): on its goal last month (demo-plan.ts), under objective 61 of hoshin 11.
const INDICATOR = 101;
const OBJECTIVE = 61;

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`report --month with --where status: (${flavour} flavour)`, () => {
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

    it('keeps an indicator red in the month asked for, though not in the default month', async () => {
      const today = localDay(Date.now());
      const month = today.slice(0, 7);
      expect((await hoshin('record', String(INDICATOR), '40', '--day', today)).code).toBe(0);
      const pack = await hoshin(
        'report',
        'objective',
        String(OBJECTIVE),
        '--month',
        month,
        '--where',
        'status:red',
        '--format',
        'md',
        '--out',
        '-',
      );
      expect([0, 7], pack.stderr).toContain(pack.code);
      const red = pack.stdout.slice(pack.stdout.indexOf('## Red in'));
      expect(red).toContain('### OEE line 2 (%)');
      // The whole pack of the month says the same of it.
      const whole = await hoshin('report', 'objective', String(OBJECTIVE), '--month', month, '--format', 'md', '--out', '-');
      expect(whole.stdout.slice(whole.stdout.indexOf('## Red in'))).toContain('### OEE line 2 (%)');
    });
  });
