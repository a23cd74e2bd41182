import { UNDO_OPTIONS } from './options.js';
import { defineCommand } from '../../specs/types.js';

export const UNDO = defineCommand({
  name: 'undo',
  summary: 'Put back what a change replaced (the last one by default)',
  details:
    'An update gets its previous values back, a move its previous status; a created resource is\n' +
    'deleted; a recorded value is deleted and the indicator it moved is put back. The resource is\n' +
    'read first: one that changed since is left alone, and so is a delete (its subtree is gone).\n' +
    'Shows what it will send and asks first, unless --yes; with --yes the change is named, so a\n' +
    'script run twice undoes it once (the second run says it is already undone). The undo is\n' +
    'itself journalled.',
  arguments: [{ name: 'CHANGE-ID', description: 'the change (hoshin log lists them; a unique start of the id is enough)', optional: true }],
  examples: [
    { command: 'hoshin undo', says: 'asks, then undoes the last change' },
    { command: 'hoshin undo mi4x2k1z-3f0a --yes', says: 'undoes that change without asking' },
    { command: 'hoshin undo mi4x2k1z-3f0a --dry-run', says: 'shows what the undo would send' },
  ],
  waits: true,
  options: UNDO_OPTIONS,
  load: async () => (await import('./undo.js')).run,
});
