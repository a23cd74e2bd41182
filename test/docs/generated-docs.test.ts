// The command and key references in docs/ are what `npm run docs` makes of the source now (as gh's
// gen-docs check and lazygit's cheatsheet check): a command, option or key changed without running
// it again fails here. And every command, subcommand and key is in them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../source/cli/registry.js';
import { KEY_TABLE } from '../../source/tui/kernel/registry.js';
import { commandsReference, keysReference } from '../../scripts/reference-docs.js';

const committed = (path: string): string => readFileSync(path, 'utf8');

describe('the generated references', () => {
  it('docs/COMMANDS.md is what npm run docs writes', () => {
    expect(committed('docs/COMMANDS.md'), 'run npm run docs').toBe(commandsReference());
  });

  it('docs/KEYS.md is what npm run docs writes', () => {
    expect(committed('docs/KEYS.md'), 'run npm run docs').toBe(keysReference());
  });

  it('name every command and subcommand', () => {
    const text = commandsReference();
    const names = COMMANDS.flatMap((spec) => [spec.name, ...(spec.subcommands ?? []).map((sub) => sub.name)]);
    for (const name of names) expect(text).toContain(`hoshin ${name}`);
  });

  it('name every key of every context, with its description', () => {
    const text = keysReference();
    for (const context of KEY_TABLE.contexts) {
      expect(text).toContain(`## ${context.title}`);
      for (const binding of KEY_TABLE.bindingsOf(context.name)) {
        for (const key of binding.keys) expect(text, `${context.name}: ${binding.action}`).toContain(key);
        expect(text, `${context.name}: ${binding.action}`).toContain(binding.description);
      }
    }
  });
});
