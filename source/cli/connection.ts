// How every command and the TUI get a client: profile, base URL, dialect, credentials, debug log.
import type { ResourceClient } from '../core/resource.js';
import type { DialectSetting } from '../core/credentials.js';
import { lazyClient } from '../client/lazy-client.js';
import { hoshinPaths } from '../config/paths.js';
import { sharedClientState } from '../config/service-memory-file.js';
import { describeProxy, proxyFor } from '../client/proxy-choice.js';
import { appendPrivateFile } from '../config/private-files.js';
import { requireBaseUrl } from '../config/settings.js';
import type { CredentialSource } from '../core/credentials.js';
import { attachServiceIndex } from '../index/attached.js';
import { connectionService } from '../index/profile.js';
import type { ServiceIdentity } from '../index/service-identity.js';
import type { IndexStore } from '../index/index-store.js';
import type { LocalIndex } from '../index/model.js';
import type { Journal } from '../journal/journal.js';
import { journalingClient } from '../journal/journaling-client.js';
import { openServiceJournal } from '../journal/service-journal.js';
import { redactSignatures } from '../signing/signing.js';
import type { GlobalFlags } from './args.js';
import type { CliContext } from '../terminal/io-context.js';
import { profileCredentials, profileSettings } from './profile-settings.js';
import { withActivity } from '../terminal/activity.js';

export interface Connection {
  readonly client: ResourceClient;
  readonly profileName: string;
  readonly baseUrl: string;
  /** --readonly flag or the profile's read-only setting. */
  readonly readOnly: boolean;
  readonly dialect: DialectSetting;
  readonly credentialSource: CredentialSource;
  /** The local store of the service this connection talks to, fed by every answer of the client until close(). */
  readonly index: LocalIndex;
  /** The service the store belongs to (the effective base URL and app key). */
  readonly service: ServiceIdentity;
  /** The store behind `index`; undefined when it could not be opened. */
  readonly store: IndexStore | undefined;
  /** The service's journal of changes: every write of the client goes through it. */
  readonly journal: Journal;
  /** Writes what the index learned so far (a write's outcome that must survive a kill); never throws. */
  saveIndex(): Promise<void>;
  /** Closes the client, then saves the index (a failed save is warned about, never thrown). */
  close(): Promise<void>;
}

export interface ConnectionOptions {
  /** Debug lines also go to stderr (default); the full-screen console turns this off. */
  readonly debugToStderr?: boolean;
  /** Receives the index's warnings (default: `hoshin: warning: …` on stderr). */
  readonly warn?: (message: string) => void;
}

/** With --debug: each client line, redacted, to stderr and appended to the log file. */
export function debugLog(context: CliContext, options: ConnectionOptions = {}): (line: string) => void {
  const { logFile } = hoshinPaths(context.env);
  let fileWorks = true;
  return (line: string) => {
    const safe = redactSignatures(line);
    if (options.debugToStderr !== false) context.stderr.write(`debug: ${safe}\n`);
    if (!fileWorks) return;
    try {
      appendPrivateFile(logFile, `${new Date(context.now()).toISOString()} ${safe}\n`);
    } catch (error) {
      // Debugging must not break the command; say once that the log file is not being written.
      fileWorks = false;
      context.stderr.write(`debug: cannot write ${logFile}: ${(error as Error).message}\n`);
    }
  };
}

export async function openConnection(globals: GlobalFlags, context: CliContext, options: ConnectionOptions = {}): Promise<Connection> {
  const settings = profileSettings(globals, context);
  const baseUrl = requireBaseUrl(settings);
  const resolved = await profileCredentials(settings.profileName, context);
  const warn =
    options.warn ??
    ((message: string) => {
      context.activity?.clear();
      context.stderr.write(`hoshin: warning: ${message}\n`);
    });
  const log = globals.debug ? debugLog(context, options) : undefined;
  const proxy = proxyFor(baseUrl, context.env);
  log?.(proxy.url === null ? `no proxy: ${proxy.reason}` : `proxy ${describeProxy(proxy.url)} (from ${proxy.variable})`);
  // undici loads on the first request: the console's first frame needs none.
  const service = lazyClient({
    baseUrl,
    credentials: resolved.credentials,
    credentialsFrom: resolved.source,
    dialect: settings.dialect,
    now: context.now,
    timeouts: { totalMs: settings.timeoutMs },
    ...(proxy.url === null ? {} : { proxy: proxy.url }),
    ...sharedClientState(hoshinPaths(context.env), settings.profileName, warn),
    ...(log ? { log } : {}),
  });
  // Every write is journalled before it is sent; the values before come from the index.
  const journal = openServiceJournal(hoshinPaths(context.env), context.env, baseUrl, resolved.credentials, { now: context.now, warn });
  let index: LocalIndex | undefined;
  const journalled = journalingClient(service, journal, { known: (kind, id) => index?.get(kind, id)?.resource ?? undefined });
  // A spinner says what the command waits for, when a person watches (terminal/command-output.ts).
  const client = context.activity ? withActivity(journalled, context.activity, `waiting for ${new URL(baseUrl).host}`) : journalled;
  const choice = connectionService(hoshinPaths(context.env), settings.profileName, baseUrl, resolved.credentials.appKey);
  const attached = await attachServiceIndex(choice, context.env, client, warn);
  index = attached.index;
  return {
    client,
    profileName: settings.profileName,
    baseUrl,
    readOnly: settings.readOnly,
    dialect: settings.dialect,
    credentialSource: resolved.source,
    index: attached.index,
    service: choice.identity,
    store: attached.store,
    journal,
    saveIndex: () => attached.flush(),
    async close() {
      try {
        await client.close();
      } finally {
        await attached.close();
      }
    },
  };
}
