// The journal of the service a connection talks to, keyed by its identity, so profiles of one service share it.
import { parseJournalDays } from '../config/journal-days.js';
import type { HoshinDatabase } from '../store/hoshin-database.js';
import type { Credentials } from '../core/credentials.js';
import type { ServiceIdentity } from '../index/service-identity.js';
import { DEFAULT_KEEP_DAYS, Journal } from './journal.js';

/** HOSHIN_JOURNAL_DAYS: how many days of changes the journal keeps (default 90); a usage error unless a whole number of days. */
export function journalKeepDays(env: NodeJS.ProcessEnv): number {
  return parseJournalDays(env.HOSHIN_JOURNAL_DAYS) ?? DEFAULT_KEEP_DAYS;
}

export interface ServiceJournalOptions {
  readonly now?: () => number;
  readonly warn?: (message: string) => void;
  /** Send changes even when their intent cannot be committed. */
  readonly unjournalled?: boolean;
}

/** `db` undefined: the database could not be opened (`missing` says why); only --unjournalled sends then. */
export function openServiceJournal(
  db: HoshinDatabase | undefined,
  identity: ServiceIdentity,
  env: NodeJS.ProcessEnv,
  credentials: Credentials,
  options: ServiceJournalOptions & { readonly missing?: string } = {},
): Journal {
  return new Journal({
    ...(db ? { db, service: db.serviceRow(identity.id, identity.baseUrl, identity.appKey) } : {}),
    secrets: [credentials.secret],
    keepDays: journalKeepDays(env),
    ...(options.now ? { now: options.now } : {}),
    ...(options.warn ? { warn: options.warn } : {}),
    ...(options.unjournalled ? { unjournalled: true } : {}),
    ...(options.missing ? { missing: options.missing } : {}),
  });
}
