// The test files `npm run mutate` (StrykerJS) runs: the fast in-process tests of the mutated
// modules. No global setup: none of these start the built executable.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/core/*.test.ts',
      'test/chart/history-chart*.test.ts',
      'test/client/answers.test.ts',
      'test/client/answer-sentences.test.ts',
      'test/cli/assignments.test.ts',
      'test/cli-guards/*.test.ts',
      'test/tui/state/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
