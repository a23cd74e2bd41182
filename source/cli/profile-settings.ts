// The active profile's settings and credentials, looked up the one way every command does. Kept
// apart from connection.ts so that commands needing no client (sign) never load it.
import { loadConfig } from '../config/config.js';
import { hoshinPaths } from '../config/paths.js';
import { resolveSettings, type ResolvedSettings, type SettingFlags } from '../config/settings.js';
import { resolveCredentials } from '../credentials/resolve.js';
import { credentialStores, lookupOrder } from '../credentials/stores.js';
import type { CliContext } from '../terminal/io-context.js';

/** Flags over environment over the profile in config.json. */
export function profileSettings(flags: SettingFlags, context: CliContext): ResolvedSettings {
  return resolveSettings(flags, context.env, loadConfig(hoshinPaths(context.env)));
}

/** The profile's credentials: environment, then this session, the OS keychain, the consented plain-text file. */
export function profileCredentials(profileName: string, context: CliContext): ReturnType<typeof resolveCredentials> {
  const stores = credentialStores(context.env, hoshinPaths(context.env));
  return resolveCredentials({ profile: profileName, env: context.env, stores: lookupOrder(stores) });
}
