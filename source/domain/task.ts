// Task rules: board statuses, moving between them, overdue deadlines, feelings. Pure.
import { TASK_STATUSES } from '../catalogue/catalogue.js';
import { compareDays, readDay } from './dates.js';

export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The service's kanban lanes, in its order; `deleted` tasks are not shown on the board. */
export const BOARD_STATUSES: readonly TaskStatus[] = TASK_STATUSES.filter((status) => status !== 'deleted');

export interface TaskLike {
  readonly id: number;
  readonly name?: unknown;
  readonly status?: unknown;
  readonly deadline?: unknown;
  readonly feeling?: unknown;
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/** The task's status; a missing one is the service's default, backlog. */
export function statusOf(task: TaskLike): TaskStatus {
  return isTaskStatus(task.status) ? task.status : 'backlog';
}

/** The next board column's status, or null at the last column (or off the board). */
export function nextStatus(status: TaskStatus): TaskStatus | null {
  const index = BOARD_STATUSES.indexOf(status);
  return index < 0 ? null : (BOARD_STATUSES[index + 1] ?? null);
}

export function previousStatus(status: TaskStatus): TaskStatus | null {
  const index = BOARD_STATUSES.indexOf(status);
  return index <= 0 ? null : (BOARD_STATUSES[index - 1] ?? null);
}

/** Null when it is there already: the service answers that transition with a LifecycleError (a 500). */
export function statusChange(task: TaskLike, target: TaskStatus): { readonly status: TaskStatus } | null {
  return statusOf(task) === target ? null : { status: target };
}

export function isOverdue(task: TaskLike, today: string): boolean {
  const deadline = readDay(task.deadline);
  if (deadline === null) return false;
  const status = statusOf(task);
  if (status === 'completed' || status === 'discarded' || status === 'deleted') return false;
  return compareDays(deadline, today) < 0;
}

/** Faces readable without colour and in any font; `neutral` is allowed by the service's model too. */
const FEELING_SYMBOLS: Readonly<Record<string, string>> = {
  smile: ':)',
  wondering: ':/',
  sad: ':(',
  neutral: ':|',
};

export function feelingSymbol(feeling: unknown): string {
  return typeof feeling === 'string' ? (FEELING_SYMBOLS[feeling] ?? '  ') : '  ';
}

/** Mark placed before an overdue deadline, so it stands out with colour off. */
export const OVERDUE_MARK = '!';
