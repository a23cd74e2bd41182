// What the completion reads on this machine: the profiles in the config and the ids and names in
// a profile's local index. Read-only and forgiving: a missing or broken file offers nothing.
import { readFileSync } from 'node:fs';
import type { KindName } from '../../catalogue/catalogue.js';
import { loadConfig } from '../../config/config.js';
import { hoshinPaths, indexFile } from '../../config/paths.js';
import { indexProfileName } from '../../index/profile.js';
import type { CompletionData, KnownEntry } from './engine.js';

interface StoredEntry {
  readonly kind?: unknown;
  readonly id?: unknown;
  readonly name?: unknown;
}

function readEntries(file: string): readonly StoredEntry[] {
  try {
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { entries?: unknown };
    return Array.isArray(snapshot.entries) ? (snapshot.entries as StoredEntry[]) : [];
  } catch {
    return [];
  }
}

export function localCompletionData(env: NodeJS.ProcessEnv): CompletionData {
  const paths = hoshinPaths(env);
  const indexes = new Map<string, readonly StoredEntry[]>();
  return {
    profiles() {
      try {
        return Object.keys(loadConfig(paths).profiles).sort();
      } catch {
        return [];
      }
    },
    known(kind: KindName, profile: string | undefined): readonly KnownEntry[] {
      let name: string;
      try {
        name = indexProfileName(profile === undefined ? {} : { profile }, env);
      } catch {
        return [];
      }
      const entries = indexes.get(name) ?? readEntries(indexFile(paths, name));
      indexes.set(name, entries);
      return entries.flatMap((entry) =>
        entry.kind === kind && typeof entry.id === 'number' ? [{ id: entry.id, name: typeof entry.name === 'string' ? entry.name : null }] : [],
      );
    },
  };
}
