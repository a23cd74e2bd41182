// hoshin report says a partial pack with its exit, as due, bowling and health do: 7 while the plan
// is not known whole here (the pack is written all the same, and says what is missing).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../../../helpers/cli-in-process.js';
import { temporaryDir } from '../../../helpers/temporary-dirs.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
const dir = temporaryDir('hoshin-report-exit-');

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
afterAll(async () => {
  await sandbox.close();
});

describe('hoshin report', () => {
  it('exits 7 for a partial pack, written all the same', async () => {
    const partial = await runInProcess(['report', 'hoshin', '11', '--out', join(dir, 'partial.html')], env);
    expect(partial.code, partial.stderr).toBe(7);
    expect(partial.stderr).toContain('the pack is partial');
    expect(existsSync(join(dir, 'partial.html'))).toBe(true);
  });
});
