// Every subcommand, in the order `hoshin help` lists them. Each module exports its Command.
import type { CommandEntry } from './context.js';

export const COMMANDS: readonly CommandEntry[] = [
  // get, list, create, update, delete and sign return once the client and connection modules land.
  { name: 'auth', summary: 'Log in, show where credentials come from, log out', usage: 'Usage:\n  hoshin auth login [--profile P] [--base-url URL] [--app-key K] [--secret-stdin] [--insecure-storage] [--no-verify]\n  hoshin auth status [--profile P] [--json]\n  hoshin auth logout [--profile P]\n\nThe secret goes to the OS keychain; --insecure-storage keeps it in a plain-text file (0600) instead.\nHOSHIN_APP_KEY and HOSHIN_APP_SECRET, set together, override anything stored.', load: async () => (await import('./commands/auth.js')).run },
  { name: 'profile', summary: 'List, choose and edit profiles (base URL, dialect, read-only)', usage: 'Usage:\n  hoshin profile list [--json]\n  hoshin profile use <name>\n  hoshin profile set <name> [--base-url URL] [--readonly|--no-readonly] [--dialect auto|hoshinplan|encoded|plain]\n\nProfile names use letters, digits, "-", "_" and ".". A new profile needs --base-url.', load: async () => (await import('./commands/profile.js')).run },
  { name: 'info', summary: 'Paths in use and the keychain backend', usage: 'Usage: hoshin info [--json]\n\nShows the files hoshin uses and whether the OS keychain is reachable.', load: async () => (await import('./commands/info.js')).run },
  { name: 'sandbox', summary: 'Run a local planning service to try hoshin against', usage: 'Usage: hoshin sandbox [--port N] [--host 127.0.0.1] [--seed demo|empty] [--data FILE] [--dialect lenient|hoshinplan|encoded|plain] [--quiet]\n\nCredentials come from HOSHIN_SANDBOX_APP_KEY and HOSHIN_SANDBOX_SECRET; without them both are generated and printed.\n--data FILE keeps the plan in FILE (loaded at start, saved after every change). Stops on Ctrl-C or SIGTERM.', load: async () => (await import('./commands/sandbox.js')).run },
  { name: 'index', summary: 'Export, import and count the local index of known resources', usage: 'Usage:\n  hoshin index export [--profile P] > FILE\n  hoshin index import FILE|- [--profile P]\n  hoshin index stats [--profile P] [--json]\n\nThe export holds ids, kinds, parents and names only. Import merges it and never overwrites\nwhat hoshin has fetched from the service.', load: async () => (await import('./commands/index.js')).run },
  { name: 'history', summary: 'History values of an indicator known locally (offline)', usage: 'Usage: hoshin history <indicator-id> [--profile P] [--json]\n\nPrints the values the local index knows, by day; does not contact the service.', load: async () => (await import('./commands/history.js')).run },
];

export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((entry) => entry.name === name);
}
