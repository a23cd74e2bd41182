// The single-file executable starts with V8's baseline compiler (Sparkplug) off (scripts/sea.mjs's
// execArgv): before the first frame it compiled, on the main thread, functions that had run only a
// few times, for a frame drawn once (decision 0376, measured). Once the console's first frame is
// out it is on again, so that a session's code runs as fast as in the npm bundle.

/** The flag scripts/sea.mjs gives the executable. */
export const NO_BASELINE_AT_START = '--no-sparkplug';

/** Turns the baseline compiler back on if this process started without it; says whether it did. */
export function resumeBaselineCompiler(execArgv: readonly string[] = process.execArgv): boolean {
  if (!execArgv.includes(NO_BASELINE_AT_START)) return false;
  process.getBuiltinModule('node:v8').setFlagsFromString('--sparkplug');
  return true;
}
