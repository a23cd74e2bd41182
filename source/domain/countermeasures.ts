// Which tasks answer a red indicator. The service's own rule (the objective's `neglected` flag): an objective
// whose indicators are below 100 % is looked after when it has an active task. A task started with
// the console's `c` links one indicator by its web address (`/indicators/<id>`): it answers that
// indicator only. Pure.
import { statusOf, type TaskLike, type TaskStatus } from './task.js';

export interface TaskWithText extends TaskLike {
  readonly description?: unknown;
  readonly objective_id?: unknown;
}

const LINK = /\/indicators\/(\d+)(?!\d)/g;

/** The indicator ids a task's description links, empty when it names none. */
export function linkedIndicators(task: TaskWithText): number[] {
  const text = typeof task.description === 'string' ? task.description : '';
  return [...text.matchAll(LINK)].map((match) => Number(match[1]));
}

/** Statuses that still act on the plan: the active work, and the planned (backlog). */
const OPEN: ReadonlySet<TaskStatus> = new Set(['active', 'backlog']);

export interface Countermeasures {
  /** Active and backlog tasks of the objective (or linked to this indicator), most urgent first. */
  readonly tasks: readonly TaskWithText[];
  /** True when one of them is active: the service would not call the objective neglected. */
  readonly active: boolean;
}

/** The open tasks of the indicator's objective that answer it: linked to it, or to no indicator. */
export function countermeasuresOf(indicatorId: number, objectiveTasks: readonly TaskWithText[]): Countermeasures {
  const tasks = objectiveTasks
    .filter((task) => OPEN.has(statusOf(task)))
    .filter((task) => {
      const links = linkedIndicators(task);
      return links.length === 0 || links.includes(indicatorId);
    })
    .sort((a, b) => (statusOf(a) === statusOf(b) ? deadlineOrder(a, b) : statusOf(a) === 'active' ? -1 : 1));
  return { tasks, active: tasks.some((task) => statusOf(task) === 'active') };
}

function deadlineOrder(a: TaskWithText, b: TaskWithText): number {
  const left = typeof a.deadline === 'string' ? a.deadline : '9999';
  const right = typeof b.deadline === 'string' ? b.deadline : '9999';
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
}
