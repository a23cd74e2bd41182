// The monthly review with the real executable in a real terminal (a private tmux, 80x24) against a
// sandbox on loopback: the bowling chart (b) with its marks, a countermeasure (c) on a red cell saved
// with ctrl-s, the due queue (u) recording a value and moving on, and a value recorded with v.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, localDay } from '../../../source/domain/dates.js';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { openFromStart as open, startConsoleAgainstDemo, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';
import { dayForValue } from '../../../source/domain/value-day.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/review/monthly-review-in-tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;
const PROFILE = 'review';
const HOSHIN = 11;
const today = localDay(Date.now());

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo({ indexedProfile: PROFILE }));
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

function checkFrame(screen: readonly string[]): void {
  expect(screen.length).toBeLessThanOrEqual(24);
  for (const line of screen) expect([...line].length).toBeLessThanOrEqual(80);
}

/** The position of the due walk in its title ("· 3 of 7"). */
const dueAt = (screen: readonly string[]): number => Number(/Due queue of .* (\d+) of \d+/.exec(screen.join('\n'))?.[1]);

describe.skipIf(skipReason !== undefined)('the monthly review in a real terminal', () => {
  it('b draws the chart with +, x and the empty months told apart; c on a red cell opens the task form prefilled; ctrl-s creates the task', async () => {
    const energy = sandbox.store.all('indicator').find((indicator) => indicator.name === 'Energy per pump (kWh)')!;
    const term = server.start(['--profile', PROFILE]);
    try {
      await open(term, 'hoshin', HOSHIN);
      term.keys('b');
      await term.waitFor('Bowling chart of hoshin');
      await term.waitFor('refreshed the indicators of 12 objectives');
      const screen = term.screen();
      checkFrame(screen);
      // Cells read without colour: + met the goal, x below it; this month's is not due yet: blank.
      const oee = screen.find((line) => line.includes('OEE line 2 (%)')) ?? '';
      expect(oee).toMatch(/x\d+ .*\+104 +│$/);
      // The texts under the chart wrap: read as one.
      const flat = (lines: readonly string[]) => lines.map((line) => line.replace(/^│|│$/g, '').trim()).join(' ');
      expect(flat(screen)).toContain('+ met, x below (progress %), . not known here, ! not recorded, blank: not due');
      // Every month of the demo plan is known here (the quarterly indicator's between quarters are blank).
      expect(flat(screen)).not.toMatch(/months not known here/);

      // Energy per pump is below its goal every month: its latest month is red.
      term.keys('j');
      await term.waitFor((lines) => lines.some((line) => line.startsWith('│› Energy per pum')));
      await term.waitFor((lines) => /Energy per pump \(kWh\), \w+ \d{4}: .*, below the goal/.test(flat(lines)));
      term.keys('c');
      await term.waitFor('New task under objective');
      // The name is longer than the field: its end shows, the figure with its name.
      await term.waitForRow(/^›Name \*.*Energy per pump \(kWh\) at \d+% progress in \w+ \d{4}$/);
      await term.waitForRow(new RegExp(`^ Deadline\\s+${addMonths(today, 1)}$`));
      await term.waitForRow(/^ Status\s+active$/);
      checkFrame(term.screen());
      term.keys('C-s');
      await term.waitFor('created task “Countermeasure: Energy per pump');
      const created = sandbox.store.all('task').filter((task) => String(task.name).startsWith('Countermeasure: Energy per pump'));
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        objective_id: energy.objective_id,
        status: 'active',
        deadline: addMonths(today, 1),
        responsible_id: energy.responsible_id,
      });
      // Back on the chart.
      await term.waitFor('Bowling chart of hoshin');
      checkFrame(term.screen());
    } finally {
      term.kill();
    }
  });

  it('u walks the due queue: a typed value and Enter record it and the walk moves on', async () => {
    const term = server.start(['--profile', PROFILE]);
    try {
      await open(term, 'hoshin', HOSHIN);
      term.keys('u');
      await term.waitFor((lines) => dueAt(lines) === 1);
      // On to the first indicator (tasks are skipped with n).
      while (!term.text().includes('Value: ')) {
        const at = dueAt(term.screen());
        term.keys('n');
        await term.waitFor((lines) => dueAt(lines) === at + 1);
      }
      checkFrame(term.screen());
      const id = Number(/#(\d+)/.exec(term.text())![1]);
      // The day the value is for: the update the indicator waits for, or today.
      const day = /for (\d{4}-\d{2}-\d{2})/.exec(term.text())![1]!;
      expect(day <= today).toBe(true);
      const at = dueAt(term.screen());
      term.type('42');
      await term.waitFor('Value: 42▏');
      term.keys('Enter');
      await term.waitFor('recorded 42 for');
      await term.waitFor((lines) => dueAt(lines) === at + 1 || lines.join('\n').includes('the due queue is done'));
      const stored = sandbox.store.where('indicator_history', 'indicator_id', id).filter((history) => history.day === day);
      expect(stored.map((history) => Number(history.value))).toEqual([42]);
      expect(sandbox.store.get('indicator', id)!.last_update).toBe(day);
      checkFrame(term.screen());
    } finally {
      term.kill();
    }
  });

  it('v records a value of the selected indicator', async () => {
    const indicator = sandbox.store.all('indicator').find((candidate) => candidate.name === 'OEE line 2 (%)')!;
    const id = Number(indicator.id);
    // The day the form offers: today, or the update due within the week (value-day.ts, one rule).
    const { day } = dayForValue(indicator, today);
    const term = server.start(['--profile', PROFILE]);
    try {
      await open(term, 'indicator', id);
      term.keys('v');
      await term.waitFor('Record a value of');
      await term.waitForRow(new RegExp(`^›Day \\*\\s+${day}$`));
      term.keys('Down');
      await term.waitForRow(/^›Value \*$/);
      term.type('85');
      await term.waitForRow(/^›Value \*\s+85$/);
      term.keys('C-s');
      await term.waitFor('recorded 85 for');
      const stored = sandbox.store.where('indicator_history', 'indicator_id', id).filter((history) => history.day === day);
      expect(stored.map((history) => Number(history.value))).toEqual([85]);
      checkFrame(term.screen());
    } finally {
      term.kill();
    }
  });
});
