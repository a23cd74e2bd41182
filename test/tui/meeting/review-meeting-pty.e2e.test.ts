// The monthly review of the demo plan, end to end on a real pty through the built executable: the
// meeting starts (saying what is not known here), two decisions are taken (an explanation written
// and the item escalated; a countermeasure started and the item reviewed), the meeting is left,
// resumed where it stopped in a new process, and finished; then the service holds the task and the
// comment, and the review pack carries the decisions, in Markdown and in HTML read by headless
// Chromium.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { LocalIndex } from '../../../source/index/model.js';
import { monthsEnding } from '../../../source/domain/bowling.js';
import { localDay } from '../../../source/domain/dates.js';
import { defaultPackMonth } from '../../../source/usecases/review-pack.js';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { Browser, chromiumMissing } from '../../helpers/chromium.js';
import { runInProcess, startDemoService } from '../../helpers/cli-in-process.js';
import { consoleEnvironment, EXECUTABLE, spawnOnPty, type PtyProgram } from '../../helpers/pty.js';

const MONTH = defaultPackMonth(localDay(Date.now()));
const COMMENT = 'Press 4 was down for two weeks';
let sandbox: RunningSandbox;
let env: NodeJS.ProcessEnv;
const dir = mkdtempSync(join(tmpdir(), 'hoshin-meeting-'));

beforeAll(async () => {
  ({ sandbox, env } = await startDemoService());
  // The plan as the laptop that built it knows it: the service lists neither objectives nor history values.
  const index = new LocalIndex();
  recordSandboxInIndex(sandbox.store, index);
  const plan = join(dir, 'plan.json');
  writeFileSync(plan, JSON.stringify(index.exportIndex()));
  const imported = await runInProcess(['index', 'import', plan], env);
  expect(imported.code, imported.stderr).toBe(0);
  // The values of the month and the one before, opened by id as the team that recorded them has them.
  const months = [MONTH, monthsEnding(MONTH, 2)[0]];
  for (const history of sandbox.store.all('indicator_history')) {
    if (!months.includes(String(history.day).slice(0, 7))) continue;
    const opened = await runInProcess(['get', 'indicator_history', String(history.id)], env);
    expect(opened.code, opened.stderr).toBe(0);
  }
});
afterAll(async () => {
  await sandbox.close();
  for (const place of [dir, env.HOSHIN_STATE_DIR, env.HOSHIN_CONFIG_DIR, env.HOME])
    if (place) rmSync(place, { recursive: true, force: true });
});

function review(columns = 100, rows = 30): PtyProgram {
  return spawnOnPty(process.execPath, [EXECUTABLE, 'review', 'hoshin', '11'], {
    columns,
    rows,
    env: consoleEnvironment(
      {},
      {
        HOME: env.HOME,
        HOSHIN_CONFIG_DIR: env.HOSHIN_CONFIG_DIR,
        HOSHIN_STATE_DIR: env.HOSHIN_STATE_DIR,
        HOSHIN_BASE_URL: env.HOSHIN_BASE_URL,
        HOSHIN_APP_KEY: env.HOSHIN_APP_KEY,
        HOSHIN_APP_SECRET: env.HOSHIN_APP_SECRET,
      },
    ),
  });
}

const shows = (pattern: RegExp) => (screen: string[]) => pattern.test(screen.join('\n'));

async function quit(program: PtyProgram): Promise<void> {
  program.write('q');
  expect((await program.exited).exitCode).toBe(0);
}

// The HTML pack is read in Chromium: without it the test is skipped (and fails under CI=true).
const skipReason = chromiumMissing();

describe.skipIf(skipReason !== undefined)('the monthly review meeting on a pty', () => {
  it('starts, decides on two items, is left, resumes where it stopped, finishes; the service and the packs hold the decisions', async () => {
    const tasksBefore = sandbox.store.all('task').length;
    const first = review();
    let count: number;
    try {
      await first.waitFor('What the service counts that is not known here:');
      await first.waitFor(shows(/enter begins at 1 of \d+\./));
      count = Number(/enter begins at 1 of (\d+)\./.exec(first.text())?.[1]);
      expect(count).toBeGreaterThan(3);
      first.write('\r');
      await first.waitFor(shows(new RegExp(`· 1 of ${count}`)));
      expect(first.text()).toMatch(/x .+: red in \w+ \d{4}, progress/);
      // Item 1: the month's explanation, then escalated.
      first.write('x');
      await first.waitFor("The month's explanation");
      first.write(COMMENT);
      await first.waitFor(COMMENT);
      first.write('\r');
      await first.waitFor(shows(/the explanation of .+ is written/));
      await first.waitFor(`Explanation: ${COMMENT}`);
      first.write('e');
      await first.waitFor(shows(new RegExp(`· 2 of ${count}`)));
      // Item 2: a countermeasure, prefilled, then reviewed.
      first.write('c');
      await first.waitFor('Countermeasure (owner and deadline prefilled');
      await first.waitFor('Countermeasure: ');
      first.write('\r');
      await first.waitFor(shows(/started: Countermeasure: /));
      first.write('\r');
      await first.waitFor(shows(new RegExp(`· 3 of ${count}`)));
      await quit(first);
    } finally {
      first.close();
    }

    const second = review(80, 24);
    try {
      await second.waitFor(shows(new RegExp(`Resumed: 1 reviewed, 1 to escalate\\. enter goes on at 3 of ${count}\\.`)));
      second.write('\r');
      await second.waitFor(shows(new RegExp(`· 3 of ${count}`)));
      for (let position = 3; position <= count; position += 1) {
        second.write('\r');
        await second.waitFor(shows(position === count ? /summary \(\d+ items walked\)/ : new RegExp(`· ${position + 1} of ${count}`)));
      }
      await second.waitFor(shows(/Green in \w+ \d{4}: \d+ indicators? met the goal/));
      await second.waitFor(shows(new RegExp(`The walk: ${count} items, ${count - 1} reviewed, 1 to escalate, 0 not marked`)));
      await quit(second);
    } finally {
      second.close();
    }

    // The service holds the decisions.
    const started = sandbox.store.all('task').slice(tasksBefore);
    expect(started.map((task) => String(task.name))).toEqual([expect.stringMatching(/^Countermeasure: .+ at .+ in \w+ \d{4}$/)]);
    expect(started[0]).toMatchObject({ status: 'active' });
    expect(sandbox.store.all('indicator_history').filter((history) => history.comment === COMMENT)).toHaveLength(1);

    // The minutes, in Markdown.
    const markdown = await runInProcess(['report', 'hoshin', '11', '--format', 'md', '--out', '-'], env);
    expect(markdown.code, markdown.stderr).toBe(7);
    const minutes = markdown.stdout.slice(markdown.stdout.indexOf('## Decisions of the review'));
    expect(minutes).toMatch(
      /^## Decisions of the review, \w+ \d{4}\n\n3 decisions; \d+ of \d+ items gone through \(\d+ reviewed, 1 to escalate\)\./,
    );
    expect(minutes).toMatch(
      /\| countermeasure started \| .+ \| Countermeasure: .+, deadline \d{4}-\d{2}-\d{2} \| \w[^|]+ \| \d{4}-\d{2}-\d{2} \|/,
    );
    expect(minutes).toMatch(new RegExp(`\\| comment written \\| .+ \\| ${COMMENT} \\| \\w[^|]+ \\| \\d{4}-\\d{2}-\\d{2} \\|`));
    expect(minutes).toMatch(/\| escalated \| .+ \| to escalate: cannot be solved at this level \| \w[^|]+ \| \d{4}-\d{2}-\d{2} \|/);

    // And in HTML, as a browser shows it.
    const file = join(dir, 'pack.html');
    const html = await runInProcess(['report', 'hoshin', '11', '--out', file], env);
    expect(html.code, html.stderr).toBe(7);
    const browser = new Browser();
    try {
      const page = await browser.open(pathToFileURL(file).href, 1280);
      expect(await page.evaluate<string[]>("[...document.querySelectorAll('main > section')].map((s) => s.id)")).toEqual([
        'overview',
        'health',
        'chart',
        'reds',
        'decisions',
        'due',
        // The demo's plan sits under a group plan: the pack ends with the cascade.
        'cascade',
      ]);
      const rows = await page.evaluate<string[][]>(
        "[...document.querySelectorAll('#decisions tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))",
      );
      expect(rows.map((row) => row[0])).toEqual(['comment written', 'countermeasure started', 'escalated']);
      expect(rows[0]?.[2]).toBe(COMMENT);
      for (const row of rows) expect(row[3]).not.toBe('no one named');
      const sizes = await page.evaluate<{ page: number; view: number }>(
        '({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth })',
      );
      expect(sizes.page).toBeLessThanOrEqual(sizes.view);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
