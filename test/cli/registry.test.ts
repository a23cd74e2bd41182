// The dispatcher runs what a description names: every command without subcommands, and every
// subcommand, names a function that runs it; a group only chooses among its subcommands.
import { describe, expect, it } from 'vitest';
import { COMMAND_INDEX } from '../../source/cli/command-index.js';
import { COMMANDS } from '../../source/cli/registry.js';

const everyCommand = COMMANDS.flatMap((spec) => [spec, ...(spec.subcommands ?? [])]);

describe('command registry', () => {
  it.each(everyCommand.map((spec) => [spec.name, spec] as const))('%s: runs a function, or chooses a subcommand', async (_name, spec) => {
    if (spec.subcommands) {
      expect(spec.load).toBeUndefined();
      return;
    }
    expect(typeof (await spec.load?.())).toBe('function');
  });
});

describe('command index', () => {
  it('names every command of the registry, in its order, each with its own description and whether it is hidden', async () => {
    expect(COMMAND_INDEX.map((command) => command.name)).toEqual(COMMANDS.map((spec) => spec.name));
    for (const [i, command] of COMMAND_INDEX.entries()) {
      expect(await command.spec(), command.name).toBe(COMMANDS[i]);
      expect(command.hidden === true, command.name).toBe(COMMANDS[i]?.hidden === true);
    }
  });

  it('the commands that describe the others are the help and the completion', () => {
    expect(COMMANDS.filter((spec) => spec.describesCommands === true).map((spec) => spec.name)).toEqual(['help', '__complete']);
  });
});
