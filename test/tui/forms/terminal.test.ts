// The form in a real terminal (tmux): the key bytes a terminal really sends, raw mode, ctrl-s
// reaching the program rather than the tty's flow control.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && process.env['CI'] !== 'true') console.warn('skipping the tmux form test: tmux is not installed');
const run = hasTmux || process.env['CI'] === 'true' ? describe : describe.skip;

const socket = `hoshin-forms-${process.pid}`;
const fixture = resolve('test/tui/forms/fixtures/form-in-terminal.tsx');
let workspace: string;

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
}
const screen = (): string => tmux('capture-pane', '-p', '-t', 'form');
async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; screen:\n${screen()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
async function keys(...sequence: string[]): Promise<void> {
  for (const key of sequence) tmux('send-keys', '-t', 'form', key);
  await new Promise((r) => setTimeout(r, 100));
}
async function text(literal: string): Promise<void> {
  tmux('send-keys', '-t', 'form', '-l', literal);
  await new Promise((r) => setTimeout(r, 100));
}

run('the form in tmux', () => {
  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'hoshin-tmux-form-'));
  });
  afterAll(() => {
    spawnSync('tmux', ['-L', socket, 'kill-server']);
    rmSync(workspace, { recursive: true, force: true });
  });

  it('edits with real terminal keys and saves with ctrl-s', async () => {
    const out = join(workspace, 'submitted.json');
    // Ink draws only the final frame when it believes it runs in CI; a person's terminal is not CI.
    const command = `env -u CI -u CONTINUOUS_INTEGRATION '${process.execPath}' --import tsx '${fixture}' '${out}'`;
    tmux('new-session', '-d', '-s', 'form', '-x', '100', '-y', '30', '-e', 'NO_COLOR=1', command);
    await until(() => screen().includes('New task under Objective Grow sales'), 'the form', 60_000);

    await text('Plan the quarter now');
    await keys('C-w');
    await keys('BSpace');
    await text('!');
    await until(() => screen().includes('Plan the quarter!'), 'ctrl-w and backspace');
    await keys('M-BSpace');
    await text('year');
    await keys('C-a');
    await text('> ');
    await until(() => screen().includes('> Plan the year'), 'alt-backspace and ctrl-a');
    // To the status field: a picker opened with space, moved with j, chosen with Enter.
    await keys('Tab', 'Down', 'Space');
    await until(() => screen().includes('backlog'), 'the status picker');
    await keys('j', 'Enter');
    await until(() => /Status\s+active/.test(screen()), 'the chosen status');
    await keys('C-s');
    await until(() => existsSync(out), 'the submitted values');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ name: '> Plan the year', status: 'active' });
  }, 120_000);
});
