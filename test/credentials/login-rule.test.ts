// The one login rule (console and `hoshin auth login`): the order of the questions, the places a
// verified secret is offered, and what keeping it writes.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { keepingChoices, nextLoginStep } from '../../source/credentials/login-rule.js';
import { keepLogin, storeFor } from '../../source/credentials/sign-in.js';
import { MemoryStore } from '../../source/credentials/memory-store.js';
import { KeytarStore } from '../../source/credentials/keytar-store.js';
import { PlainFileStore } from '../../source/credentials/plain-file-store.js';
import { SessionFileStore } from '../../source/credentials/session-store.js';
import type { CredentialStores } from '../../source/credentials/stores.js';
import { filesUnder } from './leaks.js';

describe('the order of a login', () => {
  it('asks the service, the key, then the secret; checks; only then where to keep it', () => {
    const steps: string[] = [];
    const answers: Record<string, string> = {};
    for (let step = nextLoginStep(answers); step !== 'keep'; step = nextLoginStep(answers)) {
      steps.push(step);
      answers[step === 'verify' ? 'dialect' : step] = 'x';
    }
    expect(steps).toEqual(['baseUrl', 'appKey', 'secret', 'verify']);
    expect(nextLoginStep({ baseUrl: 'u', appKey: 'k' })).toBe('secret');
  });
});

describe('the places offered', () => {
  const base = { sessionLabel: 'only for this session', plainFile: '/c/credentials.json' };
  it('safest first, the plain-text file always last', () => {
    const all = keepingChoices({
      ...base,
      keychain: { available: true, detail: '' },
      session: { available: true, detail: '' },
    });
    expect(all.map((choice) => choice.keeping)).toEqual(['keychain', 'session', 'file']);
    expect(all[2]?.label).toBe('in PLAIN TEXT in /c/credentials.json (mode 0600)');
    const none = keepingChoices({
      ...base,
      keychain: { available: false, reason: 'no bus' },
      session: { available: false, reason: 'no dir' },
    });
    expect(none.map((choice) => choice.keeping)).toEqual(['file']);
  });
});

/** Real stores in a private directory: a keychain that cannot be reached, files, memory. */
function privateStores(): { stores: CredentialStores; home: string; paths: ReturnType<typeof hoshinPaths> } {
  const home = mkdtempSync(join(tmpdir(), 'hoshin-keep-'));
  const paths = hoshinPaths({ HOME: home });
  const stores: CredentialStores = {
    keychain: new KeytarStore({ env: {}, platform: 'linux' }),
    file: new PlainFileStore(paths.insecureCredentialsFile),
    session: new SessionFileStore({}),
    memory: new MemoryStore(),
  };
  return { stores, home, paths };
}

describe('keeping a login', () => {
  const credentials = { appKey: 'key', secret: 's3cret' };

  it("in the console's memory writes nothing at all", async () => {
    const { stores, home, paths } = privateStores();
    const kept = await keepLogin({
      paths,
      stores,
      store: storeFor('session', stores, 'console'),
      profile: 'p',
      credentials,
      baseUrl: 'http://x',
      dialect: 'auto',
    });
    expect(kept.config).toBeNull();
    expect(await stores.memory.get('p')).toEqual(credentials);
    expect(filesUnder(home)).toEqual([]);
  });

  it('in the plain-text file records the profile and makes it active', async () => {
    const { stores, paths } = privateStores();
    const kept = await keepLogin({
      paths,
      stores,
      store: storeFor('file', stores, 'command'),
      profile: 'p',
      credentials,
      baseUrl: 'http://x',
      dialect: 'plain',
    });
    expect(kept.config?.activeProfile).toBe('p');
    expect(JSON.parse(readFileSync(paths.insecureCredentialsFile, 'utf8'))).toEqual({ profiles: { p: credentials } });
    expect(JSON.parse(readFileSync(paths.configFile, 'utf8')).profiles.p).toEqual({
      baseUrl: 'http://x',
      dialect: 'plain',
    });
  });

  it('for this session on the command line removes the plain-text copy (one copy only)', async () => {
    const { paths } = privateStores();
    const runtime = mkdtempSync('/dev/shm/hoshin-runtime-');
    const stores: CredentialStores = {
      ...privateStores().stores,
      file: new PlainFileStore(paths.insecureCredentialsFile),
      session: new SessionFileStore({ XDG_RUNTIME_DIR: runtime }),
    };
    await keepLogin({
      paths,
      stores,
      store: stores.file,
      profile: 'p',
      credentials,
      baseUrl: 'http://x',
      dialect: 'auto',
    });
    expect(storeFor('session', stores, 'command')).toBe(stores.session);
    await keepLogin({
      paths,
      stores,
      store: stores.session,
      profile: 'p',
      credentials,
      baseUrl: 'http://x',
      dialect: 'auto',
    });
    expect(existsSync(paths.insecureCredentialsFile)).toBe(false);
    expect(await stores.session.get('p')).toEqual(credentials);
  });
});
