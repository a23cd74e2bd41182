// The list of commands loads every command's description and nothing of its run: what a spec or its
// options import stays small, so `hoshin --version` and every command start alike. The query's code
// (cli/where.ts and the use case under it) is loaded by the runs that read a query, never by a spec.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The modules a file reaches through static value imports (`import type` and `await import()` load nothing). */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)\.js';/gms)) {
      visit(join(dirname(file), `${match[1] as string}.ts`));
    }
  };
  visit(start);
  return new Set([...seen].map((file) => relative(ROOT, file)));
}

describe("the commands' descriptions", () => {
  it('reach no query code and no use case', () => {
    const modules = reached(join(ROOT, 'source/cli/registry.ts'));
    expect(modules.has('source/cli/commands/find/spec.ts')).toBe(true);
    expect(modules.has('source/cli/commands/list/options.ts')).toBe(true);
    expect([...modules].filter((file) => file === 'source/cli/where.ts' || file.startsWith('source/usecases/'))).toEqual([]);
  });
});
