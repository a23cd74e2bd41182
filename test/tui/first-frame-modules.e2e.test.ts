// The console's first frame loads only what it draws: the views it does not draw (the meeting, the
// forms, the board, the dialogs…) and the features' commands and use cases (source/tui/later.ts)
// load after it, and what loads before it stays within what it loaded when this was built (files
// and bytes), so the set does not grow back unnoticed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnHoshin } from '../helpers/pty.js';
import { temporaryDir } from '../helpers/temporary-dirs.js';
import { pollUntil } from '../helpers/wait.js';

const HOOK = resolve('test/fixtures/first-frame/trace-loads.mjs');
/**
 * What the first frame does not run: the lazy views and the features' lazy modules, and the use
 * cases only they reach (scripts/console-chunk.mjs: the chunks of source/tui/later.ts).
 */
const LATER = ['console-later', 'console-later-shared'];
/**
 * Text of modules the first frame does not run, each named by a line of it that the minified
 * chunks keep: the meeting's commands and its view, the palette's commands, the meeting's minutes
 * (a use case the `review` command shares).
 */
const NOT_BEFORE_FRAME: Readonly<Record<string, string>> = {
  'tui/meeting/meeting-commands.ts': 'reading the plan for the review',
  'tui/meeting/meeting-view.tsx': 'Owner: a name, the start of one, or a user id',
  'tui/palette/palette-controller.ts': 'read-only off: changes are enabled',
  'usecases/meeting/minutes.ts': 'to escalate: cannot be solved at this level',
};
/**
 * JavaScript loaded before the first frame (817 kB when the views were split out, 876 kB on
 * 2026-11-29; 749 kB once the features' commands and use cases loaded after it: decision 0382),
 * and some room.
 */
const MAX_BYTES_BEFORE_FRAME = 760_000;
/**
 * Files read before the first frame (21: scripts/console-chunk.mjs; 76 before it; 14 on 2026-11-29,
 * 11 once the demo read its session and main.ts the console's loader without a re-export file of
 * their own, and the demo's record of its sandbox came with the sandbox: decision 0377), and one more.
 */
const MAX_FILES_BEFORE_FRAME = 12;

interface Loads {
  /** The files read before the first frame: the bundle's modules and the scripts run through node:vm. */
  readonly before: { readonly chunk: string; readonly path: string; readonly bytes: number }[];
  /** The scripts compiled before the first frame, and whether V8 took their code cache. */
  readonly scriptsBefore: { readonly chunk: string; readonly taken: boolean }[];
  readonly after: string[];
  /** Node's own undici modules loaded by the first full frame ('-': none); undefined before it. */
  readonly undiciByFullFrame: string | undefined;
  /** Node's own modules loaded by the first frame. */
  readonly builtinsByFrame: string[];
  /** Whether the demo's journal database had been made by the first frame ('made' or '-'). */
  readonly journalByFrame: string | undefined;
}

function readTrace(file: string): Loads | undefined {
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const frame = lines.indexOf('frame');
  if (frame < 0) return undefined;
  const loads = (part: string[]) =>
    part
      .filter((line) => line.startsWith('load ') || line.startsWith('script '))
      .map((line) => {
        const [, path, bytes, cache] = line.split(' ');
        const chunk = basename(path ?? '').replace(/-[\w-]{8}\.[mc]js$/, '');
        return { chunk, path: path ?? '', bytes: Number(bytes), taken: cache === 'taken' };
      });
  const fullFrame = lines.find((line) => line.startsWith('full-frame '));
  const atFrame = (name: string) => lines.find((line) => line.startsWith(`${name} `))?.slice(name.length + 1);
  return {
    builtinsByFrame: (atFrame('frame-builtins') ?? '').split(','),
    journalByFrame: atFrame('frame-journal'),
    before: loads(lines.slice(0, frame)),
    scriptsBefore: loads(lines.slice(0, frame).filter((line) => line.startsWith('script '))).map(({ chunk, taken }) => ({ chunk, taken })),
    after: loads(lines.slice(frame + 1)).map((load) => load.chunk),
    undiciByFullFrame: fullFrame?.slice('full-frame '.length),
  };
}

describe('the first frame of hoshin demo', () => {
  it('loads none of the views, commands and use cases it does not run, and loads them once it is out', async () => {
    const trace = join(temporaryDir('hoshin-first-frame-'), 'trace.txt');
    const program = spawnHoshin(['demo'], { nodeArgs: ['--import', HOOK], env: { HOSHIN_TRACE_FILE: trace } });
    try {
      await program.waitFor((screen) => screen.join('\n').includes('› Nordwind'));
      const loads = await pollUntil(() => {
        const read = readTrace(trace);
        return read && LATER.every((chunk) => read.after.includes(chunk)) && read;
      }, 'the lazy views and modules loaded after the first frame');
      const before = loads.before.map((load) => load.chunk);
      expect(before.filter((chunk) => LATER.includes(chunk) || chunk === 'later')).toEqual([]);
      const readBefore = loads.before.map((load) => readFileSync(load.path, 'latin1')).join('\n');
      expect(Object.entries(NOT_BEFORE_FRAME).filter(([, text]) => readBefore.includes(text))).toEqual([]);
      expect(before.length).toBeLessThanOrEqual(MAX_FILES_BEFORE_FRAME);
      expect(loads.before.reduce((sum, load) => sum + load.bytes, 0)).toBeLessThanOrEqual(MAX_BYTES_BEFORE_FRAME);
      // ASCII only (decision 0377): Node makes each a string of one byte a character, not two.
      const notAscii = loads.before.filter((load) => readFileSync(load.path).some((byte) => byte > 0x7f)).map((load) => load.chunk);
      expect(notAscii).toEqual([]);
    } finally {
      program.kill('SIGTERM');
      program.close();
      rmSync(trace, { force: true });
    }
  });

  it("runs the console's libraries from their script before the first frame, and the next start takes the code the first one compiled", async () => {
    // Node's compile cache holds what V8 compiled before a module ran; the script's cache is written
    // once the first frame is out, so it holds Ink's, React's and yoga's functions that drew it
    // (decision 0379). Both runs share one cache directory, as two starts of one user do.
    const cache = temporaryDir('hoshin-first-frame-cache-');
    const start = async (): Promise<Loads> => {
      const trace = join(temporaryDir('hoshin-first-frame-'), 'trace.txt');
      const program = spawnHoshin(['demo'], { nodeArgs: ['--import', HOOK], env: { HOSHIN_TRACE_FILE: trace, NODE_COMPILE_CACHE: cache } });
      try {
        await program.waitFor((screen) => screen.join('\n').includes('› Nordwind'));
        // Written after the first frame (the first run), or taken at the start (the second).
        return await pollUntil(() => {
          const read = readTrace(trace);
          const written = readdirSync(cache, { recursive: true }).some((name) => /console-libraries-[\w-]+\.cjs\.code$/.test(String(name)));
          return read && written && read;
        }, "the console's script's cache written");
      } finally {
        program.kill('SIGTERM');
        program.close();
        rmSync(trace, { force: true });
      }
    };
    const first = await start();
    expect(first.scriptsBefore).toEqual([{ chunk: 'console-libraries', taken: false }]);
    const second = await start();
    expect(second.scriptsBefore).toEqual([{ chunk: 'console-libraries', taken: true }]);
  });

  it("draws its first frame before node:crypto and node:fs/promises load and before its journal's database is made", async () => {
    // node:crypto costs about 8 ms of CPU to load (the sandbox's key and the journal's ids need it
    // later); the journal's new database 5-10 ms of CPU, and its fsyncs 10-100 ms on a busy disk.
    const temporary = temporaryDir('hoshin-first-frame-tmp-');
    const trace = join(temporaryDir('hoshin-first-frame-'), 'trace.txt');
    const program = spawnHoshin(['demo'], { nodeArgs: ['--import', HOOK], env: { HOSHIN_TRACE_FILE: trace, TMPDIR: temporary } });
    try {
      await program.waitFor((screen) => screen.join('\n').includes('› Nordwind'));
      const loads = await pollUntil(() => readTrace(trace), 'the first frame in the trace');
      expect(loads.builtinsByFrame).toContain('sqlite');
      expect(loads.builtinsByFrame.filter((name) => ['crypto', 'fs/promises'].includes(name))).toEqual([]);
      expect(loads.journalByFrame).toBe('-');
    } finally {
      program.kill('SIGTERM');
      program.close();
      rmSync(trace, { force: true });
    }
  });

  it("draws its first full frame (the sandbox started, the companies fetched) without Node's own undici", async () => {
    // The program's client bundles its own undici; Node's copy (its fetch, WebSocket) costs about
    // 10 ms of CPU to load and is never used.
    const trace = join(temporaryDir('hoshin-first-frame-'), 'trace.txt');
    const program = spawnHoshin(['demo'], { nodeArgs: ['--import', HOOK], env: { HOSHIN_TRACE_FILE: trace } });
    try {
      await program.waitFor((screen) => screen.join('\n').includes('› Nordwind'));
      const undici = await pollUntil(() => readTrace(trace)?.undiciByFullFrame, 'the first full frame in the trace');
      expect(undici).toBe('-');
    } finally {
      program.kill('SIGTERM');
      program.close();
      rmSync(trace, { force: true });
    }
  });
});
