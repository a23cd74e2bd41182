import { defineCommand } from '../../specs/types.js';

export const HELP = defineCommand({
  name: 'help',
  summary: 'Usage of hoshin or of one command',
  arguments: [
    { name: 'command', description: 'a command (and its subcommand)', optional: true, repeats: true, candidates: { from: 'commands' } },
  ],
  examples: [
    { command: 'hoshin help', says: 'every command' },
    { command: 'hoshin help auth login', says: 'the options of auth login (as hoshin auth login --help)' },
  ],
  describesCommands: true,
  load: async () => (await import('./help.js')).run,
});
