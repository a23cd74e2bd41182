// `hoshin delete` on a terminal asks first (default No): answered in a real terminal (tmux). Each
// run has a state directory of its own, as two machines would; the delete goes out in the second
// the first run read the task in (the same signed URL: the method is not signed), which the
// service refuses as already used. A read then shows the task as it was, so it is sent again on a
// new second and deleted.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { startClashGate, type ClashGate } from '../helpers/clash-gate.js';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';
import { tmuxPanes } from '../tui/helpers/tmux-terminal.js';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && process.env.CI !== 'true') console.warn('skipping the delete confirmation test: tmux is not installed');
const run = hasTmux || process.env.CI === 'true' ? describe : describe.skip;

const panes = tmuxPanes('delete');
const { tmux, screen } = panes;
const until = (session: string, text: string): Promise<string> => panes.waitForScreen(session, text);
let sandbox: RunningSandbox;
let gate: ClashGate;

run('hoshin delete on a terminal', () => {
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', flavour: 'spec' });
    gate = await startClashGate(sandbox.url, 'spec');
  });
  afterAll(async () => {
    panes.close();
    await gate.close();
    await sandbox.close();
  });

  function start(session: string, taskId: number): void {
    const env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: gate.url,
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

    // The first run's read of the task is the signed URL the second run's delete goes out on.
    const path = `/tasks/${task.id}`;
    gate.clash('DELETE', path, { reuse: gate.lastRead(path) });
    start('delete', task.id);
    await until('delete', '[y/N]');
    tmux('send-keys', '-t', 'delete', 'y');
    // The answer is a line the terminal edits and echoes (the question reads it on Enter).
    await until('delete', '[y/N] y');
    tmux('send-keys', '-t', 'delete', 'Enter');
    await until('delete', 'exit=0');
    expect(screen('delete')).toContain(`deleted task ${task.id}`);
    expect(sandbox.store.get('task', task.id)).toBeUndefined();
    // Refused on the first run's URL, then sent once more on one of its own.
    expect(gate.writes.map((write) => write.clashed)).toEqual(['reuse', null]);
  });
});
