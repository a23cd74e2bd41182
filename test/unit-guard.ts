// The unit suite's promise, kept at run time: no child process and no address but loopback; and each
// file starts with the client knowing no service (the files of a worker share one process). A test
// that needs either belongs in the end-to-end suite (a `*.e2e.test.ts` file); this says so at once
// instead of letting it hang or pass on one machine only.
import childProcess from 'node:child_process';
import net from 'node:net';
import { syncBuiltinESMExports } from 'node:module';
import { PROCESS_SERVICES } from '../source/client/service-state.js';

// The files of a worker share one process: each starts with no service known, so what one file's
// sandbox taught the client (its dialect, its clock) never meets another file's on the same port.
PROCESS_SERVICES.forget();

const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

function refuse(what: string): never {
  throw new Error(`${what}: the unit suite starts no process; put this test in a *.e2e.test.ts file (docs/TESTING.md)`);
}

const guarded = childProcess as unknown as Record<string, unknown> & { __unitGuard?: true };
if (!guarded.__unitGuard) {
  guarded.__unitGuard = true;
  for (const name of STARTERS) guarded[name] = (command: unknown) => refuse(`child_process.${name}(${String(command)})`);
  syncBuiltinESMExports();

  const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/i;
  const connect = net.Socket.prototype.connect as (...args: unknown[]) => net.Socket;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]): net.Socket {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as { host?: string; path?: string; port?: unknown } | number | string;
    const host =
      typeof options === 'object' && options !== null
        ? options.path === undefined
          ? (options.host ?? 'localhost')
          : undefined
        : typeof options === 'number'
          ? typeof args[1] === 'string'
            ? args[1]
            : 'localhost'
          : undefined;
    if (host !== undefined && !LOOPBACK.test(host)) throw new Error(`connect to ${host}: the unit suite reaches no address but loopback`);
    return connect.apply(this, args);
  } as typeof net.Socket.prototype.connect;
}
