// The board and the indicator chart in a real terminal (tmux): real key bytes, and what a
// terminal really shows of braille, box drawing and block characters at a given width.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmuxMissing, tmuxPanes } from '../helpers/tmux-terminal.js';

const run = tmuxMissing() === undefined ? describe : describe.skip;

const panes = tmuxPanes('board');
const { tmux, screen } = panes;
let workspace: string;

const until = (session: string, check: (text: string) => boolean, what: string, timeoutMs?: number): Promise<string> =>
  panes.waitForScreen(session, check, { what, ...(timeoutMs ? { timeoutMs } : {}) });
/** Ink draws its first frame before it puts the terminal in raw mode: the first key waits for it. */
const readingKeys = (session: string): Promise<void> => panes.waitForInput(session);
function start(session: string, fixture: string, width: number, height: number, ...args: string[]): void {
  const quoted = args.map((a) => `'${a}'`).join(' ');
  // Ink draws only the final frame when it believes it runs in CI; a person's terminal is not CI.
  const command = `env -u CI -u CONTINUOUS_INTEGRATION '${process.execPath}' --import tsx '${resolve(fixture)}' ${quoted}; echo; echo PROGRAM-ENDED; sleep 30`;
  // A UTF-8 locale, as over a usual SSH session: braille and box drawing are one cell wide.
  tmux('new-session', '-d', '-s', session, '-x', String(width), '-y', String(height), '-e', 'NO_COLOR=1', '-e', 'LANG=C.UTF-8', command);
}

run('board and chart in tmux', () => {
  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'hoshin-tmux-board-'));
  });
  afterAll(() => {
    panes.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('moves a task with > and the selection follows it; q closes', async () => {
    const out = join(workspace, 'intents.jsonl');
    start('board', 'test/tui/board/fixtures/board-in-terminal.tsx', 100, 16, out);
    await until('board', (s) => s.includes('▸ active (2)'), 'the board', 60_000);
    expect(screen('board')).toContain('!2025-02-01');
    // The first frame can come before the program reads keys: j goes once it does.
    await readingKeys('board');
    tmux('send-keys', '-t', 'board', 'j');
    await until('board', (s) => s.includes('›:( Review indicators'), 'j');
    tmux('send-keys', '-t', 'board', '>');
    await until('board', (s) => s.includes('▸ completed (2)'), 'the moved task');
    expect(screen('board')).toContain('›:( Review indicators');
    tmux('send-keys', '-t', 'board', 'q');
    await until('board', () => existsSync(out) && readFileSync(out, 'utf8').includes('"close"'), 'the close intent');
    const intents = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; taskId?: number; to?: string });
    expect(intents).toEqual([
      { type: 'move-task', taskId: 2, from: 'active', to: 'completed', body: { status: 'completed' } },
      { type: 'close' },
    ]);
  }, 120_000);

  it('draws the chart inside the terminal width, and redraws to fit after a resize', async () => {
    start('detail', 'test/tui/indicator/fixtures/detail-in-terminal.tsx', 90, 30);
    await until('detail', (s) => s.includes('Customer satisfaction'), 'the indicator', 60_000);
    const wide = screen('detail');
    expect(wide).toMatch(/[\u2801-\u28ff]/);
    expect(wide).toContain('┄┄┄');
    expect(wide).toContain('2024-01-15');
    expect(wide).toContain('2024-12-15');
    expect(wide).toContain('overdue: was due 5 weeks ago (2025-01-15)');
    tmux('resize-window', '-t', 'detail', '-x', '50', '-y', '24');
    // The time axis line spans exactly the new width once the chart is redrawn.
    // One capture holds the whole redrawn frame: Ink clears and redraws on a resize, so a second
    // capture may land in between.
    let narrow = '';
    await until(
      'detail',
      (s) => {
        narrow = s;
        return s.split('\n').some((line) => line.startsWith('   └') && [...line.trimEnd()].length === 50) && s.includes('2024-12-15');
      },
      'the narrow chart',
    );
    for (const line of narrow.split('\n')) expect([...line].length).toBeLessThanOrEqual(50);
    // The narrow frame is drawn and the program reads keys: one Escape closes it.
    await readingKeys('detail');
    tmux('send-keys', '-t', 'detail', 'Escape');
    await until('detail', (s) => s.includes('PROGRAM-ENDED'), 'Escape to close');
  }, 120_000);
});
