// The single-file executable (npm run sea) on a machine without Node: run with an environment of
// nothing but a PATH on which there is no node. The PATH is an empty folder rather than
// /usr/bin:/bin, which hold a node on the machines that build it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardingProxy } from '../helpers/forwarding-proxy.js';
import { spawnOnPty } from '../helpers/pty.js';
import { startTlsFront } from '../helpers/tls-front.js';
import { run, startSandbox } from './programs.js';
import { NO_BASELINE_AT_START } from '../../source/terminal/baseline-compiler.js';
import { SEA_USES_SNAPSHOT, seaBlobFlags, seaExecArgvHolds } from './sea-blob.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { openIndexStore } from '../../source/index/index-store.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { closeDatabase, openDatabase } from '../../source/store/database.js';

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

// Started from a startup snapshot (decision 0376): what the program reads of the machine it runs
// on is read there, not frozen at the values of the machine that built it.
describe.runIf(ASKED)('the single-file executable, restored from its startup snapshot', () => {
  const demoFrame = (screen: string[]) => screen.join('\n').includes('Nordwind') && screen.join('\n').includes('? help');
  const onPty = (env: Record<string, string>, size: { columns: number; rows: number } = { columns: 80, rows: 24 }) =>
    spawnOnPty(EXECUTABLE, ['demo'], { ...size, env: serverEnv({ TERM: 'xterm-256color', LANG: 'C.UTF-8', HOME: root, ...env }) });

  it('carries a startup snapshot', () => {
    expect(seaBlobFlags(EXECUTABLE) & SEA_USES_SNAPSHOT).toBe(SEA_USES_SNAPSHOT);
  });

  it('starts without the baseline compiler of V8, which the console turns on after its first frame', () => {
    expect(seaExecArgvHolds(EXECUTABLE, NO_BASELINE_AT_START)).toBe(true);
    expect(seaExecArgvHolds(EXECUTABLE, '--sparkplug')).toBe(false);
  });

  it('shows a first demo on a new machine the sandbox’s plan: its timers fire after the restore', async () => {
    // The builder's last timer, cleared before it fired, left Node's timers armed for an instant of
    // the builder's clock: restored, no timer fired, the demo's sandbox never started and its list
    // stayed empty (main-snapshot.ts, settleTimers).
    const fresh = mkdtempSync(join(root, 'first-demo-'));
    const program = onPty({ HOME: fresh, HOSHIN_CONFIG_DIR: join(fresh, 'config'), HOSHIN_STATE_DIR: join(fresh, 'state') });
    try {
      await program.waitFor('nothing known here yet');
      await program.waitFor('Nordwind Pumps S.L.');
      program.write('q');
      expect((await program.exited).exitCode).toBe(0);
    } finally {
      program.close();
    }
  });

  it('refreshes, against a service, a plan its state already knows: its timers fire after the restore', async () => {
    // The path no test took when the fault shipped: with a hoshin and an area known, the console's
    // first refresh waited on a timer that, restored, never fired ("fetching companies" for good;
    // 2 runs of 2 by hand, fewer here: when the program sets its first timers decides it).
    // test/terminal/snapshot-timers.e2e.test.ts holds the cause every time.
    const sandbox = await startSandbox(EXECUTABLE, [], serverEnv());
    const fresh = mkdtempSync(join(root, 'known-plan-'));
    const dirs = { HOSHIN_CONFIG_DIR: join(fresh, 'config'), HOSHIN_STATE_DIR: join(fresh, 'state') };
    // The store's index writes what it learns into the state.
    const store = openIndexStore(openDatabase(hoshinPaths(dirs)), serviceIdentity(sandbox.url, sandbox.clientEnv.HOSHIN_APP_KEY!));
    store.index.applyEvent({ type: 'listed', kind: 'company', scopeId: null, resources: [{ id: 1, name: 'Known company' }] });
    store.index.applyEvent({ type: 'seen', kind: 'hoshin', resource: { id: 2, name: 'Known hoshin', company_id: 1 } });
    store.index.applyEvent({ type: 'seen', kind: 'area', resource: { id: 3, name: 'Known area', hoshin_id: 2, company_id: 1 } });
    await store.close();
    closeDatabase(hoshinPaths(dirs));
    const program = spawnOnPty(EXECUTABLE, [], {
      env: serverEnv({ TERM: 'xterm-256color', LANG: 'C.UTF-8', HOME: fresh, ...dirs, ...sandbox.clientEnv }),
    });
    try {
      await program.waitFor('Known company');
      // The service's answer replaces what the state knew.
      await program.waitFor((screen) => screen.join('\n').includes('Nordwind Pumps S.L.') && !screen.join('\n').includes('fetching'));
      program.write('q');
      expect((await program.exited).exitCode).toBe(0);
    } finally {
      program.close();
      sandbox.stop();
    }
  });

  it('starts with a young generation that holds the first frame without a collection', () => {
    expect(seaExecArgvHolds(EXECUTABLE, '--min-semi-space-size=4')).toBe(true);
  });

  it('draws the seconds it signs in afresh in every process', async () => {
    // A service that notes how far back each run's first request was signed, and answers no companies.
    const stepBacks: number[] = [];
    let requests = 0;
    const service = createServer((request, response) => {
      requests += 1;
      const timestamp = new URL(request.url ?? '/', 'http://service').searchParams.get('timestamp');
      if (timestamp !== null) stepBacks.push(Math.round((Date.now() - Date.parse(timestamp)) / 1000));
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((listening) => service.listen(0, '127.0.0.1', listening));
    try {
      const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
      const firsts: number[] = [];
      for (let run_ = 0; run_ < 4; run_ += 1) {
        const before = stepBacks.length;
        await run(EXECUTABLE, ['list', 'companies'], {
          env: serverEnv({
            HOSHIN_BASE_URL: url,
            HOSHIN_APP_KEY: 'key',
            HOSHIN_APP_SECRET: 'secret',
            HOSHIN_STATE_DIR: join(root, `draw-${run_}`),
          }),
        });
        expect(stepBacks.length, `requests: ${requests}`).toBeGreaterThan(before);
        firsts.push(stepBacks[before] as number);
      }
      // Drawn from 241 seconds: four processes with one draw between them would mean a frozen seed.
      expect(new Set(firsts).size, JSON.stringify(firsts)).toBeGreaterThan(1);
    } finally {
      await new Promise((closed) => service.close(closed));
    }
  });

  it('lays the console out at the size of the terminal it runs on', async () => {
    for (const size of [
      { columns: 100, rows: 30 },
      { columns: 80, rows: 24 },
    ]) {
      const program = onPty({}, size);
      try {
        await program.waitFor(demoFrame);
        const screen = program.screen();
        // The panes' top border spans the width; the key help is at the foot (Ink keeps the last row for its cursor).
        expect(screen.find((line) => line.startsWith('╭'))?.length).toBe(size.columns);
        expect(screen.findIndex((line) => line.includes('? help'))).toBeGreaterThanOrEqual(size.rows - 2);
      } finally {
        program.close();
      }
    }
  });

  it('keeps its state where HOSHIN_STATE_DIR says when it runs', async () => {
    const sandbox = await startSandbox(EXECUTABLE, [], serverEnv());
    try {
      for (const name of ['state-a', 'state-b']) {
        const state = join(root, name);
        const result = await run(EXECUTABLE, ['list', 'companies'], { env: serverEnv({ ...sandbox.clientEnv, HOSHIN_STATE_DIR: state }) });
        expect(result.code, result.stderr).toBe(0);
        expect(existsSync(state) && readdirSync(state).length > 0, name).toBe(true);
      }
    } finally {
      sandbox.stop();
    }
  });

  it('draws ASCII under LANG=C, and colours unless NO_COLOR is set', async () => {
    // Any SGR colour: basic, bright, 256 or truecolour, foreground or background.
    const COLOUR = /\u001B\[(?:\d+;)*(?:3[0-7]|9[0-7]|4[0-7]|10[0-7]|38;[25]|48;[25])[;m]/;
    const frameOf = async (env: Record<string, string>) => {
      const program = onPty(env);
      try {
        await program.waitFor(demoFrame);
        return { screen: program.screen().join('\n'), output: program.outputSince(0) };
      } finally {
        program.close();
      }
    };
    const ascii = await frameOf({ LANG: 'C' });
    expect(ascii.screen).not.toMatch(/[^\n\u0020-\u007E]/);
    const coloured = await frameOf({});
    expect(coloured.screen).toContain('╭');
    expect(coloured.output).toMatch(COLOUR);
    const plain = await frameOf({ NO_COLOR: '1' });
    expect(plain.output).not.toMatch(COLOUR);
  });
});
