// The npm bundle's chunk plan (scripts/chunk-plan.mjs) over a small module graph: what each file
// holds, and what a command or the console loads with it.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a build script without types
import { chunkPlan } from '../../scripts/chunk-plan.mjs';

interface Node {
  readonly imports?: readonly string[];
  readonly lazy?: readonly string[];
}

const GRAPH: Record<string, Node> = {
  'source/main.ts': { lazy: ['source/cli/main.ts', 'source/tui/kernel/run.ts'] },
  'source/cli/main.ts': { imports: ['source/catalogue/catalogue.ts'], lazy: ['source/cli/commands/list.ts', 'source/cli/commands/get.ts'] },
  'source/catalogue/catalogue.ts': {},
  'source/cli/commands/list.ts': {
    imports: ['source/index/model.ts', 'source/cli/output.ts', 'source/catalogue/catalogue.ts'],
    lazy: ['source/client/http-client.ts'],
  },
  'source/cli/commands/get.ts': { imports: ['source/index/model.ts', 'source/cli/get-lines.ts'], lazy: ['source/client/http-client.ts'] },
  'source/cli/output.ts': {},
  'source/cli/get-lines.ts': {},
  'source/index/model.ts': {},
  'source/client/http-client.ts': { imports: ['node_modules/undici/index.js'] },
  'node_modules/undici/index.js': {},
  'node_modules/undici/lib/required-only.js': {},
  'source/tui/kernel/run.ts': { imports: ['source/index/model.ts', 'node_modules/ink/index.js'] },
  'node_modules/ink/index.js': {},
};

const id = (path: string) => resolve(path);
const moduleInfo = (of: string) => {
  const entry = Object.entries(GRAPH).find(([path]) => id(path) === of);
  if (!entry) return null;
  const [path, node] = entry;
  return { id: id(path), importedIds: (node.imports ?? []).map(id), dynamicallyImportedIds: (node.lazy ?? []).map(id) };
};
const plan = chunkPlan(moduleInfo, id('source/main.ts'), 'source/cli/main.ts') as (module: string) => string | null;
const fileOf = (path: string) => plan(id(path));

describe('chunk plan', () => {
  it("puts all the dispatcher loads in one file, and each command's own code in its own", () => {
    expect(fileOf('source/cli/main.ts')).toBe('cli');
    expect(fileOf('source/catalogue/catalogue.ts')).toBe('cli');
    expect(fileOf('source/cli/output.ts')).toBe('command-list');
    expect(fileOf('source/cli/get-lines.ts')).toBe('command-get');
  });

  it('shares what commands and the console both use in a file of its own, commands counted as one', () => {
    expect(fileOf('source/index/model.ts')).toBe('console-services');
    expect(fileOf('source/tui/kernel/run.ts')).toBe('console');
    expect(fileOf('node_modules/ink/index.js')).toBe('console');
  });

  it('keeps the HTTP client and its package, modules it requires included, apart', () => {
    expect(fileOf('source/client/http-client.ts')).toBe('client');
    expect(fileOf('node_modules/undici/index.js')).toBe('client');
    expect(fileOf('node_modules/undici/lib/required-only.js')).toBe('client');
  });

  it('refuses a graph where the dispatcher is not loaded lazily from the entry', () => {
    expect(() => chunkPlan(moduleInfo, id('source/main.ts'), 'source/cli/elsewhere.ts')).toThrow(/not imported lazily/);
  });
});
