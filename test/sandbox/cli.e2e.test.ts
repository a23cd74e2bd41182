// `hoshin sandbox` as a child process of the built executable.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp, signRequest } from '../../source/signing/signing.js';

const executable = join(process.cwd(), 'dist', 'hoshin.mjs');
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function start(args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  delete base.HOSHIN_SANDBOX_APP_KEY;
  delete base.HOSHIN_SANDBOX_SECRET;
  const child = spawn(process.execPath, [executable, 'sandbox', ...args], { env: { ...base, ...env } });
  children.push(child);
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A step that never ends fails with what the child said, instead of a bare test timeout.
  const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
    Promise.race([
      promise,
      new Promise<T>((_, reject) =>
        setTimeout(() => reject(new Error(`no ${what} within 20 s; stderr so far: ${stderr}`)), 20_000).unref(),
      ),
    ]);
  return {
    child,
    get exit() {
      return within(exited, 'exit');
    },
    stderr: () => stderr,
    line: () =>
      within(new Promise<string>((resolve) => (lines.length > 0 ? resolve(lines.shift()!) : waiting.push(resolve))), 'line on stdout'),
  };
}

async function getCompanies(url: string, appKey: string, secret: string): Promise<Response> {
  const signed = signRequest({
    path: '/companies',
    appKey,
    secret,
    timestamp: formatTimestamp(Date.now() - 2000),
    dialect: 'hoshinplan',
  });
  return fetch(`${url}${signed.pathAndQuery}`, { headers: { Accept: 'application/json' } });
}

describe('hoshin sandbox', () => {
  it('prints where it listens first, then generated credentials and a hint; serves; exits 0 on SIGTERM', async () => {
    const sandbox = start(['--seed', 'demo']);
    const first = await sandbox.line();
    expect(first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = first.slice('listening on '.length);
    const appKey = (await sandbox.line()).match(/^app key: ([0-9a-f]{32})$/)?.[1];
    const secret = (await sandbox.line()).match(/^secret: +([0-9a-f]{32})$/)?.[1];
    expect(appKey).toBeDefined();
    expect(secret).toBeDefined();
    const hint = await sandbox.line();
    expect(hint).toContain(`HOSHIN_BASE_URL=${url}`);
    expect(hint).toContain(`HOSHIN_APP_KEY=${appKey}`);
    expect(hint).toContain('hoshin list companies');
    const answer = await getCompanies(url, appKey!, secret!);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { name: string }[])[0]!.name).toBe('Nordwind Pumps S.L.');
    sandbox.child.kill('SIGTERM');
    expect(await sandbox.exit, sandbox.stderr()).toBe(0);
    // The request log never shows a signature.
    expect(sandbox.stderr()).toContain('signature=[redacted]');
    expect(sandbox.stderr()).not.toMatch(/signature=[A-Za-z0-9+/]{10}/);
  });

  it('takes credentials from the environment and does not print the secret; exits 0 on SIGINT', async () => {
    const appKey = '1'.repeat(32);
    const secret = '2'.repeat(32);
    const sandbox = start(['--seed', 'empty', '--dialect', 'hoshinplan', '--quiet'], {
      HOSHIN_SANDBOX_APP_KEY: appKey,
      HOSHIN_SANDBOX_SECRET: secret,
    });
    const url = (await sandbox.line()).slice('listening on '.length);
    const rest = [await sandbox.line(), await sandbox.line()].join('\n');
    expect(rest).not.toContain(secret);
    expect(rest).toContain('$HOSHIN_SANDBOX_SECRET');
    const answer = await getCompanies(url, appKey, secret);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([]);
    sandbox.child.kill('SIGINT');
    expect(await sandbox.exit, sandbox.stderr()).toBe(0);
    expect(sandbox.stderr()).not.toContain('GET ');
  });

  it('runs the hoshinplan flavour: says so, answers a signed request, accepts it again, refuses a clock 1 s ahead', async () => {
    const appKey = '3'.repeat(32);
    const secret = '4'.repeat(32);
    const sandbox = start(['--seed', 'demo', '--flavour', 'hoshinplan'], {
      HOSHIN_SANDBOX_APP_KEY: appKey,
      HOSHIN_SANDBOX_SECRET: secret,
    });
    const url = (await sandbox.line()).slice('listening on '.length);
    await sandbox.line(); // where the credentials come from
    await sandbox.line(); // the hint
    expect(await sandbox.line()).toMatch(/^flavour: hoshinplan /);
    const signed = signRequest({
      path: '/companies',
      appKey,
      secret,
      timestamp: formatTimestamp(Date.now() - 2000),
      dialect: 'hoshinplan',
    });
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${url}${signed.pathAndQuery}`, { headers: { Accept: 'application/json' } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { name: string }[])[0]!.name).toBe('Nordwind Pumps S.L.');
    }
    const ahead = signRequest({
      path: '/companies',
      appKey,
      secret,
      timestamp: formatTimestamp(Date.now() + 2000),
      dialect: 'hoshinplan',
    });
    const refused = await fetch(`${url}${ahead.pathAndQuery}`, { headers: { Accept: 'application/json' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      message: 'Timestamp in the future',
      type: 'SecurityError',
      code: 3,
      status: 401,
    });
    sandbox.child.kill('SIGTERM');
    expect(await sandbox.exit, sandbox.stderr()).toBe(0);
    expect(sandbox.stderr()).toContain('-> 200 (REUSED signed URL)');
    expect(sandbox.stderr()).not.toContain(secret);
  });

  it('says the spec flavour runs by default', async () => {
    const sandbox = start(['--seed', 'empty', '--quiet']);
    const lines = [await sandbox.line(), await sandbox.line(), await sandbox.line(), await sandbox.line(), await sandbox.line()];
    expect(lines[4]).toMatch(/^flavour: spec /);
    sandbox.child.kill('SIGTERM');
    expect(await sandbox.exit, sandbox.stderr()).toBe(0);
  });

  it('refuses --flavour hoshinplan with the lenient dialect, and an unknown flavour, with one line and exit 2', async () => {
    const mixed = start(['--flavour', 'hoshinplan', '--dialect', 'lenient']);
    expect(await mixed.exit, mixed.stderr()).toBe(2);
    expect(mixed.stderr()).toBe(
      'hoshin: --dialect: "lenient" does not go with --flavour hoshinplan\n' +
        '  The public implementation verifies one dialect: hoshinplan (the default),\n    encoded or plain.\n',
    );
    const unknown = start(['--flavour', 'rails']);
    expect(await unknown.exit, unknown.stderr()).toBe(2);
    expect(unknown.stderr()).toBe('hoshin: --flavour: "rails" is not a flavour\n  Expected one of spec, hoshinplan.\n');
  });

  it('refuses bad options with one error line, only hints after it, and exit 2', async () => {
    for (const args of [
      ['--port', 'eighty'],
      ['--port', '70000'],
      ['--seed', 'full'],
      ['--dialect', 'loose'],
      ['--flavour', 'real'],
      ['--bogus'],
      ['extra'],
    ]) {
      const sandbox = start(args);
      expect(await sandbox.exit, `${args.join(' ')}: ${sandbox.stderr()}`).toBe(2);
      const [error, ...hints] = sandbox.stderr().trimEnd().split('\n');
      expect(error).toMatch(/^hoshin: /);
      for (const hint of hints) expect(hint, args.join(' ')).toMatch(/^ {2}\S/);
    }
    const half = start([], { HOSHIN_SANDBOX_APP_KEY: 'abc' });
    expect(await half.exit).toBe(2);
    expect(half.stderr()).toMatch(/HOSHIN_SANDBOX_SECRET/);
  });

  it('exits 5 with one line when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const sandbox = start(['--port', String(port)]);
      expect(await sandbox.exit, sandbox.stderr()).toBe(5);
      expect(sandbox.stderr()).toBe(`hoshin: cannot listen on 127.0.0.1:${port}: the port is already in use\n`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a corrupt data file, naming it, and leaves it untouched', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'hoshin-sandbox-cli-'));
    try {
      const file = join(directory, 'plan.json');
      await writeFile(file, '{"format": "hoshin-sandbox", "vers');
      const sandbox = start(['--data', file]);
      expect(await sandbox.exit, sandbox.stderr()).toBe(2);
      expect(sandbox.stderr()).toContain(file);
      // One error line, the reason after it with the file whole (never broken at a /).
      const [error, ...hints] = sandbox.stderr().trimEnd().split('\n');
      expect(error).toMatch(/^hoshin: --data: ".*" cannot be used$/);
      expect(
        hints.some((hint) => hint.includes(file)),
        hints.join('\n'),
      ).toBe(true);
      expect(await readFile(file, 'utf8')).toBe('{"format": "hoshin-sandbox", "vers');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
