// Every subcommand, in the order `hoshin help` lists them. Each module exports its Command.
import type { CommandEntry } from './context.js';

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'get',
    summary: 'show one resource',
    usage: 'hoshin get <kind> <id> [--json]\n  kinds: company, hoshin, area, goal, objective, indicator, task, history, invoice',
    load: async () => (await import('./commands/resources.js')).get,
  },
  {
    name: 'list',
    summary: 'list what the service can list',
    usage: 'hoshin list companies | indicators --objective <id> | tasks --objective <id> | invoices --subscription <id> [--json]',
    load: async () => (await import('./commands/resources.js')).list,
  },
  {
    name: 'create',
    summary: 'create a resource under its parent',
    usage: 'hoshin create <kind> --parent <id> [field=value ...] [--json]\n  e.g. hoshin create task --parent 42 name="Call supplier" deadline=2026-12-01',
    load: async () => (await import('./commands/resources.js')).create,
  },
  {
    name: 'update',
    summary: 'change fields of a resource',
    usage: 'hoshin update <kind> <id> field=value ... [--json]\n  an empty value clears a field: description=',
    load: async () => (await import('./commands/resources.js')).update,
  },
  {
    name: 'delete',
    summary: 'delete a resource and what it contains',
    usage: 'hoshin delete <kind> <id> [--yes]\n  asks for confirmation on a terminal unless --yes',
    load: async () => (await import('./commands/resources.js')).remove,
  },
  {
    name: 'sign',
    summary: 'print a signed path+query',
    usage: 'hoshin sign <path> [--app-key K] [--timestamp T] [--dialect hoshinplan|encoded|plain]\n  T is used verbatim when given; the secret comes from the environment or the keychain',
    load: async () => (await import('./commands/sign.js')).run,
  },
];

export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((entry) => entry.name === name);
}
