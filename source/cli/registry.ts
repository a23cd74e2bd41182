// Every subcommand, in the order `hoshin help` lists them. Each module exports `run: Command`.
import type { CommandEntry } from './context.js';

export const COMMANDS: readonly CommandEntry[] = [
];

export function findCommand(name: string): CommandEntry | undefined {
  return COMMANDS.find((entry) => entry.name === name);
}
