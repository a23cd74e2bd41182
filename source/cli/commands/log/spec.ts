// hoshin log: The changes hoshin sent to the service, newest first, with their outcome.
import { LOG_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const LOG = defineCommand({
  name: 'log',
  summary: 'The changes hoshin sent to the service, newest first, with their outcome',
  details:
    "Every create, update, delete, recorded value and task move is written to the service's journal\n" +
    'before it is sent, then completed with its outcome: done, refused (with the reason) or unknown\n' +
    '(a timeout, a dropped connection, a crash). The next read of the resource settles an unknown one.\n' +
    'Reads only the journal on this machine: nothing is sent.',
  examples: [
    { command: 'hoshin log', says: 'every change kept (90 days), newest first' },
    {
      command: 'hoshin log --since 2026-11-01 --json | jq \'.[] | select(.outcome == "unknown")\'',
      says: 'the changes whose outcome is still unknown',
    },
  ],
  pages: true,
  options: LOG_OPTIONS,
  load: async () => (await import('./log.js')).run,
});
