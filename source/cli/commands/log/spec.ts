import { LOG_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const LOG = defineCommand({
  name: 'log',
  summary: 'The changes hoshin sent to the service, newest first, with their outcome',
  details:
    "Every create, update, delete, recorded value and task move is written to the service's journal\n" +
    'before it is sent, then completed with its outcome: done, refused (with the reason) or unknown\n' +
    '(a timeout, a dropped connection, a crash). A read of the resource that shows what was sent settles\n' +
    'an unknown one; one that never got an answer may still be under way, so only a read five minutes\n' +
    'after it was sent does.\n' +
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
