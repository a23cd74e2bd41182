// Which profile's index a command or the console works on, and opening it.
import { EMPTY_CONFIG, loadConfig } from '../config/config.js';
import { hoshinPaths, indexFile } from '../config/paths.js';
import { selectProfileName } from '../config/settings.js';
import { openIndexStore, type IndexStore, type IndexStoreOptions } from './store.js';

/**
 * --profile > HOSHIN_PROFILE > the config's active profile > "default". The config file is read
 * only when the first two are absent, so a broken config does not block an explicit profile.
 */
export function indexProfileName(flags: { readonly profile?: string }, env: NodeJS.ProcessEnv): string {
  const explicit = flags.profile !== undefined || Boolean(env.HOSHIN_PROFILE);
  return selectProfileName(flags, env, explicit ? EMPTY_CONFIG : loadConfig(hoshinPaths(env)));
}

export interface ProfileIndex {
  readonly profile: string;
  readonly store: IndexStore;
}

/** Opens the profile's index; a file that had to be moved aside is reported through `warn`. */
export async function openProfileIndex(
  flags: { readonly profile?: string },
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  options: IndexStoreOptions = {},
): Promise<ProfileIndex> {
  const profile = indexProfileName(flags, env);
  const store = await openIndexStore(indexFile(hoshinPaths(env), profile), options);
  if (store.recovery) warn(store.recovery.message);
  return { profile, store };
}
