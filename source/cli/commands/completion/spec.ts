import { SHELLS } from '../../completion/shells.js';
import { defineCommand } from '../../specs/types.js';

export const COMPLETION = defineCommand({
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
  load: async () => (await import('./completion.js')).run,
});
