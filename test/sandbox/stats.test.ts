// What a running sandbox counts: every answered request by status, a log of method, path and
// status (never the query), and reuses of a signed target in both flavours.
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_FLAVOURS } from '../../source/sandbox/flavour.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { SignedTargetMemory } from '../../source/sandbox/signed-targets.js';
import { call, send, signedTarget, withSandbox } from './helpers.js';

const opened: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function open(options: Parameters<typeof withSandbox>[0]): Promise<RunningSandbox> {
  const sandbox = await withSandbox(options);
  opened.push(sandbox);
  return sandbox;
}

describe('stats', () => {
  for (const flavour of SANDBOX_FLAVOURS) {
    it(`${flavour}: counts every answer, 302 /login and 401 included, and logs paths without the query`, async () => {
      const sandbox = await open({ flavour });
      expect(sandbox.stats).toEqual({ requests: 0, byStatus: {}, reusedSignedUrls: 0, log: [] });
      await call(sandbox, 'GET', '/companies');
      await call(sandbox, 'POST', '/companies', { body: { name: 'Acme' } });
      await send('/companies', sandbox, 'GET'); // no app key: 401
      await fetch(`${sandbox.url}/companies`, { redirect: 'manual' }).then((r) => r.text()); // a browser: 302 /login
      await call(sandbox, 'GET', '/nothing/here');
      expect(sandbox.stats.requests).toBe(5);
      expect(sandbox.stats.byStatus).toEqual({ 200: 2, 401: 1, 302: 1, 404: 1 });
      expect(sandbox.stats.log).toEqual([
        { method: 'GET', path: '/companies', status: 200 },
        { method: 'POST', path: '/companies', status: 200 },
        { method: 'GET', path: '/companies', status: 401 },
        { method: 'GET', path: '/companies', status: 302 },
        { method: 'GET', path: '/nothing/here', status: 404 },
      ]);
      expect(JSON.stringify(sandbox.stats)).not.toContain('signature');
      expect(sandbox.stats.reusedSignedUrls).toBe(0);
    });

    it(`${flavour}: counts a signed target that comes back, and resetStats starts again in the same object`, async () => {
      const sandbox = await open({ flavour });
      const stats = sandbox.stats;
      const target = signedTarget(sandbox, '/companies');
      const first = await send(target, sandbox, 'GET');
      const second = await send(target, sandbox, 'GET');
      expect(first.status).toBe(200);
      // The spec flavour refuses the replay (code 7); the real service has no such check.
      expect(second.status).toBe(flavour === 'spec' ? 401 : 200);
      if (flavour === 'spec') expect(second.json.code).toBe(7);
      expect(stats.reusedSignedUrls).toBe(1);
      // A fresh signature for the same path is not a reuse.
      expect((await call(sandbox, 'GET', '/companies')).status).toBe(200);
      expect(stats.reusedSignedUrls).toBe(1);
      sandbox.resetStats();
      expect(sandbox.stats).toBe(stats);
      expect(stats).toEqual({ requests: 0, byStatus: {}, reusedSignedUrls: 0, log: [] });
      // The memory of targets outlives a reset: the third arrival is still a reuse.
      await send(target, sandbox, 'GET');
      expect(stats).toMatchObject({ requests: 1, reusedSignedUrls: 1 });
    });
  }

  it('logs a reused target with the words REUSED signed URL, its signature redacted', async () => {
    const lines: string[] = [];
    const sandbox = await open({ flavour: 'hoshinplan', log: (line) => lines.push(line) });
    const target = signedTarget(sandbox, '/companies');
    await send(target, sandbox, 'GET');
    await send(target, sandbox, 'GET');
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('REUSED');
    expect(lines[1]).toMatch(/^GET \/companies\?app_key=\w+&timestamp=\S+&signature=\[redacted\] -> 200 \(REUSED signed URL\)$/);
    const signature = target.slice(target.lastIndexOf('&signature=') + '&signature='.length);
    expect(signature).toHaveLength(44);
    expect(lines.join('\n')).not.toContain(signature);
  });

  it('does not count an unsigned request that repeats', async () => {
    const sandbox = await open({ flavour: 'hoshinplan' });
    await send('/companies', sandbox, 'GET');
    await send('/companies', sandbox, 'GET');
    expect(sandbox.stats).toMatchObject({ requests: 2, reusedSignedUrls: 0 });
  });
});

describe('SignedTargetMemory', () => {
  const T0 = Date.parse('2026-01-01T00:00:00Z');

  it('knows a target for 300 s after it last arrived', () => {
    const memory = new SignedTargetMemory();
    expect(memory.arrive('/a?signature=1', T0)).toBe(false);
    expect(memory.arrive('/a?signature=1', T0 + 200_000)).toBe(true);
    expect(memory.arrive('/a?signature=1', T0 + 500_000)).toBe(true);
    expect(memory.arrive('/a?signature=1', T0 + 800_001)).toBe(false);
  });

  it('forgets what is older than 300 s and stays within its capacity', () => {
    const memory = new SignedTargetMemory(2);
    memory.arrive('/a', T0);
    memory.arrive('/b', T0 + 1);
    memory.arrive('/c', T0 + 2);
    expect(memory.size).toBe(2);
    expect(memory.arrive('/a', T0 + 3)).toBe(false);
    memory.arrive('/d', T0 + 400_000);
    expect(memory.size).toBe(1);
    expect(() => new SignedTargetMemory(0)).toThrow(/positive integer/);
  });
});
