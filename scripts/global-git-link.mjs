// npm 11's global install from a git URL prepares its temporary clone with an `npm install` that
// inherits --global (npm/cli#8440; pacote 22 passes --global=false). That install links the global
// package folder to the clone, which npm deletes afterwards: `hoshin` would point at nothing.
// Called from `prepare`: when that link points at the folder being prepared, inside npm's cache,
// it becomes an empty folder again, for npm to unpack the finished package into.
import { lstatSync, mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Undoes the link; returns whether there was one to undo. */
export function undoGlobalLinkToClone(packageName, folder = process.cwd(), env = process.env) {
  if (env.npm_config_global !== 'true' || !env.npm_config_global_prefix || !env.npm_config_cache) return false;
  const insideNpmTemp = realpathSync(folder).startsWith(join(realpathSync(env.npm_config_cache), '_cacache', 'tmp') + sep);
  if (!insideNpmTemp) return false;
  const globalModules =
    process.platform === 'win32'
      ? join(env.npm_config_global_prefix, 'node_modules')
      : join(env.npm_config_global_prefix, 'lib', 'node_modules');
  const link = join(globalModules, packageName);
  if (!lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) return false;
  let target;
  try {
    target = realpathSync(link);
  } catch {
    return false;
  }
  if (target !== realpathSync(folder)) return false;
  unlinkSync(link);
  mkdirSync(link);
  return true;
}
