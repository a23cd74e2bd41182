// `hoshin review` runs the console inside a command, so main.ts's end of a command follows it: a
// SIGTERM or SIGHUP during the meeting must still end the built executable by the signal (the shell
// sees 128 + its number), as the console alone does, and give the terminal back. Runs under sh on a real pty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../source/sandbox/server.js';
import { childPids, HOSHIN_COMMAND, spawnHoshinInShell } from '../../../helpers/pty.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ flavour: 'spec', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

describe('a signal during the review meeting', () => {
  it.each([
    ['SIGTERM', 128 + 15],
    ['SIGHUP', 128 + 1],
    ['q', 0],
  ] as const)('%s ends it with status %i', async (how, status) => {
    const hoshin = sandbox.store.all('hoshin')[0]!.id as number;
    const program = spawnHoshinInShell(`${HOSHIN_COMMAND} review hoshin ${hoshin}; echo "[exited $?]"`, {
      env: { HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret },
    });
    try {
      // The meeting itself, not a frame before it: the console's footer ("q quit") shows only
      // until the meeting opens, and under load the two can come in one paint.
      await program.waitFor('Review of ');
      if (how === 'q') program.write('q');
      else {
        const [pid] = childPids(program.pid);
        if (pid === undefined) throw new Error('the review is not running');
        process.kill(pid, how);
      }
      await program.waitFor((screen) => screen.some((line) => line.includes('[exited ')), 20_000);
      expect(program.normalScreen().join('\n')).toContain(`[exited ${status}]`);
    } finally {
      program.close();
    }
  });
});
