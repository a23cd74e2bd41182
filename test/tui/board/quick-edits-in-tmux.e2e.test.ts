// The quick edits with the real executable in a real terminal (a private tmux, 80x24) against a sandbox on
// loopback: recording an indicator value, a refused duplicate day, moving a task on the board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../source/domain/dates.js';
import { indicatorFigures } from '../../../source/domain/indicator.js';
import { progressText } from '../../../source/domain/progress.js';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { literal, openFromStart as open, startConsoleAgainstDemo, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';
import { dayForValue } from '../../../source/domain/value-day.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/board/quick-edits-in-tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;
const PROFILE = 't5';

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo({ indexedProfile: PROFILE }));
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

const today = localDay(Date.now());

/** The detail pane's figures ("86.4, goal 85 · progress 104% on track …"), its two wrapped rows read as one. */
function figuresLine(screen: readonly string[]): string {
  // The detail pane's part of a row (the list's row may hold ", goal " too).
  const pane = (line: string | undefined) =>
    (line ?? '')
      .replace(/^.*│(?=[^│]*│$)/, '')
      .replace(/│$/, '')
      .trim();
  const at = screen.findIndex((line) => pane(line).includes(', goal '));
  if (at < 0) return '';
  return `${pane(screen[at])} ${pane(screen[at + 1])}`;
}

function checkFrame(screen: readonly string[]): void {
  expect(screen.length).toBeLessThanOrEqual(24);
  for (const line of screen) expect([...line].length).toBeLessThanOrEqual(80);
}

describe.skipIf(skipReason !== undefined)('quick edits in a real terminal', () => {
  it('records a value with v: the chart, the table and the percentage change', async () => {
    const indicator = sandbox.store.all('indicator').find((i) => i.frequency === 'monthly' && Number(i.value) > 0)!;
    const id = Number(indicator.id);
    const goal = Number(indicator.goal);
    const worst = Number(indicator.worst_value);
    const before = `progress ${progressText(indicatorFigures(indicator, today).progress)}`;
    // The day the form offers: today, or the update due within the week (value-day.ts, one rule).
    const { day } = dayForValue(indicator, today);
    // Half way between worst value and goal: 50 %.
    const half = (goal + worst) / 2;
    const term = server.start(['--profile', PROFILE]);
    try {
      await open(term, 'indicator', id);
      await term.waitFor((screen) => figuresLine(screen).includes(before));
      const chartBefore = term
        .screen()
        .filter((line) => /[\u2801-\u28ff]/.test(line))
        .join('\n');
      expect(chartBefore).not.toBe('');

      term.keys('v');
      await term.waitFor('Record a value of');
      await term.waitFor(day);
      await term.waitForRow(new RegExp(`^›Day \\*\\s+${day}$`));
      term.keys('Down');
      await term.waitForRow(/^›Value \*$/);
      term.type(String(half));
      await term.waitForRow(new RegExp(`^›Value \\*\\s+${literal(String(half))}$`));
      await term.waitFor(String(half));
      term.keys('C-s');
      await term.waitFor(`recorded ${half}`);
      await term.waitFor((screen) => figuresLine(screen).includes('progress 50% behind'));
      const screen = term.screen();
      checkFrame(screen);
      expect(figuresLine(screen)).not.toContain(before);
      // The newest row of the table is the recorded one; the chart was redrawn with it.
      const heading = screen.findIndex((line) => line.includes('Day') && line.includes('Value'));
      // Above the values, the next update not due yet; then the newest value.
      expect(screen.slice(heading + 1).find((line) => /\d{4}-\d\d-\d\d\s+\d/.test(line))).toContain(day);
      expect(screen.filter((line) => /[\u2801-\u28ff]/.test(line)).join('\n')).not.toBe(chartBefore);
      const stored = sandbox.store.where('indicator_history', 'indicator_id', id).filter((h) => h.day === day);
      expect(stored.map((h) => Number(h.value))).toEqual([half]);
      expect(Number(sandbox.store.get('indicator', id)!.value)).toBe(half);

      checkFrame(term.screen());
    } finally {
      term.kill();
    }
  });

  it('refuses a day that already has a value clearly, sends nothing, and offers to edit that value', async () => {
    const indicator = sandbox.store.all('indicator').filter((i) => i.frequency === 'monthly')[1]!;
    const id = Number(indicator.id);
    const newest = sandbox.store
      .where('indicator_history', 'indicator_id', id)
      .sort((a, b) => String(b.day).localeCompare(String(a.day)))[0]!;
    const count = sandbox.store.where('indicator_history', 'indicator_id', id).length;
    const term = server.start(['--profile', PROFILE]);
    try {
      await open(term, 'indicator', id);
      term.keys('v');
      await term.waitFor('Record a value of');
      // The day starts filled in (today): emptied, then typed.
      await term.waitForRow(/^›Day \*\s+\d{4}-\d{2}-\d{2}$/);
      term.keys('C-u');
      await term.waitForRow(/^›Day \*$/);
      term.type(String(newest.day));
      await term.waitForRow(new RegExp(`^›Day \\*\\s+${literal(String(newest.day))}$`));
      term.keys('Down');
      await term.waitForRow(/^›Value \*$/);
      term.type('1');
      await term.waitFor((screen) => screen.some((line) => /Value \* 1$/.test(line)));
      term.keys('C-s');
      await term.waitFor(`${newest.day} already has a value (${Number(newest.value)}). Edit it?`);
      checkFrame(term.screen());
      expect(sandbox.store.where('indicator_history', 'indicator_id', id)).toHaveLength(count);
      expect(sandbox.store.get('indicator_history', Number(newest.id))!.value).toEqual(newest.value);
      // Edit that value instead: its form opens with the value just typed, as a change.
      term.keys('Tab');
      await term.waitFor('[ Edit that value ]');
      term.keys('Enter');
      await term.waitFor(`Edit history value ${newest.day}`);
      await term.waitFor((screen) => screen.some((line) => /Value \*?\s+1$/.test(line)));
      term.keys('Escape');
      await term.waitFor('Discard changes?');
      term.keys('Tab');
      await term.waitFor('[ Discard ]');
      term.keys('Enter');
      await term.waitFor((lines) => !lines.some((line) => line.includes('Edit history value')));
    } finally {
      term.kill();
    }
  });

  it('moves a task to completed on the board', async () => {
    const task = sandbox.store.all('task').find((t) => t.status === 'active')!;
    const id = Number(task.id);
    const term = server.start(['--profile', PROFILE]);
    try {
      await open(term, 'task', id);
      term.keys('t');
      await term.waitFor('▸ active');
      await term.waitFor(`tasks of objective`);
      checkFrame(term.screen());
      term.keys('>');
      await term.waitFor('▸ completed');
      await term.waitFor(`moved task “${String(task.name)}” to completed`.slice(0, 60));
      expect(sandbox.store.get('task', id)!.status).toBe('completed');
      term.keys('q');
      await term.waitFor((screen) => !screen.some((line) => line.includes('▸ completed')));
    } finally {
      term.kill();
    }
  });
});
