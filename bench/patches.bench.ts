// What each patch in patches/ gains: the bundle built with the package as published (fetched with
// `npm pack` into .tmp/, put in place of the patched one by the bundler's alias) against the bundle
// as built, in turn, on the oldest and the newest supported Node. The figures are those of the
// start-up targets: the first full frame of `hoshin demo` and `hoshin list companies` against the
// loopback sandbox, by the clock and in CPU time. A patch that gains less than 5 ms on every figure
// is not worth carrying (docs/PACKAGING.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rolldown, type InputOptions } from 'rolldown';
import { consoleEnvironment } from '../test/helpers/pty.js';
import { demoFirstFrame } from './key-bytes.js';
import { timeCommand, timeToScreen } from './process-timing.js';
import { startSandboxProcess } from './sandbox-process-start.js';
import { bundleOptions } from '../scripts/bundle-options.mjs';
import { nodeBinary, OLDEST_NODE } from '../scripts/fetch-node.mjs';
import { median, type BenchResult } from './types.js';

const ROUNDS = 9;
const WORK = resolve('.tmp/bench-patches');
const GAIN_WORTH_MS = 5;

interface Patch {
  readonly file: string;
  readonly name: string;
  readonly version: string;
}

function patches(): Patch[] {
  return readdirSync('patches')
    .filter(
      (file) =>
        file.endsWith('.patch') && (!process.env.ONLY_PATCHES || process.env.ONLY_PATCHES.split(',').some((n) => file.startsWith(n))),
    )
    .map((file) => {
      const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
      return { file, name: name!.replace(/\+/g, '/'), version: version! };
    });
}

/** The package as published, unpacked into .tmp/ once. */
function pristine(patch: Patch): string {
  const dir = join(WORK, 'pristine', `${patch.name.replace('/', '+')}-${patch.version}`);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `${patch.name}@${patch.version}`, '--pack-destination', dir, '--silent'], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', join(dir, tarball), '-C', dir, '--strip-components=1']);
  }
  return dir;
}

/** The file a bare import of the package gives (the alias needs it where it is not the folder's index.js). */
function entryOf(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: unknown; main?: string };
  const exported = manifest.exports as { default?: string; '.'?: { import?: string; default?: string } } | undefined;
  const entry = exported?.default ?? exported?.['.']?.import ?? exported?.['.']?.default ?? manifest.main;
  return entry === undefined ? dir : join(dir, entry);
}

async function build(out: string, alias: Record<string, string> = {}): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  const options: InputOptions = bundleOptions();
  const bundle = await rolldown({ ...options, resolve: { ...options.resolve, alias: { ...options.resolve?.alias, ...alias } } });
  await bundle.write({ dir: out, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', minify: true });
  await bundle.close();
  return join(out, 'hoshin.mjs');
}

interface Figures {
  frameWall: number[];
  frameCpu: number[];
  listWall: number[];
  listCpu: number[];
}

const emptyFigures = (): Figures => ({ frameWall: [], frameCpu: [], listWall: [], listCpu: [] });

export async function run(): Promise<BenchResult[]> {
  const found = patches();
  const patched = await build(join(WORK, 'patched'));
  const unpatched = new Map<string, string>();
  for (const patch of found) unpatched.set(patch.file, await build(join(WORK, patch.file), { [patch.name]: entryOf(pristine(patch)) }));

  const sandbox = await startSandboxProcess();
  const home = mkdtempSync(join(tmpdir(), 'hoshin-bench-patches-'));
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    HOSHIN_STATE_DIR: join(home, 'state'),
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_BASE_URL: sandbox.url,
    HOSHIN_APP_KEY: sandbox.appKey,
    HOSHIN_APP_SECRET: sandbox.secret,
  };
  const consoleEnv = consoleEnvironment({
    HOME: home,
    HOSHIN_CONFIG_DIR: join(home, 'config'),
    HOSHIN_STATE_DIR: join(home, 'demo-state'),
  });
  const results: BenchResult[] = [];
  try {
    for (const node of [nodeBinary(OLDEST_NODE), process.execPath]) {
      const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
      const measure = async (bundle: string, into: Figures): Promise<void> => {
        const frame = await timeToScreen([node, bundle, 'demo'], consoleEnv, demoFirstFrame);
        const list = await timeCommand([node, bundle, 'list', 'companies'], env);
        into.frameWall.push(frame.wall);
        into.frameCpu.push(frame.cpu);
        into.listWall.push(list.exit);
        into.listCpu.push(list.cpu);
      };
      for (const patch of found) {
        const without = unpatched.get(patch.file)!;
        // Warm the file cache and the compile cache of both.
        for (let i = 0; i < 2; i++) for (const bundle of [patched, without]) await measure(bundle, emptyFigures());
        const withPatch = emptyFigures();
        const withoutPatch = emptyFigures();
        for (let round = 0; round < ROUNDS; round++) {
          const order = round % 2 === 0 ? ([patched, without] as const) : ([without, patched] as const);
          for (const bundle of order) await measure(bundle, bundle === patched ? withPatch : withoutPatch);
        }
        const gains = (Object.keys(withPatch) as (keyof Figures)[]).map((figure) => ({
          figure,
          gain: median(withoutPatch[figure].map((value, i) => value - withPatch[figure][i]!)),
          patchedMs: median(withPatch[figure]),
          unpatchedMs: median(withoutPatch[figure]),
        }));
        const best = gains.reduce((a, b) => (b.gain > a.gain ? b : a));
        const words: Record<keyof Figures, string> = {
          frameWall: 'first frame',
          frameCpu: 'first frame, CPU',
          listWall: 'list',
          listCpu: 'list, CPU',
        };
        results.push({
          name: `patch patches/${patch.file} (Node ${version}): largest gain, ${words[best.figure]}`,
          figure: best.gain,
          unit: 'ms',
          baseline: { figure: best.unpatchedMs, unit: 'ms', label: `${words[best.figure]} with ${patch.name} as published` },
          ratio: best.patchedMs / best.unpatchedMs,
          target: `>= ${GAIN_WORTH_MS} ms on some figure`,
          pass: best.gain >= GAIN_WORTH_MS,
          note: `patch patches/${patch.file} (Node ${version}), median gain per round over ${ROUNDS} rounds: ${gains
            .map(
              ({ figure, gain, patchedMs, unpatchedMs }) =>
                `${words[figure]} ${gain.toFixed(1)} ms (${unpatchedMs.toFixed(0)} -> ${patchedMs.toFixed(0)} ms)`,
            )
            .join('; ')}.`,
        });
      }
    }
  } finally {
    sandbox.child.kill('SIGTERM');
    rmSync(home, { recursive: true, force: true });
  }
  return results;
}
