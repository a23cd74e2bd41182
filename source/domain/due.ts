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

interface Named {
  readonly id: number;
  readonly name?: unknown;
  readonly responsible_id?: unknown;
}

const CLOSED: ReadonlySet<TaskStatus> = new Set(['completed', 'discarded', 'deleted']);

function nameOf(resource: Named, kind: string): string {
  return typeof resource.name === 'string' && resource.name.trim() !== '' ? resource.name : `${kind} ${resource.id}`;
}

function responsibleOf(resource: Named): number | null {
  return typeof resource.responsible_id === 'number' ? resource.responsible_id : null;
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
    items.push({
      kind: 'indicator',
      id: indicator.id,
      name: nameOf(indicator, 'indicator'),
      status,
      date,
      responsibleId: responsibleOf(indicator),
    });
  }
  for (const task of tasks) {
    const date = readDay(task.deadline);
    const status = statusOf(task);
    if (date === null || CLOSED.has(status) || compareDays(date, today) >= 0) continue;
    items.push({
      kind: 'task',
      id: task.id,
      name: nameOf(task, 'task'),
      status,
      date,
      responsibleId: responsibleOf(task),
    });
  }
  // Most late first: the oldest date; indicators before tasks on the same day, then by id.
  return items.sort((a, b) => compareDays(a.date, b.date) || (a.kind === b.kind ? a.id - b.id : a.kind === 'indicator' ? -1 : 1));
}
