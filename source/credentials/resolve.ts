// Which app key and secret a profile uses: the environment pair, then the stores in lookupOrder. Pure apart from the stores.
import { HoshinError } from '../core/errors.js';
import type { Credentials } from '../core/credentials.js';
import type { CredentialSource } from '../core/credentials.js';
import { KEYCHAIN_MODULE, NO_DEFAULT_KEYRING } from './keychain-process.js';
import { runtimeDirectoryProblem } from './session-store.js';
import { StoreUnavailableError, type SecretStore } from './secret-store.js';

import { APP_KEY_VARIABLE, SECRET_VARIABLE } from '../core/credentials.js';

export { APP_KEY_VARIABLE, SECRET_VARIABLE };

export interface ResolvedCredentials {
  readonly credentials: Credentials;
  readonly source: CredentialSource;
  /** Where they were found (keychain description or file path); undefined for the environment. */
  readonly location?: string;
}

/** The environment pair, undefined when neither is set; one without the other is an error. */
export function environmentCredentials(env: NodeJS.ProcessEnv): Credentials | undefined {
  const appKey = env[APP_KEY_VARIABLE] || undefined;
  const secret = env[SECRET_VARIABLE] || undefined;
  if (appKey && secret) return { appKey, secret };
  if (appKey)
    throw new HoshinError(
      'usage',
      `${APP_KEY_VARIABLE} is set but ${SECRET_VARIABLE} is not: set both, or unset ${APP_KEY_VARIABLE} to use stored credentials`,
    );
  if (secret)
    throw new HoshinError(
      'usage',
      `${SECRET_VARIABLE} is set but ${APP_KEY_VARIABLE} is not: set both, or unset ${SECRET_VARIABLE} to use stored credentials`,
    );
  return undefined;
}

/** A keyring daemon is offered only where one would help. */
export function waysWithoutKeychain(profile: string, keychainReason: string | undefined, env: NodeJS.ProcessEnv): string {
  const login = `hoshin auth login --profile ${profile}`;
  const ways = [`set ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE}`];
  // Offered only where this session has a private directory in memory: elsewhere it would fail.
  if (runtimeDirectoryProblem(env) === undefined)
    ways.push(`run "${login} --session-only" to keep the secret for this login session only (in memory)`);
  ways.push(`${ways.length > 1 ? '' : 'run '}"${login} --insecure-storage" to keep it in a plain-text file (mode 0600)`);
  if (keychainReason === NO_DEFAULT_KEYRING)
    ways.push(
      `create and unlock a default keyring (over SSH: gnome-keyring-daemon --unlock, with its password on stdin), then run "${login}"`,
    );
  else if (!keychainReason?.startsWith(KEYCHAIN_MODULE)) ways.push('start a keyring daemon (e.g. gnome-keyring in a D-Bus session)');
  return ways.join(', or ');
}

const UNUSABLE: Readonly<Record<SecretStore['source'], string>> = {
  keychain: 'keychain unavailable',
  file: 'plain-text file unusable',
  session: 'session store unusable',
};

export interface ResolveInput {
  readonly profile: string;
  readonly env: NodeJS.ProcessEnv;
  /** Consulted in order (stores.ts lookupOrder). */
  readonly stores: readonly SecretStore[];
}

export async function resolveCredentials(input: ResolveInput): Promise<ResolvedCredentials> {
  const fromEnvironment = environmentCredentials(input.env);
  if (fromEnvironment) return { credentials: fromEnvironment, source: 'environment' };
  const problems: string[] = [];
  let keychainReason: string | undefined;
  for (const store of input.stores) {
    try {
      const credentials = await store.get(input.profile);
      if (credentials) return { credentials, source: store.source, location: store.location };
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      if (store.source === 'keychain') keychainReason = error.message;
      problems.push(`${UNUSABLE[store.source]}: ${error.message}`);
    }
  }
  const why = problems.length > 0 ? ` (${problems.join('; ')})` : '';
  const forward =
    keychainReason !== undefined
      ? waysWithoutKeychain(input.profile, keychainReason, input.env)
      : `run "hoshin auth login --profile ${input.profile}", or set ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE}`;
  return Promise.reject(new HoshinError('auth', `no credentials for profile "${input.profile}"${why}: ${forward}`));
}
