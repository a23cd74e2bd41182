// The docs name files that exist: every source/, test/, scripts/, bench/ or docs/ path written in
// README.md and docs/ (the decision records too), and every relative link among them, resolves in
// the checkout. A file renamed or removed without its docs fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

/** Paths written in the text (`source/tui/kernel/keys.ts`); patterns (test/cli/hostile-*.test.ts) left out. */
function namedPaths(text: string): string[] {
  const found = text.match(/(?<![\w./-])(?:source|test|scripts|bench|docs)\/[\w./+*-]*[\w/*]/g) ?? [];
  return [...new Set(found)].filter((path) => !path.includes('*') && !/<|>/.test(path));
}

/** Relative link targets, [text](target), with their #anchor when they have one. */
function relativeLinks(text: string): { file: string; anchor: string | undefined }[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .map((target) => ({ file: target.replace(/#.*$/, ''), anchor: /#(.+)$/.exec(target)?.[1] }));
}

/** The anchors of a Markdown file's headings, as GitHub makes them. */
function anchorsOf(path: string): string[] {
  const headings = readFileSync(path, 'utf8').match(/^#+ .+$/gm) ?? [];
  return headings.map((heading) =>
    heading
      .replace(/^#+ /, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
}

describe('the docs', () => {
  for (const doc of DOCS) {
    it(`${doc} names files that exist`, () => {
      const text = readFileSync(doc, 'utf8');
      // History may name a file that has gone, saying so: `scripts/chunk-plan.mjs` (removed).
      const missing = namedPaths(text).filter((path) => !existsSync(path) && !text.includes(`${path}\` (removed)`));
      expect(missing).toEqual([]);
    });

    it(`${doc} links to files and headings that exist`, () => {
      const text = readFileSync(doc, 'utf8');
      const links = relativeLinks(text).map((link) => ({ ...link, path: join(dirname(doc), link.file) }));
      expect(links.filter((link) => !existsSync(link.path)).map((link) => link.file)).toEqual([]);
      const anchored = links.filter((link) => link.anchor !== undefined && link.path.endsWith('.md'));
      expect(anchored.filter((link) => !anchorsOf(link.path).includes(link.anchor!)).map((link) => `${link.file}#${link.anchor!}`)).toEqual(
        [],
      );
    });
  }
});
