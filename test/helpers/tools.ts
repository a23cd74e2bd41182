// What an end-to-end test needs from the machine (a browser, a shell, tmux, the keychain module):
// outside CI a missing one skips the test with the reason printed once; under CI=true it fails the
// file at once, so a CI machine that lacks it cannot pass by skipping. A probe never hangs: it
// runs the tool's own version switch with a deadline.
import { spawnSync } from 'node:child_process';

const CI = process.env.CI === 'true';

/** Whether `command args…` starts and exits 0 within a few seconds. */
export function runs(command: string, args: readonly string[] = ['--version']): boolean {
  const probe = spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 });
  return probe.error === undefined && probe.status === 0;
}

/** Whether the optional keychain module (keytar) is built and loads on this Node. */
export function keytarLoads(): boolean {
  return runs(process.execPath, ['-e', "require('keytar')"]);
}

/**
 * Undefined when the tool is there; otherwise the reason to skip (printed), or under CI=true an
 * error naming what to install.
 */
export function unavailable(what: string, available: boolean, install: string): string | undefined {
  if (available) return undefined;
  const reason = `${what} is not available here (${install})`;
  if (CI) throw new Error(`${reason}; the end-to-end suite needs it under CI=true`);
  console.warn(`skipped: ${reason}`);
  return reason;
}
