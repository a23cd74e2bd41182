// `hoshin auth login` at a real terminal (tmux): questions, the masked secret, the y/N consent.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { paneReadsKeys } from '../tui/tmux/terminal.js';
import { EXECUTABLE, isolatedDirs } from '../helpers/cli.js';
import { filesUnder } from './leaks.js';

const hasTmux = spawnSync('sh', ['-c', 'command -v tmux']).status === 0;
const skip = !hasTmux && process.env.CI !== 'true';
if (skip) console.warn('terminal login tests skipped: tmux is not installed (they run under CI=true)');

const APP_KEY = 'fedcba9876543210';
const SECRET = `Zq9-typed-${process.pid}-secret`;
const SOCKET = `hoshin-credentials-${process.pid}`;

let sandbox: RunningSandbox;

const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const screen = (session: string): string => tmux('capture-pane', '-p', '-t', session);

async function waitForScreen(session: string, expected: string | RegExp): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const text = screen(session);
    if (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`screen never showed ${String(expected)}:\n${screen(session)}`);
}

/**
 * Waits for a question and until it reads keys: each question is written just before its prompt
 * puts the terminal in raw mode, and a key typed in between would be echoed (a secret in the clear).
 */
async function waitForQuestion(session: string, question: string): Promise<string> {
  await waitForScreen(session, question);
  for (let attempt = 0; !paneReadsKeys(SOCKET, session); attempt += 1) {
    if (attempt >= 200) throw new Error(`the question never read keys (raw mode):\n${screen(session)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return screen(session);
}

/** The masked secret as the prompt shows it: exactly `count` stars, then the end of the line. */
const stars = (count: number): RegExp => new RegExp(`Secret \\(hidden\\): \\*{${count}}$`, 'm');

/**
 * Runs the login in a fresh tmux session without a D-Bus session (so it must ask for consent), or
 * with a bus that never answers (the keychain check then takes its full 3 s).
 */
function startLogin(session: string, dirs: ReturnType<typeof isolatedDirs>, bus?: string): void {
  const env = `HOME=${dirs.HOME} HOSHIN_CONFIG_DIR=${dirs.HOSHIN_CONFIG_DIR} HOSHIN_STATE_DIR=${dirs.HOSHIN_STATE_DIR}`;
  const busSetting = bus ? `DBUS_SESSION_BUS_ADDRESS=${bus}` : '-u DBUS_SESSION_BUS_ADDRESS';
  const command = `env ${busSetting} ${env} ${process.execPath} ${EXECUTABLE} auth login --profile typed --base-url ${sandbox.url}; echo "exit=$?"; sleep 60`;
  tmux('new-session', '-d', '-s', session, '-x', '140', '-y', '30', command);
}

describe.skipIf(skip)('login at a terminal', () => {
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'empty', appKey: APP_KEY, secret: SECRET });
  });

  afterAll(async () => {
    spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
    await sandbox?.close();
  });

  it('asks for the key, asks before plain text, masks the secret and never shows it', async () => {
    const dirs = isolatedDirs();
    startLogin('yes', dirs);
    await waitForQuestion('yes', 'App key:');
    tmux('send-keys', '-t', 'yes', '-l', APP_KEY);
    await waitForScreen('yes', `App key: ${APP_KEY}`);
    tmux('send-keys', '-t', 'yes', 'Enter');
    await waitForScreen('yes', 'Store the secret in PLAIN TEXT');
    await waitForQuestion('yes', '[y/N]');
    expect(screen('yes')).toContain('The OS keychain is not available: no D-Bus session');
    tmux('send-keys', '-t', 'yes', 'y');
    await waitForScreen('yes', '[y/N] y');
    tmux('send-keys', '-t', 'yes', 'Enter');
    await waitForQuestion('yes', 'Secret (hidden):');
    tmux('send-keys', '-t', 'yes', '-l', `${SECRET}x`);
    await waitForScreen('yes', stars(SECRET.length + 1));
    tmux('send-keys', '-t', 'yes', 'BSpace');
    const typing = await waitForScreen('yes', stars(SECRET.length));
    expect(typing).toContain(`Secret (hidden): ${'*'.repeat(SECRET.length)}`);
    expect(typing).not.toContain(SECRET);
    tmux('send-keys', '-t', 'yes', 'Enter');
    const done = await waitForScreen('yes', 'exit=');
    expect(done).toContain('exit=0');
    expect(done).toContain(`Logged in to ${sandbox.url} as profile "typed" (app key fedc…3210, dialect hoshinplan).`);
    expect(done).toContain('WARNING: the secret is stored in PLAIN TEXT in');
    expect(done).not.toContain(SECRET);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ profiles: { typed: { appKey: APP_KEY, secret: SECRET } } });
  });

  it('never echoes a secret typed ahead while the keychain is checked, and loses none of it', async () => {
    // A bus that accepts and never answers: 3 s between the key and the next question, in which
    // a fast typist goes on with the consent and the secret.
    const sockets = new Set<Socket>();
    const bus: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const path = join(mkdtempSync(join(tmpdir(), 'hoshin-silent-bus-')), 'bus');
    await new Promise<void>((resolve) => bus.listen(path, resolve));
    try {
      const dirs = isolatedDirs();
      startLogin('ahead', dirs, `unix:path=${path}`);
      await waitForQuestion('ahead', 'App key:');
      tmux('send-keys', '-t', 'ahead', '-l', APP_KEY);
      await waitForScreen('ahead', `App key: ${APP_KEY}`);
      tmux('send-keys', '-t', 'ahead', 'Enter');
      await waitForScreen('ahead', new RegExp(`App key: ${APP_KEY}\\n`));
      tmux('send-keys', '-t', 'ahead', 'y', 'Enter');
      tmux('send-keys', '-t', 'ahead', '-l', SECRET);
      tmux('send-keys', '-t', 'ahead', 'Enter');
      const screens: string[] = [];
      for (let attempt = 0; attempt < 300 && !screens.some((text) => text.includes('exit=')); attempt += 1) {
        screens.push(screen('ahead'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const done = screens[screens.length - 1] as string;
      expect(done).toContain('exit=0');
      expect(done).toContain('not available: the keychain did not answer within 3 s');
      expect(done).toContain(`Secret (hidden): ${'*'.repeat(SECRET.length)}`);
      for (const text of screens) expect(text).not.toContain(SECRET);
      const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ profiles: { typed: { appKey: APP_KEY, secret: SECRET } } });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => bus.close(resolve));
    }
  });

  it('saves nothing when the plain-text question is answered with the default (No)', async () => {
    const dirs = isolatedDirs();
    startLogin('no', dirs);
    await waitForQuestion('no', 'App key:');
    tmux('send-keys', '-t', 'no', '-l', APP_KEY);
    await waitForScreen('no', `App key: ${APP_KEY}`);
    tmux('send-keys', '-t', 'no', 'Enter');
    await waitForQuestion('no', '[y/N]');
    tmux('send-keys', '-t', 'no', 'Enter');
    const done = await waitForScreen('no', 'exit=');
    expect(done).toContain('exit=3');
    expect(done).toMatch(/hoshin: cannot store credentials: the OS keychain is not available/);
    expect(done).not.toContain('Secret (hidden)');
    expect(filesUnder(dirs.HOME)).toEqual([]);
    expect(existsSync(join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json'))).toBe(false);
  });
});
