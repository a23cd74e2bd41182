// A CommonJS script of the npm bundle run through node:vm with a code cache written after it ran:
// undici's dispatchers (decision 0378) and the console's libraries (0379). Node's compile cache
// keeps what V8 compiled before a module ran, so every run compiled again each function it called
// (undici's: about 9 ms of CPU on Node 26); a cache made once the run has used them holds them.
// The cache sits beside Node's own (module.getCompileCacheDir(): the user's, per Node version), is
// named after the script, whose name carries a hash of its text, and is off when Node's is.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, getCompileCacheDir } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadedScript<T> {
  readonly exports: T;
  /** Whether V8 took the compiled code from the cache (for the tests). */
  readonly fromCache: boolean;
}

/** Caches to write when the process ends: those missing or refused at load. */
const pending = new Map<string, () => Buffer>();

/**
 * Writes the code caches still missing, now (the console once its first frame is out) or at the
 * process's 'exit', whichever comes first; a failed write is made again next run.
 */
export function writeScriptCaches(): void {
  for (const [file, data] of pending) {
    // Written aside, then renamed: another process reads the whole cache or none.
    const temporary = `${file}.${process.pid}`;
    try {
      writeFileSync(temporary, data(), { mode: 0o600 });
      renameSync(temporary, file);
    } catch {
      // A cache directory that cannot be written (or a full disk): compiled from the text next time too.
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Not there to remove.
      }
    }
  }
  pending.clear();
}

/** The text V8 compiles for a script: a function of its module's variables, as Node's CommonJS wrapper gives them. */
export function wrappedScript(text: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${text}\n})`;
}

/**
 * Runs the CommonJS script at `url` (module.exports returned) with its code cache from `cacheDir`
 * (Node's compile cache directory unless given; none when that is off).
 */
export function loadScript<T>(url: URL, cacheDir: string | undefined = getCompileCacheDir()): LoadedScript<T> {
  const { Script } = process.getBuiltinModule('node:vm');
  const file = fileURLToPath(url);
  const cacheFile = cacheDir === undefined ? undefined : join(cacheDir, `${basename(file)}.code`);
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = readFileSync(cacheFile);
  } catch {
    // Not made yet.
  }
  const script = new Script(wrappedScript(readFileSync(file, 'utf8')), { filename: file, cachedData });
  const module = { exports: {} as T };
  // __filename for what rolldown makes of a library's `import.meta.url` (yoga's loader reads it).
  (script.runInThisContext() as (exports: T, require: NodeJS.Require, module: { exports: T }, filename: string, directory: string) => void)(
    module.exports,
    createRequire(file),
    module,
    file,
    dirname(file),
  );
  const fromCache = cachedData !== undefined && script.cachedDataRejected !== true;
  if (cacheFile && !fromCache) {
    // Written when the process ends, so that it holds what the run compiled, not only the script's top.
    if (pending.size === 0) process.once('exit', writeScriptCaches);
    pending.set(cacheFile, () => script.createCachedData());
  }
  return { exports: module.exports, fromCache };
}
