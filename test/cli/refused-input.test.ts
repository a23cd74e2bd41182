// Bad input is refused before anything is sent: hoshin run in process against a sandbox that
// counts every request it answers, in both flavours.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

describe.each<SandboxFlavour>(['spec', 'hoshinplan'])('input refused before sending (%s sandbox)', (flavour) => {
  let sandbox: RunningSandbox;
  let env: Record<string, string>;
  let indicatorId: number;
  let taskId: number;
  let objectiveId: number;

  const hoshin = (...args: string[]) => runHoshinInProcess(args, { env });
  const file = (name: string, bytes: string | Buffer): string => {
    const path = join(env.HOME as string, name);
    writeFileSync(path, bytes);
    return path;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour });
    env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    indicatorId = Number(sandbox.store.all('indicator')[0]!.id);
    taskId = Number(sandbox.store.all('task')[0]!.id);
    objectiveId = Number(sandbox.store.all('objective')[0]!.id);
  });
  beforeEach(() => {
    sandbox.resetStats();
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('a CSV comment holding ESC or NUL, a tab, or 256 characters is refused by line; nothing reaches the service', async () => {
    const rows = [
      'indicator_id,day,value,comment',
      `${indicatorId},2026-09-30,5,fine`,
      `${indicatorId},2026-10-31,6,"title \u001b]0;owned\u0007 here"`,
      `${indicatorId},2026-08-31,7,nul\u0000byte`,
      `${indicatorId},2026-07-31,8,"tab\there"`,
      `${indicatorId},2026-06-30,9,${'c'.repeat(256)}`,
      `${indicatorId},2026-05-31,10,"two\nlines"`,
    ];
    const result = await hoshin('record', '--csv', file('bad.csv', `${rows.join('\n')}\n`));
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('has 5 rows refused; nothing was sent');
    expect(result.stderr.replace(/\n {4}/g, ' ')).toContain('line 3: comment: holds the control character U+001B (ESC) at character 7');
    expect(result.stderr.replace(/\n {4}/g, ' ')).toContain('line 4: comment: holds the control character U+0000 (NUL) at character 4');
    expect(result.stderr.replace(/\n {4}/g, ' ')).toContain('line 5: comment: holds the control character U+0009 (tab) at character 4');
    expect(result.stderr.replace(/\n {4}/g, ' ')).toContain('line 6: comment: is 256 characters long; the service takes at most 255');
    expect(result.stderr.replace(/\n {4}/g, ' ')).toContain('line 8: comment: holds the control character U+000A (newline) at character 4');
    expect(sandbox.stats.requests).toBe(0);
  });

  it('a CSV file that is not UTF-8 is refused by line, not read with replacement characters', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`indicator_id,day,value,comment\n${indicatorId},2026-10-31,6,ok\n${indicatorId},2026-09-30,5,`),
      Buffer.from([0x63, 0x61, 0x66, 0xe9]),
      Buffer.from('\n'),
    ]);
    const result = await hoshin('record', '--csv', file('latin1.csv', latin1));
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('line 3: is not UTF-8 text');
    expect(result.stderr).toContain('nothing was sent');
    expect(result.stderr).not.toContain('\ufffd');
    expect(sandbox.stats.requests).toBe(0);
  });

  it('typed values: ESC in a name, a newline in a one-line field, a long description, a goal that loses precision', async () => {
    const cases: [string[], string][] = [
      [
        ['update', 'task', String(taskId), 'name=Call \u001b[2J them'],
        'name: "Call ^[[2J them" holds the control character U+001B (ESC) at character 6',
      ],
      [
        ['update', 'task', String(taskId), 'name=two\nlines'],
        'name: "two^Jlines" holds the control character U+000A (newline) at character 4',
      ],
      [
        ['update', 'task', String(taskId), `description=${'d'.repeat(65_536)}`],
        'is 65,536 characters long\n  The service takes at most 65,535.',
      ],
      [
        ['create', 'indicator', '--parent', String(objectiveId), 'name=Big', 'goal=12345678901234567890123'],
        'goal: "12345678901234567890123" cannot be sent exactly\n  It would reach the service as 1.2345678901234568e+22.',
      ],
      [
        ['record', String(indicatorId), '5', '--comment', 'bell\u0007'],
        'comment: "bell^G" holds the control character U+0007 (BEL) at character 5',
      ],
    ];
    for (const [args, message] of cases) {
      const result = await hoshin(...args);
      expect(result.code, `${args[0]}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toContain(message);
      expect(
        result.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('  ')),
      ).toHaveLength(1);
    }
    expect(sandbox.stats.requests).toBe(0);
  });

  it('a multi-line description keeps its tab and newlines, and is sent', async () => {
    const result = await hoshin('update', 'task', String(taskId), 'description=first\n\tsecond', '--json');
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { description: string }).description).toBe('first\n\tsecond');
  });
});
