// The dispatcher runs what a description names: every command without subcommands, and every
// subcommand, names a function that runs it; a group only chooses among its subcommands.
import { describe, expect, it } from 'vitest';
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
