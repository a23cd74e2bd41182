// "Only for this session" on the command line: a 0600 file under $XDG_RUNTIME_DIR, accepted only
// where that directory is private and in memory (tmpfs).
import { chmodSync, mkdtempSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeDirectoryProblem, SessionFileStore } from '../../source/credentials/session-store.js';
import { StoreUnavailableError } from '../../source/credentials/secret-store.js';

const TMPFS = 0x01021994;

/** A private directory on a memory file system, as systemd-logind makes $XDG_RUNTIME_DIR. */
function runtimeDirectory(): string {
  if (statfsSync('/dev/shm').type !== TMPFS) throw new Error('these tests need /dev/shm to be a tmpfs');
  return mkdtempSync('/dev/shm/hoshin-runtime-');
}

/** A private directory on a disk: the system's temporary directory, or else the project's. */
function directoryOnDisk(): string {
  for (const parent of [tmpdir(), process.cwd()]) {
    if (statfsSync(parent).type !== TMPFS) return mkdtempSync(join(parent, 'hoshin-runtime-'));
  }
  throw new Error('this test needs a directory that is not a tmpfs');
}

describe('the runtime directory', () => {
  it('is accepted when it is private and in memory', () => {
    expect(runtimeDirectoryProblem({ XDG_RUNTIME_DIR: runtimeDirectory() })).toBeUndefined();
  });

  it('is refused, saying why, when missing, shared, on disk, or not on Linux', () => {
    expect(runtimeDirectoryProblem({})).toMatch(/^XDG_RUNTIME_DIR is not set/);
    expect(runtimeDirectoryProblem({ XDG_RUNTIME_DIR: 'run/user/1' })).toMatch(/not an absolute path/);
    const shared = runtimeDirectory();
    chmodSync(shared, 0o755);
    expect(runtimeDirectoryProblem({ XDG_RUNTIME_DIR: shared })).toMatch(/not private to this user/);
    expect(runtimeDirectoryProblem({ XDG_RUNTIME_DIR: runtimeDirectory() }, { uid: 12345 })).toMatch(/not private to this user/);
    expect(runtimeDirectoryProblem({ XDG_RUNTIME_DIR: directoryOnDisk() })).toMatch(
      /not in memory \(tmpfs\): the secret would reach the disk/,
    );
    expect(runtimeDirectoryProblem({ XDG_RUNTIME_DIR: runtimeDirectory() }, { platform: 'darwin' })).toMatch(/only Linux/);
  });
});

describe('SessionFileStore', () => {
  it('keeps the credentials in a 0600 file in a 0700 directory of the runtime directory', async () => {
    const dir = runtimeDirectory();
    const store = new SessionFileStore({ XDG_RUNTIME_DIR: dir });
    await store.set('p', { appKey: 'k', secret: 's' });
    expect(store.location).toBe(join(dir, 'hoshin', 'credentials.json'));
    expect(statSync(store.location).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'hoshin')).mode & 0o777).toBe(0o700);
    expect(await store.get('p')).toEqual({ appKey: 'k', secret: 's' });
    expect(await store.delete('p')).toBe(true);
    expect(await store.get('p')).toBeUndefined();
  });

  it('without a runtime directory holds nothing and refuses to keep anything', async () => {
    const store = new SessionFileStore({});
    expect(await store.get('p')).toBeUndefined();
    expect(await store.delete('p')).toBe(false);
    expect(await store.status()).toMatchObject({ available: false });
    await expect(store.set('p', { appKey: 'k', secret: 's' })).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});
