// hoshin log and hoshin undo: the journal of the changes hoshin sent to a service.
import type { CommandSpec } from './types.js';

export const LOG: CommandSpec = {
  name: 'log',
  summary: 'The changes hoshin sent to the service, newest first, with their outcome',
  details:
    "Every create, update, delete, recorded value and task move is written to the service's journal\n" +
    'before it is sent, then completed with its outcome: done, refused (with the reason) or unknown\n' +
    '(a timeout, a dropped connection, a crash). The next read of the resource settles an unknown one.\n' +
    'Reads only the journal on this machine: nothing is sent.',
  options: [
    {
      name: 'since',
      type: 'string',
      value: 'DATE',
      description: 'only changes from this day (YYYY-MM-DD) or instant on',
    },
  ],
  examples: [
    { command: 'hoshin log', says: 'every change kept (90 days), newest first' },
    {
      command: 'hoshin log --since 2026-11-01 --json | jq \'.[] | select(.outcome == "unknown")\'',
      says: 'the changes whose outcome is still unknown',
    },
  ],
  pages: true,
  load: async () => (await import('../commands/log/log.js')).run,
};

export const UNDO: CommandSpec = {
  name: 'undo',
  summary: 'Put back what a change replaced (the last one by default)',
  details:
    'An update gets its previous values back, a move its previous status; a created resource is\n' +
    'deleted; a recorded value is deleted and the indicator it moved is put back. The resource is\n' +
    'read first: one that changed since is left alone, and so is a delete (its subtree is gone).\n' +
    'Shows what it will send and asks first, unless --yes. The undo is itself journalled.',
  arguments: [
    {
      name: 'CHANGE-ID',
      description: 'the change (hoshin log lists them; a unique start of the id is enough)',
      optional: true,
    },
  ],
  options: [
    {
      name: 'yes',
      type: 'boolean',
      short: 'y',
      description: 'do not ask (needed when standard input is not a terminal)',
    },
  ],
  examples: [
    { command: 'hoshin undo', says: 'asks, then undoes the last change' },
    { command: 'hoshin undo mi4x2k1z-3f0a --yes', says: 'undoes that change without asking' },
  ],
  waits: true,
  load: async () => (await import('../commands/undo/undo.js')).run,
};
