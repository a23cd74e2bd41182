// Which tasks answer a red indicator: the objective's open tasks, but one linking `/indicators/<id>` answers that one only. Pure.
import { statusOf, type TaskLike, type TaskStatus } from './task.js';

export interface TaskWithText extends TaskLike {
  readonly description?: unknown;
  readonly objective_id?: unknown;
}

const LINK = /\/indicators\/(\d+)(?!\d)/g;

export function linkedIndicators(task: TaskWithText): number[] {
  const text = typeof task.description === 'string' ? task.description : '';
  return [...text.matchAll(LINK)].map((match) => Number(match[1]));
}

const OPEN: ReadonlySet<TaskStatus> = new Set(['active', 'backlog']);

export interface Countermeasures {
  /** Most urgent first. */
  readonly tasks: readonly TaskWithText[];
  /** One is active: the service would not call the objective neglected. */
  readonly active: boolean;
}

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
