import { defineCommand } from '../../specs/types.js';

export const INFO = defineCommand({
  name: 'info',
  summary: 'Paths in use and the keychain backend',
  examples: [
    { command: 'hoshin info', says: 'the files hoshin uses and whether the OS keychain is reachable' },
    { command: 'hoshin info --json | jq -r .paths.log_file', says: 'where --debug writes its log' },
  ],
  pages: true,
  load: async () => (await import('./info.js')).run,
});
