// The profile's memory of services on disk: one small JSON file, base URL -> what was learned,
// written atomically (0600). Unreadable content is moved aside with a warning, as the local index
// does, never fatal: hoshin then learns again.
import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { FileSecondLeases, type SecondLeases } from '../client/second-leases.js';
import { readLearnedService, type LearnedService, type ServiceMemory } from '../client/service-memory.js';
import type { HoshinPaths } from './paths.js';
import { writePrivateFileAtomic } from './private-files.js';

/** The file of one profile (profile names are safe file names, checked by the config). */
export function serviceMemoryFile(paths: HoshinPaths, profile: string): string {
  return join(paths.stateDir, 'services', `${encodeURIComponent(profile)}.json`);
}

/** Directory where processes take their signing seconds (see client/second-leases.ts). */
export function signingSecondsDir(paths: HoshinPaths): string {
  return join(paths.stateDir, 'signing-seconds');
}

function compactTimestamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Moves an unreadable file to `<file>.corrupt-<timestamp>` and says so; another process may have moved it already. */
function moveAside(file: string, reason: string, onProblem?: (message: string) => void): void {
  const movedTo = `${file}.corrupt-${compactTimestamp(Date.now())}`;
  try {
    renameSync(file, movedTo);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    onProblem?.(`what was learned of the services in ${file} could not be read (${reason}), nor moved aside: ${(error as Error).message}`);
    return;
  }
  onProblem?.(
    `what was learned of the services in ${file} could not be read (${reason}); it was moved to ${movedTo} and hoshin learns again`,
  );
}

function readAll(file: string, onProblem?: (message: string) => void): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      onProblem?.(`cannot read what was learned of the services in ${file}: ${(error as Error).message}`);
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    moveAside(file, 'it is not valid JSON', onProblem);
    return {};
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  moveAside(file, 'it is not an object of services', onProblem);
  return {};
}

export function fileServiceMemory(file: string, onProblem?: (message: string) => void): ServiceMemory {
  return {
    read(baseKey: string): LearnedService | undefined {
      return readLearnedService(readAll(file, onProblem)[baseKey]);
    },
    write(baseKey: string, learned: LearnedService): void {
      // Read again just before writing: another process may have learned about another service.
      const all = readAll(file, onProblem);
      all[baseKey] = learned;
      try {
        writePrivateFileAtomic(file, `${JSON.stringify(all, null, 2)}\n`);
      } catch (error) {
        onProblem?.(`cannot remember what was learned about ${baseKey} in ${file}: ${(error as Error).message}`);
      }
    },
  };
}

/** The client options that let processes of one profile share what they learn and their signing seconds. */
export function sharedClientState(
  paths: HoshinPaths,
  profile: string,
  onProblem?: (message: string) => void,
): { memory: ServiceMemory; leases: SecondLeases } {
  return {
    memory: fileServiceMemory(serviceMemoryFile(paths, profile), onProblem),
    leases: sharedSecondLeases(paths, onProblem),
  };
}

// One set of leases per directory and process: every client of the process shares its seconds.
const leasesByDir = new Map<string, SecondLeases>();

export function sharedSecondLeases(paths: HoshinPaths, onProblem?: (message: string) => void): SecondLeases {
  const dir = signingSecondsDir(paths);
  let leases = leasesByDir.get(dir);
  if (!leases) {
    leases = new FileSecondLeases(dir, onProblem);
    leasesByDir.set(dir, leases);
  }
  return leases;
}
