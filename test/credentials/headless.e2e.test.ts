// The built executable on a headless machine (no D-Bus session, as over SSH) against a sandbox.
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs, runHoshin } from '../helpers/cli.js';
import { databaseOf } from '../helpers/state-database.js';
import { filesUnder, leaks, savedFilesUnder, serviceStateUnder } from './leaks.js';
import { keytarLoads, unavailable } from '../helpers/tools.js';

// These need the keychain module built (it reads a Secret Service through libsecret).
const noKeytar = unavailable('keytar (the keychain module)', keytarLoads(), 'apt-get install libsecret-1-dev, then npm ci');

const APP_KEY = 'fedcba9876543210';
const SECRET = `Zq9-headless-${process.pid}-secret`;

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'empty', appKey: APP_KEY, secret: SECRET });
});

afterAll(async () => {
  await sandbox.close();
});

/** Fresh private dirs and no D-Bus session: no keychain can be reached. */
function headlessEnv() {
  const dirs = isolatedDirs();
  return { dirs, env: { ...dirs, DBUS_SESSION_BUS_ADDRESS: undefined, XDG_RUNTIME_DIR: undefined } };
}

describe('headless login', () => {
  it('without consent fails at once, names the ways forward and writes nothing', async () => {
    const { dirs, env } = headlessEnv();
    const result = await runHoshin(['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin'], {
      env,
      input: `${SECRET}\n`,
      timeoutMs: 10_000,
    });
    expect(result.code).toBe(3);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^hoshin: cannot store credentials: the OS keychain is not available \(no D-Bus session/);
    for (const way of ['HOSHIN_APP_KEY', 'HOSHIN_APP_SECRET', '--insecure-storage', 'keyring daemon', 'nothing was saved'])
      expect(result.stderr).toContain(way);
    expect(filesUnder(dirs.HOME)).toEqual([]);
    expect(leaks(SECRET, { stdout: result.stdout, stderr: result.stderr }, [])).toEqual([]);
  });

  it.skipIf(noKeytar !== undefined)('with --insecure-storage works, keeps the file 0600, and status says it is plain text', async () => {
    const { dirs, env } = headlessEnv();
    const login = await runHoshin(
      ['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      { env, input: SECRET },
    );
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    expect(login.stdout).toContain(`WARNING: the secret is stored in PLAIN TEXT in ${file}`);
    expect(login.stdout).toContain('Profile "lab" is the active profile.');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirs.HOSHIN_CONFIG_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(join(dirs.HOSHIN_CONFIG_DIR, 'config.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dirs.HOSHIN_CONFIG_DIR, 'config.json'), 'utf8')).not.toContain(SECRET);

    const status = await runHoshin(['auth', 'status'], { env });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('Keychain: not reachable: no D-Bus session');
    // The value wraps under itself at 80 columns: read with its spaces as one.
    expect(status.stdout.replace(/\s+/g, ' ')).toContain(`secret: from PLAIN-TEXT file ${file} (the secret is stored in plain text)`);
    expect(status.stdout).toContain('app key:   fedc…3210');
    expect(status.stdout).toContain(`base URL:  ${sandbox.url}`);
    expect(status.stdout).toContain('dialect:   hoshinplan');

    const json = JSON.parse((await runHoshin(['auth', 'status', '--json'], { env })).stdout) as {
      keychain: { reachable: boolean; reason: string };
      profiles: Array<{
        name: string;
        active: boolean;
        credentials: { source: string; plain_text: boolean; location: string; app_key: string };
      }>;
    };
    expect(json.keychain.reachable).toBe(false);
    expect(json.profiles).toHaveLength(1);
    expect(json.profiles[0]).toMatchObject({
      name: 'lab',
      active: true,
      credentials: { source: 'file', plain_text: true, location: file, app_key: 'fedc…3210' },
    });

    const info = await runHoshin(['info'], { env });
    expect(info.stdout).toContain(`plain-text credentials: ${file}`);
    expect(info.stdout).toContain('keytar:       loaded');

    for (const output of [status.stdout, JSON.stringify(json), info.stdout]) expect(output).not.toContain(SECRET);

    const logout = await runHoshin(['auth', 'logout'], { env });
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain(`Removed the credentials of profile "lab" from the plain-text file ${file}.`);
    expect(logout.stderr).toContain('could not reach the OS keychain');
    expect(existsSync(file)).toBe(false);
    const after = await runHoshin(['auth', 'status'], { env });
    expect(after.code).toBe(3);
    expect(after.stdout).toContain('credentials: none');
  });

  it('refuses wrong credentials with an explanation and saves nothing', async () => {
    const { dirs, env } = headlessEnv();
    const wrongSecret = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      { env, input: 'not-the-secret' },
    );
    expect(wrongSecret.code).toBe(3);
    expect(wrongSecret.stderr).toMatch(/^hoshin: login refused by .*the secret is wrong.*nothing was saved\n$/);
    const unknownKey = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', 'unknown-key', '--secret-stdin', '--insecure-storage'],
      { env, input: SECRET },
    );
    expect(unknownKey.code).toBe(3);
    expect(unknownKey.stderr).toContain('does not know this app key');
    expect(savedFilesUnder(dirs.HOME)).toEqual([]);
    expect(leaks('not-the-secret', {}, serviceStateUnder(dirs.HOME))).toEqual([]);
  });

  it('reports an unreachable service with exit 5 and saves nothing', async () => {
    const { dirs, env } = headlessEnv();
    const closed = await startSandbox({ port: 0, seed: 'empty' });
    const url = closed.url;
    await closed.close();
    const result = await runHoshin(['auth', 'login', '--base-url', url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'], {
      env,
      input: SECRET,
    });
    expect(result.code).toBe(5);
    expect(result.stderr).toContain('could not check the credentials');
    expect(result.stderr).toContain('nothing was saved');
    expect(savedFilesUnder(dirs.HOME)).toEqual([]);
    // Nothing was learned of a service that never answered.
    expect(databaseOf(dirs).statement('SELECT * FROM learned_services').all()).toEqual([]);
  });

  it('asks for what it cannot prompt for when there is no terminal', async () => {
    const { env } = headlessEnv();
    const noKey = await runHoshin(['auth', 'login', '--base-url', sandbox.url, '--secret-stdin'], {
      env,
      input: SECRET,
    });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toBe('hoshin: no app key: pass --app-key KEY\n');
    const noSecret = await runHoshin(['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--insecure-storage'], { env });
    expect(noSecret.code).toBe(2);
    expect(noSecret.stderr).toContain('--secret-stdin');
    const empty = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      { env, input: '\n' },
    );
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('the secret is empty');
  });

  it('with --debug, nothing shows or keeps the secret or a live signature (but the chosen plain-text file)', async () => {
    const { dirs, env } = headlessEnv();
    const login = await runHoshin(
      ['auth', 'login', '--debug', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      { env, input: SECRET },
    );
    expect(login.code).toBe(0);
    const status = await runHoshin(['auth', 'status', '--debug'], { env });
    const refused = await runHoshin(
      [
        'auth',
        'login',
        '--debug',
        '--profile',
        'x',
        '--base-url',
        sandbox.url,
        '--app-key',
        APP_KEY,
        '--secret-stdin',
        '--insecure-storage',
      ],
      { env, input: 'wrong' },
    );
    expect(refused.code).toBe(3);
    const logFile = join(dirs.HOSHIN_STATE_DIR, 'hoshin.log');
    expect(readFileSync(logFile, 'utf8')).toMatch(/GET .*\/companies\?app_key=.*&signature=\[redacted\]/);
    expect(statSync(logFile).mode & 0o777).toBe(0o600);
    expect(login.stderr).toContain('signature=[redacted]');
    const credentialsFile = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    const otherFiles = filesUnder(dirs.HOME).filter((file) => file !== credentialsFile);
    expect(otherFiles).toContain(logFile);
    const outputs = {
      loginOut: login.stdout,
      loginErr: login.stderr,
      statusOut: status.stdout,
      statusErr: status.stderr,
      refusedOut: refused.stdout,
      refusedErr: refused.stderr,
    };
    expect(leaks(SECRET, outputs, otherFiles)).toEqual([]);
    expect(readFileSync(credentialsFile, 'utf8')).toContain(SECRET);
  });
});

describe('--session-only', () => {
  it('keeps the secret in the runtime directory only; status says so; logout removes it', async () => {
    const { dirs, env } = headlessEnv();
    const runtime = mkdtempSync('/dev/shm/hoshin-runtime-');
    const sessionEnv = { ...env, XDG_RUNTIME_DIR: runtime };
    const login = await runHoshin(
      ['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--session-only'],
      { env: sessionEnv, input: SECRET },
    );
    expect([login.code, login.stderr]).toEqual([0, '']);
    const file = join(runtime, 'hoshin', 'credentials.json');
    expect(login.stdout).toContain(`The secret is kept for this session only, in ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json'))).toBe(false);
    expect(leaks(SECRET, { stdout: login.stdout }, filesUnder(dirs.HOME))).toEqual([]);

    const json = JSON.parse((await runHoshin(['auth', 'status', '--json'], { env: sessionEnv })).stdout) as {
      profiles: Array<{ credentials: { source: string; plain_text: boolean; location: string } }>;
    };
    expect(json.profiles[0]?.credentials).toMatchObject({ source: 'session', plain_text: false, location: file });
    // Another command of the same session signs with it.
    expect((await runHoshin(['list', 'companies'], { env: sessionEnv })).code).toBe(0);
    // Without the session's directory, nothing is known.
    expect((await runHoshin(['auth', 'status'], { env })).stdout).toContain('credentials: none');

    const logout = await runHoshin(['auth', 'logout'], { env: sessionEnv });
    expect(logout.stdout).toContain(`Removed the credentials of profile "lab" from this session's file ${file}.`);
    expect(existsSync(file)).toBe(false);
  });

  it('is refused before anything is asked or sent when there is no session directory', async () => {
    const { dirs, env } = headlessEnv();
    const result = await runHoshin(['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--session-only'], {
      env: { ...env, XDG_RUNTIME_DIR: undefined },
      input: SECRET,
    });
    expect(result.code).toBe(3);
    expect(result.stderr).toBe(
      'hoshin: cannot keep the secret for this session only: XDG_RUNTIME_DIR is not set, so there is no login session directory to keep it in (systemd-logind sets one for each login); nothing was saved\n',
    );
    expect(filesUnder(dirs.HOME)).toEqual([]);
    const both = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--session-only', '--insecure-storage'],
      { env, input: SECRET },
    );
    expect([both.code, both.stderr]).toEqual([2, 'hoshin: --insecure-storage and --session-only choose two places: pass one\n']);
  });
});

describe('a hand-broken plain-text credentials file', () => {
  it('is reported by line, without quoting it, and left as it is', async () => {
    const { dirs, env } = headlessEnv();
    const login = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      { env, input: SECRET },
    );
    expect(login.code).toBe(0);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json');
    const broken = readFileSync(file, 'utf8').replace(`"${SECRET}"`, `"${SECRET}`);
    writeFileSync(file, broken);
    const again = await runHoshin(
      ['auth', 'login', '--base-url', sandbox.url, '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      { env, input: SECRET },
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      `hoshin: cannot store credentials: credentials file ${file} line 5 is not valid JSON; fix or remove it; nothing was saved\n`,
    );
    const logout = await runHoshin(['auth', 'logout'], { env });
    expect(logout.code).toBe(2);
    expect(logout.stderr).toBe(`hoshin: credentials file ${file} line 5 is not valid JSON; fix or remove it\n`);
    const status = await runHoshin(['auth', 'status'], { env });
    expect(status.code).toBe(3);
    expect(status.stdout.replace(/\s+/g, ' ')).toContain(`plain-text file unusable: credentials file ${file} line 5 is not valid JSON`);
    for (const output of [again.stderr, logout.stdout, logout.stderr, status.stdout]) expect(output).not.toContain(SECRET);
    expect(readFileSync(file, 'utf8')).toBe(broken);
  });
});

describe('credentials from the environment', () => {
  it('override anything stored, and half a pair is refused', async () => {
    const { env } = headlessEnv();
    const both = await runHoshin(['auth', 'status', '--profile', 'ci'], {
      env: { ...env, HOSHIN_APP_KEY: 'env-key-0123456789', HOSHIN_APP_SECRET: SECRET },
    });
    expect(both.code).toBe(0);
    expect(both.stdout).toContain('secret:    from environment (HOSHIN_APP_KEY, HOSHIN_APP_SECRET)');
    expect(both.stdout).toContain('app key:   env-…6789');
    expect(both.stdout).not.toContain(SECRET);
    const half = await runHoshin(['auth', 'status', '--profile', 'ci'], { env: { ...env, HOSHIN_APP_KEY: 'env-key' } });
    expect(half.code).toBe(3);
    expect(half.stdout).toContain('HOSHIN_APP_KEY is set but HOSHIN_APP_SECRET is not');
  });
});

describe('profiles', () => {
  it('are created, chosen and listed; bad names and unknown profiles are refused', async () => {
    const { dirs, env } = headlessEnv();
    expect((await runHoshin(['profile', 'set', 'prod', '--base-url', 'https://plan.example.com/'], { env })).code).toBe(0);
    const staging = await runHoshin(
      ['profile', 'set', 'staging', '--base-url', 'https://staging.example.com', '--readonly', '--dialect', 'encoded'],
      { env },
    );
    expect(staging.stdout).toBe(
      'Profile "staging": https://staging.example.com, dialect encoded, read-only.\nCommands still use profile "default"; to use this one: hoshin profile use staging (or --profile staging).\n',
    );
    expect((await runHoshin(['profile', 'use', 'staging'], { env })).stdout).toBe('Profile "staging" is now the active profile.\n');
    expect((await runHoshin(['profile', 'set', 'staging', '--no-readonly'], { env })).code).toBe(0);
    const list = await runHoshin(['profile', 'list'], { env });
    expect(list.stdout).toBe('  prod     https://plan.example.com  auto\n* staging  https://staging.example.com  encoded\n');
    const json = JSON.parse((await runHoshin(['profile', 'list', '--json'], { env })).stdout) as {
      active_profile: string;
    };
    expect(json.active_profile).toBe('staging');
    expect((await runHoshin(['profile', 'list'], { env: { ...env, HOSHIN_PROFILE: 'prod' } })).stdout).toMatch(/^\* prod/);

    const before = readFileSync(join(dirs.HOSHIN_CONFIG_DIR, 'config.json'), 'utf8');
    const badName = await runHoshin(['profile', 'set', 'my profile', '--base-url', 'https://x.example.com'], { env });
    expect([badName.code, badName.stderr]).toEqual([
      2,
      'hoshin: profile name: "my profile" is not a profile name\n  A profile name is letters, digits, "-", "_" and "." (at most 64).\n',
    ]);
    const unknown = await runHoshin(['profile', 'use', 'nope'], { env });
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toContain('hoshin profile set nope --base-url URL');
    const newWithoutUrl = await runHoshin(['profile', 'set', 'lab', '--readonly'], { env });
    expect([newWithoutUrl.code, newWithoutUrl.stderr]).toEqual([2, 'hoshin: profile: "lab" is new\n  Give it a --base-url.\n']);
    const badDialect = await runHoshin(['profile', 'set', 'prod', '--dialect', 'rot13'], { env });
    expect(badDialect.code).toBe(2);
    expect(readFileSync(join(dirs.HOSHIN_CONFIG_DIR, 'config.json'), 'utf8')).toBe(before);
  });

  it('auth status says the remedy once for every profile without credentials', async () => {
    const { env } = headlessEnv();
    for (const name of ['a', 'b', 'c']) await runHoshin(['profile', 'set', name, '--base-url', `https://${name}.example.com`], { env });
    const status = await runHoshin(['auth', 'status'], { env });
    expect(status.code).toBe(3);
    expect(status.stdout.match(/credentials: none \(what to do: below\)/g)).toHaveLength(3);
    expect(status.stdout.match(/--insecure-storage/g)).toHaveLength(1);
    expect(status.stdout.replace(/\s+/g, ' ')).toContain('No credentials for profiles "a", "b", "c" (keychain unavailable:');
    expect(status.stdout.replace(/\s+/g, ' ')).toContain('"hoshin auth login --profile NAME --insecure-storage"');
    // No session directory (XDG_RUNTIME_DIR unset): --session-only would fail, so it is not offered.
    expect(status.stdout).not.toContain('--session-only');
    // One profile: its remedy in place, with its name.
    const single = headlessEnv().env;
    await runHoshin(['profile', 'set', 'solo', '--base-url', 'https://solo.example.com'], { env: single });
    const one = await runHoshin(['auth', 'status'], { env: single });
    expect(one.stdout.replace(/\s+/g, ' ')).toContain('credentials: none: no credentials for profile "solo"');
    expect(one.stdout.replace(/\s+/g, ' ')).toContain('"hoshin auth login --profile solo --insecure-storage"');
  });

  it('profile set leaves the active profile alone; --use or profile use changes it', async () => {
    const { env } = headlessEnv();
    await runHoshin(['profile', 'set', 'prod', '--base-url', 'https://plan.example.com/'], { env });
    expect((await runHoshin(['profile', 'use', 'prod'], { env })).code).toBe(0);
    const lab = await runHoshin(['profile', 'set', 'lab', '--base-url', 'https://lab.example.com'], { env });
    expect(lab.stdout).toBe(
      'Profile "lab": https://lab.example.com, dialect auto.\nCommands still use profile "prod"; to use this one: hoshin profile use lab (or --profile lab).\n',
    );
    expect(JSON.parse((await runHoshin(['profile', 'list', '--json'], { env })).stdout).active_profile).toBe('prod');
    // A first profile on a fresh machine does not become active either: commands keep "default".
    const fresh = headlessEnv().env;
    await runHoshin(['profile', 'set', 'lab', '--base-url', 'https://lab.example.com'], { env: fresh });
    expect(JSON.parse((await runHoshin(['profile', 'list', '--json'], { env: fresh })).stdout).active_profile).toBe('default');
    const used = await runHoshin(['profile', 'set', 'lab', '--use'], { env });
    expect(used.stdout).toBe('Profile "lab": https://lab.example.com, dialect auto (active).\n');
    expect(JSON.parse((await runHoshin(['profile', 'list', '--json'], { env })).stdout).active_profile).toBe('lab');
  });

  it('a hand-broken config file is reported by file and line and left as it is', async () => {
    const { dirs, env } = headlessEnv();
    expect((await runHoshin(['profile', 'set', 'prod', '--base-url', 'https://plan.example.com'], { env })).code).toBe(0);
    const file = join(dirs.HOSHIN_CONFIG_DIR, 'config.json');
    const broken = readFileSync(file, 'utf8').replace('"https://plan.example.com"', '"https://plan.example.com",');
    writeFileSync(file, broken);
    for (const args of [
      ['profile', 'set', 'prod', '--readonly'],
      ['auth', 'login', '--app-key', APP_KEY, '--secret-stdin', '--insecure-storage'],
      ['auth', 'status'],
    ]) {
      const result = await runHoshin(args, { env, input: SECRET });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `hoshin: config file ${file} line 5: expected double-quoted property name; fix or remove it (hoshin has not changed it)\n`,
      );
    }
    expect(readFileSync(file, 'utf8')).toBe(broken);
    expect(existsSync(join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json'))).toBe(false);
  });
});
