// The console on a real pty (@lydell/node-pty), its output rendered by @xterm/headless: launch to
// first full frame of `hoshin demo` against bare node printing three lines and a minimal bundled
// production Ink app, all on the same pty size in the same run; and the bytes each key writes.
// BENCH_HOSHIN=path/to/hoshin.mjs measures another build (an older one, for a before/after).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { consoleEnvironment, spawnOnPty, type PtyProgram } from '../test/helpers/pty.js';
import { bytesPerKey, demoFirstFrame, HELD_KEY_RATE } from './key-bytes.js';
import { buildMinimalInkApp } from './minimal-ink.js';
import { median, type BenchResult } from './types.js';

const ROUNDS = 11;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Milliseconds from spawning a program on an 80x24 pty until its screen passes the check. */
async function timeToScreen(
  file: string,
  args: readonly string[],
  env: Record<string, string | undefined>,
  expected: (screen: string[]) => boolean,
): Promise<number> {
  const program: PtyProgram = spawnOnPty(file, args, { env });
  try {
    const at = await program.waitFor(expected);
    return at - program.startedAt;
  } finally {
    program.kill('SIGTERM');
    await Promise.race([program.exited, sleep(2000)]);
    program.close();
  }
}

interface FirstFrames {
  readonly demo: number[];
  readonly bare: number[];
  readonly ink: number[];
}

async function firstFrames(executable: string): Promise<FirstFrames> {
  const ink = await buildMinimalInkApp();
  const home = mkdtempSync(join(tmpdir(), 'hoshin-bench-pty-'));
  const env = consoleEnvironment({
    HOME: home,
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_STATE_DIR: join(home, 'state'),
  });
  const three = (screen: string[]) => screen.join('\n').includes('three');
  const runs = {
    bare: () => timeToScreen(process.execPath, ['-e', "console.log('one'); console.log('two'); console.log('three')"], env, three),
    ink: () => timeToScreen(process.execPath, [ink.file], env, three),
    demo: () => timeToScreen(process.execPath, [executable, 'demo'], env, demoFirstFrame),
  };
  const times: FirstFrames = { demo: [], bare: [], ink: [] };
  try {
    // Warm the file cache (and the demo's index in its state directory) first.
    for (const run of Object.values(runs)) await run();
    for (let round = 0; round < ROUNDS; round++) {
      // A different order each round, so none always runs right after another.
      const order = (['bare', 'ink', 'demo'] as const).map((_, i, all) => all[(i + round) % all.length] as keyof FirstFrames);
      for (const name of order) times[name].push(await runs[name]());
    }
  } finally {
    ink.remove();
    rmSync(home, { recursive: true, force: true });
  }
  if (process.env.BENCH_VERBOSE) process.stderr.write(`bench: first frames ${JSON.stringify(times)}\n`);
  return times;
}

const ratiosOf = (a: readonly number[], b: readonly number[]) => a.map((value, i) => value / (b[i] as number));

const BUDGETS: Readonly<Record<string, number>> = { 'j 80x24': 1200, 'j 120x40': 2000 };
const NOTHING_BUDGET = 64;

export async function run(): Promise<BenchResult[]> {
  // A private copy of the build, so a rebuild by someone else cannot pull it away mid-run.
  const copy = resolve('node_modules/.cache', `hoshin-bench-pty-${process.pid}`);
  const source = process.env.BENCH_HOSHIN ? resolve(process.env.BENCH_HOSHIN, '..') : resolve('dist');
  cpSync(source, copy, { recursive: true });
  const executable = join(copy, 'hoshin.mjs');
  const results: BenchResult[] = [];
  try {
    const times = await firstFrames(executable);
    const overBare = median(ratiosOf(times.demo, times.bare));
    const overInk = median(ratiosOf(times.demo, times.ink));
    const inkOverBare = median(ratiosOf(times.ink, times.bare));
    const how = `median of ${ROUNDS} per-round ratios, the three run in turn on 80x24 ptys; spawn until the headless terminal shows the text`;
    results.push({
      name: 'pty: launch to first full frame of hoshin demo (80x24)',
      figure: median(times.demo),
      unit: 'ms',
      baseline: { figure: median(times.bare), unit: 'ms', label: 'node -e printing three lines' },
      ratio: overBare,
      target: '<= 3.0 x bare node',
      pass: overBare <= 3.0,
      note: `pty first frame: ${how}. The minimal Ink app takes ${median(times.ink).toFixed(0)} ms, ${inkOverBare.toFixed(2)} x bare node (the floor of the stack).`,
    });
    results.push({
      name: 'pty: first full frame of hoshin demo against a minimal bundled production Ink app',
      figure: median(times.demo),
      unit: 'ms',
      baseline: { figure: median(times.ink), unit: 'ms', label: 'Ink printing three lines, bundled, production' },
      ratio: overInk,
      target: '<= 1.15 x minimal Ink (goal)',
      pass: overInk <= 1.15,
    });
    for (const [columns, rows] of [
      [80, 24],
      [120, 40],
    ] as const) {
      const keys = await bytesPerKey(executable, columns, rows);
      for (const { label, bytes, paints } of keys) {
        if (label.startsWith('a key held')) {
          // The console paints at most 20 times a second, whatever the repeat rate; one more for the last keys.
          results.push({
            name: `pty: paints for ${label} in the list of areas (${columns}x${rows})`,
            figure: paints,
            unit: 'paints',
            target: '<= 21 paints',
            pass: paints <= 21,
            note: `pty held key (${columns}x${rows}): ${paints} paints, ${bytes.toLocaleString('en')} bytes for ${HELD_KEY_RATE} presses in a second.`,
          });
          continue;
        }
        const budget =
          label === 'j' ? BUDGETS[`j ${columns}x${rows}`] : label.startsWith('a key that changes nothing') ? NOTHING_BUDGET : undefined;
        results.push({
          name: `pty: bytes written for ${label} in the list of areas (${columns}x${rows})`,
          figure: bytes,
          unit: 'bytes',
          target: budget === undefined ? '-' : `<= ${budget.toLocaleString('en')} bytes`,
          pass: budget === undefined || bytes <= budget,
          ...(label === 'j' && columns === 80
            ? {
                note: "pty bytes per key: hoshin demo on a pty of the size named, in a hoshin's list of 4 areas; every byte from the key until the screen shows its effect and nothing has arrived for 300 ms.",
              }
            : {}),
        });
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return results;
}
