// hoshin move: Move a task to another status.
import { TASK_STATUSES } from '../../../catalogue/catalogue.js';
import { defineCommand } from '../../specs/types.js';

export const MOVE = defineCommand({
  name: 'move',
  summary: 'Move a task to another status',
  details: 'A move to the status the task already has is refused (the service would reject it).',
  arguments: [
    { name: '<task-id>', description: 'the task', candidates: { from: 'ids', kind: 'task' } },
    {
      name: '<status>',
      description: TASK_STATUSES.join(', '),
      candidates: { from: 'values', values: TASK_STATUSES.map((status) => [status, 'task status'] as const) },
    },
  ],
  examples: [
    { command: 'hoshin move 212 completed', says: 'task 212 is done' },
    { command: 'hoshin move 212 active --json', says: "the moved task, as the service's JSON" },
  ],
  waits: true,
  load: async () => (await import('./move.js')).run,
});
