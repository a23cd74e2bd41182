// A small plan the local index knows, as `hoshin index export` prints it: for the tests of
// completion (ids with names) and of the pager (history values, offline).
export const KNOWN_PLAN = {
  format: 'hoshin-index',
  version: 1,
  entries: [
    { kind: 'company', id: 1, parent_kind: null, parent_id: null, name: 'Acme' },
    { kind: 'hoshin', id: 11, parent_kind: 'company', parent_id: 1, name: 'Plan 2026' },
    { kind: 'area', id: 21, parent_kind: 'hoshin', parent_id: 11, name: 'Operations' },
    { kind: 'objective', id: 61, parent_kind: 'area', parent_id: 21, name: 'Improve OEE' },
    { kind: 'indicator', id: 101, parent_kind: 'objective', parent_id: 61, name: 'OEE line 2 (%)' },
    { kind: 'indicator', id: 102, parent_kind: 'objective', parent_id: 61, name: 'Scrap rate' },
    { kind: 'indicator', id: 230, parent_kind: 'objective', parent_id: 61, name: 'Downtime' },
    { kind: 'task', id: 212, parent_kind: 'objective', parent_id: 61, name: 'Call supplier' },
  ],
} as const;

/** The plan with `count` history values of indicator 101, one a day from 2026-01-01. */
export function planWithHistory(count: number): { format: string; version: number; entries: readonly unknown[] } {
  const days = Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
  return {
    ...KNOWN_PLAN,
    entries: [
      ...KNOWN_PLAN.entries,
      ...days.map((day, i) => ({
        kind: 'indicator_history',
        id: 5000 + i,
        parent_kind: 'indicator',
        parent_id: 101,
        name: day,
      })),
    ],
  };
}
