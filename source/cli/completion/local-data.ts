// What the completion reads on this machine: the profiles in the config and the ids and names in
// the local store of the service a profile last connected to. Read-only and forgiving: a missing
// or broken file offers nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { loadConfig } from '../../config/config.js';
import { hoshinPaths, type HoshinPaths } from '../../config/paths.js';
import { knownService, storeDir } from '../../index/profile.js';
import type { CompletionData, KnownEntry } from './engine.js';

interface StoredEntry {
  readonly kind?: unknown;
  readonly id?: unknown;
  readonly name?: unknown;
}

/** Entries of one kind in the store's files under its parents' kind; the newest record of each wins. */
function readEntries(paths: HoshinPaths, env: NodeJS.ProcessEnv, profile: string | undefined, kind: KindName): readonly StoredEntry[] {
  let service;
  try {
    service = knownService(profile === undefined ? {} : { profile }, env).choice?.identity;
  } catch {
    return [];
  }
  if (!service) return [];
  const parentKind = kindSpec(kind).parent;
  const dir = join(storeDir(paths, service), 'entries');
  let files: string[];
  try {
    files = parentKind === null ? ['root.jsonl'] : readdirSync(join(dir, parentKind)).map((file) => join(parentKind, file));
  } catch {
    return [];
  }
  const newest = new Map<number, { at: number; entry: StoredEntry | null }>();
  for (const file of files) {
    if (!file.endsWith('.jsonl')) continue;
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (line === '') continue;
      let record: { t?: unknown; at?: unknown; e?: StoredEntry; k?: unknown; id?: unknown };
      try {
        record = JSON.parse(line) as typeof record;
      } catch {
        continue;
      }
      const at = typeof record.at === 'number' ? record.at : 0;
      const entryKind = record.t === 'p' ? record.e?.kind : record.k;
      const id = record.t === 'p' ? record.e?.id : record.id;
      if (entryKind !== kind || typeof id !== 'number') continue;
      const known = newest.get(id);
      if (known && known.at > at) continue;
      newest.set(id, { at, entry: record.t === 'p' ? (record.e ?? null) : null });
    }
  }
  return [...newest.values()].flatMap((item) => (item.entry ? [item.entry] : []));
}

export function localCompletionData(env: NodeJS.ProcessEnv): CompletionData {
  const paths = hoshinPaths(env);
  const cache = new Map<string, readonly StoredEntry[]>();
  return {
    profiles() {
      try {
        return Object.keys(loadConfig(paths).profiles).sort();
      } catch {
        return [];
      }
    },
    known(kind: KindName, profile: string | undefined): readonly KnownEntry[] {
      const key = `${kind}\n${profile ?? ''}`;
      const entries = cache.get(key) ?? readEntries(paths, env, profile, kind);
      cache.set(key, entries);
      return entries.flatMap((entry) =>
        entry.kind === kind && typeof entry.id === 'number'
          ? [{ id: entry.id, name: typeof entry.name === 'string' ? entry.name : null }]
          : [],
      );
    },
  };
}
