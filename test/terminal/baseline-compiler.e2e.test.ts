// The single-file executable starts without V8's baseline compiler and turns it on once the
// console's first frame is out (decision 0376): V8 honours the flag set at run time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { NO_BASELINE_AT_START, resumeBaselineCompiler } from '../../source/terminal/baseline-compiler.js';
import { temporaryDir } from '../helpers/temporary-dirs.js';

const HOT = resolve('test/fixtures/baseline-compiler/hot-functions.ts');

/** The functions V8 compiled to baseline code in a process started with the given flags. */
function baselineCompiled(flags: string[]): { resumed: string; functions: Set<string> } {
  const log = join(temporaryDir('baseline-'), 'v8.log');
  const out = execFileSync(
    process.execPath,
    // Maglev and TurboFan off: the baseline compiler is the only tier a hot function can reach, so
    // which functions it compiled does not hang on how fast the optimising compilers are.
    [
      ...flags,
      '--no-maglev',
      '--no-turbofan',
      '--log-function-events',
      `--logfile=${log}`,
      '--no-logfile-per-isolate',
      '--import',
      'tsx',
      HOT,
    ],
    { encoding: 'utf8', timeout: 30_000 },
  );
  const functions = new Set(
    readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('function,baseline,'))
      .map((line) => line.split(',').at(-1) ?? ''),
  );
  return { resumed: out.trim().split(' ')[0] ?? '', functions };
}

it('compiles to baseline code only after it is resumed, in a process started without it', () => {
  const { resumed, functions } = baselineCompiled([NO_BASELINE_AT_START]);
  expect(resumed).toBe('true');
  expect(functions.has('hotBeforeResume')).toBe(false);
  expect(functions.has('hotAfterResume')).toBe(true);
});

it('changes nothing in a process started with it', () => {
  const { resumed, functions } = baselineCompiled([]);
  expect(resumed).toBe('false');
  expect(functions.has('hotBeforeResume')).toBe(true);
  expect(resumeBaselineCompiler(['--max-old-space-size=100'])).toBe(false);
});
