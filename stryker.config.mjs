// Mutation testing (`npm run mutate`; not part of `npm test`): StrykerJS changes one operator,
// literal or condition at a time in the modules below and checks that some test fails. How to
// read and extend the results: docs/TESTING.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the fast in-process tests of these modules (vitest.mutation.config.ts), and of those only
  // the ones that cover each mutant (perTest).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Mutants that do not compile are dropped before any test runs.
  checkers: ['typescript'],
  // Only the mutated modules and their imports: work in progress elsewhere cannot stop the run.
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    // signing
    'source/signing/signing.ts',
    'source/signing/hmac.ts',
    'source/signing/verification.ts',
    // the catalogue
    'source/catalogue/catalogue.ts',
    'source/catalogue/values.ts',
    // answer mapping and exit codes
    'source/client/answers.ts',
    'source/core/errors.ts',
    // the CLI's guards: field=value checks, the read-only and --yes refusals, task moves
    'source/cli/assignments.ts',
    'source/cli/commands/get/get.ts',
    'source/cli/commands/list/list.ts',
    'source/cli/commands/create/create.ts',
    'source/cli/commands/update/update.ts',
    'source/cli/commands/delete/delete.ts',
    'source/cli/resource-command-kit.ts',
    'source/cli/commands/move/move.ts',
    // the indicator history chart (time runs left to right, the goal line, the date labels)
    'source/tui/chart/history-chart.ts',
    // the console's pure reducers
    'source/tui/kernel/console-store.ts',
    'source/tui/tree/navigation.ts',
    'source/tui/kernel/overlays.ts',
    'source/tui/kernel/held-keys.ts',
    'source/tui/kernel/connection-state.ts',
    'source/tui/kernel/status-line.ts',
  ],
  // Two cores: one test runner and one checker each.
  concurrency: 2,
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/report.html' },
  jsonReporter: { fileName: '.tmp/mutation/report.json' },
  incrementalFile: '.tmp/mutation/incremental.json',
  // Inside .tmp (ignored by git) rather than a new top-level directory.
  tempDirName: '.tmp/stryker',
  ignorePatterns: ['dist', 'bench', 'docs', '.tmp', 'coverage'],
  cleanTempDir: true,
};
