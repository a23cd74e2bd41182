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

/**
 * V8 flags this process set, each with its default: V8 refuses a code cache made under other flags,
 * so a cache is made and taken under the defaults, and one that the console made (its young
 * generation kept small) serves `list` too, and the other way round (decision 0379).
 */
const flagsSet = new Map<string, string>();

/** Sets a V8 flag for the rest of the process, kept out of the scripts' code caches. */
export function setV8Flag(flag: string, defaultFlag: string): void {
  process.getBuiltinModule('node:v8').setFlagsFromString(flag);
  flagsSet.set(flag, defaultFlag);
}

/** Runs `make` under V8's default flags for those this process set (V8 reads them synchronously). */
function underDefaultFlags<T>(make: () => T): T {
  if (flagsSet.size === 0) return make();
  const { setFlagsFromString } = process.getBuiltinModule('node:v8');
  for (const defaultFlag of flagsSet.values()) setFlagsFromString(defaultFlag);
  try {
    return make();
  } finally {
    for (const flag of flagsSet.keys()) setFlagsFromString(flag);
  }
}

/**
 * A cache file is V8's data written twice. V8's release builds check a cache's header, not its
 * payload, and a payload damaged on disk (its length kept) ends the process in V8 at every start;
 * a file whose two copies differ is not given to V8 and is written again. For the console's 600 kB
 * that costs 0.5 ms to read the second copy and 0.1 ms to compare (one native memcmp); a checksum
 * in JavaScript cost 4-5 ms at start, its loop still interpreted (Node 22.19 and 26.10), and
 * node:crypto or node:zlib 3.5-7 ms to load.
 */
export function cacheData(file: Buffer): Buffer | undefined {
  const half = file.length / 2;
  if (half === 0 || !Number.isInteger(half)) return undefined;
  const data = file.subarray(0, half);
  return data.equals(file.subarray(half)) ? data : undefined;
}

/** Caches to write when the process ends: those missing or refused at load, each with whether to keep it. */
const pending = new Map<string, { readonly data: () => Buffer; readonly keep: () => boolean }>();

/**
 * Writes the code caches still missing, now (the console once its first frame is out) or at the
 * process's 'exit', whichever comes first; a failed write is made again next run.
 */
export function writeScriptCaches(): void {
  for (const [file, { data, keep }] of pending) {
    // A run not worth keeping leaves the cache to the next run (a cache is not made again once taken).
    if (!keep()) continue;
    // Written aside, then renamed: another process reads the whole cache or none.
    const temporary = `${file}.${process.pid}`;
    try {
      const made = data();
      // A new file only (O_EXCL): never written through a link someone left in a shared directory.
      rmSync(temporary, { force: true });
      writeFileSync(temporary, Buffer.concat([made, made]), { mode: 0o600, flag: 'wx' });
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

export interface ScriptOptions {
  /** Modules the script's `require` gives by these names: this process's instances, not copies. */
  readonly provided?: Readonly<Record<string, unknown>>;
  /**
   * A cache of its own for each kind of run (`list`, `get`): a cache holds what the run that made it
   * compiled, and is not made again once taken, so one made by `list` would leave `get` compiling
   * its own functions at every run.
   */
  readonly cacheFor?: string;
  /**
   * Whether this run's cache is worth writing, asked when it is written: one made by a run that did
   * little of its work (help, a refused line) would leave every later run compiling the rest.
   */
  readonly keep?: () => boolean;
}

/**
 * Runs the CommonJS script at `url` (module.exports returned) with its code cache from `cacheDir`
 * (Node's compile cache directory unless given; none when that is off). The script's `require`
 * gives `options.provided`'s modules by their names, and Node's otherwise.
 */
export function loadScript<T>(url: URL, cacheDir: string | undefined = getCompileCacheDir(), options: ScriptOptions = {}): LoadedScript<T> {
  const { provided = {}, cacheFor, keep = () => true } = options;
  const { Script } = process.getBuiltinModule('node:vm');
  const file = fileURLToPath(url);
  const cacheFile =
    cacheDir === undefined ? undefined : join(cacheDir, `${basename(file)}${cacheFor === undefined ? '' : `.${cacheFor}`}.code`);
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = cacheData(readFileSync(cacheFile));
  } catch {
    // Not made yet.
  }
  const text = wrappedScript(readFileSync(file, 'utf8'));
  const script = underDefaultFlags(() => new Script(text, { filename: file, cachedData }));
  const module = { exports: {} as T };
  const nodeRequire = createRequire(file);
  const require = Object.assign((id: string): unknown => (Object.hasOwn(provided, id) ? provided[id] : nodeRequire(id)), nodeRequire);
  // __filename for what rolldown makes of a library's `import.meta.url` (yoga's loader reads it).
  (script.runInThisContext() as (exports: T, require: NodeJS.Require, module: { exports: T }, filename: string, directory: string) => void)(
    module.exports,
    require,
    module,
    file,
    dirname(file),
  );
  const fromCache = cachedData !== undefined && script.cachedDataRejected !== true;
  if (cacheFile && !fromCache) {
    // Written when the process ends, so that it holds what the run compiled, not only the script's top.
    if (pending.size === 0) process.once('exit', writeScriptCaches);
    pending.set(cacheFile, { data: () => underDefaultFlags(() => script.createCachedData()), keep });
  }
  return { exports: module.exports, fromCache };
}
