// The options that let a user's processes share what they learn of each service and their signing seconds.
import type { SecondLeases } from './second-leases.js';
import type { ServiceMemory } from './service-memory.js';
import type { HoshinPaths } from '../config/paths.js';
import { databaseFile, openDatabase } from '../store/database.js';
import { databaseServiceMemory } from './learned-services.js';
import { DatabaseSecondLeases } from './signing-seconds.js';

export function sharedClientState(
  paths: HoshinPaths,
  profile: string,
  onProblem?: (message: string) => void,
): { memory: ServiceMemory; leases: SecondLeases } {
  return {
    memory: databaseServiceMemory(() => openDatabase(paths, onProblem), profile, onProblem),
    leases: sharedSecondLeases(paths, onProblem),
  };
}

// One set of leases per database and process: every client of the process shares its seconds.
const leasesByFile = new Map<string, SecondLeases>();

export function sharedSecondLeases(paths: HoshinPaths, onProblem?: (message: string) => void): SecondLeases {
  const file = databaseFile(paths);
  let leases = leasesByFile.get(file);
  if (!leases) {
    leases = new DatabaseSecondLeases(() => openDatabase(paths, onProblem), onProblem);
    leasesByFile.set(file, leases);
  }
  return leases;
}
