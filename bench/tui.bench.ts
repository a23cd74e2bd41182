// The console's speed: launch to first full frame in a real terminal (tmux) against a bare node
// start; key press to new frame in a list of 10,000 objectives; resident memory with them.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '../source/client/http-client.js';
import { hoshinPaths } from '../source/config/paths.js';
import type { IndexChange } from '../source/index/index-entry.js';
import { openIndexStore } from '../source/index/index-store.js';
import { LocalIndex } from '../source/index/model.js';
import { serviceIdentity } from '../source/index/service-identity.js';
import { closeDatabase, openDatabase } from '../source/store/database.js';
import { startSandbox } from '../source/sandbox/server.js';
import { keepYoungGenerationSmall } from '../source/terminal/console-memory.js';
import { pollUntil } from '../test/helpers/wait.js';
import { paneReadsKeys } from '../test/tui/helpers/tmux-terminal.js';
import { collectGarbage, median, type BenchResult } from './types.js';

const OBJECTIVES = 10_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A plan with one area holding 10,000 objectives, as the local index would know it. */
function bigIndex(): { index: LocalIndex; areaId: number } {
  const index = new LocalIndex();
  index.applyEvent({ type: 'listed', kind: 'company', scopeId: null, resources: [{ id: 1, name: 'Bench company' }] });
  index.applyEvent({ type: 'seen', kind: 'hoshin', resource: { id: 2, name: 'Bench hoshin', company_id: 1 } });
  index.applyEvent({
    type: 'seen',
    kind: 'area',
    resource: { id: 3, name: 'Bench area', hoshin_id: 2, company_id: 1 },
  });
  for (let i = 0; i < OBJECTIVES; i++) {
    index.applyEvent({
      type: 'seen',
      kind: 'objective',
      resource: {
        id: 1000 + i,
        name: `Objective number ${i}`,
        area_id: 3,
        hoshin_id: 2,
        company_id: 1,
        obj_pos: i,
        description: 'Grow the thing we measure',
      },
    });
  }
  return { index, areaId: 3 };
}

// ---- key press to frame, in process ----

async function keyLatency(): Promise<BenchResult> {
  // The executable runs React's production build; load it (and everything on it) the same way.
  process.env.NODE_ENV = 'production';
  // And the young generation as the console keeps it (main.ts, as the console loads).
  keepYoungGenerationSmall();
  const { createElement } = await import('react');
  const { render } = await import('ink-testing-library');
  const { App } = await import('../source/tui/kernel/App.js');
  const { Session } = await import('../source/usecases/session.js');
  const { NO_COLOUR_THEME } = await import('../source/tui/kernel/theme.js');
  const { index } = bigIndex();
  const client = createClient({ baseUrl: 'http://127.0.0.1:9', credentials: { appKey: 'bench', secret: 'bench' } });
  const session = new Session(client, index, { profileName: 'bench', baseUrl: 'http://127.0.0.1:9', readOnly: false });
  const app = render(
    createElement(App, {
      session,
      theme: NO_COLOUR_THEME,
      forcedReadOnly: false,
      onExit: () => undefined,
      fetchOnStart: false,
    }),
  );
  const cpuTimes: number[] = [];
  const frameAfter = async (keys: string): Promise<number> => {
    const before = app.frames.length;
    const cpu = process.cpuUsage();
    const began = performance.now();
    app.stdin.write(keys);
    while (app.frames.length === before) await new Promise((done) => setImmediate(done));
    const spent = process.cpuUsage(cpu);
    cpuTimes.push((spent.user + spent.system) / 1000);
    return performance.now() - began;
  };
  // Down to the area's 10,000 objectives: company, hoshin, areas group, area.
  for (let i = 0; i < 4; i++) await frameAfter('\r');
  if (!app.lastFrame()?.includes(`(${OBJECTIVES})`))
    throw new Error(`bench: the list of ${OBJECTIVES} objectives did not open:\n${app.lastFrame()}`);
  const latencies: number[] = [];
  for (let i = 0; i < 40; i++) await frameAfter('j'); // warm-up
  collectGarbage();
  cpuTimes.length = 0;
  for (let i = 0; i < 300; i++) {
    latencies.push(await frameAfter(i % 50 === 49 ? 'G' : i % 50 === 0 ? 'g' : i % 7 === 3 ? '\u001B[6~' : 'j'));
    await sleep(2);
  }
  app.unmount();
  session.close();
  await client.close();
  const figure = median(latencies);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: 'tui: key press to new frame, 10,000 objectives',
    figure,
    unit: 'ms',
    target: '<= 16 ms (median)',
    pass: figure <= 16,
    note:
      `tui key latency: ${latencies.length} presses (j, PgDn, g, G) through ${OBJECTIVES} objectives, in process with React's production build; ` +
      `p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(2)} ms wall clock; median CPU time per press ${median(cpuTimes).toFixed(2)} ms ` +
      `(the wall clock also counts time other processes held the cores; load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores).`,
  };
}

// ---- real terminal: first frame and memory ----

function tmuxAvailable(): boolean {
  return spawnSync('tmux', ['-V']).status === 0;
}

interface TerminalRun {
  readonly socket: string;
  tmux(...args: string[]): string;
  screen(session: string): string;
  close(): void;
}

function tmuxServer(env: NodeJS.ProcessEnv, label: string): TerminalRun {
  const socket = `hoshin-bench-${label}-${process.pid}`;
  const environment = { ...env };
  delete environment.TMUX;
  delete environment.CI;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { env: environment, encoding: 'utf8' });
  tmux('new-session', '-d', '-s', 'keeper', '-x', '80', '-y', '24', 'sleep 3600');
  return {
    socket,
    tmux,
    screen: (session) => tmux('capture-pane', '-p', '-t', session),
    close: () => void spawnSync('tmux', ['-L', socket, 'kill-server']),
  };
}

/** Milliseconds from starting the command in a new 80x24 pane until the screen holds `expected`. */
async function timeToScreen(run: TerminalRun, name: string, command: string, expected: (screen: string) => boolean): Promise<number> {
  const began = performance.now();
  run.tmux('new-session', '-d', '-s', name, '-x', '80', '-y', '24', `${command}; sleep 3600`);
  for (;;) {
    if (expected(run.screen(name))) break;
    if (performance.now() - began > 20_000) throw new Error(`bench: ${name} did not draw in time:\n${run.screen(name)}`);
  }
  const elapsed = performance.now() - began;
  run.tmux('kill-session', '-t', name);
  return elapsed;
}

async function startupRatio(run: TerminalRun, executable: string, stateDir: string): Promise<BenchResult> {
  const node = process.execPath;
  const baseline: number[] = [];
  const demo: number[] = [];
  const ratios: number[] = [];
  const demoCommand = `HOSHIN_STATE_DIR=${stateDir} HOSHIN_CONFIG_DIR=${stateDir} '${node}' '${executable}' demo`;
  const bareCommand = `'${node}' -e "console.log('one'); console.log('two'); console.log('three')"`;
  // First full frame: the company row and the footer's hints are on screen.
  const fullFrame = (screen: string) => screen.includes('› Nordwind') && screen.includes('? help');
  await timeToScreen(run, 'warm', demoCommand, fullFrame);
  for (let round = 0; round < 7; round++) {
    const bare = await timeToScreen(run, `bare${round}`, bareCommand, (screen) => screen.includes('three'));
    const full = await timeToScreen(run, `demo${round}`, demoCommand, fullFrame);
    baseline.push(bare);
    demo.push(full);
    ratios.push(full / bare);
  }
  const ratio = median(ratios);
  return {
    name: 'tui: launch to first full frame of hoshin demo (tmux 80x24)',
    figure: median(demo),
    unit: 'ms',
    baseline: { figure: median(baseline), unit: 'ms', label: 'node -e printing three lines' },
    ratio,
    target: '<= 3.0 x bare node',
    pass: ratio <= 3.0,
    note: 'tui startup: both measured from tmux new-session until capture-pane shows the text (the company row and footer for the demo); median of 7 per-round ratios.',
  };
}

const MEMORY_ROUNDS = 3;

async function residentMemory(executable: string): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-bench-'));
  // The demo's company 1 stays when the console lists the companies; the 10,000 objectives hang
  // under it in the index only.
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
  // Credentials reach the console through the tmux server's environment, never a command line.
  const run = tmuxServer({ ...process.env, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret }, 'memory');
  try {
    const snapshot = bigIndex().index.toSnapshot();
    const changes: IndexChange[] = [
      ...snapshot.entries.map((entry): IndexChange => ({ type: 'put', entry })),
      ...snapshot.complete.map((scope): IndexChange => ({ type: 'complete', scope })),
    ];
    // Resident memory moves by 20 MiB between runs of the same build (when the collector last ran):
    // the median of three consoles, one after another, each from the index file in a new state
    // directory, its store written beforehand.
    const readings: number[] = [];
    for (let round = 0; round < MEMORY_ROUNDS; round++) {
      const env = { HOSHIN_STATE_DIR: join(dir, `state-${round}`), HOSHIN_CONFIG_DIR: join(dir, `config-${round}`) } as NodeJS.ProcessEnv;
      const store = openIndexStore(openDatabase(hoshinPaths(env)), serviceIdentity(sandbox.url, sandbox.appKey));
      store.write(changes);
      await store.close();
      closeDatabase(hoshinPaths(env));
      const command = `HOSHIN_STATE_DIR=${env.HOSHIN_STATE_DIR} HOSHIN_CONFIG_DIR=${env.HOSHIN_CONFIG_DIR} HOSHIN_BASE_URL=${sandbox.url} '${process.execPath}' '${executable}' --profile bench`;
      run.tmux('new-session', '-d', '-s', 'memory', '-x', '80', '-y', '24', `${command}; sleep 3600`);
      const detail = () => `screen:\n${run.screen('memory')}`;
      const wait = (expected: string) =>
        pollUntil(() => run.screen('memory').includes(expected), `the memory run to show ${expected}`, {
          everyMs: 50,
          detail,
        });
      /** Sends a key and waits until the screen shows its effect (any change: every key here moves or opens). */
      const press = async (key: string) => {
        const before = run.screen('memory');
        run.tmux('send-keys', '-t', 'memory', key);
        await pollUntil(() => run.screen('memory') !== before, `the memory run to handle ${key}`, {
          everyMs: 20,
          detail,
        });
      };
      // The header names where the settings come from (HOSHIN_* here), so the footer marks the first frame.
      await wait('? help');
      // The first frame can come before the console reads keys one by one.
      await pollUntil(() => paneReadsKeys(run.socket, 'memory'), 'the memory run to read keys (raw mode)', {
        everyMs: 20,
        detail,
      });
      // Walk the index: company, hoshin, areas group, area; then page through the objectives.
      for (const key of ['Enter', 'Enter', 'Enter', 'Enter']) await press(key);
      await wait(`(${OBJECTIVES})`);
      for (let i = 0; i < 20; i++) await press('PageDown');
      const panePid = run.tmux('display-message', '-p', '-t', 'memory', '#{pane_pid}').trim();
      const children = spawnSync('pgrep', ['-P', panePid], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
      const consolePid = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('hoshin')) ?? panePid;
      const status = readFileSync(`/proc/${consolePid}/status`, 'utf8');
      const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      readings.push(rssKiB / 1024);
      run.tmux('kill-session', '-t', 'memory');
      // The console saves its index as it ends (SIGHUP): gone before its state directory is removed.
      await pollUntil(() => !existsSync(`/proc/${consolePid}`), 'the memory run to end', { everyMs: 50 });
    }
    const mib = median(readings);
    return {
      name: 'tui: resident memory with 10,000 objectives',
      figure: mib,
      unit: 'MiB',
      target: '<= 150 MiB',
      pass: mib <= 150,
      note: `tui memory: VmRSS of the console process showing the area with ${OBJECTIVES} objectives (loaded from the profile's index file), after paging through them; median of ${MEMORY_ROUNDS} consoles (${readings.map((reading) => reading.toFixed(0)).join(', ')} MiB).`,
    };
  } finally {
    run.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The memory row when the console could not be walked to the objectives: a failed row that says why, and the rest of the run goes on. */
function memoryNotMeasured(error: unknown): BenchResult {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return {
    name: 'tui: resident memory with 10,000 objectives',
    figure: Number.NaN,
    unit: 'MiB',
    target: '<= 150 MiB',
    pass: false,
    note: `tui memory: not measured: ${reason}`,
  };
}

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [await keyLatency()];
  if (!tmuxAvailable()) {
    process.stderr.write('bench: tmux is not installed; the startup and memory benchmarks of the console need it\n');
    return results;
  }
  // A private copy of the build, so a rebuild by someone else cannot pull it away mid-run.
  const copy = resolve('node_modules/.cache', `hoshin-bench-${process.pid}`);
  cpSync(resolve('dist'), copy, { recursive: true });
  const stateDir = mkdtempSync(join(tmpdir(), 'hoshin-bench-demo-'));
  const terminal = tmuxServer(process.env, 'startup');
  try {
    results.push(await startupRatio(terminal, join(copy, 'hoshin.mjs'), stateDir));
    terminal.close();
    results.push(await residentMemory(join(copy, 'hoshin.mjs')).catch(memoryNotMeasured));
  } finally {
    terminal.close();
    rmSync(copy, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  }
  return results;
}
