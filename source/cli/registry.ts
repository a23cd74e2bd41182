// Every subcommand, in the order `hoshin help` lists them. Each module exports its Command.
import type { CommandEntry } from './context.js';

export const COMMANDS: readonly CommandEntry[] = [
  // get, list, create, update, delete and sign return once the client and connection modules land.
];

export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((entry) => entry.name === name);
}
