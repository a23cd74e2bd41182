// The journal of the service a connection talks to: journal.jsonl in the service's state directory
// (its normalised base URL and app key), so profiles of one service share it and an override of
// the base URL writes to the journal of the service it names.
import { parseJournalDays } from '../config/journal-days.js';
import type { HoshinPaths } from '../config/paths.js';
import type { Credentials } from '../core/credentials.js';
import { serviceIdentity, serviceStateDir } from '../index/service-identity.js';
import { Journal } from './journal.js';
import { DEFAULT_KEEP_DAYS, journalFileIn } from './journal-file.js';

/** HOSHIN_JOURNAL_DAYS: how many days of changes the journal keeps (default 90); a usage error unless a whole number of days. */
export function journalKeepDays(env: NodeJS.ProcessEnv): number {
  return parseJournalDays(env.HOSHIN_JOURNAL_DAYS) ?? DEFAULT_KEEP_DAYS;
}

export function serviceJournalFile(paths: HoshinPaths, baseUrl: string, appKey: string): string {
  return journalFileIn(serviceStateDir(paths, serviceIdentity(baseUrl, appKey)));
}

export function openServiceJournal(
  paths: HoshinPaths,
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  credentials: Credentials,
  options: { readonly now?: () => number; readonly warn?: (message: string) => void } = {},
): Journal {
  return new Journal({
    file: serviceJournalFile(paths, baseUrl, credentials.appKey),
    secrets: [credentials.secret],
    keepDays: journalKeepDays(env),
    ...(options.now ? { now: options.now } : {}),
    ...(options.warn ? { warn: options.warn } : {}),
  });
}
