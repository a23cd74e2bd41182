// `hoshin delete` on a terminal asks first (default No): answered in a real terminal (tmux).
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';
import { tmuxPanes } from '../tui/helpers/tmux-terminal.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && process.env.CI !== 'true') console.warn('skipping the delete confirmation test: tmux is not installed');
const run = hasTmux || process.env.CI === 'true' ? describe : describe.skip;

const panes = tmuxPanes('delete');
const { tmux, screen } = panes;
const until = (session: string, text: string): Promise<string> => panes.waitForScreen(session, text);
let sandbox: RunningSandbox;

run('hoshin delete on a terminal', () => {
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    panes.close();
    await sandbox.close();
  });

  function start(session: string, taskId: number): void {
    const env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: sandbox.url,
      HOSHIN_APP_KEY: sandbox.appKey,
      HOSHIN_APP_SECRET: sandbox.secret,
    };
    const exports = Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
    tmux(
      'new-session',
      '-d',
      '-s',
      session,
      '-x',
      '120',
      '-y',
      '10',
      ...exports,
      `'${process.execPath}' '${EXECUTABLE}' delete task ${taskId}; echo "exit=$?"; sleep 30`,
    );
  }

  it('keeps the task when the answer is the default (Enter), deletes it on y', async () => {
    const task = sandbox.store.all('task')[0] as { id: number; name: string };
    start('keep', task.id);
    const question = await until('keep', '[y/N]');
    expect(question).toContain(`Delete task ${task.id} "${task.name}"`);
    tmux('send-keys', '-t', 'keep', 'Enter');
    await until('keep', 'exit=0');
    expect(screen('keep')).toContain('Nothing deleted.');
    expect(sandbox.store.get('task', task.id)).toBeDefined();

    start('delete', task.id);
    await until('delete', '[y/N]');
    tmux('send-keys', '-t', 'delete', 'y');
    // The answer is a line the terminal edits and echoes (the question reads it on Enter).
    await until('delete', '[y/N] y');
    tmux('send-keys', '-t', 'delete', 'Enter');
    await until('delete', 'exit=0');
    expect(screen('delete')).toContain(`deleted task ${task.id}`);
    expect(sandbox.store.get('task', task.id)).toBeUndefined();
  });
});
