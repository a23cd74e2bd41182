// The active profile's settings and credentials; apart from connection.ts so what needs no client never loads it.
import { loadConfig } from '../config/config.js';
import { hoshinPaths } from '../config/paths.js';
import { resolveSettings, type ResolvedSettings, type SettingFlags } from '../config/settings.js';
import { resolveCredentials } from '../credentials/resolve.js';
import { credentialStores, lookupOrder } from '../credentials/stores.js';

/** The choice (flags) over the environment over the profile in config.json. */
export function profileSettings(choice: SettingFlags, env: NodeJS.ProcessEnv): ResolvedSettings {
  return resolveSettings(choice, env, loadConfig(hoshinPaths(env)));
}

/** The profile's credentials: environment, then this session, the OS keychain, the consented plain-text file. */
export function profileCredentials(profileName: string, env: NodeJS.ProcessEnv): ReturnType<typeof resolveCredentials> {
  const stores = credentialStores(env, hoshinPaths(env));
  return resolveCredentials({ profile: profileName, env, stores: lookupOrder(stores) });
}
