// `hoshin health` says when the service computed the figures as a person reads a time: to the
// minute, in UTC, with its age; never the service's ISO text with milliseconds. A text that is
// no time is shown as sent, made safe.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

async function healthWith(computedAt: string): Promise<string> {
  const { sandbox, env } = await startDemoService();
  running.push(sandbox);
  sandbox.store.put('hoshin', { ...(sandbox.store.get('hoshin', 11) as Row), health_updated_at: computedAt });
  const result = await runInProcess(['health', '11'], env);
  expect([0, 7]).toContain(result.code);
  return result.stdout.split('\n')[0] ?? '';
}

describe('when plan health was computed', () => {
  it('is a time to the minute with its age', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000 - 90_000);
    const iso = threeHoursAgo.toISOString();
    const first = await healthWith(iso);
    expect(first).toContain(`, computed ${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC (3 h ago)`);
    expect(first).not.toMatch(/T\d\d:\d\d:\d\d/);
  });

  it('shows a text that is no time as sent, without its control characters', async () => {
    const first = await healthWith('yesterday\u001b[2J');
    expect(first).toMatch(/computed yesterday/);
    expect(first).not.toContain('\u001b');
  });
});
