// Start-up of the shipped forms, each against its own floor in the same run: the npm bundle on the
// oldest supported Node (22, fetched from the registry into .tmp/ when missing) and on the newest
// (the Node the npm scripts run, which the single-file executable carries), and the single-file
// executable (dist/hoshin-linux-x64, `npm run sea`), whose floor runs on that same Node. Per runtime: the first full frame of `hoshin demo` against a minimal bundled production
// Ink app on the same pty, and `hoshin list`/`get` against the loopback sandbox against
// `hoshin --version`. Every figure is a median of per-round ratios, the programs run in turn.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { consoleEnvironment } from '../test/helpers/pty.js';
import { timeCommand, timeToScreen, type Frame, type Timing } from './process-timing.js';
import { demoFirstFrame } from './key-bytes.js';
import { buildMinimalInkApp } from './minimal-ink.js';
import { startSandboxProcess } from './sandbox-process-start.js';
import { nodeBinary, OLDEST_NODE } from '../scripts/fetch-node.mjs';
import { median, type BenchResult } from './types.js';

const ROUNDS = 11;
const SEA = resolve('dist/hoshin-linux-x64');

interface Runtime {
  readonly label: string;
  /** The Node that runs the floor (and the bundle, when there is one). */
  readonly node: string;
  /** How to start hoshin: [file, ...leading args]. */
  readonly hoshin: readonly string[];
}

function runtimes(bundle: string, sea: string | undefined): Runtime[] {
  const oldest = nodeBinary(OLDEST_NODE);
  const found: Runtime[] = [
    { label: `npm bundle, Node ${OLDEST_NODE}`, node: oldest, hoshin: [oldest, bundle] },
    { label: `npm bundle, Node ${process.versions.node}`, node: process.execPath, hoshin: [process.execPath, bundle] },
  ];
  // The executable carries the Node the npm scripts run (scripts/sea.mjs): its floor runs on this one.
  if (sea) found.push({ label: 'single-file executable', node: process.execPath, hoshin: [sea] });
  else process.stderr.write('bench: no single-file executable (npm run sea); its rows are left out\n');
  return found;
}

const ratios = (a: readonly number[], b: readonly number[]) => a.map((value, i) => value / b[i]!);
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function firstFrames(runtime: Runtime, inkFile: string): Promise<BenchResult[]> {
  const home = mkdtempSync(join(tmpdir(), 'hoshin-bench-startup-'));
  const env = consoleEnvironment({
    HOME: home,
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_STATE_DIR: join(home, 'state'),
  });
  const three = (screen: string[]) => screen.join('\n').includes('three');
  const runs = {
    ink: () => timeToScreen([runtime.node, inkFile], env, three),
    demo: () => timeToScreen([...runtime.hoshin, 'demo'], env, demoFirstFrame),
  };
  const times = { ink: [] as Frame[], demo: [] as Frame[] };
  try {
    // Warm the file cache and the compile cache first.
    for (let i = 0; i < 2; i++) for (const run of Object.values(runs)) await run();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['ink', 'demo'] as const) : (['demo', 'ink'] as const);
      for (const name of order) times[name].push(await runs[name]());
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
  const wall = (frames: Frame[]) => frames.map((frame) => frame.wall);
  const cpu = (frames: Frame[]) => frames.map((frame) => frame.cpu);
  const ratio = median(ratios(wall(times.demo), wall(times.ink)));
  const cpuRatio = median(ratios(cpu(times.demo), cpu(times.ink)));
  return [
    {
      name: `startup (${runtime.label}): first full frame of hoshin demo against a minimal bundled production Ink app`,
      figure: median(wall(times.demo)),
      unit: 'ms',
      baseline: {
        figure: median(wall(times.ink)),
        unit: 'ms',
        label: 'Ink printing three lines, bundled, production, same Node',
      },
      ratio,
      target: '<= 1.15 x minimal Ink',
      pass: ratio <= 1.15,
    },
    {
      name: `startup (${runtime.label}): CPU time of the process until that first frame, against the minimal Ink app's`,
      figure: median(cpu(times.demo)),
      unit: 'ms',
      baseline: { figure: median(cpu(times.ink)), unit: 'ms', label: 'the minimal Ink app until its frame' },
      ratio: cpuRatio,
      target: '<= 1.15 x minimal Ink',
      pass: cpuRatio <= 1.15,
    },
  ];
}

async function cliCosts(runtime: Runtime, env: NodeJS.ProcessEnv): Promise<BenchResult[]> {
  const commands = [
    ['list companies', ['list', 'companies']],
    ['get indicator 101', ['get', 'indicator', '101']],
  ] as const;
  const version = () => timeCommand([...runtime.hoshin, '--version'], env);
  for (let i = 0; i < 2; i++) {
    await version();
    for (const [, args] of commands) await timeCommand([...runtime.hoshin, ...args], env);
  }
  const times = new Map<string, Timing[]>([['version', []], ...commands.map(([label]) => [label, []] as [string, Timing[]])]);
  for (let round = 0; round < ROUNDS; round++) {
    times.get('version')!.push(await version());
    for (const [label, args] of round % 2 === 0 ? commands : [...commands].reverse())
      times.get(label)!.push(await timeCommand([...runtime.hoshin, ...args], env));
  }
  const versionExits = times.get('version')!.map((timing) => timing.exit);
  const versionCpu = times.get('version')!.map((timing) => timing.cpu);
  return commands.flatMap(([label]) => {
    const timings = times.get(label)!;
    const ratio = median(
      ratios(
        timings.map((timing) => timing.exit),
        versionExits,
      ),
    );
    const tail = median(timings.map((timing) => timing.exit - timing.answer));
    const cpu = timings.map((timing) => timing.cpu);
    const cpuRatio = median(ratios(cpu, versionCpu));
    return [
      {
        name: `startup (${runtime.label}): hoshin ${label} against the loopback sandbox, as a whole process`,
        figure: median(timings.map((timing) => timing.exit)),
        unit: 'ms',
        baseline: { figure: median(versionExits), unit: 'ms', label: 'hoshin --version' },
        ratio,
        target: '<= 2.0 x hoshin --version',
        pass: ratio <= 2,
        note: `startup (${runtime.label}), hoshin ${label}: answer on stdout after ${ms(median(timings.map((timing) => timing.answer)))}, exit ${ms(tail)} after the answer (median); --version exits after ${ms(median(versionExits))}.`,
      },
      {
        name: `startup (${runtime.label}): CPU time of hoshin ${label}, against hoshin --version's`,
        figure: median(cpu),
        unit: 'ms',
        baseline: { figure: median(versionCpu), unit: 'ms', label: 'hoshin --version' },
        ratio: cpuRatio,
        target: '<= 2.0 x hoshin --version',
        pass: cpuRatio <= 2,
      },
    ];
  });
}

export async function run(): Promise<BenchResult[]> {
  // Private copies, so a rebuild by someone else cannot pull them away mid-run.
  const copy = resolve('node_modules/.cache', `hoshin-bench-startup-${process.pid}`);
  cpSync(resolve('dist'), copy, { recursive: true, filter: (path) => !path.endsWith('hoshin-linux-x64') });
  const sea = existsSync(SEA) ? join(copy, 'hoshin-linux-x64') : undefined;
  if (sea) cpSync(SEA, sea);
  const ink = await buildMinimalInkApp();
  const sandbox = await startSandboxProcess();
  const root = mkdtempSync(join(tmpdir(), 'hoshin-bench-startup-cli-'));
  const env = {
    PATH: process.env.PATH,
    HOME: root,
    HOSHIN_STATE_DIR: join(root, 'state'),
    HOSHIN_CONFIG_DIR: join(root, 'config'),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
  const results: BenchResult[] = [];
  try {
    for (const runtime of runtimes(join(copy, 'hoshin.mjs'), sea)) {
      const load = loadavg()[0]!.toFixed(1);
      const [frame, frameCpu] = await firstFrames(runtime, ink.file);
      results.push(
        {
          ...frame!,
          note: `startup (${runtime.label}): load average ${load} when its rows began; first frames are medians of ${ROUNDS} per-round ratios, the two run in turn on 80x24 ptys after two warm-up rounds (the compile cache filled); CLI rows likewise against one sandbox in its own process, each command under bash, whose \`times\` gives the command's CPU time (bash adds a few ms to every wall time).`,
        },
        frameCpu!,
      );
      results.push(...(await cliCosts(runtime, env)));
    }
  } finally {
    sandbox.child.kill('SIGTERM');
    ink.remove();
    rmSync(root, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
  return results;
}
