// The layers, lowest first. A module may import from its own layer or any layer below it, never
// above; the two front ends never import each other; no cycle, type-only imports included.
const CORE = '^source/(core|catalogue|signing|domain)/';
const SERVICES = '^source/(client|index|journal|credentials|config|sandbox|store)/';
const USE_CASES = '^source/usecases/';
const TERMINAL = '^source/terminal/';
const FRONT_ENDS = '^source/(cli|tui)/';
const MAIN = '^source/(main|main-snapshot|program)\\.ts$';
// The console's features stand side by side above the shared views they use and the kernel
// (docs/ARCHITECTURE.md, the console's registry of features).
const FEATURE =
  '^source/tui/(anywhere|attention|board|bowling|cascade|changes|countermeasure|due|help|history|login|meeting|messages|overview|palette|report)/';
const SHARED_VIEWS = '^source/tui/(tree|forms|detail|chart|dialogs|review|filter)/';

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
      name: 'feature-imports-feature',
      comment: 'No console feature imports another: what two share moves down to a shared view or the kernel.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: FEATURE, pathNot: '^source/tui/$1/' },
    },
    {
      name: 'shared-view-imports-feature',
      comment: 'The shared views (the tree, forms, detail, chart, dialogs, review, filter) stand under every feature.',
      severity: 'error',
      from: { path: SHARED_VIEWS },
      to: { path: [FEATURE, '^source/tui/features\\.ts$'] },
    },
    {
      name: 'shared-views-in-floors',
      comment: 'The tree stands on the detail, dialogs, chart, review and filter; the forms on the tree.',
      severity: 'error',
      from: { path: '^source/tui/(detail|chart|dialogs|review|filter|tree)/' },
      to: { path: '^source/tui/forms/' },
    },
    {
      name: 'ground-views-import-the-tree',
      comment: 'The detail, dialogs, chart, review and filter stand under the tree.',
      severity: 'error',
      from: { path: '^source/tui/(detail|chart|dialogs|review|filter)/' },
      to: { path: '^source/tui/tree/' },
    },
    {
      name: 'kernel-names-a-feature',
      comment: 'The kernel names no feature but its ground view, the tree, through tree/ground.ts; the registry reads features.ts.',
      severity: 'error',
      from: { path: '^source/tui/kernel/' },
      to: { path: '^source/tui/(?!kernel/)', pathNot: '^source/tui/(tree/ground\\.ts|features\\.ts)$' },
    },
    {
      name: 'no-cycle',
      comment:
        'A cycle, even of type imports, means two modules cannot be read apart. The one table of what loads after ' +
        "the console's first frame (tui/later.ts, reached only by import()) closes cycles no module's loading follows.",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^source/tui/later[.]ts$' } },
    },
    {
      name: 'later-only-lazily',
      comment: 'tui/later.ts is what loads after the first frame: a static import of it would load it all before (decision 0382).',
      severity: 'error',
      from: {},
      to: { path: '^source/tui/later[.]ts$', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
