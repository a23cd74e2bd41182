// A number with a comma means one thing or is refused before anything is sent: `record`, `update …
// field=`, `record --csv`, in process against the demo sandbox.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDecimal } from '../../source/catalogue/values.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
});
beforeEach(() => sandbox.resetStats());
afterAll(() => sandbox.close());

const writes = () => sandbox.stats.log.filter((entry) => entry.method !== 'GET');

describe('numbers with commas', () => {
  it('refuses `record 107 "1,234"` before any request, naming both readings', async () => {
    const result = await runInProcess(['record', '107', '1,234'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'hoshin: value: "1,234" has two readings\n' +
        '  It could be 1234 (a comma between thousands) or 1.234 (a decimal comma).\n' +
        '    Write 1234 or 1.234.\n',
    );
    expect(sandbox.stats.requests).toBe(0);
  });

  it('reads `1,234.5` as 1234.5: the service gets that number and the output shows the same digits', async () => {
    const result = await runInProcess(['record', '107', '1,234.5', '--day', '2019-03-31'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('recorded 1234.5 for indicator 107');
    const history = sandbox.store.where('indicator_history', 'indicator_id', 107).find((row) => row.day === '2019-03-31');
    expect(readDecimal(history?.value)).toBe(1234.5);
  });

  it('refuses `update indicator 107 goal="1,5"`: a decimal comma is never read, the number is said with a point', async () => {
    const before = sandbox.store.get('indicator', 107)?.goal;
    const result = await runInProcess(['update', 'indicator', '107', 'goal=1,5'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'hoshin: goal: "1,5" is not a number\n' +
        '  A comma is read only between thousands, as in 1,234.5. The decimal point is\n' +
        '    a point. Write 1.5.\n',
    );
    expect(writes()).toEqual([]);
    expect(sandbox.store.get('indicator', 107)?.goal).toBe(before);
  });

  it('refuses a CSV cell "1,234" by its line and sends nothing; "1,234.5" and "2,000,000" are read', async () => {
    const file = join(String(env.HOME), 'commas.csv');
    writeFileSync(file, 'indicator_id,day,value\n107,2019-04-30,"1,234.5"\n107,2019-05-31,"1,234"\n107,2019-06-30,"2,000,000"\n');
    const result = await runInProcess(['record', '--csv', file], env);
    expect(result.code).toBe(2);
    expect(result.stderr.replace(/\n {4}/g, ' ')).toContain(
      'line 3: value: "1,234" could be 1234 (a comma between thousands) or 1.234 (a decimal comma); write 1234 or 1.234',
    );
    expect(result.stderr).not.toContain('line 2');
    expect(result.stderr).not.toContain('line 4');
    expect(sandbox.stats.requests).toBe(0);
  });
});
