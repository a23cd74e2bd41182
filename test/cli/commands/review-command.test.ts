// `hoshin review` refuses what it cannot hold before anything is opened or sent: a kind that is not
// a plan scope, a month that is not one or has not come, standard input that is not a terminal.
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../../helpers/cli-in-process.js';
import { isolatedDirs } from '../../helpers/cli.js';

const env = { ...isolatedDirs(), HOSHIN_BASE_URL: 'http://127.0.0.1:9', HOSHIN_APP_KEY: 'k', HOSHIN_APP_SECRET: 's' };

describe('hoshin review', () => {
  it.each([
    [['review', 'goal', '41'], 'kind: "goal" is not a plan scope\n  Give a hoshin, an area or an objective.'],
    [['review', 'hoshin', 'x'], 'hoshin id'],
    [['review', 'hoshin', '11', '--month', '2026-13'], '--month: "2026-13" is not a month'],
    [['review', 'hoshin', '11', '--month', '2999-01'], '--month: "2999-01" has not come yet'],
    [['review', 'hoshin', '11', 'extra'], 'argument: "extra" is not expected here'],
  ])('refuses %j with exit 2 and one line', async (argv, said) => {
    const result = await runInProcess(argv, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(said);
    expect(result.stdout).toBe('');
  });

  it('needs a terminal: the meeting is walked in the console; without one it names hoshin report', async () => {
    const result = await runInProcess(['review', 'hoshin', '11'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the review meeting needs a terminal, but standard input is not one');
    expect(result.stderr).toContain('hoshin report hoshin 11 writes the review pack');
  });
});
