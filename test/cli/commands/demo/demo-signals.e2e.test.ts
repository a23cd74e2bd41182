// `hoshin demo` keeps its journal in a temporary directory of its own; a signal that ends it
// (ctrl-c sent as SIGINT, SIGTERM, SIGHUP when the SSH link drops) removes the directory too, and
// the process ends as killed by that signal would (128 + its number). The built bundle on a real pty.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnHoshin, type HoshinOnPty } from '../../../helpers/pty.js';
import { pollUntil } from '../../../helpers/wait.js';

const running: HoshinOnPty[] = [];
const made: string[] = [];

afterEach(() => {
  for (const program of running.splice(0)) program.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('hoshin demo ended by a signal', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('%s removes its journal directory and exits 128 + n', async (signal) => {
    const temporary = mkdtempSync(join(tmpdir(), 'hoshin-demo-signal-'));
    made.push(temporary);
    const demo = spawnHoshin(['demo'], { columns: 100, rows: 30, env: { TMPDIR: temporary } });
    running.push(demo);
    // As soon as the journal's directory exists: while the console is still starting, too.
    await pollUntil(() => readdirSync(temporary).some((name) => name.startsWith('hoshin-demo-')), 'the journal directory', {
      timeoutMs: 20_000,
      everyMs: 2,
    });
    demo.kill(signal);
    const exit = await demo.exited;
    expect(exit.exitCode === 128 + constants.signals[signal] || exit.signal === constants.signals[signal], JSON.stringify(exit)).toBe(true);
    expect(readdirSync(temporary)).toEqual([]);
  });
});
