// What the bundle leaves out of its dependencies: code the program never runs, which would
// otherwise make up a third of the npm package. Shared by the npm build, the single-file
// executable and the third-party notices, so all three bundle the same packages.

/** Resolves modules matching `filter` (from importers matching `importer`) to fixed contents. */
function replaceModule(name, filter, contents, importer = () => true) {
  return {
    name,
    setup(builder) {
      builder.onResolve({ filter }, (args) => (importer(args.importer) ? { path: args.path, namespace: name } : undefined));
      builder.onLoad({ filter: /.*/, namespace: name }, () => ({ contents, loader: 'js', resolveDir: process.cwd() }));
    },
  };
}

// Ink loads its devtools module (react-devtools-core and the ws WebSocket library, 65 kB) only
// when DEV=true, for debugging Ink itself.
export const inkWithoutDevtools = replaceModule('ink-without-devtools', /^\.\/devtools\.js$/, 'export {};', (importer) =>
  /[\\/]ink[\\/]build[\\/]/.test(importer),
);

// The client uses three of undici's dispatchers (Pool, Agent, ProxyAgent) and its connector; undici's index also
// loads fetch, WebSocket, EventSource, caches and mocks (about 40 % of its code). The index also
// gives every dispatcher its request API methods; ProxyAgent opens its CONNECT tunnels with one of
// them (connect), so that one is kept (without it HTTPS through a proxy fails with
// "this[…].connect is not a function").
export const undiciDispatchersOnly = replaceModule(
  'undici-dispatchers-only',
  /^undici$/,
  [
    "import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';",
    "import connect from 'undici/lib/api/api-connect.js';",
    'Dispatcher.prototype.connect ??= connect;',
    "export { default as Pool } from 'undici/lib/dispatcher/pool.js';",
    "export { default as Agent } from 'undici/lib/dispatcher/agent.js';",
    "export { default as ProxyAgent } from 'undici/lib/dispatcher/proxy-agent.js';",
    "export { default as buildConnector } from 'undici/lib/core/connect.js';",
  ].join('\n'),
);

// undici carries its HTTP parser twice, as WebAssembly with and without SIMD (each 70 kB of
// base64). It falls back to the plain one wherever the SIMD one fails to load; answers here are
// small JSON, where SIMD saves nothing measurable.
export const undiciPlainParser = replaceModule('undici-plain-parser', /llhttp_simd-wasm\.js$/, 'module.exports = undefined;', (importer) =>
  /[\\/]undici[\\/]/.test(importer),
);

// Three more parts of undici the client never reaches, each loaded by a dispatcher when it loads:
// its HTTP/2 client (undici offers HTTP/2 only to a client built with allowH2, which hoshin's are
// not), its SOCKS5 agent (hoshin takes http:// and https:// proxies only, source/client/
// proxy-choice.ts) and fetch's body reader, with the Web IDL, FormData and data: URL code behind
// it (a dispatcher uses it only to send a FormData body). About 70 kB a command no longer parses.
const unreachable = (what) => `module.exports = () => { throw new Error(${JSON.stringify(`${what} is left out of this bundle`)}); };`;
export const undiciWithoutHttp2 = replaceModule(
  'undici-without-http2',
  /^\.\/client-h2\.js$/,
  unreachable("undici's HTTP/2 client"),
  (importer) => /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client\.js$/.test(importer),
);
export const undiciWithoutSocks = replaceModule(
  'undici-without-socks',
  /^\.\/socks5-proxy-agent(\.js)?$/,
  unreachable("undici's SOCKS5 proxy agent"),
  (importer) => /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]proxy-agent\.js$/.test(importer),
);
export const undiciWithoutFetchBody = replaceModule(
  'undici-without-fetch-body',
  /^\.\.\/web\/fetch\/body\.js$/,
  `module.exports = { extractBody: ${unreachable("undici's FormData body").replace('module.exports = ', '').replace(/;$/, '')} };`,
  (importer) => /[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h[12]\.js$/.test(importer),
);

// undici checks its own invariants with node:assert, as assert(value) only; loading node:assert
// (its error class, colours and diffing) costs a command about a millisecond. The same check,
// failing with the same error class and code, in four lines.
export const undiciSmallAssert = replaceModule(
  'undici-small-assert',
  /^node:assert$/,
  [
    'module.exports = function assert(value, message) {',
    '  if (value) return;',
    "  throw Object.assign(new Error(message ?? 'The expression evaluated to a falsy value'), { name: 'AssertionError', code: 'ERR_ASSERTION' });",
    '};',
  ].join('\n'),
  (importer) => /[\\/]undici[\\/]lib[\\/]/.test(importer),
);

export const bundleTrims = [
  inkWithoutDevtools,
  undiciDispatchersOnly,
  undiciPlainParser,
  undiciWithoutHttp2,
  undiciWithoutSocks,
  undiciWithoutFetchBody,
  undiciSmallAssert,
];
