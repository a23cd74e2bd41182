// The single-file executable (npm run sea) on a machine without Node: run with an environment of
// nothing but a PATH on which there is no node. The PATH is an empty folder rather than
// /usr/bin:/bin, which hold a node on the machines that build it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardingProxy } from '../helpers/forwarding-proxy.js';
import { spawnOnPty } from '../helpers/pty.js';
import { startTlsFront } from '../helpers/tls-front.js';
import { run, startSandbox } from './programs.js';

const EXECUTABLE = resolve('dist/hoshin-linux-x64');
// What the executable is built from: rebuilt when any of it is newer than the executable.
const INPUTS = ['source', 'scripts/sea.mjs', 'scripts/bundle-options.mjs', 'patches', 'package.json', 'package-lock.json'];
// Injecting the bundle into a copy of the pinned Node (about 150 MB) takes a while on a loaded machine.
const BUILD_TIMEOUT_MS = 15 * 60_000;

const root = mkdtempSync(join(tmpdir(), 'hoshin-sea-'));
const emptyPath = mkdtempSync(join(root, 'bin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The environment of a server without Node: a PATH with nothing on it, private config and state. */
function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: emptyPath, HOSHIN_CONFIG_DIR: join(root, 'config'), HOSHIN_STATE_DIR: join(root, 'state'), ...extra };
}

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/**
 * Building the executable copies and injects the pinned Node (about 150 MB): CI does it (CI=true),
 * a local run only when asked (HOSHIN_TEST_SEA=1). Otherwise these tests are skipped, saying why.
 */
const CONTINUOUS_INTEGRATION = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI);
const ASKED = CONTINUOUS_INTEGRATION || process.env.HOSHIN_TEST_SEA === '1';
if (!ASKED) {
  process.stderr.write(
    'single-executable.e2e.test.ts: skipped, the single-file executable is built and tested under CI=true or HOSHIN_TEST_SEA=1\n',
  );
}

beforeAll(() => {
  if (!ASKED) return;
  const builtAt = statSync(EXECUTABLE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt > Math.max(...INPUTS.map(newestChange))) return;
  execFileSync(process.execPath, ['scripts/sea.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: BUILD_TIMEOUT_MS,
  });
}, BUILD_TIMEOUT_MS);

describe.runIf(ASKED)('the single-file executable, where there is no node', () => {
  it('has no node on its PATH', async () => {
    const result = await run('/bin/sh', ['-c', 'command -v node'], { env: { PATH: emptyPath } });
    expect(result.code).not.toBe(0);
  });

  it('prints its version with nothing in its environment but PATH', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const result = await run(EXECUTABLE, ['--version'], { env: { PATH: emptyPath } });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(`hoshin ${version}`);
  });

  it('runs the sandbox and a signed request against it', async () => {
    const sandbox = await startSandbox(EXECUTABLE, [], serverEnv());
    try {
      const result = await run(EXECUTABLE, ['list', 'companies'], { env: serverEnv(sandbox.clientEnv) });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Nordwind Pumps S.L.');
    } finally {
      sandbox.stop();
    }
  });

  it('says the keychain module cannot be loaded, and offers the other places for a secret', async () => {
    // A D-Bus address, so the keychain is tried and the module is what fails.
    const result = await run(EXECUTABLE, ['auth', 'status'], {
      env: serverEnv({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(root, 'no-bus')}` }),
    });
    expect(result.code).toBe(3);
    // Prose wraps at 80 columns when piped: read as one line.
    const said = (result.stdout + result.stderr).replace(/\s+/g, ' ');
    expect(said).toContain('cannot be loaded by the single-file executable');
    expect(said).toContain('HOSHIN_APP_KEY and HOSHIN_APP_SECRET');
    expect(said).toContain('--insecure-storage');
  });

  it('opens the demo console on a terminal and quits with q', async () => {
    const program = spawnOnPty(EXECUTABLE, ['demo'], {
      env: serverEnv({ TERM: 'xterm-256color', LANG: 'C.UTF-8', HOME: root }),
    });
    try {
      await program.waitFor((screen) => screen.join('\n').includes('Nordwind') && screen.join('\n').includes('? help'));
      program.write('q');
      expect((await program.exited).exitCode).toBe(0);
    } finally {
      program.close();
    }
  });

  it('reaches an https:// service through a CONNECT proxy, trusting its certificate through NODE_EXTRA_CA_CERTS', async () => {
    const sandbox = await startSandbox(EXECUTABLE, [], serverEnv());
    const front = await startTlsFront(Number(new URL(sandbox.url).port));
    const proxy = await startForwardingProxy();
    try {
      const env = serverEnv({ ...sandbox.clientEnv, https_proxy: proxy.url, NODE_EXTRA_CA_CERTS: front.caFile });
      const result = await run(EXECUTABLE, ['--base-url', front.url, 'list', 'companies'], { env });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Nordwind Pumps S.L.');
      expect(proxy.tunnels).toEqual([`localhost:${front.port}`]);
      // A proxy that cannot reach the service: one CONNECT, one sentence, exit 5.
      const unreachable = await run(EXECUTABLE, ['--base-url', 'https://localhost:1', 'list', 'companies'], { env });
      expect(unreachable.code).toBe(5);
      expect(unreachable.stderr).toContain(
        `the proxy http://127.0.0.1:${proxy.port} closed the connection instead of opening a tunnel to localhost:1`,
      );
      expect(proxy.tunnels).toHaveLength(2);
    } finally {
      await proxy.close();
      await front.close();
      sandbox.stop();
    }
  });
});
