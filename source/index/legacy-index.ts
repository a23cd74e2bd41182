// The index files of earlier versions (<state>/index/<profile>.json, one per profile) moved once
// into the store of the profile's service. The file is claimed by renaming it, so of several
// processes starting at once exactly one moves it; it is kept beside as <file>.migrated.
import { readFileSync, renameSync } from 'node:fs';
import { indexFile, type HoshinPaths } from '../config/paths.js';
import { LocalIndex } from './model.js';
import type { IndexChange } from './index-entry.js';
import type { ServiceIdentity } from './service-identity.js';
import type { IndexStore } from './index-store.js';

function compactTimestamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Returns how many entries were moved in; 0 when there was nothing to move. */
export function migrateProfileIndex(
  paths: HoshinPaths,
  profile: string,
  identity: ServiceIdentity,
  store: IndexStore,
  warn: (message: string) => void,
): number {
  const file = indexFile(paths, profile);
  const claimed = `${file}.migrating-${process.pid}`;
  try {
    renameSync(file, claimed);
  } catch {
    return 0; // none, or another process is moving it
  }
  let legacy: LocalIndex;
  try {
    legacy = LocalIndex.fromSnapshot(JSON.parse(readFileSync(claimed, 'utf8')) as unknown);
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : `it is not a hoshin index (${(error as Error).message})`;
    const movedTo = `${file}.corrupt-${compactTimestamp(Date.now())}`;
    renameSync(claimed, movedTo);
    warn(`the local index ${file} could not be read (${reason}); it was moved to ${movedTo} and hoshin starts without it`);
    return 0;
  }
  const snapshot = legacy.toSnapshot();
  const changes: IndexChange[] = [
    ...snapshot.entries.map((entry): IndexChange => ({ type: 'put', entry })),
    ...snapshot.complete.map((scope): IndexChange => ({ type: 'complete', scope })),
  ];
  store.write(changes);
  const keptAs = `${file}.migrated`;
  renameSync(claimed, keptAs);
  warn(
    `the local index of profile "${profile}" (${snapshot.entries.length} known) was moved into the store of ${identity.baseUrl}; ` +
      `the old file is kept as ${keptAs}`,
  );
  return snapshot.entries.length;
}
