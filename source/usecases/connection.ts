// Opening a connection: the one way every command and the console build a client from the shared state.
import { appendStateFile } from '../store/state-dir.js';
import { lazyClient } from '../client/lazy-client.js';
import { describeProxy, proxyFor, proxyOption } from '../client/proxy-choice.js';
import { hoshinPaths } from '../config/paths.js';
import { requireBaseUrl, type SettingFlags } from '../config/settings.js';
import { settingsOrigin, type OriginChoice, type SettingsOrigin } from '../config/settings-origin.js';
import type { CredentialSource, Credentials, DialectSetting } from '../core/credentials.js';
import type { ResourceClient } from '../core/resource.js';
import { verifyCredentials } from '../credentials/sign-in.js';
import { attachServiceIndex } from '../index/attached.js';
import type { IndexStore } from '../index/index-store.js';
import type { LocalIndex } from '../index/model.js';
import { connectionService } from '../index/profile.js';
import type { ServiceIdentity } from '../index/service-identity.js';
import { openValuesSent, valuesSentInMemory, type ValuesSent } from '../index/values-sent.js';
import type { Journal } from '../journal/journal.js';
import { journalingClient } from '../journal/journaling-client.js';
import { openServiceJournal } from '../journal/service-journal.js';
import { meetingRecordInMemory, openMeetingRecord, type MeetingRecord } from '../store/review-rows.js';
import { redactSignatures } from '../signing/signing.js';
import { openDatabase, type HoshinDatabase } from '../store/database.js';
import { sharedClientState } from '../client/shared-client-state.js';
import { StateRefusal } from '../store/state-dir.js';
import { profileCredentials, profileSettings } from './profile-choice.js';

/** What the person chose for this run (flags, in the CLI): over the environment, over the profile. */
export interface ConnectionChoice extends SettingFlags, OriginChoice {
  /** Each client line, redacted, to the debug log. */
  readonly debug?: boolean;
  /** Send changes even when the journal cannot hold their intent first. */
  readonly unjournalled?: boolean;
}

/** Where a connection lives: the environment, the clock, and where debug lines are said. */
export interface ConnectionIo {
  readonly env: NodeJS.ProcessEnv;
  readonly now: () => number;
  readonly stderr: { write(text: string): unknown };
}

export interface Connection {
  readonly client: ResourceClient;
  readonly profileName: string;
  readonly baseUrl: string;
  /** The choice's read-only or the profile's read-only setting. */
  readonly readOnly: boolean;
  readonly dialect: DialectSetting;
  readonly credentialSource: CredentialSource;
  /** Where the base URL, the credentials and the dialect came from (the flags, the environment, the profile). */
  readonly settingsFrom: SettingsOrigin;
  /** The local store of the service this connection talks to, fed by every answer of the client until close(). */
  readonly index: LocalIndex;
  /** The service the store belongs to (the effective base URL and app key). */
  readonly service: ServiceIdentity;
  /** The store behind `index`; undefined when it could not be opened. */
  readonly store: IndexStore | undefined;
  /** The service's journal of changes: every write of the client goes through it. */
  readonly journal: Journal;
  /** Values noted before they are sent, for a re-run after a killed one. */
  readonly valuesSent: ValuesSent;
  /** The monthly review meetings' marks and decisions (in memory when the database could not be opened). */
  readonly meetings: MeetingRecord;
  /** Closes the client, then saves the index (a failed save is warned about, never thrown). */
  close(): Promise<void>;
}

export interface DebugLogOptions {
  /** Debug lines also go to stderr (default); the full-screen console turns this off. */
  readonly debugToStderr?: boolean;
}

export interface ConnectionOptions extends DebugLogOptions {
  /** Receives the index's and the journal's warnings. */
  readonly warn: (message: string) => void;
  /** Wraps the journalled client (the CLI's spinner that says what it waits for). */
  readonly watch?: (client: ResourceClient, host: string) => ResourceClient;
}

export function debugLog(io: ConnectionIo, options: DebugLogOptions = {}): (line: string) => void {
  const { logFile } = hoshinPaths(io.env);
  let fileWorks = true;
  return (line: string) => {
    const safe = redactSignatures(line);
    if (options.debugToStderr !== false) io.stderr.write(`debug: ${safe}\n`);
    if (!fileWorks) return;
    try {
      appendStateFile(logFile, `${new Date(io.now()).toISOString()} ${safe}\n`);
    } catch (error) {
      // Debugging must not break the command; say once that the log file is not being written.
      fileWorks = false;
      io.stderr.write(`debug: cannot write ${logFile}: ${(error as Error).message}\n`);
    }
  };
}

export interface LoginCheck {
  readonly profile: string;
  readonly dialect: DialectSetting;
  readonly timeoutMs: number;
  readonly env: NodeJS.ProcessEnv;
  readonly now: () => number;
  readonly log?: (line: string) => void;
}

/** One request with credentials not yet kept: resolves with the dialect that worked, rejects with a HoshinError. */
export function checkLogin(baseUrl: string, credentials: Credentials, check: LoginCheck): Promise<DialectSetting> {
  const shared = {
    ...sharedClientState(hoshinPaths(check.env), check.profile),
    ...proxyOption(baseUrl, check.env),
    timeouts: { totalMs: check.timeoutMs },
  };
  return verifyCredentials(baseUrl, credentials, {
    dialect: check.dialect,
    now: check.now,
    shared,
    ...(check.log ? { log: check.log } : {}),
  });
}

export async function openConnection(choice: ConnectionChoice, io: ConnectionIo, options: ConnectionOptions): Promise<Connection> {
  const paths = hoshinPaths(io.env);
  const settings = profileSettings(choice, io.env);
  const baseUrl = requireBaseUrl(settings);
  const resolved = await profileCredentials(settings.profileName, io.env);
  const { warn } = options;
  const log = choice.debug ? debugLog(io, options) : undefined;
  const proxy = proxyFor(baseUrl, io.env);
  log?.(proxy.url === null ? `no proxy: ${proxy.reason}` : `proxy ${describeProxy(proxy.url)} (from ${proxy.variable})`);
  const choiceOfService = connectionService(paths, settings.profileName, baseUrl, resolved.credentials.appKey);
  // An untrusted state directory stops every command; an unopenable database stops only writes, unless --unjournalled.
  let db: HoshinDatabase | undefined;
  let missing: string | undefined;
  try {
    db = openDatabase(paths, warn);
    // A journal intent waits for another process's lock within the command's deadline.
    db.writeWait(settings.timeoutMs);
  } catch (error) {
    if (error instanceof StateRefusal) throw error;
    missing = error instanceof Error ? error.message : String(error);
    warn(`${missing}; what this command learns is not remembered`);
  }
  // undici loads on the first request: the console's first frame needs none.
  const service = lazyClient({
    baseUrl,
    credentials: resolved.credentials,
    credentialsFrom: resolved.source,
    dialect: settings.dialect,
    now: io.now,
    timeouts: { totalMs: settings.timeoutMs },
    ...(proxy.url === null ? {} : { proxy: proxy.url }),
    // A database that cannot be opened was said once above: the shared state goes quietly without it.
    ...sharedClientState(paths, settings.profileName, db ? warn : () => undefined),
    ...(log ? { log } : {}),
  });
  // Every write is journalled before it is sent, with what the service held just before.
  const journal = openServiceJournal(db, choiceOfService.identity, io.env, resolved.credentials, {
    now: io.now,
    warn,
    ...(choice.unjournalled ? { unjournalled: true } : {}),
    ...(missing ? { missing } : {}),
  });
  const journalled = journalingClient(service, journal, { now: io.now });
  const client = options.watch ? options.watch(journalled, new URL(baseUrl).host) : journalled;
  const attached = await attachServiceIndex(choiceOfService, io.env, client, db ? warn : () => undefined);
  return {
    client,
    profileName: settings.profileName,
    baseUrl,
    readOnly: settings.readOnly,
    dialect: settings.dialect,
    credentialSource: resolved.source,
    settingsFrom: settingsOrigin(settings, resolved.source, choice),
    index: attached.index,
    service: choiceOfService.identity,
    store: attached.store,
    journal,
    valuesSent: db ? openValuesSent(db, choiceOfService.identity) : valuesSentInMemory(),
    meetings: db ? meetingsOf(db, choiceOfService.identity) : meetingRecordInMemory(),
    async close() {
      try {
        await client.close();
      } finally {
        await attached.close();
      }
    },
  };
}

function meetingsOf(db: HoshinDatabase, identity: ServiceIdentity): MeetingRecord {
  let row: number | undefined;
  return openMeetingRecord(db, () => (row ??= db.serviceRow(identity.id, identity.baseUrl, identity.appKey)));
}
