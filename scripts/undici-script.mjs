// undici's dispatchers for the npm bundle as a CommonJS script of their own, dist/chunks/undici-<hash>.cjs,
// which source/client/undici-dispatchers-script.ts runs with a code cache written after the run
// (decision 0378): the bundle's chunks import that module wherever the source imports
// source/client/undici-dispatchers.ts. The single-file executable bundles undici-dispatchers.ts.
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { bundleOptions } from './bundle-options.mjs';
import { writeScript } from './script-output.mjs';

const DISPATCHERS = resolve('source/client/undici-dispatchers.ts');
const FROM_SCRIPT = resolve('source/client/undici-dispatchers-script.ts');

/** Writes the script into `dir`; its file name. */
export async function buildUndiciScript(dir) {
  const bundle = await rolldown({ ...bundleOptions(), input: { undici: DISPATCHERS } });
  return writeScript(bundle, dir, 'undici-[hash].cjs');
}

/** An input plugin: undici-dispatchers.ts's importers get the module that runs the script instead. */
export function undiciScriptPlugin() {
  return {
    name: 'hoshin-undici-script',
    async resolveId(source, importer, options) {
      if (!importer || importer === FROM_SCRIPT || !source.endsWith('undici-dispatchers.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === DISPATCHERS ? FROM_SCRIPT : null;
    },
  };
}

/** The build's define that names the script for undici-dispatchers-script.ts. */
export const scriptName = (name) => ({ HOSHIN_UNDICI_SCRIPT: JSON.stringify(`./${name}`) });
