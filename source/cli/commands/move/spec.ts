import { TASK_STATUSES } from '../../../catalogue/catalogue.js';
import { defineCommand } from '../../specs/types.js';
import { MOVE_OPTIONS } from './options.js';

export const MOVE = defineCommand({
  name: 'move',
  summary: 'Move a task to another status',
  details:
    'A move to the status the task already has sends nothing (the service would reject it).\n' +
    'With --where QUERY (and the status alone), every known task the query matches is moved at once:\n' +
    'one preview, one confirmation (--yes in scripts), one group in the journal that one hoshin undo\n' +
    'puts back. Tasks already there are skipped, so the same command run again sends nothing.',
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
    { command: 'hoshin move --where "status:active area:Sales" completed --yes', says: 'moves every active task of the Sales area' },
  ],
  options: MOVE_OPTIONS,
  waits: true,
  load: async () => (await import('./move.js')).run,
});
