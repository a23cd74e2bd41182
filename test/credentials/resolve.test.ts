import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HoshinError } from '../../source/core/errors.js';
import type { Credentials } from '../../source/core/credentials.js';
import { KEYCHAIN_MODULE, KeytarLoadError, type KeychainBackend } from '../../source/credentials/keychain-process.js';
import { KeytarStore } from '../../source/credentials/keytar-store.js';
import { PlainFileStore } from '../../source/credentials/plain-file-store.js';
import { resolveCredentials } from '../../source/credentials/resolve.js';
import { shortenKey, StoreUnavailableError, type SecretStore, type StoreStatus } from '../../source/credentials/secret-store.js';
import { type StoredSource } from '../../source/core/credentials.js';

const STORED: Credentials = { appKey: 'stored-key-0123456789', secret: 'stored-secret' };
const ENV = { HOSHIN_APP_KEY: 'env-key', HOSHIN_APP_SECRET: 'env-secret' };

/** An in-memory store; `unavailable` makes every call fail as a missing keychain would. */
class FakeStore implements SecretStore {
  readonly location: string;
  readonly entries = new Map<string, Credentials>();
  calls = 0;
  constructor(
    readonly source: StoredSource,
    private readonly unavailable?: string,
  ) {
    this.location = `fake ${source}`;
  }
  private check(): void {
    this.calls += 1;
    if (this.unavailable) throw new StoreUnavailableError(this.source, this.unavailable);
  }
  async status(): Promise<StoreStatus> {
    return this.unavailable ? { available: false, reason: this.unavailable } : { available: true, detail: 'fake' };
  }
  async get(profile: string) {
    this.check();
    return this.entries.get(profile);
  }
  async set(profile: string, credentials: Credentials) {
    this.check();
    this.entries.set(profile, credentials);
  }
  async delete(profile: string) {
    this.check();
    return this.entries.delete(profile);
  }
}

async function refusal(promise: Promise<unknown>): Promise<HoshinError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    return error as HoshinError;
  }
  throw new Error('expected a refusal');
}

/** A keychain whose calls never answer, like one waiting on a prompt nobody can see. */
function silentKeychain(): KeychainBackend {
  const never = () => new Promise<never>(() => undefined);
  return { load: async () => undefined, findAll: never, set: never, delete: never };
}

function memoryKeychain(): KeychainBackend & { entries: Map<string, string>; reads: number } {
  const entries = new Map<string, string>();
  const backend = {
    entries,
    reads: 0,
    load: async () => undefined,
    findAll: async (service: string) => {
      backend.reads += 1;
      return new Map(
        [...entries].filter(([key]) => key.startsWith(`${service}/`)).map(([key, value]) => [key.slice(service.length + 1), value]),
      );
    },
    set: async (service: string, account: string, password: string) => void entries.set(`${service}/${account}`, password),
    delete: async (service: string, account: string) => entries.delete(`${service}/${account}`),
  };
  return backend;
}

function failingKeychain(error: Error): KeychainBackend {
  const fail = async () => Promise.reject(error);
  return { load: fail, findAll: fail, set: fail, delete: fail };
}

const DBUS = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' };

describe('resolveCredentials', () => {
  it('prefers the environment pair over anything stored', async () => {
    const keychain = new FakeStore('keychain');
    keychain.entries.set('prod', STORED);
    const found = await resolveCredentials({ profile: 'prod', env: ENV, stores: [keychain] });
    expect(found).toEqual({ credentials: { appKey: 'env-key', secret: 'env-secret' }, source: 'environment' });
    expect(keychain.calls).toBe(0);
  });

  it.each([
    [{ HOSHIN_APP_KEY: 'k' }, /HOSHIN_APP_KEY is set but HOSHIN_APP_SECRET is not/],
    [{ HOSHIN_APP_SECRET: 's' }, /HOSHIN_APP_SECRET is set but HOSHIN_APP_KEY is not/],
  ])('refuses half an environment pair (%o)', async (env, message) => {
    const keychain = new FakeStore('keychain');
    keychain.entries.set('prod', STORED);
    const error = await refusal(resolveCredentials({ profile: 'prod', env, stores: [keychain] }));
    expect(error.message).toMatch(message);
    expect(error.exitCode).toBe(2);
    expect(error.message).not.toContain('"s"');
  });

  it('reads the keychain first, then the plain-text file', async () => {
    const keychain = new FakeStore('keychain');
    const file = new FakeStore('file');
    file.entries.set('prod', { appKey: 'file-key', secret: 'file-secret' });
    expect((await resolveCredentials({ profile: 'prod', env: {}, stores: [keychain, file] })).source).toBe('file');
    keychain.entries.set('prod', STORED);
    const found = await resolveCredentials({ profile: 'prod', env: {}, stores: [keychain, file] });
    expect(found).toEqual({ credentials: STORED, source: 'keychain', location: 'fake keychain' });
  });

  it('falls back to the file when the keychain is unavailable', async () => {
    const keychain = new FakeStore('keychain', 'no D-Bus session');
    const file = new FakeStore('file');
    file.entries.set('prod', STORED);
    expect((await resolveCredentials({ profile: 'prod', env: {}, stores: [keychain, file] })).source).toBe('file');
  });

  it('with nothing stored, refuses with exit 3 and names the ways forward', async () => {
    const error = await refusal(
      resolveCredentials({ profile: 'prod', env: {}, stores: [new FakeStore('keychain'), new FakeStore('file')] }),
    );
    expect(error.kind).toBe('auth');
    expect(error.exitCode).toBe(3);
    expect(error.message).toContain('no credentials for profile "prod"');
    expect(error.message).toContain('hoshin auth login --profile prod');
    expect(error.message).toContain('HOSHIN_APP_KEY and HOSHIN_APP_SECRET');
  });

  it('with no keychain, says why and offers the environment, the plain-text file and a keyring daemon', async () => {
    const error = await refusal(
      resolveCredentials({
        profile: 'prod',
        env: {},
        stores: [new FakeStore('keychain', 'no D-Bus session'), new FakeStore('file')],
      }),
    );
    expect(error.exitCode).toBe(3);
    expect(error.message).toContain('keychain unavailable: no D-Bus session');
    expect(error.message).toContain('--insecure-storage');
    expect(error.message).toContain('keyring daemon');
  });

  it('offers no keyring daemon when the keychain module itself cannot be loaded', async () => {
    for (const reason of [`${KEYCHAIN_MODULE} is not installed`, `${KEYCHAIN_MODULE} cannot be loaded by the single-file executable`]) {
      const error = await refusal(
        resolveCredentials({
          profile: 'prod',
          env: {},
          stores: [new FakeStore('keychain', reason), new FakeStore('file')],
        }),
      );
      expect(error.message, reason).toContain(`keychain unavailable: ${reason}`);
      expect(error.message, reason).toContain('--insecure-storage');
      expect(error.message, reason).not.toContain('keyring daemon');
    }
  });
});

describe('KeytarStore', () => {
  it('does not touch the keychain on Linux without a D-Bus session', async () => {
    const backend = memoryKeychain();
    const store = new KeytarStore({ env: {}, platform: 'linux', backend });
    await expect(store.get('prod')).rejects.toThrow(/DBUS_SESSION_BUS_ADDRESS is not set/);
    await expect(store.set('prod', STORED)).rejects.toThrow(StoreUnavailableError);
    expect((await store.status()).available).toBe(false);
    expect(backend.reads).toBe(0);
    expect(backend.entries.size).toBe(0);
  });

  it('gives up on a silent keychain after its timeout, and does not wait again', async () => {
    const store = new KeytarStore({ env: DBUS, platform: 'linux', backend: silentKeychain(), timeoutMs: 50 });
    await expect(store.get('prod')).rejects.toThrow(/did not answer within 0.05 s \(reading\)/);
    await expect(store.set('prod', STORED)).rejects.toThrow(/did not answer/);
    const file = new FakeStore('file');
    file.entries.set('prod', STORED);
    const found = await resolveCredentials({ profile: 'prod', env: {}, stores: [store, file] });
    expect(found.source).toBe('file');
  });

  it('says when keytar is not installed or cannot load', async () => {
    const notInstalled = new KeytarStore({
      env: DBUS,
      platform: 'linux',
      backend: failingKeychain(new KeytarLoadError('keytar (the optional keychain module) is not installed', true)),
    });
    expect(await notInstalled.status()).toEqual({
      available: false,
      reason: 'keytar (the optional keychain module) is not installed',
    });
    expect(await notInstalled.moduleStatus()).toEqual({
      loaded: false,
      reason: 'keytar (the optional keychain module) is not installed',
    });
    const broken = new KeytarStore({
      env: DBUS,
      platform: 'linux',
      backend: failingKeychain(
        new KeytarLoadError('keytar (the optional keychain module) could not be loaded: libsecret-1.so.0: cannot open', false),
      ),
    });
    await expect(broken.get('prod')).rejects.toThrow(/could not be loaded: libsecret-1.so.0/);
  });

  it('explains a keychain with no Secret Service behind it', async () => {
    const store = new KeytarStore({
      env: DBUS,
      platform: 'linux',
      backend: failingKeychain(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
    });
    expect(await store.status()).toEqual({
      available: false,
      reason: expect.stringContaining('no Secret Service answers on D-Bus'),
    });
  });

  it('keeps key and secret together in one entry per profile under service "hoshin", read once for all profiles', async () => {
    const backend = memoryKeychain();
    const store = new KeytarStore({ env: DBUS, platform: 'linux', backend });
    await store.set('prod', STORED);
    expect(JSON.parse(backend.entries.get('hoshin/prod') ?? '')).toEqual(STORED);
    expect(await store.get('prod')).toEqual(STORED);
    expect(await store.get('staging')).toBeUndefined();
    expect((await store.status()).available).toBe(true);
    expect(backend.reads).toBe(1);
    expect(await store.delete('prod')).toBe(true);
    expect(await store.get('prod')).toBeUndefined();
    backend.entries.set('hoshin/odd', 'not json');
    await expect(new KeytarStore({ env: DBUS, platform: 'linux', backend }).get('odd')).rejects.toThrow(/not in hoshin's format/);
  });
});

describe('PlainFileStore', () => {
  const fresh = () => new PlainFileStore(join(mkdtempSync(join(tmpdir(), 'hoshin-file-')), 'config', 'credentials.json'));

  it('keeps entries in a 0600 file and removes the file with the last entry', async () => {
    const store = fresh();
    expect(store.exists()).toBe(false);
    expect(await store.get('prod')).toBeUndefined();
    await store.set('prod', STORED);
    await store.set('lab', { appKey: 'lab-key', secret: 'lab-secret' });
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(await store.get('prod')).toEqual(STORED);
    expect(await store.delete('prod')).toBe(true);
    expect(await store.delete('prod')).toBe(false);
    expect(await store.get('lab')).toEqual({ appKey: 'lab-key', secret: 'lab-secret' });
    await store.delete('lab');
    expect(store.exists()).toBe(false);
  });

  it('reports a broken file by line without quoting it, and leaves it alone', async () => {
    const store = fresh();
    await store.set('prod', STORED);
    const broken = '{\n  "profiles": {\n    "prod": { "appKey": "k", "secret": "hunter2" \n  }\n';
    writeFileSync(store.file, broken);
    const error = await store.get('prod').catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toMatch(/credentials\.json line \d+ is not valid JSON/);
    expect((error as Error).message).not.toContain('hunter2');
    await expect(store.set('prod', STORED)).rejects.toThrow(StoreUnavailableError);
    expect(readFileSync(store.file, 'utf8')).toBe(broken);
    expect(readdirSync(join(store.file, '..'))).toEqual(['credentials.json']);
  });
});

describe('shortenKey', () => {
  it('shows the ends of a long key and little of a short one', () => {
    expect(shortenKey('fedcba9876543210')).toBe('fedc…3210');
    expect(shortenKey('abc')).toBe('ab…');
  });
});
