import { defineCommand } from '../../specs/types.js';

export const COMPLETE = defineCommand({
  name: '__complete',
  summary: 'Candidates for the word being completed (called by the completion scripts)',
  arguments: [{ name: 'word', description: 'the words after hoshin, the last being completed', optional: true, repeats: true }],
  examples: [
    { command: 'hoshin __complete get indicator ""', says: 'the indicator ids known here, with their names' },
    { command: 'hoshin __complete list --', says: 'the options of list' },
  ],
  hidden: true,
  parsing: 'words',
  describesCommands: true,
  load: async () => (await import('./complete.js')).run,
});
