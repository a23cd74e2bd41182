// A service that turns requests away (429) from a script: the exit code says to try later (5), not
// that the input was wrong (2); a read waits within --timeout; record --csv stops at the first
// rate limit instead of sending every later row into it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { startAnswerProxy, type AnswerProxy } from '../helpers/answer-proxy.js';
import { runInProcess, startDemoService } from '../helpers/cli-in-process.js';

const TOO_MANY = { status: 429, error: 'Too Many Requests' };

let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
let proxy: AnswerProxy;

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
  proxy = await startAnswerProxy(sandbox.url);
  env = { ...env, HOSHIN_BASE_URL: proxy.url };
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});

describe('a service turning requests away', () => {
  it('ends a read whose wait does not fit in --timeout with exit 5 and the wait asked, at once', async () => {
    proxy.decide = () => ({ type: 'answer', status: 429, json: TOO_MANY, headers: { 'Retry-After': '90' } });
    const result = await runInProcess(['list', 'companies', '--timeout', '5', '--json'], env);
    expect(result.code).toBe(5);
    expect(JSON.parse(result.stderr)).toEqual({
      error: {
        code: 5,
        kind: 'rate_limited',
        message: `${new URL(proxy.url).host} is turning requests away (429 Too Many Requests); it asks to wait 90 s, more than is left of --timeout (5 s)`,
      },
    });
  });

  it('stops record --csv at the first rate limit: later rows are not attempted, and not sent', async () => {
    proxy.decide = (request) =>
      request.method === 'POST' ? { type: 'answer', status: 429, json: TOO_MANY, headers: { 'Retry-After': '60' } } : { type: 'forward' };
    const [first, second] = sandbox.store.all('indicator') as { id: number }[];
    const dir = mkdtempSync(join(tmpdir(), 'hoshin-rate-limit-'));
    const file = join(dir, 'values.csv');
    writeFileSync(file, ['indicator_id,day,value', `${first?.id},2026-06-30,10`, `${second?.id},2026-06-30,20`].join('\n'));
    const before = proxy.arrived.length;
    try {
      const result = await runInProcess(['record', '--csv', file, '--json'], env);
      expect(result.code).toBe(5);
      expect(proxy.arrived.slice(before).filter((request) => request.method === 'POST')).toHaveLength(1);
      expect(result.stdout).toContain('is turning requests away (429 Too Many Requests); it asks to wait 60 s; nothing was changed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
