// The monthly review meeting's walk: red worst first, then unrecorded, then late tasks; green summed up at the end. Pure.
import type { BowlingCell } from './bowling.js';
import { compareDays } from './dates.js';
import { progressNumber } from './progress.js';

/** `quiet`: nothing was due; `unknown`: the service may hold a value this client cannot list. */
export type MonthStanding = 'red' | 'green' | 'unrecorded' | 'unknown' | 'quiet';

/** The one rule saying whether a month is red, for the walk, its header and the minutes. */
export function monthStanding(cell: BowlingCell | undefined): MonthStanding {
  if (!cell) return 'quiet';
  if (cell.value !== null) return cell.mark === 'green' ? 'green' : 'red';
  if (cell.empty === 'unrecorded') return 'unrecorded';
  if (cell.empty === 'unknown') return 'unknown';
  return 'quiet';
}

export interface WalkIndicator {
  readonly id: number;
  readonly name: string;
  readonly cell: BowlingCell;
}

export interface WalkTask {
  readonly id: number;
  readonly name: string;
  /** Only open tasks past it are given. */
  readonly deadline: string;
}

export type WalkItem =
  | { readonly kind: 'red'; readonly key: string; readonly indicatorId: number; readonly name: string; readonly figure: number | null }
  | { readonly kind: 'unrecorded'; readonly key: string; readonly indicatorId: number; readonly name: string }
  | { readonly kind: 'late-task'; readonly key: string; readonly taskId: number; readonly name: string; readonly deadline: string };

export interface Walk {
  readonly items: readonly WalkItem[];
  readonly green: readonly WalkIndicator[];
  readonly unknown: readonly WalkIndicator[];
}

/** Stable across runs and reorderings. */
export function itemKey(kind: 'indicator' | 'task', id: number): string {
  return `${kind} ${id}`;
}

/** The lowest figure first, a red month without a figure after them, then by name and id. */
function redOrder(a: Extract<WalkItem, { kind: 'red' }>, b: Extract<WalkItem, { kind: 'red' }>): number {
  if (a.figure !== null && b.figure !== null && a.figure !== b.figure) return a.figure - b.figure;
  if ((a.figure === null) !== (b.figure === null)) return a.figure === null ? 1 : -1;
  return a.name.localeCompare(b.name) || a.indicatorId - b.indicatorId;
}

export function reviewWalk(indicators: readonly WalkIndicator[], lateTasks: readonly WalkTask[]): Walk {
  const reds: Extract<WalkItem, { kind: 'red' }>[] = [];
  const unrecorded: Extract<WalkItem, { kind: 'unrecorded' }>[] = [];
  const green: WalkIndicator[] = [];
  const unknown: WalkIndicator[] = [];
  const seen = new Set<number>();
  for (const indicator of indicators) {
    // An indicator shown twice (a plan lifting a child's indicators) is walked once.
    if (seen.has(indicator.id)) continue;
    seen.add(indicator.id);
    const key = itemKey('indicator', indicator.id);
    switch (monthStanding(indicator.cell)) {
      case 'red':
        reds.push({ kind: 'red', key, indicatorId: indicator.id, name: indicator.name, figure: progressNumber(indicator.cell.progress) });
        break;
      case 'unrecorded':
        unrecorded.push({ kind: 'unrecorded', key, indicatorId: indicator.id, name: indicator.name });
        break;
      case 'green':
        green.push(indicator);
        break;
      case 'unknown':
        unknown.push(indicator);
        break;
      case 'quiet':
        break;
    }
  }
  const tasks = [...lateTasks]
    .sort((a, b) => compareDays(a.deadline, b.deadline) || a.id - b.id)
    .map((task): WalkItem => ({
      kind: 'late-task',
      key: itemKey('task', task.id),
      taskId: task.id,
      name: task.name,
      deadline: task.deadline,
    }));
  return { items: [...reds.sort(redOrder), ...unrecorded, ...tasks], green, unknown };
}

export type ItemMark = 'reviewed' | 'escalated';

/** Where a meeting resumes: the first item not marked, else the green summary. */
export function resumePosition(items: readonly WalkItem[], marks: ReadonlyMap<string, ItemMark>): number {
  const first = items.findIndex((item) => !marks.has(item.key));
  return first < 0 ? items.length : first;
}

/** "3 of 11"; the summary after the last item reads "summary". */
export function walkPosition(position: number, count: number): string {
  return position >= count ? `summary (${count} item${count === 1 ? '' : 's'} walked)` : `${position + 1} of ${count}`;
}
