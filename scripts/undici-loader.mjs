// What `import … from 'undici'` loads in the npm bundle (scripts/build.mjs): undici bundled apart
// as CommonJS (chunks/undici.cjs), run with V8's code cache. Node 20 has no compile cache, and
// parsing and compiling undici took a command about 6 ms of its 80; Node 22's compile cache keeps
// only the code compiled before the module runs. Here the code V8 compiled for undici, its first
// request included, is kept at exit beside Node's compile cache and given back to V8 at the next
// start: `list` 0.95x the CPU time on Node 24 too. V8 checks the cache against the source and its
// own version and flags, and compiles anew when it does not match. NODE_DISABLE_COMPILE_CACHE turns
// it off.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import Module from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const file = fileURLToPath(new URL('./undici.cjs', import.meta.url));
const require = Module.createRequire(file);

function withCodeCache() {
  const source = readFileSync(file, 'utf8');
  // The directory source/main.ts gives Node's compile cache, in the user's own cache directory.
  const directory =
    process.env.NODE_COMPILE_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'hoshin', 'compile-cache');
  const prefix = `undici-${process.versions.v8}-`;
  const cacheFile = join(directory, `${prefix}${source.length}.v8cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(Module.wrap(source), { filename: file, ...(cachedData ? { cachedData } : {}) });
  if (!cachedData || script.cachedDataRejected) {
    process.once('exit', () => {
      try {
        mkdirSync(directory, { recursive: true, mode: 0o700 });
        const partial = `${cacheFile}.${process.pid}`;
        const fd = openSync(partial, 'w', 0o600);
        // Not fsynced: a file cut short by a crash fails V8's check and is compiled anew.
        try {
          writeSync(fd, script.createCachedData());
        } finally {
          closeSync(fd);
        }
        renameSync(partial, cacheFile);
        // The caches of earlier builds for this V8 are of no more use.
        for (const name of readdirSync(directory)) {
          if (name.startsWith(prefix) && name.endsWith('.v8cache') && join(directory, name) !== cacheFile)
            rmSync(join(directory, name), { force: true });
        }
      } catch {
        // No cache this time: the next start compiles undici again.
      }
    });
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, file, dirname(file));
  return module.exports;
}

const undici = process.env.NODE_DISABLE_COMPILE_CACHE ? require(file) : withCodeCache();

export const { Pool, Agent, ProxyAgent, buildConnector } = undici;
