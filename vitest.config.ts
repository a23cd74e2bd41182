// Two suites (docs/TESTING.md). `unit`: what `npm test` runs — in process, no network but loopback,
// no child process (test/unit-guard.ts refuses one), one module graph per worker (`isolate: false`:
// 263 files in 38 s instead of 19 s per 148, measured). `e2e`: what needs a process, a pty, tmux,
// Chromium, a keychain or the packaging — the files named `*.e2e.test.ts(x)`, against the built
// bundle (built once by the global setup).
import { defineConfig } from 'vitest/config';

const E2E = ['test/**/*.e2e.test.ts', 'test/**/*.e2e.test.tsx'];
// Files that set the colour depth before chalk (inside Ink) loads: they need a module graph of their own.
const OWN_MODULES = ['test/tui/kernel/theme-terminals.test.tsx', 'test/tui/forms/no-color.test.tsx'];

export default defineConfig({
  test: {
    // Two cores: two workers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...E2E, ...OWN_MODULES],
          isolate: false,
          setupFiles: ['test/unit-guard.ts', 'test/remove-temporary-dirs.ts', 'test/lazy-views.ts'],
          // A test waits for conditions with deadlines of seconds (test/helpers/wait.ts); this is the outer bound.
          testTimeout: 15_000,
          hookTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-modules',
          include: OWN_MODULES,
          setupFiles: ['test/unit-guard.ts', 'test/remove-temporary-dirs.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E,
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/remove-temporary-dirs.ts'],
          // Suites that start the built executable many times run slowly on a loaded 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
