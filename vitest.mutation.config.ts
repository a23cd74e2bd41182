// The test files `npm run mutate` (StrykerJS) runs: the fast in-process tests of the mutated
// modules. No global setup: none of these start the built executable.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/core/*.test.ts',
      'test/catalogue/*.test.ts',
      'test/signing/*.test.ts',
      'test/tui/chart/history-chart*.test.ts',
      'test/client/answers.test.ts',
      'test/client/answer-sentences.test.ts',
      'test/cli/assignments.test.ts',
      'test/cli/{field-checks,move-command,read-only,resource-commands}.test.ts',
      'test/tui/kernel/*.test.ts',
      'test/tui/tree/navigation*.test.ts',
      'test/tui/review/*.test.ts',
    ],
    // The end-to-end files start processes: never part of a mutant's run.
    exclude: ['**/*.e2e.test.ts', '**/*.e2e.test.tsx'],
    setupFiles: ['test/unit-guard.ts', 'test/remove-temporary-dirs.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
