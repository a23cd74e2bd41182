// Plan health is one figure whoever shows it: `hoshin health` and the console's header word a
// hoshin's counters with the one rule (whole percent), so 75.85 is 76% in both, never 75.9% in one.
import { afterEach, describe, expect, it } from 'vitest';
import { planHealth } from '../../source/domain/health.js';
import type { RunningSandbox } from '../../source/sandbox/server.js';
import { healthText } from '../../source/tui/review/health-line.js';
import { runInProcess, startDemoService, type Row } from '../helpers/cli-in-process.js';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

// Objectives 75, indicators 83.3, tasks 69.2: overall 75.85.
const COUNTERS = {
  objectives_count: 12,
  indicators_count: 12,
  tasks_count: 13,
  neglected_objectives_count: 2,
  blind_objectives_count: 1,
  outdated_indicators_count: 2,
  outdated_tasks_count: 4,
};

describe('plan health in the CLI and the console', () => {
  it('is the same whole percentage in both', async () => {
    const { sandbox, env } = await startDemoService();
    running.push(sandbox);
    const hoshin = { ...(sandbox.store.get('hoshin', 11) as Row), ...COUNTERS };
    sandbox.store.put('hoshin', hoshin);
    const result = await runInProcess(['health', '11'], env);
    expect([0, 7]).toContain(result.code);
    const header = healthText(planHealth(hoshin), 200, '·', '2026-11-28');
    expect(header).toMatch(/^plan health 76% · objectives 75% .* indicators 83% .* tasks 69% /);
    expect(result.stdout).toMatch(/Overall\s+76%/);
    expect(result.stdout).toMatch(/Objectives\s+75%/);
    expect(result.stdout).toMatch(/Indicators\s+83%/);
    expect(result.stdout).toMatch(/Tasks\s+69%/);
    expect(result.stdout).not.toMatch(/\d\.\d%/);
    // JSON keeps the figure as computed.
    const json = await runInProcess(['health', '11', '--json'], env);
    expect(JSON.parse(json.stdout).overall).toBe(75.9);
  });
});
