// Which service's store a command or the console works on, and opening it. The store is chosen by
// the effective base URL and app key (flags and environment over the profile), so an override
// never writes one service's resources into another's store.
import { EMPTY_CONFIG, loadConfig, type HoshinConfig } from '../config/config.js';
import { hoshinPaths, type HoshinPaths } from '../config/paths.js';
import { resolveSettings } from '../config/settings.js';
import { APP_KEY_VARIABLE } from '../core/credentials.js';
import { HoshinError } from '../core/errors.js';
import { openDatabase } from '../store/database.js';
import { normaliseBaseUrl, serviceIdentity, type ServiceIdentity } from './service-identity.js';
import { openIndexStore, type IndexStore, type IndexStoreOptions } from './index-store.js';

/** Which service a profile last connected to: lets offline commands and completion find its store. */
export function lastServiceOf(paths: HoshinPaths, profile: string): ServiceIdentity | undefined {
  try {
    const saved = openDatabase(paths).statement('SELECT base_url, app_key FROM profile_services WHERE profile = ?').get(profile) as
      { base_url: string; app_key: string } | undefined;
    return saved ? serviceIdentity(saved.base_url, saved.app_key) : undefined;
  } catch {
    return undefined;
  }
}

function rememberService(paths: HoshinPaths, profile: string, identity: ServiceIdentity): void {
  if (lastServiceOf(paths, profile)?.id === identity.id) return;
  try {
    openDatabase(paths)
      .statement('INSERT OR REPLACE INTO profile_services (profile, base_url, app_key) VALUES (?, ?, ?)')
      .run(profile, identity.baseUrl, identity.appKey);
  } catch {
    // only a convenience for offline commands
  }
}

export interface ServiceChoice {
  readonly profile: string;
  readonly identity: ServiceIdentity;
}

function configOf(paths: HoshinPaths): HoshinConfig {
  try {
    return loadConfig(paths);
  } catch {
    return EMPTY_CONFIG;
  }
}

/** True unless an override names another service than the profile's saved base URL. */
function isProfilesOwn(profile: string, baseUrl: string, config: HoshinConfig): boolean {
  const saved = config.profiles[profile]?.baseUrl;
  return saved === undefined || normaliseBaseUrl(saved) === normaliseBaseUrl(baseUrl);
}

/** The service a connection talks to, with the app key it signs with. */
export function connectionService(paths: HoshinPaths, profile: string, baseUrl: string, appKey: string): ServiceChoice {
  const identity = serviceIdentity(baseUrl, appKey);
  // Only the profile's own service (no override names another) is remembered as its last.
  if (isProfilesOwn(profile, baseUrl, configOf(paths))) rememberService(paths, profile, identity);
  return { profile, identity };
}

/**
 * The service of a command that sends nothing (history, index): the effective base URL, and the
 * app key from HOSHIN_APP_KEY, else the one the profile last connected to that service with, else
 * the stored credentials'.
 */
export async function offlineService(
  flags: { readonly profile?: string; readonly baseUrl?: string },
  env: NodeJS.ProcessEnv,
  lookupAppKey: (profile: string) => Promise<string>,
): Promise<ServiceChoice> {
  const known = knownService(flags, env);
  if (known.choice) return known.choice;
  return {
    ...known.partial,
    identity: serviceIdentity(known.partial.baseUrl, await lookupAppKey(known.partial.profile)),
  };
}

/**
 * The service as far as it is known without asking a credential store (completion): the choice,
 * or the profile and base URL when the app key is not known that way.
 */
export function knownService(
  flags: { readonly profile?: string; readonly baseUrl?: string },
  env: NodeJS.ProcessEnv,
):
  | { readonly choice: ServiceChoice; readonly partial?: undefined }
  | { readonly choice?: undefined; readonly partial: { profile: string; baseUrl: string } } {
  const paths = hoshinPaths(env);
  const config = configOf(paths);
  const settings = resolveSettings(flags, env, config);
  const profile = settings.profileName;
  if (settings.baseUrl === undefined) {
    throw new HoshinError(
      'usage',
      `no base URL for profile "${profile}", so no local store to read: pass --base-url URL, set HOSHIN_BASE_URL, ` +
        `or save one with "hoshin profile set ${profile} --base-url URL"`,
    );
  }
  const last = lastServiceOf(paths, profile);
  const appKey = env[APP_KEY_VARIABLE] || (last && last.baseUrl === normaliseBaseUrl(settings.baseUrl) ? last.appKey : undefined);
  if (!appKey) return { partial: { profile, baseUrl: settings.baseUrl } };
  return { choice: { profile, identity: serviceIdentity(settings.baseUrl, appKey) } };
}

export interface ServiceIndex {
  readonly profile: string;
  readonly identity: ServiceIdentity;
  readonly store: IndexStore;
}

/** Opens the service's store in the user's database (what opening it had to say goes to `warn`). */
export async function openServiceIndex(
  choice: ServiceChoice,
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void,
  options: IndexStoreOptions = {},
): Promise<ServiceIndex> {
  const paths = hoshinPaths(env);
  const db = openDatabase(paths, warn);
  const store = openIndexStore(db, choice.identity, { ...options, onBadRow: options.onBadRow ?? warn });
  return { profile: choice.profile, identity: choice.identity, store };
}
