// What a running sandbox answered; the log never holds a query, so never a signature.

export interface SandboxLogEntry {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export interface SandboxStats {
  requests: number;
  byStatus: Record<number, number>;
  reusedSignedUrls: number;
  log: SandboxLogEntry[];
}

/** The log keeps this many newest entries; the counters keep counting. */
export const MAX_LOG_ENTRIES = 100_000;

export function emptyStats(): SandboxStats {
  return { requests: 0, byStatus: {}, reusedSignedUrls: 0, log: [] };
}

export function recordAnswer(stats: SandboxStats, entry: SandboxLogEntry, reused: boolean): void {
  stats.requests += 1;
  stats.byStatus[entry.status] = (stats.byStatus[entry.status] ?? 0) + 1;
  if (reused) stats.reusedSignedUrls += 1;
  stats.log.push(entry);
  // Trim in batches so a long-running sandbox does not shift the array on every request.
  if (stats.log.length > MAX_LOG_ENTRIES + 1000) stats.log.splice(0, stats.log.length - MAX_LOG_ENTRIES);
}

/** Zeroes the counters and empties the log, keeping the same objects (holders see the reset). */
export function resetStats(stats: SandboxStats): void {
  stats.requests = 0;
  stats.reusedSignedUrls = 0;
  for (const status of Object.keys(stats.byStatus)) Reflect.deleteProperty(stats.byStatus, status);
  stats.log.length = 0;
}
