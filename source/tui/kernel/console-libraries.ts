// The console's libraries in the npm bundle (Ink, React, yoga, ink-select-input, chalk): a CommonJS
// script of their own (scripts/console-script.mjs), run once with a code cache written after the
// first frame (store/cached-script.ts, decision 0379), so that the functions the first frame runs
// are not compiled again at every start. Every import of these packages in the bundle re-exports
// its names from here. The tests and the single-file executable import the packages themselves.
import { loadScript } from '../../store/cached-script.js';

/** The script's file beside this chunk ("./console-libraries-<hash>.cjs"), named by the build. */
declare const HOSHIN_CONSOLE_SCRIPT: string;

/** Each package's namespace, by the name it is imported under ('ink', 'react/jsx-runtime'…). */
export const { exports: consoleLibraries } = loadScript<Record<string, Record<string, unknown>>>(
  new URL(HOSHIN_CONSOLE_SCRIPT, import.meta.url),
);
