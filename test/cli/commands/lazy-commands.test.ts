// The registry loads the commands' descriptions and none of their runs: following every static
// import from cli/registry.ts reaches, under cli/commands/, only spec.ts and options.ts files, so
// `hoshin list` loads list's code and no other command's. Each command runs through its spec's
// load() (a dynamic import), or has subcommands that do.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../source/cli/registry.js';
import type { CommandSpec } from '../../../source/cli/specs/types.js';

const SOURCE = resolve('source');

/** Static value imports of a file (type-only imports and dynamic import() left out). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)';/gms)) {
    const target = resolve(dirname(file), (match[1] as string).replace(/\.js$/, '.ts'));
    found.push(existsSync(target) ? target : target.replace(/\.ts$/, '.tsx'));
  }
  return found;
}

function reachedFrom(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function everyCommand(specs: readonly CommandSpec[]): CommandSpec[] {
  return specs.flatMap((spec) => [spec, ...everyCommand(spec.subcommands ?? [])]);
}

describe('commands loaded on demand', () => {
  it('the registry reaches only the commands’ spec.ts and options.ts files', () => {
    const reached = [...reachedFrom(join(SOURCE, 'cli/registry.ts'))].map((file) => relative(SOURCE, file));
    const commandFiles = reached.filter((file) => file.startsWith('cli/commands/'));
    expect(commandFiles.length).toBeGreaterThan(25);
    expect(commandFiles.filter((file) => !/\/(spec|options)\.ts$/.test(file))).toEqual([]);
  });

  it('every command without subcommands has a load, and a command with them has none', () => {
    for (const spec of everyCommand(COMMANDS)) {
      expect(spec.subcommands === undefined ? typeof spec.load : spec.load, spec.name).toBe(
        spec.subcommands === undefined ? 'function' : undefined,
      );
    }
  });
});
