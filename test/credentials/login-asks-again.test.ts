// `hoshin auth login` at a terminal does not end on a wrong secret or on a No to plain text: it
// says why, asks again, and keeps what was right (the service's URL, the app key). Nothing is
// saved until a place is chosen; `q` stops with nothing saved.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';

const APP_KEY = 'fedcba9876543210';
const SECRET = 'right-secret-of-the-lab';

const running: RunningSandbox[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!.close();
});

/** A service, and an environment with neither a keychain nor a session directory: plain text is the one place. */
async function service(): Promise<{ sandbox: RunningSandbox; env: NodeJS.ProcessEnv; file: string }> {
  const sandbox = await startSandbox({ port: 0, seed: 'empty', appKey: APP_KEY, secret: SECRET });
  running.push(sandbox);
  const dirs = isolatedDirs();
  return {
    sandbox,
    env: { ...dirs, DBUS_SESSION_BUS_ADDRESS: '', XDG_RUNTIME_DIR: '' },
    file: join(dirs.HOSHIN_CONFIG_DIR, 'credentials.json'),
  };
}

describe('auth login asks again', () => {
  it('after a wrong secret: the secret only, the URL and the key kept', async () => {
    const { sandbox, env, file } = await service();
    const typed = `${APP_KEY}\rwrong-secret\r${SECRET}\ry\r`;
    const result = await runInProcess(['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url], env, typed);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('the secret is wrong');
    expect(result.stderr).toContain('Type the secret again (Ctrl-C stops).');
    expect(result.stderr.match(/App key: /g)).toHaveLength(1);
    expect(result.stderr.match(/Secret \(hidden\): /g)).toHaveLength(2);
    expect(result.stdout).toContain(`Logged in to ${sandbox.url} as profile "lab"`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ profiles: { lab: { appKey: APP_KEY, secret: SECRET } } });
    expect(`${result.stdout}${result.stderr}`).not.toContain('wrong-secret');
  });

  it('after an unknown app key: the key and the secret, the URL kept', async () => {
    const { sandbox, env } = await service();
    const typed = `nosuchkey\r${SECRET}\r${APP_KEY}\r${SECRET}\ry\r`;
    const result = await runInProcess(['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url], env, typed);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Type the app key and the secret again');
    expect(result.stderr.match(/App key: /g)).toHaveLength(2);
    expect(result.stderr).not.toContain('Service URL');
  });

  it('stops after three refused secrets, with nothing saved', async () => {
    const { sandbox, env, file } = await service();
    const typed = `${APP_KEY}\rwrong-1\rwrong-2\rwrong-3\r`;
    const result = await runInProcess(['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url], env, typed);
    expect(result.code).toBe(3);
    expect(result.stderr.match(/Secret \(hidden\): /g)).toHaveLength(3);
    expect(existsSync(file)).toBe(false);
  });

  it('after a No to plain text: the ways without a keychain, then the question again', async () => {
    const { sandbox, env, file } = await service();
    const typed = `${APP_KEY}\r${SECRET}\rn\r\ry\r`;
    const result = await runInProcess(['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url], env, typed);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Nothing is saved yet. Instead, set HOSHIN_APP_KEY and HOSHIN_APP_SECRET');
    // No session directory here: --session-only would fail, so it is not offered.
    expect(result.stderr).not.toContain('--session-only');
    expect(result.stderr.match(/Store the secret in PLAIN TEXT/g)).toHaveLength(2);
    expect(result.stderr.match(/App key: /g)).toHaveLength(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ profiles: { lab: { appKey: APP_KEY, secret: SECRET } } });
  });

  it('q after a No stops with nothing saved', async () => {
    const { sandbox, env, file } = await service();
    const typed = `${APP_KEY}\r${SECRET}\rn\rq\r`;
    const result = await runInProcess(['auth', 'login', '--profile', 'lab', '--base-url', sandbox.url], env, typed);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('nothing was saved');
    expect(existsSync(file)).toBe(false);
  });
});
