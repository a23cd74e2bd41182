// The due queue of the monthly review: indicators whose update is due or late, and tasks past their
// deadline that are neither completed nor discarded, most late first. Pure.
import { compareDays, readDay } from './dates.js';
import { updateStatusOf, type UpdateStatus } from './indicator.js';
import { statusOf, type TaskLike, type TaskStatus } from './task.js';

export interface DueItem {
  readonly kind: 'indicator' | 'task';
  readonly id: number;
  readonly name: string;
  /** An indicator's update status, or a task's lifecycle status. */
  readonly status: UpdateStatus | TaskStatus;
  /** next_update of an indicator, deadline of a task. */
  readonly date: string;
  readonly responsibleId: number | null;
}

export interface Named {
  readonly id: number;
  readonly name?: unknown;
  readonly responsible_id?: unknown;
}

const CLOSED: ReadonlySet<TaskStatus> = new Set(['completed', 'discarded', 'deleted']);

export function dueItem(kind: DueItem['kind'], resource: Named, status: DueItem['status'], date: string): DueItem {
  const name = typeof resource.name === 'string' && resource.name.trim() !== '' ? resource.name : `${kind} ${resource.id}`;
  const responsibleId = typeof resource.responsible_id === 'number' ? resource.responsible_id : null;
  return { kind, id: resource.id, name, status, date, responsibleId };
}

/** Most late first: the oldest date; indicators before tasks on the same day, then by id. */
export function dueOrder(a: DueItem, b: DueItem): number {
  return compareDays(a.date, b.date) || (a.kind === b.kind ? a.id - b.id : a.kind === 'indicator' ? -1 : 1);
}

export function dueQueue(
  indicators: readonly (Named & { readonly next_update?: unknown; readonly frequency?: unknown })[],
  tasks: readonly (Named & TaskLike)[],
  today: string,
): DueItem[] {
  const items: DueItem[] = [];
  for (const indicator of indicators) {
    const date = readDay(indicator.next_update);
    const status = updateStatusOf(date, indicator.frequency, today);
    if (date === null || status === null || status === 'current') continue;
    items.push(dueItem('indicator', indicator, status, date));
  }
  for (const task of tasks) {
    const date = readDay(task.deadline);
    const status = statusOf(task);
    if (date === null || CLOSED.has(status) || compareDays(date, today) >= 0) continue;
    items.push(dueItem('task', task, status, date));
  }
  return items.sort(dueOrder);
}
