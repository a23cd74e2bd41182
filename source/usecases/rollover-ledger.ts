// What a year-end rollover made, old id to new, noted before and after each create so a killed run is settled, not repeated (decision 0312).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFileAtomic } from '../config/private-files.js';
import { HoshinError } from '../core/errors.js';

/** What was made of one old resource: its new id, or an earlier run's create whose answer never came. */
export type LedgerEntry = { readonly id: number } | { readonly pending: true; readonly counted: number | null };

export interface LedgerData {
  readonly format: 'hoshin-rollover';
  readonly version: 1;
  readonly from: number;
  readonly name: string;
  readonly made: Readonly<Record<string, LedgerEntry>>;
  /** The journal group every run of this rollover writes under (journal/groups.ts). */
  readonly group: string;
  /** When every step was done: the last run changed nothing after it. */
  readonly complete: boolean;
}

export interface RolloverLedger {
  readonly file: string;
  readonly data: LedgerData | null;
  entry(key: string): LedgerEntry | undefined;
  /** Noted before the create is sent: a crash after it leaves the entry pending. */
  begin(key: string, counted: number | null): void;
  made(key: string, id: number): void;
  finish(): void;
}

/** Where the rollover of a hoshin is kept. */
export function ledgerFile(stateDir: string, serviceId: string, hoshinId: number): string {
  return join(stateDir, 'rollovers', `${serviceId}-hoshin-${hoshinId}.json`);
}

/** The ledger read, or null when there is none; a file that cannot be read stops the run (it may hold made ids). */
export function readLedger(file: string): LedgerData | null {
  if (!existsSync(file)) return null;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof LedgerData, unknown>>;
    if (
      data.format !== 'hoshin-rollover' ||
      data.version !== 1 ||
      typeof data.made !== 'object' ||
      data.made === null ||
      typeof data.group !== 'string'
    )
      throw new Error('not a rollover ledger');
    return data as unknown as LedgerData;
  } catch (error) {
    throw new HoshinError(
      'usage',
      `the rollover's record ${file} cannot be read (${(error as Error).message}); it maps old ids to new ones, so nothing was sent`,
    );
  }
}

export function openLedger(file: string, from: number, name: string, group: string): RolloverLedger {
  let data = readLedger(file);
  const save = (next: LedgerData) => {
    writePrivateFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
    data = next;
  };
  const base = (): LedgerData => data ?? { format: 'hoshin-rollover', version: 1, from, name, made: {}, group, complete: false };
  return {
    file,
    get data() {
      return data;
    },
    entry: (key) => data?.made[key],
    begin(key, counted) {
      const current = base();
      save({ ...current, complete: false, made: { ...current.made, [key]: { pending: true, counted } } });
    },
    made(key, id) {
      const current = base();
      save({ ...current, made: { ...current.made, [key]: { id } } });
    },
    finish() {
      save({ ...base(), complete: true });
    },
  };
}

/** The new id an old resource of another rollover (the parent plan's) was given, if it was. */
export function madeIn(data: LedgerData | null, key: string): number | null {
  const entry = data?.made[key];
  return entry !== undefined && 'id' in entry ? entry.id : null;
}
