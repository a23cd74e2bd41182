// The interactive console and its demo: parsed here, opened through what main.ts gives.
import { loadWithoutCi } from '../../terminal/console-loading.js';
import type { CommandSpec } from './types.js';

export const TUI: CommandSpec = {
  name: 'tui',
  summary: 'The interactive console (also: hoshin with no command)',
  synopsis: ['hoshin [tui] [options]'],
  details:
    'Opens the console on the profile. Without stored credentials it asks for them first.\n' +
    'Needs a terminal on standard input and output; scripts use get, list, create, update, delete.',
  examples: [
    { command: 'hoshin', says: 'the console on the active profile' },
    {
      command: 'hoshin --profile prod --readonly --ascii',
      says: 'the console on profile prod, refusing changes, in ASCII',
    },
  ],
  parsing: 'global-options',
  load: async () => (await loadWithoutCi(() => import('../commands/tui/tui.js'))).run,
};

export const DEMO: CommandSpec = {
  name: 'demo',
  summary: 'The console against a built-in sandbox with demo data',
  details:
    'Starts a local sandbox with the demo plan on a free loopback port, with throwaway\n' +
    'credentials held in memory only, and opens the console on it (profile "demo").',
  examples: [
    { command: 'hoshin demo', says: 'the console on the demo plan' },
    { command: 'hoshin demo --readonly --no-alt-screen', says: 'look without changing, the last frame left on screen' },
  ],
  parsing: 'global-options',
  load: async () => (await import('../commands/demo/demo.js')).run,
};
