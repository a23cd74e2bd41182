// A local implementation of the planning service on node:http in one of two flavours; request-handler.ts answers each request.
// A request that is not JSON is answered as the real service answers a browser: 302 to /login.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DIALECTS, isDialect, type Dialect } from '../signing/signing.js';
import { FLAVOUR_ANSWERS } from './answers.js';
import { FLAVOUR_RULES, isSandboxFlavour, SANDBOX_FLAVOURS, type SandboxFlavour } from './flavour.js';
import { SandboxService } from './operations.js';
import { DataFileWriter, loadDataFile } from './persistence.js';
import { memoryExchange, type MemoryExchange } from './memory-exchange.js';
import { requestHandler, type SandboxSetting } from './request-handler.js';
import { demoSnapshot, emptySnapshot } from './seed.js';
import { emptyStats, resetStats, type SandboxStats } from './stats.js';
import { moveGoalsToTargets } from './indicator-values.js';
import { utcDay } from '../domain/dates.js';
import { SandboxStore } from './sandbox-records-store.js';

export { SandboxStore } from './sandbox-records-store.js';
export type { Resource, SubscriptionRecord } from './sandbox-records-store.js';
export { DataFileError } from './persistence.js';
export { isSandboxFlavour, SANDBOX_FLAVOURS, type SandboxFlavour } from './flavour.js';
export type { SandboxLogEntry, SandboxStats } from './stats.js';

export type SandboxDialect = 'lenient' | Dialect;

export interface SandboxOptions {
  port?: number; // default 0 = any free port
  host?: string; // default 127.0.0.1
  seed?: 'demo' | 'empty'; // default demo
  dataFile?: string; // load at start, persist every change atomically
  /** spec (default): the service as specified; hoshinplan: as the public implementation answers. */
  flavour?: SandboxFlavour;
  dialect?: SandboxDialect; // default lenient (accepts all three); the hoshinplan flavour verifies one (default hoshinplan)
  appKey?: string;
  secret?: string; // generated (32 lowercase hex chars each, like the real service) when absent
  now?: () => number; // injectable clock, epoch ms (for expiry tests)
  futureToleranceSeconds?: number; // default 5; the hoshinplan flavour allows none
  /** One line per answered request (the signature redacted); silent when absent. */
  log?: (line: string) => void;
}

export interface RunningSandbox {
  readonly url: string; // http://127.0.0.1:<port>
  readonly port: number;
  readonly appKey: string;
  readonly secret: string;
  readonly store: SandboxStore; // direct read access for tests
  readonly flavour: SandboxFlavour;
  /** Live counts of what was answered; reuses of a signed target are counted in both flavours. */
  readonly stats: SandboxStats;
  resetStats(): void;
  /** The sandbox answering in process, without HTTP or signatures (memory-exchange.ts). */
  readonly answerInMemory: MemoryExchange;
  /** Runs the service's daily job for a simulated day (default: today); the ids moved. */
  runDailyJob(day?: string): Promise<number[]>;
  close(): Promise<void>;
}

export const SANDBOX_DIALECTS: readonly SandboxDialect[] = ['lenient', ...DIALECTS];

export function isSandboxDialect(value: string): value is SandboxDialect {
  return value === 'lenient' || isDialect(value);
}

function generateCredential(): string {
  return randomBytes(16).toString('hex');
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new RangeError(`port must be a whole number from 0 to 65535, got ${port}`);
  const flavour = options.flavour ?? 'spec';
  if (!isSandboxFlavour(flavour)) throw new RangeError(`flavour must be one of ${SANDBOX_FLAVOURS.join(', ')}, got ${String(flavour)}`);
  const rules = FLAVOUR_RULES[flavour];
  const answers = FLAVOUR_ANSWERS[flavour];
  const dialect = options.dialect ?? rules.dialect ?? 'lenient';
  if (!isSandboxDialect(dialect)) throw new RangeError(`dialect must be one of ${SANDBOX_DIALECTS.join(', ')}, got ${String(dialect)}`);
  // A flavour with its own dialect verifies exactly one: its own, or one other asked for by name.
  if (rules.dialect !== null && dialect === 'lenient') throw new RangeError(`the ${flavour} flavour verifies one dialect, not lenient`);
  // Checked again for callers from JavaScript and the command line.
  const seed: string = options.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'empty') throw new RangeError(`seed must be demo or empty, got ${seed}`);
  const now = options.now ?? (() => Date.now());
  const futureToleranceSeconds = rules.futureToleranceSeconds ?? options.futureToleranceSeconds ?? 5;
  const appKey = options.appKey ?? generateCredential();
  const secret = options.secret ?? generateCredential();
  if (appKey === '' || secret === '') throw new RangeError('the app key and the secret must not be empty');
  const dialects: readonly Dialect[] = dialect === 'lenient' ? DIALECTS : [dialect];

  const loaded = options.dataFile ? await loadDataFile(options.dataFile) : null;
  const store = new SandboxStore(loaded ?? (seed === 'demo' ? demoSnapshot(now()) : emptySnapshot()));
  const service = new SandboxService(store, now, answers);
  const refreshed = service.refreshDerived();
  const writer = options.dataFile ? new DataFileWriter(options.dataFile) : null;
  if (writer && (loaded === null || refreshed)) await writer.save(store.snapshot());

  const stats = emptyStats();
  // Taken from Node here, not imported at the top or through import(): either would load node:http (and its undici) on every start.
  const { createServer } = process.getBuiltinModule('node:http');
  const setting: SandboxSetting = {
    flavour,
    rules,
    answers,
    appKey,
    secret,
    dialects,
    futureToleranceSeconds,
    now,
    store,
    service,
    writer,
    stats,
    log: options.log,
  };
  const server = createServer(requestHandler(setting));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    answerInMemory: memoryExchange(setting, `${urlHost}:${address.port}`),
    appKey,
    secret,
    store,
    flavour,
    stats,
    resetStats: () => resetStats(stats),
    async runDailyJob(day?: string): Promise<number[]> {
      const moved = moveGoalsToTargets(store, now, day ?? utcDay(now()));
      if (writer && moved.length > 0) await writer.save(store.snapshot());
      return moved;
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a moment to finish; then their connections are cut.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }).then(() => writer?.flush());
      return closing;
    },
  };
}
