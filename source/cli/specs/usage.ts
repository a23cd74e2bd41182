// help, completion, and the hidden command the completion scripts call.
import { SHELLS } from '../completion/shells.js';
import type { CommandSpec } from './types.js';

export const HELP: CommandSpec = {
  name: 'help',
  summary: 'Usage of hoshin or of one command',
  arguments: [
    {
      name: 'command',
      description: 'a command (and its subcommand)',
      optional: true,
      repeats: true,
      candidates: { from: 'commands' },
    },
  ],
  examples: [
    { command: 'hoshin help', says: 'every command' },
    { command: 'hoshin help auth login', says: 'the options of auth login (as hoshin auth login --help)' },
  ],
  load: async () => (await import('../commands/help/help.js')).run,
};

export const COMPLETION: CommandSpec = {
  name: 'completion',
  summary: 'Print the shell completion script for bash, zsh or fish',
  details:
    'Completes commands, options, kinds, profiles, field names and the ids the local index knows,\n' +
    'with their names; it never contacts the service. To load it:\n' +
    '  bash:  source <(hoshin completion bash)             (in ~/.bashrc)\n' +
    '  zsh:   source <(hoshin completion zsh)              (in ~/.zshrc, after compinit)\n' +
    '  fish:  hoshin completion fish > ~/.config/fish/completions/hoshin.fish',
  arguments: [
    {
      name: '<shell>',
      description: SHELLS.join(', '),
      candidates: { from: 'values', values: SHELLS.map((shell) => [shell, 'shell'] as const) },
    },
  ],
  examples: [
    { command: "echo 'source <(hoshin completion bash)' >> ~/.bashrc", says: 'completion in every new bash' },
    { command: 'hoshin completion fish > ~/.config/fish/completions/hoshin.fish', says: 'completion in fish' },
  ],
  load: async () => (await import('../commands/completion/completion.js')).run,
};

export const COMPLETE: CommandSpec = {
  name: '__complete',
  summary: 'Candidates for the word being completed (called by the completion scripts)',
  arguments: [{ name: 'word', description: 'the words after hoshin, the last being completed', optional: true, repeats: true }],
  examples: [
    { command: 'hoshin __complete get indicator ""', says: 'the indicator ids known here, with their names' },
    { command: 'hoshin __complete list --', says: 'the options of list' },
  ],
  hidden: true,
  parsing: 'words',
  load: async () => (await import('../commands/complete/complete.js')).run,
};
