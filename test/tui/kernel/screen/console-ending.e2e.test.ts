// Leaving the console never waits for the service: q, ctrl-c, SIGTERM and SIGHUP end the built
// executable at once while a request hangs on a service that never answers (requests in flight
// abandoned, the terminal given back: alternate screen left, cursor shown, line mode back), and
// what the console learned is saved to the index first. Runs under sh on a real pty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../source/sandbox/server.js';
import { childPids, HOSHIN_COMMAND, LEAVE_ALT_SCREEN, SHOW_CURSOR, spawnHoshinInShell, type HoshinOnPty } from '../../../helpers/pty.js';
import { startTrickleServer, type TrickleServer } from '../../../helpers/trickle-server.js';
import { storeEntries } from '../../../helpers/state-database.js';
import { pollUntil } from '../../../helpers/wait.js';

// After the console: its exit status and the terminal's line discipline, as the shell finds them.
const AFTER = `echo "[exited $?]"; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo`;

let silent: TrickleServer;
let sandbox: RunningSandbox;
const dir = mkdtempSync(join(tmpdir(), 'hoshin-console-ending-'));

beforeAll(async () => {
  silent = await startTrickleServer({ silent: true });
  sandbox = await startSandbox({ flavour: 'hoshinplan', seed: 'demo' });
});
afterAll(async () => {
  await silent.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The console under sh against a service; resolves once it shows its first frame. */
async function consoleOn(baseUrl: string, appKey: string, secret: string, extra: Record<string, string> = {}): Promise<HoshinOnPty> {
  const program = spawnHoshinInShell(`${HOSHIN_COMMAND}; ${AFTER}`, {
    env: { HOSHIN_BASE_URL: baseUrl, HOSHIN_APP_KEY: appKey, HOSHIN_APP_SECRET: secret, ...extra },
  });
  await program.waitFor((screen) => screen.join('\n').includes('q quit'));
  return program;
}

/** The console waiting on a service that took the request and never answers. */
async function hanging(): Promise<HoshinOnPty> {
  const requests = silent.requests.length;
  const program = await consoleOn(silent.url, 'ending-key', 'ending-secret');
  await pollUntil(() => silent.requests.length > requests, 'the console to send its first request');
  await program.waitFor('fetching companies');
  return program;
}

/** Waits for the shell's report after the console ended; how long that took and what it says. */
async function endedWithin(program: HoshinOnPty, since: number): Promise<{ elapsedMs: number; shell: string }> {
  await program.waitFor((screen) => screen.some((line) => /^(-?icanon|-?echo) /.test(line)), 20_000);
  return { elapsedMs: Date.now() - since, shell: program.normalScreen().join('\n') };
}

function expectTerminalBack(program: HoshinOnPty, shell: string, status: number): void {
  const output = program.outputSince(0);
  const left = output.lastIndexOf(LEAVE_ALT_SCREEN);
  expect(left).toBeGreaterThan(0);
  expect(output.indexOf(SHOW_CURSOR, left)).toBeGreaterThan(left);
  expect(program.onAlternateScreen()).toBe(false);
  expect(shell).toContain(`[exited ${status}]`);
  expect(shell).toMatch(/^icanon echo $/m);
}

function consolePid(program: HoshinOnPty): number {
  const [pid] = childPids(program.pid);
  if (pid === undefined) throw new Error('the console is not running');
  return pid;
}

describe('leaving the console while the service hangs', () => {
  it.each([
    ['q', 'q'],
    ['ctrl-c', '\u0003'],
  ])('%s ends it at once', async (_name, key) => {
    const program = await hanging();
    try {
      const pressed = Date.now();
      program.write(key);
      const { elapsedMs, shell } = await endedWithin(program, pressed);
      expectTerminalBack(program, shell, 0);
      // Before: the process waited out the service's 30 s headers timeout.
      expect(elapsedMs).toBeLessThan(2500);
    } finally {
      program.close();
    }
  });

  it.each([
    ['SIGTERM', 128 + 15],
    ['SIGHUP', 128 + 1],
  ] as const)('%s ends it at once, by the signal', async (signal, status) => {
    const program = await hanging();
    try {
      const sent = Date.now();
      process.kill(consolePid(program), signal);
      const { elapsedMs, shell } = await endedWithin(program, sent);
      expectTerminalBack(program, shell, status);
      expect(elapsedMs).toBeLessThan(2500);
    } finally {
      program.close();
    }
  });
});

describe('what the console learned before a signal', () => {
  it.each(['q', 'SIGTERM', 'SIGHUP'] as const)('is in the index after %s', async (signal) => {
    const stateDir = mkdtempSync(join(dir, 'state-'));
    const program = await consoleOn(sandbox.url, sandbox.appKey, sandbox.secret, { HOSHIN_STATE_DIR: stateDir });
    try {
      const company = String(sandbox.store.all('company')[0]!.name);
      // The companies arrived; the index saves them a moment later, or when the console ends.
      await program.waitFor(company);
      if (signal === 'q') program.write('q');
      else process.kill(consolePid(program), signal);
      await endedWithin(program, Date.now());
      const known = Object.values(storeEntries({ HOSHIN_STATE_DIR: stateDir, HOME: stateDir }, sandbox.url, sandbox.appKey));
      expect(known.join('\n'), program.normalScreen().join('\n')).toContain(company);
    } finally {
      program.close();
    }
  });
});
