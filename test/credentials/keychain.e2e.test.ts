// The built executable against a real Secret Service (a private gnome-keyring in its own D-Bus session).
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin, type RunResult } from '../helpers/cli.js';
import { filesUnder, leaks } from './leaks.js';
import { keytarLoads, unavailable } from '../helpers/tools.js';

const TOOLS = ['dbus-run-session', 'gnome-keyring-daemon', 'secret-tool'];
const missing = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
const skip =
  unavailable(missing.join(', ') || 'a Secret Service', missing.length === 0, 'apt-get install gnome-keyring dbus libsecret-tools') !==
    undefined || unavailable('keytar (the keychain module)', keytarLoads(), 'apt-get install libsecret-1-dev, then npm ci') !== undefined;

const APP_KEY = 'fedcba9876543210';
const SECRET = `Zq9-keychain-${process.pid}-secret`;

let sandbox: RunningSandbox;
let session: ChildProcessWithoutNullStreams;
let keyringEnv: Record<string, string>;

/** Starts the keyring session and resolves with its bus address once the keyring is unlocked. */
function startKeyringSession(): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'hoshin-keyring-'));
  keyringEnv = {
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_RUNTIME_DIR: mkdtempSync(join(tmpdir(), 'hoshin-runtime-')),
  };
  session = spawn('dbus-run-session', ['--', 'bash', resolve('test/credentials/keyring-session.sh')], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...keyringEnv, KEYRING_PASSWORD: 'test-keyring-password' },
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let err = '';
    session.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    session.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const address = /^DBUS_SESSION_BUS_ADDRESS=(.+)$/m.exec(out);
      if (address && /^READY$/m.test(out)) resolvePromise(address[1] as string);
    });
    session.on('exit', (code) => reject(new Error(`keyring session ended (${code}): ${err}`)));
  });
}

let busAddress: string;
let dirs: ReturnType<typeof isolatedDirs>;

function hoshin(args: string[], input?: string): Promise<RunResult> {
  return runHoshin(args, {
    env: { ...dirs, DBUS_SESSION_BUS_ADDRESS: busAddress, XDG_RUNTIME_DIR: keyringEnv.XDG_RUNTIME_DIR },
    ...(input === undefined ? {} : { input }),
  });
}

/** What the keychain holds for a profile, read with the system's own tool. */
function lookup(profile: string): { status: number | null; stdout: string } {
  const result = spawnSync('secret-tool', ['lookup', 'service', 'hoshin', 'account', profile], {
    env: { ...process.env, ...keyringEnv, DBUS_SESSION_BUS_ADDRESS: busAddress },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout };
}

describe.skipIf(skip)('OS keychain through keytar', () => {
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo', appKey: APP_KEY, secret: SECRET });
    busAddress = await startKeyringSession();
    dirs = isolatedDirs();
  });

  afterAll(async () => {
    // Closing stdin ends the script, and with it the D-Bus session and the keyring daemon.
    if (session && session.exitCode === null) {
      const ended = new Promise((done) => session.once('exit', done));
      session.stdin.end();
      await ended;
    }
    await sandbox?.close();
  });

  it('logs in, shows where the secret lives, makes signed requests, and logs out', async () => {
    const outputs: Record<string, string> = {};
    const record = (name: string, result: RunResult) => {
      outputs[`${name} stdout`] = result.stdout;
      outputs[`${name} stderr`] = result.stderr;
      return result;
    };

    const login = record(
      'login',
      await hoshin(
        ['auth', 'login', '--profile', 'kc', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--debug'],
        SECRET,
      ),
    );
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Logged in to ${sandbox.url} as profile "kc" (app key fedc…3210, dialect hoshinplan).`);
    expect(login.stdout).toContain('The secret is stored in the OS keychain.');
    expect(login.stderr).toMatch(/GET .*\/companies\?.*signature=\[redacted\] -> 200/);
    const stored = lookup('kc');
    expect(stored.status).toBe(0);
    expect(JSON.parse(stored.stdout)).toEqual({ appKey: APP_KEY, secret: SECRET });

    const status = record('status', await hoshin(['auth', 'status']));
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('Keychain: reachable');
    expect(status.stdout).toContain('Profile "kc" (active)');
    expect(status.stdout).toContain('secret:    from OS keychain');
    expect(status.stdout).toContain('app key:   fedc…3210');

    const info = record('info', await hoshin(['info', '--json']));
    expect(JSON.parse(info.stdout).keychain).toMatchObject({ keytar: 'loaded', reachable: true, headless: null });

    // A signed request of another command, with its credentials from the keychain.
    const list = record('list', await hoshin(['list', 'companies', '--debug']));
    expect(list.code).toBe(0);
    const company = sandbox.store.all('company')[0] as { name?: unknown } | undefined;
    expect(typeof company?.name).toBe('string');
    expect(list.stdout).toContain(String(company?.name));
    expect(list.stderr).toMatch(/GET .*\/companies\?.*signature=\[redacted\]/);

    expect(leaks(SECRET, outputs, [...filesUnder(dirs.HOSHIN_CONFIG_DIR), ...filesUnder(dirs.HOSHIN_STATE_DIR)])).toEqual([]);
    expect(filesUnder(dirs.HOSHIN_STATE_DIR)).toContain(join(dirs.HOSHIN_STATE_DIR, 'hoshin.log'));

    const logout = await hoshin(['auth', 'logout']);
    expect([logout.code, logout.stdout, logout.stderr]).toEqual([0, 'Removed the credentials of profile "kc" from the OS keychain.\n', '']);
    expect(lookup('kc')).toEqual({ status: 1, stdout: '' });
    const after = await hoshin(['auth', 'status']);
    expect(after.code).toBe(3);
    expect(after.stdout).toContain('no credentials for profile "kc"');
  });

  it('keeps one copy: a keychain login removes the plain-text entry, and the other way round', async () => {
    const args = ['auth', 'login', '--profile', 'both', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--no-verify'];
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    expect((await hoshin([...args, '--insecure-storage'], SECRET)).code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(lookup('both').status).toBe(1);
    expect((await hoshin(args, SECRET)).code).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(lookup('both').status).toBe(0);
    expect((await hoshin([...args, '--insecure-storage'], SECRET)).code).toBe(0);
    expect(lookup('both').status).toBe(1);
    const status = await hoshin(['auth', 'status', '--profile', 'both']);
    expect(status.stdout.replace(/\s+/g, ' ')).toContain(`from PLAIN-TEXT file ${file}`);
    expect((await hoshin(['auth', 'logout', '--profile', 'both'])).code).toBe(0);
    expect(existsSync(file)).toBe(false);
  });
});
