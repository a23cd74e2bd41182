// Two dependencies do costly work when their modules load, before the console's first frame.
// The bundle changes that work, never what it computes; a patch whose text is no longer found
// (the dependency changed) leaves the module as it is and says so in the build's warnings.
import { readFileSync } from 'node:fs';

/**
 * Source text replacements on the modules whose path matches (a list, or a list per path); a
 * warning when a text is gone.
 */
function patchModule(name, filter, replacements) {
  return {
    name,
    setup(builder) {
      builder.onLoad({ filter }, ({ path }) => {
        const applied = typeof replacements === 'function' ? replacements(path) : replacements;
        let contents = readFileSync(path, 'utf8');
        const warnings = [];
        for (const [find, replace, why] of applied) {
          if (contents.includes(find)) contents = contents.replaceAll(find, () => replace);
          else warnings.push({ text: `${name}: "${find.slice(0, 60)}" not found in ${path}; ${why} is lost` });
        }
        return { contents, loader: 'js', warnings };
      });
    },
  };
}

// Yoga's loader fetches its own inlined WebAssembly through a data: URL when a global fetch
// exists. In Node that first touch of fetch loads Node's whole fetch implementation (about 30 ms)
// to decode base64 the loader decodes itself on its other path.
export const yogaWithoutFetch = patchModule('yoga-without-fetch', /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/, [
  ['"function"!=typeof fetch', '!0', 'starting without loading fetch'],
]);

// string-width builds /^\p{RGI_Emoji}$/v when it loads: V8 expands the whole emoji set then (over
// 10 ms). It is built on first use instead, and text made only of characters one cell wide by
// string-width's own measure (Latin, punctuation, arrows, box drawing, blocks, braille: what the
// console draws; test/tui/kernel/screen/startup-patches.test.ts checks each) skips the grapheme walk.
// Both string-widths (Ink's wrap-ansi keeps an older one) also make an Intl.Segmenter when they
// load, which loads ICU's break rules (about 3 ms); they make it on first use instead.
const lazySegmenter = [
  'const segmenter = new Intl.Segmenter();',
  'let segmenterMade;\nconst segmenter = { segment: (text) => (segmenterMade ??= new Intl.Segmenter()).segment(text) };',
  'making the segmenter on first use',
];
export const stringWidthFastPath = patchModule('string-width-fast-path', /node_modules[\\/]string-width[\\/]index\.js$/, (path) =>
  // wrap-ansi's own older string-width has neither the emoji pattern nor the fast path.
  /wrap-ansi/.test(path)
    ? [lazySegmenter]
    : [
        [
          'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;',
          "let rgiEmojiPattern;\nconst rgiEmojiRegex = { test: (text) => (rgiEmojiPattern ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(text) };",
          'building the emoji pattern on first use',
        ],
        [
          'if (/^[\\u0020-\\u007E]*$/.test(string)) {',
          'if (ambiguousIsNarrow && /^[\\u0020-\\u007E\\u00A0-\\u00AC\\u00AE-\\u02FF\\u2010-\\u2027\\u2030-\\u205E\\u2190-\\u21FF\\u2500-\\u259F\\u2800-\\u28FF]*$/.test(string)) {\n\t\treturn string.length;\n\t}\n\n\tif (/^[\\u0020-\\u007E]*$/.test(string)) {',
          'the one-cell fast path',
        ],
        lazySegmenter,
      ],
);

// undici loads node:http (Node's own HTTP client and server, 2-3 ms) when it loads, for two things:
// the default bound on headers when a pool is given none (hoshin gives one), and a check, when it
// destroys a stream, of whether the stream is Node's IncomingMessage (only then can node:http have
// been loaded already). Both now read node:http when they are used.
export const undiciHttpOnDemand = [
  patchModule('undici-http-on-demand', /undici[\\/]lib[\\/]dispatcher[\\/]client\.js$/, [
    [
      "const http = require('node:http')",
      "const http = { get maxHeaderSize() { return require('node:http').maxHeaderSize } }",
      'loading node:http on demand',
    ],
    [
      'const getDefaultNodeMaxHeaderSize = http &&',
      'const getDefaultNodeMaxHeaderSize = () => (http &&',
      'reading the default bound on headers when a pool has none',
    ],
    [
      "  : () => { throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid') }",
      "  : () => { throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid') })()",
      'reading the default bound on headers when a pool has none',
    ],
  ]),
  patchModule('undici-incoming-message-on-demand', /undici[\\/]lib[\\/]core[\\/]util\.js$/, [
    [
      "const { IncomingMessage } = require('node:http')",
      "const isIncomingMessage = (constructor) => constructor?.name === 'IncomingMessage' && constructor === require('node:http').IncomingMessage",
      'loading node:http on demand',
    ],
    [
      'Object.getPrototypeOf(stream).constructor === IncomingMessage',
      'isIncomingMessage(Object.getPrototypeOf(stream).constructor)',
      'loading node:http on demand',
    ],
  ]),
];

// terminal-size (Ink's fallback when the output is no terminal) imports node:child_process, and with
// it net and dgram, for a command it runs only when nothing else tells the size. The executable
// holds Ink in its one file, so every start loaded them; the patch reads the module when it runs.
export const terminalSizeChildProcessOnDemand = patchModule('terminal-size-child-process-on-demand', /terminal-size[\\/]index\.js$/, [
  [
    "import {execFileSync} from 'node:child_process';",
    // process.getBuiltinModule from Node 20.16 on; the bundles' require before that.
    "const execFileSync = (...args) => (process.getBuiltinModule?.('node:child_process') ?? require('node:child_process')).execFileSync(...args);",
    'loading node:child_process only when a size is asked of a command',
  ],
]);
