// The console takes the alternate screen before its first frame and gives the terminal back on
// every way out (q, ctrl-c, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, an error nothing caught): the alternate screen left,
// the cursor shown, line mode back, the shell's screen as it was. --no-alt-screen never takes it.
// The built executable runs `hoshin demo` under sh on a real pty; a headless xterm shows the screen.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  childPids,
  ENTER_ALT_SCREEN,
  HOSHIN_COMMAND,
  LEAVE_ALT_SCREEN,
  SHOW_CURSOR,
  spawnHoshinInShell,
  type HoshinOnPty,
} from '../../../helpers/pty.js';

const firstFrame = (screen: string[]) => screen.join('\n').includes('› Nordwind') && screen.join('\n').includes('? help');
// After the console: its exit status and the terminal's line discipline, as the shell finds them.
const AFTER = `echo "[exited $?]"; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo`;
const shellAround = (args: string) => `printf 'before the console\\n'; ${HOSHIN_COMMAND} demo ${args}; ${AFTER}`;

const dir = mkdtempSync(join(tmpdir(), 'hoshin-alt-screen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the console under sh; resolves once its first frame shows. */
async function started(args = '', options: { env?: Record<string, string> } = {}): Promise<HoshinOnPty> {
  const program = spawnHoshinInShell(shellAround(args), options);
  await program.waitFor(firstFrame);
  return program;
}

/** The console's own process (sh's child). */
function consolePid(program: HoshinOnPty): number {
  const [pid] = childPids(program.pid);
  if (pid === undefined) throw new Error('the console is not running');
  return pid;
}

/** Waits until the shell has reported the console's end; gives the report line. */
async function ended(program: HoshinOnPty): Promise<string> {
  await program.waitFor((screen) => screen.some((line) => /^(-?icanon|-?echo) /.test(line)));
  return program.normalScreen().join('\n');
}

function expectGivenBack(program: HoshinOnPty, shellScreen: string, status: number): void {
  const output = program.outputSince(0);
  // Entered before the first frame was drawn...
  expect(output.indexOf(ENTER_ALT_SCREEN)).toBeGreaterThanOrEqual(0);
  expect(output.indexOf(ENTER_ALT_SCREEN)).toBeLessThan(output.indexOf('Nordwind'));
  // ...left once, after the last frame, and the cursor shown after that.
  const left = output.lastIndexOf(LEAVE_ALT_SCREEN);
  expect(left).toBeGreaterThan(output.lastIndexOf('Nordwind'));
  expect(output.lastIndexOf(ENTER_ALT_SCREEN)).toBeLessThan(left);
  expect(output.indexOf(SHOW_CURSOR, left)).toBeGreaterThan(left);
  expect(program.onAlternateScreen()).toBe(false);
  // The shell's screen as it was, nothing of the console on it; line mode and echo back.
  expect(shellScreen).toContain('before the console');
  expect(shellScreen).not.toContain('Nordwind');
  expect(shellScreen).toContain(`[exited ${status}]`);
  expect(shellScreen).toMatch(/^icanon echo $/m);
}

describe('the console on the alternate screen', () => {
  it('gives the terminal back after q', async () => {
    const program = await started();
    try {
      program.write('q');
      expectGivenBack(program, await ended(program), 0);
    } finally {
      program.close();
    }
  });

  it('gives the terminal back after ctrl-c', async () => {
    const program = await started();
    try {
      program.write('\u0003');
      expectGivenBack(program, await ended(program), 0);
    } finally {
      program.close();
    }
  });

  it('gives the terminal back on SIGTERM, and ends by the signal', async () => {
    const program = await started();
    try {
      process.kill(consolePid(program), 'SIGTERM');
      expectGivenBack(program, await ended(program), 128 + 15);
    } finally {
      program.close();
    }
  });

  it('gives the terminal back on SIGHUP (the SSH link dropped), and ends by the signal', async () => {
    const program = await started();
    try {
      process.kill(consolePid(program), 'SIGHUP');
      expectGivenBack(program, await ended(program), 128 + 1);
    } finally {
      program.close();
    }
  });

  // SIGQUIT ends with its status but no core file (the secret would be in it); the other signals
  // that would end the process are given the same care as SIGTERM.
  it.each([
    ['SIGQUIT', 128 + 3],
    ['SIGALRM', 128 + 14],
  ] as const)('gives the terminal back on %s, and ends with %i', async (signal, status) => {
    const program = await started();
    try {
      process.kill(consolePid(program), signal);
      expectGivenBack(program, await ended(program), status);
    } finally {
      program.close();
    }
  });

  it('leaves the alternate screen before it prints an error nothing caught', async () => {
    // A failure in the console's process that no code catches: thrown by a signal handler.
    const failing = join(dir, 'fail-on-usr2.mjs');
    writeFileSync(failing, "process.on('SIGUSR2', () => { throw new Error('a failure nothing caught'); });\n");
    const program = await started('', { env: { NODE_OPTIONS: `--import=${failing}` } });
    try {
      process.kill(consolePid(program), 'SIGUSR2');
      const shellScreen = await ended(program);
      expectGivenBack(program, shellScreen, 1);
      expect(shellScreen).toContain('hoshin: unexpected error: Error: a failure nothing caught');
      const output = program.outputSince(0);
      expect(output.indexOf('a failure nothing caught')).toBeGreaterThan(output.lastIndexOf(LEAVE_ALT_SCREEN));
    } finally {
      program.close();
    }
  });
});

describe('the console with --no-alt-screen', () => {
  it('draws on the shell screen and leaves its last frame there', async () => {
    const program = await started('--no-alt-screen');
    try {
      expect(program.onAlternateScreen()).toBe(false);
      program.write('q');
      const shellScreen = await ended(program);
      const output = program.outputSince(0);
      expect(output).not.toContain('\u001B[?1049');
      expect(output.lastIndexOf(SHOW_CURSOR)).toBeGreaterThan(output.lastIndexOf('Nordwind'));
      // The shell's lines above, the last frame below them, the shell's report under it.
      const lines = shellScreen.split('\n');
      const frameRow = lines.findIndex((line) => line.includes('› Nordwind'));
      expect(lines.findIndex((line) => line.includes('before the console'))).toBeLessThan(frameRow);
      expect(lines.findIndex((line) => line.includes('[exited 0]'))).toBeGreaterThan(frameRow);
      expect(shellScreen).toMatch(/^icanon echo $/m);
    } finally {
      program.close();
    }
  });
});
