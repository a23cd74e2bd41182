// The build's changes to dependencies (scripts/startup-patches.mjs): each still finds its text,
// string-width measures as before (its fast path only takes characters it measures one cell wide,
// its segmenter is made on first use), and yoga loads without touching the global fetch.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { maxHeaderSize } from 'node:http';
import { build, type Message } from 'esbuild';
import stringWidth from 'string-width';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a build script without types
import * as patches from '../../../../scripts/startup-patches.mjs';

const { stringWidthFastPath, terminalSizeChildProcessOnDemand, undiciHttpOnDemand, yogaWithoutFetch } = patches as Record<string, unknown>;

const dir = mkdtempSync(join(tmpdir(), 'hoshin-patches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles a module that uses a dependency, with one patch; gives its exports and the build's warnings. */
async function bundled<T>(name: string, source: string, plugin: unknown): Promise<{ module: T; warnings: Message[] }> {
  writeFileSync(join(dir, `${name}.mjs`), source);
  const outfile = join(dir, `${name}.bundle.mjs`);
  const result = await build({
    entryPoints: [join(dir, `${name}.mjs`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    nodePaths: [resolve('node_modules')],
    plugins: (Array.isArray(plugin) ? plugin : [plugin]) as never[],
    logLevel: 'silent',
  });
  return { module: (await import(pathToFileURL(outfile).href)) as T, warnings: result.warnings };
}

// The fast path's characters: every code point of these ranges, one cell each.
const ONE_CELL_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x2ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x21ff],
  [0x2500, 0x259f],
  [0x2800, 0x28ff],
];

describe('string-width as bundled', () => {
  it('measures every one-cell character and every mixed text as string-width itself does', async () => {
    const { module, warnings } = await bundled<{ default: typeof stringWidth }>(
      'width',
      "export { default } from 'string-width';",
      stringWidthFastPath,
    );
    expect(warnings).toEqual([]);
    const patched = module.default;
    for (const [from, to] of ONE_CELL_RANGES) {
      for (let code = from; code <= to; code += 1) {
        const char = String.fromCharCode(code);
        expect(stringWidth(char), `U+${code.toString(16)}`).toBe(1);
        expect(patched(char)).toBe(1);
      }
    }
    const texts = [
      '',
      'plain',
      '│› Nordwind Pumps S.L. …',
      '╭──╮ ██ ↓2 · é',
      '東京 office',
      '👍🏽 done',
      'e\u0301',
      '👩‍👩‍👧 family',
      'tab\there',
      '\u001B[1mbold\u001B[22m │',
      '§ ± ° ×',
      'soft\u00ADhyphen',
    ];
    for (const text of texts) {
      expect(patched(text), text).toBe(stringWidth(text));
      expect(patched(text, { ambiguousIsNarrow: false }), text).toBe(stringWidth(text, { ambiguousIsNarrow: false }));
      expect(patched(text, { countAnsiEscapeCodes: true }), text).toBe(stringWidth(text, { countAnsiEscapeCodes: true }));
    }
  });
});

describe('the string-widths as bundled', () => {
  it('make no Intl.Segmenter when they load, and measure graphemes as before once asked', async () => {
    const made: unknown[] = [];
    const Original = Intl.Segmenter;
    const writable = Intl as { Segmenter: typeof Intl.Segmenter };
    writable.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made.push(args);
      }
    };
    try {
      const { module, warnings } = await bundled<{ current: typeof stringWidth; wrapAnsis: typeof stringWidth }>(
        'segmenter',
        `export { default as current } from 'string-width'; export { default as wrapAnsis } from '${resolve('node_modules/wrap-ansi/node_modules/string-width/index.js')}';`,
        stringWidthFastPath,
      );
      expect(warnings).toEqual([]);
      expect(made).toEqual([]);
      for (const text of ['👩‍👩‍👧 family', 'e\u0301', '東京']) {
        expect(module.current(text), text).toBe(stringWidth(text));
        expect(module.wrapAnsis(text), text).toBe(stringWidth(text));
      }
      expect(made.length).toBe(2);
    } finally {
      writable.Segmenter = Original;
    }
  });
});

describe('yoga as bundled', () => {
  it('loads and lays out without reading the global fetch', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    let touched = false;
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      get() {
        touched = true;
        return descriptor?.get ? descriptor.get.call(globalThis) : descriptor?.value;
      },
    });
    try {
      const { module, warnings } = await bundled<{ width: number }>(
        'yoga',
        "import Yoga from 'yoga-layout'; const node = Yoga.Node.create(); node.setWidth(42); node.calculateLayout(); export const width = node.getComputedWidth();",
        yogaWithoutFetch,
      );
      expect(warnings).toEqual([]);
      expect(module.width).toBe(42);
      expect(touched).toBe(false);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'fetch', descriptor);
    }
  });
});

describe('undici as bundled', () => {
  it("finds its texts, and a client given no bound on headers still takes Node's own", async () => {
    const { module, warnings } = await bundled<{ bounds: unknown[] }>(
      'undici',
      `import { Client } from 'undici';
       const clients = [new Client('http://127.0.0.1:1'), new Client('http://127.0.0.1:1', { maxHeaderSize: 4096 })];
       const bound = (client) => client[Object.getOwnPropertySymbols(client).find((symbol) => symbol.description === 'max headers size')];
       export const bounds = clients.map(bound);
       await Promise.all(clients.map((client) => client.close()));`,
      undiciHttpOnDemand,
    );
    expect(warnings).toEqual([]);
    expect(module.bounds).toEqual([maxHeaderSize, 4096]);
  });
});

describe('terminal-size as bundled', () => {
  it('finds its text and still runs its fallback, loading child_process only then', async () => {
    const { module, warnings } = await bundled<{ size: () => { columns: number; rows: number } }>(
      'terminal-size',
      "export { default as size } from 'terminal-size';",
      terminalSizeChildProcessOnDemand,
    );
    expect(warnings).toEqual([]);
    const size = module.size();
    expect(size.columns).toBeGreaterThan(0);
    expect(size.rows).toBeGreaterThan(0);
  });
});
