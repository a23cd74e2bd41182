import { loadWithoutCi } from '../../../terminal/console-loading.js';
import { defineCommand } from '../../specs/types.js';

export const TUI = defineCommand({
  name: 'tui',
  summary: 'The interactive console (also: hoshin with no command)',
  synopsis: ['hoshin [tui] [options]'],
  details:
    'Opens the console on the profile. Without stored credentials it asks for them first.\n' +
    'Needs a terminal on standard input and output; scripts use get, list, create, update, delete.',
  examples: [
    { command: 'hoshin', says: 'the console on the active profile' },
    { command: 'hoshin --profile prod --readonly --ascii', says: 'the console on profile prod, refusing changes, in ASCII' },
  ],
  parsing: 'global-options',
  load: async () => (await loadWithoutCi(() => import('./tui.js'))).run,
});
