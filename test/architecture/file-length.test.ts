// The house rule of small files (DEVELOPERS.md): no source file over 300 lines, but the declarative
// tables listed here, which a reader reads as a table rather than walks.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '../helpers/temporary-dirs.js';

const repo = resolve(import.meta.dirname, '../..');
const MOST_LINES = 300;
const DECLARATIVE_TABLES = ['source/catalogue/catalogue.ts'];

function linesOf(file: string): number {
  const text = readFileSync(file, 'utf8');
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/** Every `.ts`/`.tsx` file under `root/source` over the limit, as `path: lines`, the tables left out. */
function filesOverLimit(root: string, tables: readonly string[]): string[] {
  return readdirSync(join(root, 'source'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !tables.includes(path))
    .map((path) => ({ path, lines: linesOf(join(root, path)) }))
    .filter(({ lines }) => lines > MOST_LINES)
    .map(({ path, lines }) => `${path}: ${lines}`)
    .sort();
}

describe('files of at most 300 lines', () => {
  it('holds for every source file but the declarative tables', () => {
    expect(filesOverLimit(repo, DECLARATIVE_TABLES)).toEqual([]);
  });

  it('names a file of 301 lines, and passes one of 300 and a listed table', () => {
    const root = temporaryDir('hoshin-file-length-');
    mkdirSync(join(root, 'source/tui/view'), { recursive: true });
    const lines = (count: number) => 'const a = 1;\n'.repeat(count);
    writeFileSync(join(root, 'source/tui/view/long.tsx'), lines(301));
    writeFileSync(join(root, 'source/tui/view/right.ts'), lines(300));
    writeFileSync(join(root, 'source/tui/view/table.ts'), lines(900));
    expect(filesOverLimit(root, ['source/tui/view/table.ts'])).toEqual(['source/tui/view/long.tsx: 301']);
  });

  it('lists only tables that exist and are over the limit (a table that shrank leaves the list)', () => {
    for (const table of DECLARATIVE_TABLES) expect(linesOf(join(repo, table))).toBeGreaterThan(MOST_LINES);
  });
});
