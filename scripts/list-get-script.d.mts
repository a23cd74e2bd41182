import type { Plugin } from 'rolldown';
/** The name the script requires the loader's store/cached-script.ts by. */
export const PROVIDED_CACHED_SCRIPT: string;
/** Why a dynamically imported module cannot be reached by a `list` or `get` line; undefined when it can. */
export function unreachable(id: string): string | undefined;
/** An input plugin: an unreachable dynamic import becomes a module that throws an internal error naming it. */
export function reachPlugin(leftOut?: (id: string) => string | undefined): Plugin;
/** Writes the script into `dir` (undici's script, `undiciName`, beside it); its file name. */
export function buildListGetScript(dir: string, undiciName: string): Promise<string>;
/** An input plugin of the npm bundle: cli-loading.ts's importers get cli-loading-script.ts. */
export function listGetScriptPlugin(): Plugin;
/** The build's define that names the script for cli-loading-script.ts. */
export function listGetScriptName(name: string): Record<string, string>;
