// `hoshin get` names the resources a field refers to as it names people: `Zero harm (77)` for an
// objective's parent objective, its area, hoshin and company, when known here; --json keeps the ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runHoshinInProcess, startDemoService } from '../helpers/cli-in-process.js';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly [field: string]: unknown;
}

describe('the names of the resources a field refers to', () => {
  let sandbox: RunningSandbox;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ({ sandbox, env } = await startDemoService());
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const row = (kind: 'objective' | 'area' | 'hoshin' | 'company', id: unknown): Row =>
    (sandbox.store.all(kind) as Row[]).find((candidate) => candidate.id === id)!;

  it('an objective shows its parent objective, area, hoshin and company by name and id', async () => {
    const child = (sandbox.store.all('objective') as Row[]).find((objective) => typeof objective.parent_id === 'number')!;
    expect(child).toBeDefined();
    const parent = row('objective', child.parent_id);
    // The parent objective read once, so it is known here.
    expect((await runHoshinInProcess(['get', 'objective', String(parent.id)], { env })).code).toBe(0);
    const shown = await runHoshinInProcess(['get', 'objective', String(child.id)], { env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`Parent objective +${escaped(`${parent.name} (${parent.id})`)}\n`));
    for (const [label, kind, field] of [
      ['Area', 'area', 'area_id'],
      ['Hoshin', 'hoshin', 'hoshin_id'],
      ['Company', 'company', 'company_id'],
    ] as const) {
      const referred = row(kind, child[field]);
      expect(shown.stdout, label).toMatch(new RegExp(`\n  ${label} +${escaped(`${referred.name} (${referred.id})`)}\n`));
    }
    const json = await runHoshinInProcess(['get', 'objective', String(child.id), '--json'], { env });
    expect((JSON.parse(json.stdout) as Row).parent_id).toBe(parent.id);
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
