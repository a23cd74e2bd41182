// The profiles and the ids and names known here; read-only, a missing or broken file offers nothing.
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { loadConfig } from '../../config/config.js';
import { hoshinPaths, type HoshinPaths } from '../../config/paths.js';
import { knownService } from '../../index/profile.js';
import { openDatabase } from '../../store/database.js';
import type { CompletionData, KnownEntry } from './engine.js';

interface StoredEntry {
  readonly kind?: unknown;
  readonly id?: unknown;
  readonly name?: unknown;
}

/** Entries of one kind in the database, for the service the profile last connected to. */
function readEntries(paths: HoshinPaths, env: NodeJS.ProcessEnv, profile: string | undefined, kind: KindName): readonly StoredEntry[] {
  try {
    const service = knownService(profile === undefined ? {} : { profile }, env).choice?.identity;
    if (!service) return [];
    const db = openDatabase(paths);
    const row = db.statement('SELECT id FROM services WHERE identity = ?').get(service.id) as { id: number } | undefined;
    if (!row) return [];
    const parentKind = kindSpec(kind).parent ?? '';
    const rows = db
      .statement('SELECT entry FROM entries WHERE service = ? AND parent_kind = ? AND kind = ? ORDER BY id LIMIT 5000')
      .all(row.id, parentKind, kind) as { entry: string }[];
    return rows.flatMap((stored) => {
      try {
        return [JSON.parse(stored.entry) as StoredEntry];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
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
