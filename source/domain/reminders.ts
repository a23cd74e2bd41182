// What a reminder digest adds to the due queue: what falls due soon, and whether the service still mails (docs/decisions/0310). Pure.
import { addDays, compareDays, readDay } from './dates.js';
import { dueItem, dueOrder, type DueItem, type Named } from './due.js';
import { daysFrom } from './relative-dates.js';
import { statusOf, type TaskLike, type TaskStatus } from './task.js';

/** Days after its date the service's reminder job still mails about an item. */
export const SERVICE_REMINDER_DAYS = 5;

export type ServiceReminder = 'reminds' | 'stopped' | 'off';

const OPEN: ReadonlySet<TaskStatus> = new Set(['backlog', 'active']);

/** What comes due after today's queue and by today + days. */
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
    items.push(dueItem('indicator', indicator, 'current', date));
  }
  for (const task of tasks) {
    const date = readDay(task.deadline);
    const status = statusOf(task);
    if (date === null || !OPEN.has(status) || compareDays(date, today) < 0 || compareDays(date, last) > 0) continue;
    items.push(dueItem('task', task, status, date));
  }
  return items.sort(dueOrder);
}

export function serviceReminder(date: string, reminder: unknown, today: string): ServiceReminder {
  if (reminder === false) return 'off';
  return daysFrom(today, date) < -SERVICE_REMINDER_DAYS ? 'stopped' : 'reminds';
}

export const SERVICE_REMINDER_WORDS: Readonly<Record<ServiceReminder, string>> = {
  reminds: '',
  stopped: `the service stopped reminding (more than ${SERVICE_REMINDER_DAYS} days late)`,
  off: 'its reminder is off in the service',
};
