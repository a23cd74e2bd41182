// `hoshin auth login` at a real terminal (tmux): the questions in login-rule.ts's order, the masked
// secret, keys typed or pasted ahead, where to keep the secret, the y/N consent.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { pollUntil } from '../helpers/wait.js';
import { tmuxMissing, tmuxPanes } from '../tui/helpers/tmux-terminal.js';
import { EXECUTABLE, isolatedDirs, runHoshin } from '../helpers/cli.js';
import { filesUnder, leaks, savedFilesUnder } from './leaks.js';
import { keytarLoads, unavailable } from '../helpers/tools.js';

// These need the keychain module built (it reads a Secret Service through libsecret).
const noKeytar = unavailable('keytar (the keychain module)', keytarLoads(), 'apt-get install libsecret-1-dev, then npm ci');

const skip = tmuxMissing() !== undefined;

const APP_KEY = 'fedcba9876543210';
const SECRET = `Zq9-typed-${process.pid}-secret`;

let sandbox: RunningSandbox;

const panes = tmuxPanes('credentials');
const { tmux, screen } = panes;
const waitForScreen = (session: string, expected: string | RegExp): Promise<string> => panes.waitForScreen(session, expected);

/**
 * Waits for a question and until it reads keys: each question is written just before its prompt
 * puts the terminal in raw mode, and a key typed in between would be echoed (a secret in the clear).
 */
async function waitForQuestion(session: string, question: string): Promise<string> {
  await waitForScreen(session, question);
  await panes.waitForInput(session);
  return screen(session);
}

/** The masked secret as the prompt shows it: exactly `count` stars, then the end of the line. */
const stars = (count: number): RegExp => new RegExp(`Secret \\(hidden\\): \\*{${count}}$`, 'm');

/**
 * Runs the login in a fresh tmux session without a D-Bus session (so the keychain is not offered),
 * or with a bus that never answers (the keychain check then takes its full 3 s); with a runtime
 * directory, "only for this session" is offered too.
 */
function startLogin(session: string, dirs: ReturnType<typeof isolatedDirs>, options: { bus?: string; runtime?: string } = {}): void {
  const env = `HOME=${dirs.HOME} HOSHIN_CONFIG_DIR=${dirs.HOSHIN_CONFIG_DIR} HOSHIN_STATE_DIR=${dirs.HOSHIN_STATE_DIR}`;
  // env takes its -u options before any assignment.
  const unset = [options.bus ? '' : '-u DBUS_SESSION_BUS_ADDRESS', options.runtime ? '' : '-u XDG_RUNTIME_DIR'].join(' ');
  const set = [
    options.bus ? `DBUS_SESSION_BUS_ADDRESS=${options.bus}` : '',
    options.runtime ? `XDG_RUNTIME_DIR=${options.runtime}` : '',
  ].join(' ');
  const command = `env ${unset} ${set} ${env} ${process.execPath} ${EXECUTABLE} auth login --profile typed --base-url ${sandbox.url}; echo "exit=$?"; sleep 60`;
  tmux('new-session', '-d', '-s', session, '-x', '140', '-y', '30', command);
}

/** Every screen polled until one shows the text (none may ever show the secret); the last shows it. */
async function screensUntil(session: string, text: string): Promise<string[]> {
  const screens: string[] = [];
  const seen = (): boolean => {
    screens.push(screen(session));
    return (screens.at(-1) as string).includes(text);
  };
  await pollUntil(seen, JSON.stringify(text), { everyMs: 50, detail: () => `screen:\n${screens.at(-1) ?? ''}` });
  return screens;
}
const screensUntilExit = (session: string): Promise<string[]> => screensUntil(session, 'exit=');

/** The row a text is first on: the questions' order on the screen. */
const rowOf = (text: string, needle: string): number => text.split('\n').findIndex((row) => row.includes(needle));

describe.skipIf(skip)('login at a terminal', () => {
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'empty', appKey: APP_KEY, secret: SECRET });
  });

  afterAll(async () => {
    panes.close();
    await sandbox?.close();
  });

  it('asks for the secret before where to keep it, masks it, and asks before plain text', async () => {
    const dirs = isolatedDirs();
    startLogin('yes', dirs);
    await waitForQuestion('yes', 'App key:');
    tmux('send-keys', '-t', 'yes', '-l', APP_KEY);
    await waitForScreen('yes', `App key: ${APP_KEY}`);
    tmux('send-keys', '-t', 'yes', 'Enter');
    await waitForQuestion('yes', 'Secret (hidden):');
    expect(screen('yes')).not.toContain('PLAIN TEXT');
    tmux('send-keys', '-t', 'yes', '-l', `${SECRET}x`);
    await waitForScreen('yes', stars(SECRET.length + 1));
    tmux('send-keys', '-t', 'yes', 'BSpace');
    const typing = await waitForScreen('yes', stars(SECRET.length));
    expect(typing).not.toContain(SECRET);
    tmux('send-keys', '-t', 'yes', 'Enter');
    // The secret was checked with the service before the question of where to keep it.
    const asked = await waitForQuestion('yes', '[y/N]');
    expect(asked).toContain('The OS keychain is not available: no D-Bus session');
    expect(rowOf(asked, 'Secret (hidden):')).toBeLessThan(rowOf(asked, 'Store the secret in PLAIN TEXT'));
    tmux('send-keys', '-t', 'yes', 'y');
    await waitForScreen('yes', '[y/N] y');
    tmux('send-keys', '-t', 'yes', 'Enter');
    const done = await waitForScreen('yes', 'exit=');
    expect(done).toContain('exit=0');
    expect(done).toContain(`Logged in to ${sandbox.url} as profile "typed" (app key fedc…3210, dialect hoshinplan).`);
    expect(done).toContain('WARNING: the secret is stored in PLAIN TEXT in');
    expect(done).not.toContain(SECRET);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      profiles: { typed: { appKey: APP_KEY, secret: SECRET } },
    });
  });

  it('a secret pasted with its line break while the app key is answered lands masked in its own question', async () => {
    const dirs = isolatedDirs();
    startLogin('paste', dirs);
    await waitForQuestion('paste', 'App key:');
    // The key, its Enter, the secret and its line break, all in one read.
    tmux('send-keys', '-t', 'paste', '-l', `${APP_KEY}\r${SECRET}\r`);
    const screens = await screensUntil('paste', '[y/N]');
    const asked = screens[screens.length - 1] as string;
    expect(asked).toContain(`Secret (hidden): ${'*'.repeat(SECRET.length)}`);
    tmux('send-keys', '-t', 'paste', 'y', 'Enter');
    screens.push(...(await screensUntilExit('paste')));
    for (const text of screens) expect(text).not.toContain(SECRET);
    // The line break ended the secret; had it also answered the next question, that No would have saved nothing.
    expect(screens[screens.length - 1]).toContain('exit=0');
    expect(JSON.parse(readFileSync(join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json'), 'utf8'))).toEqual({
      profiles: { typed: { appKey: APP_KEY, secret: SECRET } },
    });
  });

  it('offers this session only where there is one; status says so, logout removes it', async () => {
    const dirs = isolatedDirs();
    const runtime = mkdtempSync('/dev/shm/hoshin-runtime-');
    startLogin('session', dirs, { runtime });
    await waitForQuestion('session', 'App key:');
    tmux('send-keys', '-t', 'session', '-l', `${APP_KEY}\r${SECRET}\r`);
    const asked = await waitForQuestion('session', 'Choice [1-2, Enter: 1]:');
    expect(asked).toContain(`1) only for this session, in ${runtime}/hoshin/credentials.json (memory; gone when you log out)`);
    expect(asked).toMatch(/2\) in PLAIN TEXT in .*credentials\.json \(mode 0600\)/);
    tmux('send-keys', '-t', 'session', 'Enter');
    const done = await waitForScreen('session', 'exit=');
    expect(done).toContain('exit=0');
    expect(done).toContain(`The secret is kept for this session only, in ${runtime}/hoshin/credentials.json`);
    expect(done).not.toContain(SECRET);
    const sessionFile = join(runtime, 'hoshin', 'credentials.json');
    expect(statSync(sessionFile).mode & 0o777).toBe(0o600);
    // Nothing of the credentials under HOME: the profile's service and dialect only.
    expect(existsSync(join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json'))).toBe(false);
    expect(leaks(SECRET, {}, filesUnder(dirs.HOME))).toEqual([]);

    const env = { ...dirs, XDG_RUNTIME_DIR: runtime, DBUS_SESSION_BUS_ADDRESS: undefined };
    const status = await runHoshin(['auth', 'status'], { env });
    expect(status.code).toBe(0);
    // The value wraps under its label at 80 columns: read with its spaces as one.
    expect(status.stdout.replace(/\s+/g, ' ')).toContain(`secret: from this session only (${sessionFile}; gone when you log out)`);
    const logout = await runHoshin(['auth', 'logout'], { env });
    expect(logout.stdout).toBe(`Removed the credentials of profile "typed" from this session's file ${sessionFile}.\n`);
    expect(existsSync(sessionFile)).toBe(false);
    expect((await runHoshin(['auth', 'status'], { env })).code).toBe(3);
  });

  it.skipIf(noKeytar !== undefined)(
    'never echoes keys typed ahead while the service and the keychain are asked, and loses none of them',
    async () => {
      // A bus that accepts and never answers: 3 s after the secret, in which a fast typist goes on
      // and answers the plain-text question ahead.
      const sockets = new Set<Socket>();
      const bus: Server = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      const path = join(mkdtempSync(join(tmpdir(), 'hoshin-silent-bus-')), 'bus');
      await new Promise<void>((resolve) => bus.listen(path, resolve));
      try {
        const dirs = isolatedDirs();
        startLogin('ahead', dirs, { bus: `unix:path=${path}` });
        await waitForQuestion('ahead', 'App key:');
        tmux('send-keys', '-t', 'ahead', '-l', APP_KEY);
        await waitForScreen('ahead', `App key: ${APP_KEY}`);
        tmux('send-keys', '-t', 'ahead', 'Enter');
        tmux('send-keys', '-t', 'ahead', '-l', SECRET);
        tmux('send-keys', '-t', 'ahead', 'Enter');
        await waitForScreen('ahead', new RegExp(`Secret \\(hidden\\): \\*{${SECRET.length}}\\n`));
        tmux('send-keys', '-t', 'ahead', 'y', 'Enter');
        const screens = await screensUntilExit('ahead');
        const done = screens[screens.length - 1] as string;
        expect(done).toContain('exit=0');
        expect(done).toContain('not available: the keychain did not answer within 3 s');
        expect(done).toContain('[y/N] y');
        for (const text of screens) expect(text).not.toContain(SECRET);
        const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
          profiles: { typed: { appKey: APP_KEY, secret: SECRET } },
        });
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => bus.close(resolve));
      }
    },
  );

  it('saves nothing when the plain-text question is answered with the default (No), then q', async () => {
    const dirs = isolatedDirs();
    startLogin('no', dirs);
    await waitForQuestion('no', 'App key:');
    tmux('send-keys', '-t', 'no', '-l', `${APP_KEY}\r${SECRET}\r`);
    await waitForQuestion('no', '[y/N]');
    tmux('send-keys', '-t', 'no', 'Enter');
    // A No is not the end: the ways without a keychain, then the question again, or q.
    const again = await waitForQuestion('no', 'Enter to choose again, q to stop:');
    expect(again).toContain('Nothing is saved yet. Instead, set HOSHIN_APP_KEY and HOSHIN_APP_SECRET');
    tmux('send-keys', '-t', 'no', '-l', 'q');
    tmux('send-keys', '-t', 'no', 'Enter');
    const done = await waitForScreen('no', 'exit=');
    expect(done).toContain('exit=3');
    expect(done).toMatch(/hoshin: cannot store credentials: the OS keychain is not available/);
    expect(savedFilesUnder(dirs.HOME)).toEqual([]);
    expect(leaks(SECRET, { screen: done }, filesUnder(dirs.HOME))).toEqual([]);
  });
});
