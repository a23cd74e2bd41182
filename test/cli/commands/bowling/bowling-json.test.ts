// hoshin bowling --json carries each month's progress figure unrounded: (value − worst) / (goal −
// worst) in percent, as a script computes it; the table rounds it for the eye.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDecimal } from '../../../../source/catalogue/values.js';
import type { RunningSandbox } from '../../../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../../../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
  for (let id = 61; id <= 72; id++) expect((await runInProcess(['get', 'objective', String(id)], env)).code).toBe(0);
});
afterAll(async () => {
  await sandbox.close();
});

interface JsonCell {
  readonly month: string;
  readonly value: number | null;
  readonly goal: number | null;
  readonly tpc: number | null;
}

describe('hoshin bowling --json', () => {
  it('gives tpc unrounded for every month with a value', async () => {
    const result = await runInProcess(['bowling', 'hoshin', '11', '--json'], env);
    expect([0, 7]).toContain(result.code);
    const chart = JSON.parse(result.stdout) as { indicators: { id: number; cells: JsonCell[] }[] };
    let fractional = 0;
    for (const row of chart.indicators) {
      const worst = readDecimal(sandbox.store.get('indicator', row.id)?.worst_value) ?? 0;
      for (const cell of row.cells) {
        if (cell.value === null || cell.goal === null || cell.goal === worst) continue;
        const exact = (100 * (cell.value - worst)) / (cell.goal - worst);
        expect(cell.tpc, `${row.id} ${cell.month}`).toBeCloseTo(exact, 9);
        if (!Number.isInteger(exact)) fractional += 1;
      }
    }
    // The demo holds figures a rounding would change: the check above would have seen them rounded.
    expect(fractional).toBeGreaterThan(0);
  });
});
