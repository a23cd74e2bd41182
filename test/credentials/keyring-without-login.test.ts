// A keyring daemon that runs but has no login keyring (a fresh or headless account) is told to
// create and unlock one, not to "start a keyring daemon"; and `--session-only` is offered only
// where this session has a private directory in memory to keep the secret in.
import { mkdtempSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { KeychainBackend } from '../../source/credentials/keychain-process.js';
import { KeytarStore } from '../../source/credentials/keytar-store.js';
import { waysWithoutKeychain } from '../../source/credentials/resolve.js';
import { StoreUnavailableError } from '../../source/credentials/secret-store.js';

const NO_COLLECTION = 'Object does not exist at path “/org/freedesktop/secrets/collection/login”';
const BUS = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' };

function daemonWithoutLogin(failing: 'findAll' | 'set'): KeychainBackend {
  return {
    load: () => Promise.resolve(),
    findAll: () => (failing === 'findAll' ? Promise.reject(new Error(NO_COLLECTION)) : Promise.resolve(new Map())),
    set: () => Promise.reject(new Error(NO_COLLECTION)),
    delete: () => Promise.resolve(false),
  };
}

describe('a keyring daemon without a login keyring', () => {
  it('is named as such when the keychain is read', async () => {
    const store = new KeytarStore({ env: BUS, platform: 'linux', backend: daemonWithoutLogin('findAll') });
    const status = await store.status();
    expect(status.available).toBe(false);
    const reason = status.available ? '' : status.reason;
    expect(reason).toContain('has no default keyring');
    const ways = waysWithoutKeychain('lab', reason, {});
    expect(ways).toContain('create and unlock a default keyring (over SSH: gnome-keyring-daemon --unlock');
    expect(ways).not.toContain('start a keyring daemon');
  });

  it('is named as such when the secret is stored', async () => {
    const store = new KeytarStore({ env: BUS, platform: 'linux', backend: daemonWithoutLogin('set') });
    const error = await store.set('lab', { appKey: 'k', secret: 's' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(waysWithoutKeychain('lab', (error as Error).message, {})).not.toContain('start a keyring daemon');
  });

  it('a daemon that is not there is still told to start one', () => {
    expect(waysWithoutKeychain('lab', 'no Secret Service answers on D-Bus', {})).toContain('start a keyring daemon');
  });
});

describe('--session-only among the ways', () => {
  it('is left out where XDG_RUNTIME_DIR is unset or unusable', () => {
    expect(waysWithoutKeychain('lab', 'no D-Bus session', {})).not.toContain('--session-only');
    expect(waysWithoutKeychain('lab', 'no D-Bus session', { XDG_RUNTIME_DIR: 'relative/dir' })).not.toContain('--session-only');
    expect(waysWithoutKeychain('lab', 'no D-Bus session', {})).toContain('run "hoshin auth login --profile lab --insecure-storage"');
  });

  it('is offered where the session directory is private and in memory', () => {
    const runtime = mkdtempSync('/dev/shm/hoshin-runtime-');
    try {
      const ways = waysWithoutKeychain('lab', 'no D-Bus session', { XDG_RUNTIME_DIR: runtime });
      expect(ways).toContain('run "hoshin auth login --profile lab --session-only"');
    } finally {
      rmSync(runtime, { recursive: true, force: true });
    }
  });
});
