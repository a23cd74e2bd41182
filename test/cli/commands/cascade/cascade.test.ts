// hoshin cascade in process against both sandbox flavours: the demo's group plan with two child plans,
// one of them not known here; the flags by name, the indicators shown on the parent rolled up under
// the objective they support, and the coverage (exit 7 while a child plan is not known here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../../../source/sandbox/server.js';
import { runInProcess, type Row } from '../../../helpers/cli-in-process.js';

// A walk: each test starts where the one before left the sandbox, so the order is kept even
// when the suite runs shuffled (`--sequence.shuffle`).
const ORDERED = { shuffle: false } as const;

for (const flavour of ['spec', 'hoshinplan'] satisfies SandboxFlavour[])
  describe(`hoshin cascade (${flavour} flavour)`, ORDERED, () => {
    let sandbox: RunningSandbox;
    let env: NodeJS.ProcessEnv;
    const root = mkdtempSync(join(tmpdir(), 'hoshin-cascade-'));
    // On a terminal wide enough that no sentence wraps (prose-wraps.test.ts checks the wrapping).
    const hoshin = (argv: string[]) => runInProcess(argv, env, undefined, { columns: 1000 });
    const plan = (prefix: string) => (sandbox.store.all('hoshin') as Row[]).find((h) => String(h.name).startsWith(prefix))!;
    const objectiveNamed = (name: string) => (sandbox.store.all('objective') as Row[]).find((o) => o.name === name)!;

    beforeAll(async () => {
      sandbox = await startSandbox({ flavour, seed: 'demo' });
      env = {
        HOSHIN_CONFIG_DIR: join(root, 'config'),
        HOSHIN_STATE_DIR: join(root, 'state'),
        HOME: root,
        HOSHIN_BASE_URL: sandbox.url,
        HOSHIN_APP_KEY: sandbox.appKey,
        HOSHIN_APP_SECRET: sandbox.secret,
      };
      // What an operator walked: the plant's objectives (opening one learns its plan up to the company) and the group's.
      for (const name of [
        'Raise overall equipment effectiveness on line 2',
        'Cut energy used per pump built',
        'Shorten order lead time',
        'Document standard work for every station',
        'Reduce scrap in the foundry',
        'Halve customer complaints',
        'Certify the plant to ISO 50001',
        'Grow export sales in the Nordics',
        'Lift on-time delivery',
        'Launch the e-series service contract',
        'No lost-time accidents',
        'Build a multi-skilled workforce',
        'Grow export revenue by 15% a year',
        'Best-in-class energy efficiency',
        'Right first time, on time',
        'Zero harm',
        'A digital twin of every pump line',
      ]) {
        const opened = await hoshin(['get', 'objective', String(objectiveNamed(name).id)]);
        expect(opened.code, opened.stderr).toBe(0);
      }
    });
    afterAll(async () => {
      await sandbox.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('flags the group objective no plant supports and the plant objectives linked to nothing, and says one child plan is not known here', async () => {
      const group = plan('Nordwind Group');
      const result = await hoshin(['cascade', String(group.id)]);
      expect(result.code, result.stderr).toBe(7);
      const out = result.stdout;
      expect(out).toContain(`Below: "${plan('Hoshin ').name}" (hoshin ${plan('Hoshin ').id}) (the service counts 2)`);
      expect(out).toContain(
        `not supported by any known child objective: "A digital twin of every pump line" (objective ${objectiveNamed('A digital twin of every pump line').id})`,
      );
      expect(out).toContain('child objective linked to nothing in this plan: "Document standard work for every station"');
      expect(out).toContain('child objective linked to nothing in this plan: "Build a multi-skilled workforce"');
      expect(out).not.toContain('not supported by any known child objective: "Zero harm"');
      expect(out).toContain('1 of the 2 child plans the service counts is not known here');
      // The indicators shown on the group plan, under the objective their objective supports.
      const lines = out.split('\n');
      const energy = lines.findIndex((line) => line.includes('"Best-in-class energy efficiency"'));
      expect(lines.slice(energy + 1, energy + 5).join('\n')).toMatch(
        /supported by "Cut energy used per pump built"[\s\S]*shown here: indicator "Energy per pump \(kWh\)"/,
      );
      expect(out).not.toContain('Brno');
    });

    it('answers JSON with the same flags and coverage, and says what is not known on stderr', async () => {
      const group = plan('Nordwind Group');
      const result = await hoshin(['cascade', String(group.id), '--json']);
      expect(result.code).toBe(7);
      const json = JSON.parse(result.stdout);
      expect(json).toMatchObject({ children_counted: 2, children_unknown: 1, complete: false });
      expect(json.flags.unsupported.map((o: { name: string }) => o.name)).toEqual(['A digital twin of every pump line']);
      expect(json.flags.children_linked_to_nothing.map((o: { name: string }) => o.name).sort()).toEqual([
        'Build a multi-skilled workforce',
        'Document standard work for every station',
      ]);
      expect(
        json.objectives
          .find((o: { name: string }) => o.name === 'Right first time, on time')
          .shown_here.map((i: { name: string }) => i.name),
      ).toEqual(['OEE line 2 (%)']);
      expect(result.stderr).toContain('1 of the 2 child plans the service counts is not known here');
    });

    it('shows a plant plan the objective each of its objectives supports, and flags what supports nothing above', async () => {
      const plant = plan('Hoshin ');
      const result = await hoshin(['cascade', String(plant.id)]);
      expect(result.stdout).toContain(`Above: "${plan('Nordwind Group').name}" (hoshin ${plan('Nordwind Group').id})`);
      expect(result.stdout).toContain(`"Zero harm" (objective ${objectiveNamed('Zero harm').id})`);
      expect(result.stdout).toMatch(/"No lost-time accidents" \(objective \d+\): supports "Zero harm"/);
      expect(result.stdout).toContain('supports nothing in the plan above: "Document standard work for every station"');
      expect(result.code, result.stderr).toBe(0);
    });

    it('knows the other child plan once it is opened: the answer is then complete', async () => {
      const other = plan('Brno plant');
      expect((await hoshin(['get', 'hoshin', String(other.id)])).code).toBe(0);
      const result = await hoshin(['cascade', String(plan('Nordwind Group').id), '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ children_unknown: 0, complete: true });
      expect(JSON.parse(result.stdout).children).toHaveLength(2);
    });

    it('refuses a bad id before any request', async () => {
      sandbox.resetStats();
      const result = await hoshin(['cascade', 'group']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('hoshin id: "group" is not an id');
      expect(sandbox.stats.log).toEqual([]);
    });
  });
