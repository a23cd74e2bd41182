// The files of earlier hoshin versions, moved into the database once, in the transaction that
// creates it: each service's store (append logs under services/<id>/store), journal
// (journal.jsonl) and values sent (values-sent.jsonl); what was learned of the services
// (services/<profile>.json), which service each profile last used (services/profiles/), and the
// people of the companies (people/<profile>.json). The files are left where they are and never
// read again; one line says what moved. Anything unreadable in them is skipped: they are outside
// input like any other.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readLearnedService } from '../client/service-memory.js';
import { readDay } from '../domain/dates.js';
import type { CompleteScope, IndexChange, IndexEntry } from '../index/index-entry.js';
import { storedEntry, storedScope } from '../index/stored-entries.js';
import { foldChanges, parseLine, type JournalLine } from '../journal/change.js';
import { insertIntent, recordOutcome } from '../journal/change-rows.js';
import { writeEntryChanges } from '../index/entry-rows.js';
import type { HoshinDatabase } from './hoshin-database.js';

function text(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function names(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function jsonOf(file: string): unknown {
  const content = text(file);
  if (content === null) return undefined;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lines(file: string): unknown[] {
  const found: unknown[] = [];
  for (const line of (text(file) ?? '').split('\n')) {
    if (line.trim() === '') continue;
    try {
      found.push(JSON.parse(line) as unknown);
    } catch {
      // a line a crash cut short
    }
  }
  return found;
}

/** A store's append logs folded: the last record of each entry and list wins. */
function storeChanges(storeDir: string): IndexChange[] {
  const entries = new Map<string, IndexEntry | null>();
  const complete = new Map<string, CompleteScope>();
  const files: string[] = [join(storeDir, 'entries', 'root.jsonl')];
  for (const kind of names(join(storeDir, 'entries'))) {
    if (kind.endsWith('.jsonl')) continue;
    for (const file of names(join(storeDir, 'entries', kind)))
      if (/^(\d+|none)\.jsonl$/.test(file)) files.push(join(storeDir, 'entries', kind, file));
  }
  for (const file of files) {
    for (const record of lines(file)) {
      if (!isRecord(record)) continue;
      try {
        if (record.t === 'p') {
          const entry = storedEntry(record.e);
          entries.set(`${entry.kind}:${entry.id}`, entry);
        } else if (record.t === 'd' && typeof record.k === 'string' && typeof record.id === 'number') {
          entries.set(`${record.k}:${record.id}`, null);
        } else if (record.t === 'c') {
          const scope = storedScope(record.s);
          complete.set(`${scope.parentKind}:${scope.parentId}:${scope.childKind}`, scope);
        }
      } catch {
        // not a record of ours
      }
    }
  }
  const changes: IndexChange[] = [];
  for (const entry of entries.values()) if (entry) changes.push({ type: 'put', entry });
  for (const scope of complete.values()) changes.push({ type: 'complete', scope });
  return changes;
}

function journalLines(file: string): JournalLine[] {
  const found: JournalLine[] = [];
  for (const line of (text(file) ?? '').split('\n')) {
    const parsed = line.trim() === '' ? null : parseLine(line);
    if (parsed) found.push(parsed);
  }
  return found;
}

interface Moved {
  resources: number;
  changes: number;
  other: number;
}

function moveService(db: HoshinDatabase, dir: string, identity: string, moved: Moved): void {
  const manifest = jsonOf(join(dir, 'store', 'store.json'));
  const baseUrl = isRecord(manifest) && typeof manifest.baseUrl === 'string' ? manifest.baseUrl : undefined;
  const appKey = isRecord(manifest) && typeof manifest.appKey === 'string' ? manifest.appKey : undefined;
  const service = db.serviceRow(identity, baseUrl, baseUrl === undefined ? undefined : appKey);
  const changes = storeChanges(join(dir, 'store'));
  writeEntryChanges(db, service, changes);
  moved.resources += changes.filter((change) => change.type === 'put').length;
  const journal = journalLines(join(dir, 'journal.jsonl'));
  for (const change of foldChanges(journal)) {
    const { outcome, unanswered, resultId, reason, settled, outcomeAt, ...intent } = change;
    insertIntent(db, service, intent);
    if (!unanswered)
      recordOutcome(db, service, {
        v: 1,
        type: 'outcome',
        change: change.change,
        at: outcomeAt ?? change.at,
        outcome,
        ...(resultId === null ? {} : { id: resultId }),
        ...(reason === null ? {} : { reason }),
        ...(settled ? { settled: true } : {}),
      });
    moved.changes += 1;
  }
  const notes = new Map<string, { indicator: number; day: string; value: number } | null>();
  for (const note of lines(join(dir, 'values-sent.jsonl'))) {
    if (!isRecord(note) || !Number.isSafeInteger(note.indicator_id)) continue;
    const day = readDay(note.day);
    if (day === null) continue;
    const key = `${String(note.indicator_id)}/${day}`;
    if (note.settled === true) notes.set(key, null);
    else if (typeof note.value === 'number' && Number.isFinite(note.value))
      notes.set(key, { indicator: note.indicator_id as number, day, value: note.value });
  }
  const insert = db.statement('INSERT OR REPLACE INTO values_sent (service, indicator_id, day, value, noted_at) VALUES (?, ?, ?, ?, ?)');
  for (const note of notes.values()) {
    if (!note) continue;
    insert.run(service, note.indicator, note.day, note.value, Date.now());
    moved.other += 1;
  }
}

/** Moves the earlier files of the state directory in; returns the line that says so, or undefined when there were none. */
export function importEarlierFiles(db: HoshinDatabase, stateDir: string): string | undefined {
  const moved: Moved = { resources: 0, changes: 0, other: 0 };
  const services = join(stateDir, 'services');
  for (const name of names(services)) {
    if (/^[0-9a-f]{16}$/.test(name)) moveService(db, join(services, name), name, moved);
    else if (name.endsWith('.json')) {
      const profile = decodeURIComponent(name.slice(0, -'.json'.length));
      const all = jsonOf(join(services, name));
      if (!isRecord(all)) continue;
      for (const [baseKey, value] of Object.entries(all)) {
        const learned = readLearnedService(value);
        if (!learned) continue;
        db.statement('INSERT OR REPLACE INTO learned_services (profile, base_key, learned) VALUES (?, ?, ?)').run(
          profile,
          baseKey,
          JSON.stringify(learned),
        );
        moved.other += 1;
      }
    }
  }
  for (const name of names(join(services, 'profiles'))) {
    const saved = jsonOf(join(services, 'profiles', name));
    if (!name.endsWith('.json') || !isRecord(saved) || typeof saved.baseUrl !== 'string' || typeof saved.appKey !== 'string') continue;
    db.statement('INSERT OR REPLACE INTO profile_services (profile, base_url, app_key) VALUES (?, ?, ?)').run(
      decodeURIComponent(name.slice(0, -'.json'.length)),
      saved.baseUrl,
      saved.appKey,
    );
    moved.other += 1;
  }
  for (const name of names(join(stateDir, 'people'))) {
    const all = jsonOf(join(stateDir, 'people', name));
    if (!name.endsWith('.json') || !isRecord(all)) continue;
    const profile = decodeURIComponent(name.slice(0, -'.json'.length));
    for (const [company, entry] of Object.entries(all)) {
      if (!/^[1-9]\d*$/.test(company) || !isRecord(entry) || typeof entry.fetchedAt !== 'number' || !isRecord(entry.people)) continue;
      db.statement('INSERT OR REPLACE INTO people (profile, company_id, fetched_at, people) VALUES (?, ?, ?, ?)').run(
        profile,
        Number(company),
        entry.fetchedAt,
        JSON.stringify(entry.people),
      );
      moved.other += 1;
    }
  }
  if (moved.resources + moved.changes + moved.other === 0) return undefined;
  return (
    `moved what an earlier hoshin kept in files under ${stateDir} (${moved.resources} known resources, ${moved.changes} journalled changes, ` +
    `${moved.other} other records) into the database ${join(stateDir, 'hoshin.db')}; those files are no longer read and may be removed`
  );
}
