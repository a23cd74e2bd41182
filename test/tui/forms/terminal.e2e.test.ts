// The form in a real terminal (tmux): the key bytes a terminal really sends, raw mode, ctrl-s
// reaching the program rather than the tty's flow control.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../helpers/wait.js';
import { tmuxMissing, tmuxPanes } from '../helpers/tmux-terminal.js';

const run = tmuxMissing() === undefined ? describe : describe.skip;

const panes = tmuxPanes('forms');
const { tmux } = panes;
const fixture = resolve('test/tui/forms/fixtures/form-in-terminal.tsx');
let workspace: string;

const screen = (): string => panes.screen('form');
const rows = (): string[] => screen().split('\n');
async function until(check: () => boolean, what: string, timeoutMs?: number): Promise<void> {
  await pollUntil(check, what, {
    everyMs: 50,
    ...(timeoutMs ? { timeoutMs } : {}),
    detail: () => `screen:\n${screen()}\nname field: ${JSON.stringify(nameField())}`,
  });
}
/**
 * The focused Name field's text with the cursor (the reverse-video cell) drawn as ▏, e.g.
 * "Plan the ▏" or "> ▏Plan the year"; undefined while another field has the focus. The cursor
 * tells apart states whose text alone looks the same ("Plan the quarter " and "Plan the quarter").
 */
function nameField(): string | undefined {
  for (const line of tmux('capture-pane', '-p', '-e', '-t', 'form').split('\n')) {
    const text = line.replace(/\u001b\[([0-9;]*)m/g, (_, parameters: string) => (parameters.split(';').includes('7') ? '▏' : ''));
    const field = /^›Name \*\s+(.*)$/.exec(text.trimEnd());
    if (field) return field[1];
  }
  return undefined;
}
// One key (or one piece of text) at a time; the caller then waits for what only that key shows.
const key = (name: string): void => void tmux('send-keys', '-t', 'form', name);
const text = (literal: string): void => void tmux('send-keys', '-t', 'form', '-l', literal);
async function nameBecomes(expected: string, what: string): Promise<void> {
  await until(() => nameField() === expected, `${what}: name field ${JSON.stringify(expected)}`);
}

run('the form in tmux', () => {
  beforeAll(() => {
    workspace = mkdtempSync(join(tmpdir(), 'hoshin-tmux-form-'));
  });
  afterAll(() => {
    panes.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('edits with real terminal keys and saves with ctrl-s', async () => {
    const out = join(workspace, 'submitted.json');
    // Ink draws only the final frame when it believes it runs in CI; a person's terminal is not CI.
    const command = `env -u CI -u CONTINUOUS_INTEGRATION '${process.execPath}' --import tsx '${fixture}' '${out}'`;
    tmux('new-session', '-d', '-s', 'form', '-x', '100', '-y', '30', '-e', 'NO_COLOR=1', command);
    await until(() => screen().includes('New task under Objective Grow sales'), 'the form', 60_000);
    // Ink draws its first frame before it puts the terminal in raw mode.
    await panes.waitForInput('form');

    // Every key waits for a screen that only it makes: keys sent without waiting can arrive in one
    // read, and an Esc (alt-backspace is Esc DEL) followed by another byte is one key.
    text('Plan the quarter now');
    await nameBecomes('Plan the quarter now▏', 'typed text');
    key('C-w');
    await nameBecomes('Plan the quarter ▏', 'ctrl-w');
    key('BSpace');
    await nameBecomes('Plan the quarter▏', 'backspace');
    text('!');
    await nameBecomes('Plan the quarter!▏', 'typed !');
    await until(() => screen().includes('Plan the quarter!'), 'ctrl-w and backspace');
    key('M-BSpace');
    await nameBecomes('Plan the ▏', 'alt-backspace');
    text('year');
    await nameBecomes('Plan the year▏', 'typed year');
    key('C-a');
    await nameBecomes('▏Plan the year', 'ctrl-a');
    text('> ');
    await nameBecomes('> ▏Plan the year', 'typed > ');
    await until(() => screen().includes('> Plan the year'), 'alt-backspace and ctrl-a');
    // To the status field: a picker opened with space, moved with j, chosen with Enter. The form
    // names the statuses (backlog, ...) in the field's hint: only the picker's rows show it is open.
    key('Tab');
    await until(() => rows().some((row) => row.startsWith('›Description')), 'tab to the description');
    key('Down');
    await until(() => rows().some((row) => row.startsWith('›Status')), 'down to the status');
    key('Space');
    await until(() => rows().some((row) => /^│ › backlog\s*│$/.test(row)), 'the status picker');
    key('j');
    await until(() => rows().some((row) => /^│ › active\s*│$/.test(row)), 'j in the status picker');
    key('Enter');
    await until(() => rows().some((row) => /^›Status\s+active\b/.test(row)), 'the chosen status');
    await until(() => /Status\s+active/.test(screen()), 'the chosen status');
    key('C-s');
    await until(() => existsSync(out), 'the submitted values');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ name: '> Plan the year', status: 'active' });
  }, 120_000);
});
