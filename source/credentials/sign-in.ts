// Logging in: the questions in one order, one signed request that proves them, one place to keep them.
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { Credentials, DialectSetting } from '../core/credentials.js';
import type { ClientOptions } from '../client/types.js';
import { updateConfig, type HoshinConfig } from '../config/config.js';
import type { HoshinPaths } from '../config/paths.js';
import { explainRefusal } from './explain.js';
import type { SecretStore } from './secret-store.js';
import type { Keeping } from './login-rule.js';
import type { CredentialStores } from './stores.js';

export interface VerifyOptions {
  readonly dialect: DialectSetting;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** The profile's memory of services and the machine's signing seconds (config/service-memory-file.ts). */
  readonly shared?: Pick<ClientOptions, 'memory' | 'leases' | 'proxy' | 'timeouts'>;
}

/** One signed GET /companies; the dialect that worked, or a refusal saying that nothing was saved. */
export async function verifyCredentials(baseUrl: string, credentials: Credentials, options: VerifyOptions): Promise<DialectSetting> {
  // The HTTP client (undici) loads with the first login check, not with every command that could
  // log in: the connection's module is read by list and get, and by the demo before its first frame.
  const { createClient } = await import('../client/http-client.js');
  const client = createClient({
    baseUrl,
    credentials,
    dialect: options.dialect,
    ...(options.now ? { now: options.now } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...options.shared,
  });
  try {
    await client.list('company', null);
    return client.dialectInUse ?? options.dialect;
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    if (error.kind === 'auth') {
      throw new HoshinError('auth', `login refused by ${baseUrl}: ${explainRefusal(error)}; nothing was saved`, error.details);
    }
    throw new HoshinError(
      error.kind,
      `could not check the credentials against ${baseUrl}: ${error.message}; nothing was saved`,
      error.details,
    );
  } finally {
    await client.close();
  }
}

/** The store behind a choice: "this session" is the console's memory, or the runtime directory for a command. */
export function storeFor(keeping: Keeping, stores: CredentialStores, place: 'console' | 'command'): SecretStore {
  if (keeping === 'keychain') return stores.keychain;
  if (keeping === 'file') return stores.file;
  return place === 'console' ? stores.memory : stores.session;
}

export interface KeptLogin {
  /** The config as saved; null when nothing was written (the console's memory). */
  readonly config: HoshinConfig | null;
}

/** A lasting store removes the profile's copies elsewhere, so an old secret never shadows the new one. */
export async function keepLogin(input: {
  readonly paths: HoshinPaths;
  readonly stores: CredentialStores;
  readonly store: SecretStore;
  readonly profile: string;
  readonly credentials: Credentials;
  readonly baseUrl: string;
  readonly dialect: DialectSetting;
}): Promise<KeptLogin> {
  const { stores, store, profile } = input;
  await store.set(profile, input.credentials);
  if (store === stores.memory) return { config: null };
  for (const other of [stores.session, stores.keychain, stores.file]) {
    if (other !== store) await removeQuietly(other, profile);
  }
  const config = updateConfig(input.paths, (current: HoshinConfig) => ({
    activeProfile: current.activeProfile ?? profile,
    profiles: {
      ...current.profiles,
      [profile]: { ...current.profiles[profile], baseUrl: input.baseUrl, dialect: input.dialect },
    },
  }));
  return { config };
}

async function removeQuietly(store: SecretStore, profile: string): Promise<void> {
  try {
    await store.delete(profile);
  } catch {
    // Unreachable store: nothing of this profile can be read from it either.
  }
}
