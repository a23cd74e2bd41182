// Check 7: where the app key and secret come from, whether the keychain answers; never the secret itself.
import { isHoshinError } from '../../../../core/errors.js';
import type { Credentials } from '../../../../core/credentials.js';
import { hoshinPaths } from '../../../../config/paths.js';
import {
  APP_KEY_VARIABLE,
  resolveCredentials,
  SECRET_VARIABLE,
  waysWithoutKeychain,
  type ResolvedCredentials,
} from '../../../../credentials/resolve.js';
import { shortenKey } from '../../../../credentials/secret-store.js';
import { credentialStores, lookupOrder } from '../../../../credentials/stores.js';
import { CREDENTIALS_FAILED, fail, ok, warn, type CheckResult } from './report.js';

export interface CredentialsCheck {
  readonly result: CheckResult;
  /** For the signing check; undefined when none were found. */
  readonly credentials?: Credentials;
  readonly source?: ResolvedCredentials['source'];
}

export async function checkCredentials(profile: string, env: NodeJS.ProcessEnv): Promise<CredentialsCheck> {
  const paths = hoshinPaths(env);
  const stores = credentialStores(env, paths);
  const keychain = await stores.keychain.status();
  const keychainText = keychain.available ? 'the OS keychain is reachable' : `the OS keychain is not reachable: ${keychain.reason}`;
  let found: ResolvedCredentials;
  try {
    found = await resolveCredentials({ profile, env, stores: lookupOrder(stores) });
  } catch (error) {
    if (!isHoshinError(error)) throw error;
    // A credentials file open to others: its own fix, not another place for the secret.
    const chmod = /`(chmod 600 [^`]+)`/.exec(error.message)?.[1];
    const fix = chmod
      ? `run ${chmod}`
      : error.kind === 'usage'
        ? `set both ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE}, or unset the one that is set`
        : keychain.available
          ? `run "hoshin auth login --profile ${profile}", or set ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE}`
          : waysWithoutKeychain(profile, keychain.reason, env);
    // The resolver's message ends with the same way forward: say it once, as the fix.
    const detail = error.message.endsWith(`: ${fix}`) ? error.message.slice(0, -fix.length - 2) : error.message;
    return { result: fail('credentials', error.exitCode || CREDENTIALS_FAILED, detail, fix) };
  }
  const key = `app key ${shortenKey(found.credentials.appKey)}`;
  const base = { credentials: found.credentials, source: found.source };
  const okFrom = (where: string) => ({ ...base, result: ok('credentials', `${key} and secret ${where}`) });
  switch (found.source) {
    case 'environment':
      return okFrom(`from the environment (${APP_KEY_VARIABLE}, ${SECRET_VARIABLE}); ${keychainText}`);
    case 'keychain':
      return okFrom(`from the OS keychain for profile "${profile}"`);
    case 'session':
      return okFrom(`for this session only (${found.location ?? stores.session.location}); ${keychainText}`);
    case 'file': {
      const detail = `${key} and secret from the PLAIN-TEXT file ${found.location ?? stores.file.file}; ${keychainText}`;
      const fix = `run "hoshin auth login --profile ${profile}" to keep the secret in the OS keychain instead`;
      return { ...base, result: keychain.available ? warn('credentials', detail, fix) : ok('credentials', detail) };
    }
  }
}
