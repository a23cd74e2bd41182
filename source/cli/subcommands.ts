// A command by its name, and a subcommand among the words, options (and their values) before it included.
import { refusal, refusalWithHints } from '../core/refusal.js';
import { optionsOf } from './args.js';
import { commandWord, type CommandSpec } from './specs/types.js';

export function findCommand(commands: readonly CommandSpec[], name: string): CommandSpec | undefined {
  return commands.find((entry) => entry.name === name);
}

export function findSubcommand(group: CommandSpec, word: string): CommandSpec | undefined {
  return group.subcommands?.find((sub) => commandWord(sub) === word);
}

/** The index of the first word that is not an option or an option's value; -1 when none. */
export function firstPositional(args: readonly string[], spec: CommandSpec): number {
  const options = optionsOf(spec);
  for (let i = 0; i < args.length; i += 1) {
    const word = args[i] as string;
    if (word === '--') return i + 1 < args.length ? i + 1 : -1;
    if (!word.startsWith('-') || word === '-') return i;
    const option = options.find(
      (candidate) => word === `--${candidate.name}` || (candidate.short !== undefined && word === `-${candidate.short}`),
    );
    if (option?.type === 'string') i += 1;
  }
  return -1;
}

/** The subcommand the words name, and the words without it; undefined when none is named. */
export function subcommandIn(
  group: CommandSpec,
  args: readonly string[],
): { spec: CommandSpec | undefined; rest: string[]; word: string | undefined } {
  const at = firstPositional(args, group);
  if (at === -1) return { spec: undefined, rest: [...args], word: undefined };
  const word = args[at] as string;
  return { spec: findSubcommand(group, word), rest: [...args.slice(0, at), ...args.slice(at + 1)], word };
}

/** The subcommand to run; a missing or unknown one is a usage error naming the others. */
export function requireSubcommand(group: CommandSpec, args: readonly string[]): { spec: CommandSpec; rest: string[] } {
  const found = subcommandIn(group, args);
  const names = (group.subcommands ?? []).map((sub) => sub.name.split(' ').pop()).join(', ');
  if (found.word === undefined) throw refusalWithHints(`${group.name} needs a subcommand`, [`Subcommands: ${names}.`]);
  if (!found.spec) throw refusal(group.name, found.word, 'is not a subcommand', [`Subcommands: ${names}.`]);
  return { spec: found.spec, rest: found.rest };
}
