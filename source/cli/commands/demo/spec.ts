import { defineCommand } from '../../specs/types.js';

export const DEMO = defineCommand({
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
  load: async () => (await import('./demo.js')).run,
});
