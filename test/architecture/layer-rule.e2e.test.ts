// The layer rule (.dependency-cruiser.cjs) as `npm test` runs it: the repository passes it, and a
// tree with an upward import, a type-only cycle or one front end importing the other fails it.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const depcruise = resolve(repo, 'node_modules/.bin/depcruise');
const config = resolve(repo, '.dependency-cruiser.cjs');

async function cruise(cwd: string): Promise<{ code: number; output: string }> {
  try {
    // On the Node running the tests: the one on the PATH may be older than depcruise supports.
    const { stdout } = await run(process.execPath, [depcruise, '--config', config, 'source'], { cwd });
    return { code: 0, output: stdout };
  } catch (error) {
    // What depcruise said on stderr too, so that a failure to run reads as one.
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const fixture = (name: string) => resolve(repo, 'test/fixtures/layers', name);

describe('the layer rule', () => {
  it('passes the repository: no import against the layer order, none between the front ends, no cycle', async () => {
    const { code, output } = await cruise(repo);
    expect(output).toMatch(/no dependency violations found/);
    expect(code).toBe(0);
  });

  it('passes a tree whose imports run down the layers', async () => {
    expect((await cruise(fixture('clean'))).code).toBe(0);
  });

  it('fails an import from the core up to the console, naming the rule and the two files', async () => {
    const { code, output } = await cruise(fixture('upward'));
    expect(code).not.toBe(0);
    expect(output).toMatch(/core-imports-upward: source\/core\/greeting\.ts → source\/tui\/shout\.ts/);
  });

  it("fails the store importing one of its callers (a table's rows belong with their owner)", async () => {
    const { code, output } = await cruise(fixture('store-upward'));
    expect(code).not.toBe(0);
    expect(output).toMatch(/store-imports-its-callers: source\/store\/rows\.ts → source\/journal\/describe\.ts/);
  });

  it('fails a cycle made of type-only imports', async () => {
    const { code, output } = await cruise(fixture('cycle'));
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-cycle: source\/domain\/(plan|goal)\.ts/);
  });

  it('fails the CLI importing the console', async () => {
    const { code, output } = await cruise(fixture('front-ends'));
    expect(code).not.toBe(0);
    expect(output).toMatch(/cli-imports-console: source\/cli\/open-console\.ts → source\/tui\/title\.ts/);
  });
});
