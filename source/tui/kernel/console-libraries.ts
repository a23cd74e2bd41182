// The console in the npm bundle: its libraries (Ink, React, yoga, ink-select-input, chalk) and its
// own modules that only its start reaches, a CommonJS script of their own (scripts/console-script.mjs),
// run once with a code cache written after the first frame (store/cached-script.ts, decisions 0379,
// 0380), so that the functions the first frame runs are not compiled again at every start. Every
// import of these from outside the script re-exports its names from here; what the script shares
// with the commands it gets from the ES side (console-script-imports.ts), one instance of each. The
// tests and the single-file executable import the source itself.
import { loadScript } from '../../store/cached-script.js';
import { laterModules, sharedModules } from './console-script-imports.js';

/** The script's file beside this chunk ("./console-script-<hash>.cjs"), named by the build. */
declare const HOSHIN_CONSOLE_SCRIPT: string;

/** Each module's namespace, by the name it is imported under ('ink', 'source/tui/kernel/run.ts'…). */
export const { exports: consoleScript } = loadScript<Record<string, Record<string, unknown>>>(new URL(HOSHIN_CONSOLE_SCRIPT, import.meta.url), undefined, {
  ...sharedModules,
  'hoshin:later': (name: string) => laterModules[name]?.(),
});
