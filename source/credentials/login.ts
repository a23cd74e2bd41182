// What logging in means, for `hoshin auth login` and the console's login screen alike: one signed
// request proves the credentials, then they are kept in one store and the profile remembers its
// service and the dialect that worked.
import { createClient } from '../client/http-client.js';
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { Credentials, DialectSetting } from '../core/credentials.js';
import type { ClientOptions } from '../client/types.js';
import { updateConfig, type HoshinConfig } from '../config/config.js';
import type { HoshinPaths } from '../config/paths.js';
import { explainRefusal } from './explain.js';
import type { SecretStore } from './secret-store.js';
import type { CredentialStores } from './stores.js';

export interface VerifyOptions {
  readonly dialect: DialectSetting;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** The profile's memory of services and the machine's signing seconds (config/service-memory-file.ts). */
  readonly shared?: Pick<ClientOptions, 'memory' | 'leases' | 'proxy'>;
}

/** One signed GET /companies; the dialect that worked, or a refusal saying that nothing was saved. */
export async function verifyCredentials(baseUrl: string, credentials: Credentials, options: VerifyOptions): Promise<DialectSetting> {
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
    throw new HoshinError(error.kind, `could not check the credentials against ${baseUrl}: ${error.message}; nothing was saved`, error.details);
  } finally {
    await client.close();
  }
}

export interface SavedLogin {
  readonly config: HoshinConfig;
}

/**
 * Keeps the credentials in the chosen store, drops the profile's copy in the other one (an old
 * secret must not shadow or outlive the new one), and records the profile's base URL and dialect;
 * the profile becomes active when none was.
 */
export async function saveLogin(input: {
  readonly paths: HoshinPaths;
  readonly stores: CredentialStores;
  readonly profile: string;
  readonly credentials: Credentials;
  readonly plainText: boolean;
  readonly baseUrl: string;
  readonly dialect: DialectSetting;
}): Promise<SavedLogin> {
  const { stores, profile } = input;
  const [chosen, other] = input.plainText ? [stores.file, stores.keychain] : [stores.keychain, stores.file];
  await chosen.set(profile, input.credentials);
  await removeQuietly(other, profile);
  const config = updateConfig(input.paths, (current: HoshinConfig) => ({
    activeProfile: current.activeProfile ?? profile,
    profiles: { ...current.profiles, [profile]: { ...current.profiles[profile], baseUrl: input.baseUrl, dialect: input.dialect } },
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
