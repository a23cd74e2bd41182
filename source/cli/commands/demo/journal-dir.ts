// The demo's journal directory is removed at a signal itself (the wind-down may be cut short), and the
// signals are watched before it is made; before the console listens, the process ends here by the signal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface DemoJournalDir {
  readonly dir: string;
  /** Whether it was removed (a signal, or the end): nothing may make it again. */
  readonly removed: boolean;
  /** Removes the directory and stops watching the signals; safe to call more than once. */
  remove(): void;
}

export function demoJournalDir(): DemoJournalDir {
  let dir: string | undefined;
  let removed = false;
  const removeDir = (): void => {
    removed = true;
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  };
  const detach = (): void => {
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
  };
  function onSignal(signal: NodeJS.Signals): void {
    detach();
    removeDir();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  try {
    dir = mkdtempSync(join(tmpdir(), 'hoshin-demo-'));
  } catch (error) {
    detach();
    throw error;
  }
  return {
    dir,
    get removed() {
      return removed;
    },
    remove: () => {
      detach();
      removeDir();
    },
  };
}
