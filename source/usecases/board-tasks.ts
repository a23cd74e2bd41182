// The task board's use cases.
import type { Resource, ResourceClient } from '../core/resource.js';
import { statusChange, type TaskStatus } from '../domain/task.js';
import { entryResource } from '../index/entry-resource.js';
import type { LocalIndex } from '../index/model.js';
import { updateResource } from './change-resource.js';

export interface BoardScope {
  readonly kind: 'objective' | 'hoshin';
  readonly id: number;
}

export function boardTasks(index: LocalIndex, scope: BoardScope): Resource[] {
  if (scope.kind === 'objective') return index.children('objective', scope.id, 'task').map(entryResource);
  return index
    .descendants('hoshin', scope.id)
    .filter((entry) => entry.kind === 'task')
    .map(entryResource);
}

export async function fetchBoard(client: ResourceClient, index: LocalIndex, scope: BoardScope): Promise<void> {
  const objectives =
    scope.kind === 'objective'
      ? [scope.id]
      : index
          .descendants('hoshin', scope.id)
          .filter((e) => e.kind === 'objective')
          .map((e) => e.id);
  for (const id of objectives) await client.list('task', id);
}

/** Null when it has the status already: the service answers that transition with an error. */
export async function moveTask(client: ResourceClient, index: LocalIndex, taskId: number, target: TaskStatus): Promise<Resource | null> {
  const task = index.get('task', taskId)?.resource ?? (await client.get('task', taskId));
  const body = statusChange(task, target);
  if (body === null) return null;
  return updateResource(client, index, 'task', taskId, body, { followThrough: true });
}
