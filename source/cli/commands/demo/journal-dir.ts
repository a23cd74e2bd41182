// The demo's journal lives in a temporary directory that goes with the demo, also when a signal ends
// it (ctrl-c before the console takes the keys, SIGTERM, SIGHUP when the SSH link drops). It is
// removed at the signal itself: the console's wind-down after it can be cut short by its grace time
// or a second signal. Before the console listens for signals nobody else ends the process, so it is
// ended here by the same signal (the shell sees 128 + its number). The signals are watched before the
// directory is made: a signal between the two would otherwise end the process and leave it behind.
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
