// The layers, lowest first. A module may import from its own layer or any layer below it, never
// above; the two front ends never import each other; no cycle, type-only imports included.
const CORE = '^source/(core|catalogue|signing|domain)/';
const SERVICES = '^source/(client|index|journal|credentials|config|sandbox|store)/';
const USE_CASES = '^source/usecases/';
const TERMINAL = '^source/terminal/';
const FRONT_ENDS = '^source/(cli|tui)/';
const MAIN = '^source/main\\.ts$';

/** @param {string} name @param {string} from @param {string[]} above */
const below = (name, from, above) => ({
  name,
  comment: 'A layer imports only from itself and the layers under it.',
  severity: 'error',
  from: { path: from },
  to: { path: above.join('|') },
});

module.exports = {
  forbidden: [
    below('core-imports-upward', CORE, [SERVICES, USE_CASES, TERMINAL, FRONT_ENDS, MAIN]),
    below('service-imports-upward', SERVICES, [USE_CASES, TERMINAL, FRONT_ENDS, MAIN]),
    below('use-case-imports-upward', USE_CASES, [TERMINAL, FRONT_ENDS, MAIN]),
    below('terminal-imports-upward', TERMINAL, [FRONT_ENDS, MAIN]),
    {
      name: 'store-imports-its-callers',
      comment:
        'The store is the ground floor of the services: the database, the schema, guarded statements, ' +
        "salvage and the state directory. Each table's rows live with the module that owns them.",
      severity: 'error',
      from: { path: '^source/store/' },
      to: { path: '^source/(journal|index|client|usecases)/' },
    },
    {
      name: 'vocabulary-imports-core',
      comment:
        'The catalogue and signing are the ground of the core layer: core and domain build on their ' +
        'kinds, fields and dialects, so they import neither (what both need lives in the catalogue or signing).',
      severity: 'error',
      from: { path: '^source/(catalogue|signing)/' },
      to: { path: '^source/(core|domain)/' },
    },
    {
      name: 'cli-imports-console',
      comment: 'The two front ends meet only in main.ts.',
      severity: 'error',
      from: { path: '^source/cli/' },
      to: { path: '^source/tui/' },
    },
    {
      name: 'console-imports-cli',
      comment: 'The two front ends meet only in main.ts.',
      severity: 'error',
      from: { path: '^source/tui/' },
      to: { path: '^source/cli/' },
    },
    {
      name: 'no-cycle',
      comment: 'A cycle, even of type imports, means two modules cannot be read apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
