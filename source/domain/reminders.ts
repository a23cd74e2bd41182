// What a reminder digest adds to the due queue (due.ts): what falls due within the next days, and
// whether the service still e-mails about a late item. The service's own job reminds only while the
// date lies between today - 5 days and today (docs/decisions/0310), and never when the item's
// `reminder` flag is off: the item most in need of a nudge is the one it forgets. Pure.
import { addDays, compareDays, readDay } from './dates.js';
import type { DueItem } from './due.js';
import { daysFrom } from './relative-dates.js';
import { statusOf, type TaskLike, type TaskStatus } from './task.js';

/** Days after its date the service's reminder job still mails about an item. */
export const SERVICE_REMINDER_DAYS = 5;

/** The service mails about it today, has stopped (more than 5 days late), or never will (reminder off). */
export type ServiceReminder = 'reminds' | 'stopped' | 'off';

const OPEN: ReadonlySet<TaskStatus> = new Set(['backlog', 'active']);

interface Named {
  readonly id: number;
  readonly name?: unknown;
  readonly responsible_id?: unknown;
}

function nameOf(resource: Named, kind: string): string {
  return typeof resource.name === 'string' && resource.name.trim() !== '' ? resource.name : `${kind} ${resource.id}`;
}

function responsibleOf(resource: Named): number | null {
  return typeof resource.responsible_id === 'number' ? resource.responsible_id : null;
}

/**
 * What comes due after today's queue and within `days`: indicators whose next update falls after
 * today and by today + days (status current), open tasks whose deadline falls from today to today + days.
 */
export function comingQueue(
  indicators: readonly (Named & { readonly next_update?: unknown })[],
  tasks: readonly (Named & TaskLike)[],
  today: string,
  days: number,
): DueItem[] {
  const last = addDays(today, days);
  const items: DueItem[] = [];
  for (const indicator of indicators) {
    const date = readDay(indicator.next_update);
    if (date === null || compareDays(date, today) <= 0 || compareDays(date, last) > 0) continue;
    const item = { kind: 'indicator', id: indicator.id, name: nameOf(indicator, 'indicator'), status: 'current', date } as const;
    items.push({ ...item, responsibleId: responsibleOf(indicator) });
  }
  for (const task of tasks) {
    const date = readDay(task.deadline);
    const status = statusOf(task);
    if (date === null || !OPEN.has(status) || compareDays(date, today) < 0 || compareDays(date, last) > 0) continue;
    items.push({ kind: 'task', id: task.id, name: nameOf(task, 'task'), status, date, responsibleId: responsibleOf(task) });
  }
  return items.sort((a, b) => compareDays(a.date, b.date) || (a.kind === b.kind ? a.id - b.id : a.kind === 'indicator' ? -1 : 1));
}

/** Whether the service's reminder job mails about an item dated `date` today. */
export function serviceReminder(date: string, reminder: unknown, today: string): ServiceReminder {
  if (reminder === false) return 'off';
  return daysFrom(today, date) < -SERVICE_REMINDER_DAYS ? 'stopped' : 'reminds';
}

export const SERVICE_REMINDER_WORDS: Readonly<Record<ServiceReminder, string>> = {
  reminds: '',
  stopped: `the service stopped reminding (more than ${SERVICE_REMINDER_DAYS} days late)`,
  off: 'its reminder is off in the service',
};
