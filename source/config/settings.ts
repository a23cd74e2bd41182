// Which profile, base URL, dialect and read-only setting a command runs with. Pure: flags, env, config in.
import { HoshinError } from '../core/errors.js';
import type { DialectSetting } from '../core/credentials.js';
import { DEFAULT_TIMEOUT_SECONDS, parseTimeoutSeconds } from './timeout.js';
import { checkBaseUrl, checkDialectSetting, checkProfileName, DEFAULT_PROFILE, type HoshinConfig } from './config.js';

export interface SettingFlags {
  readonly profile?: string;
  readonly baseUrl?: string;
  readonly dialect?: string;
  readonly readonly?: boolean;
  /** --timeout: seconds a request may take in all. */
  readonly timeout?: string;
}

/** --profile > HOSHIN_PROFILE > the config's active profile > "default". */
export function selectProfileName(flags: SettingFlags, env: NodeJS.ProcessEnv, config: HoshinConfig): string {
  if (flags.profile !== undefined) return checkProfileName(flags.profile, '--profile');
  if (env.HOSHIN_PROFILE) return checkProfileName(env.HOSHIN_PROFILE, 'HOSHIN_PROFILE');
  return config.activeProfile ?? DEFAULT_PROFILE;
}

/** Where a setting came from: a flag, a `HOSHIN_*` variable, the profile in config.json, or nowhere (its default). */
export type SettingSource = 'flag' | 'environment' | 'profile' | 'default';

export interface ResolvedSettings {
  readonly profileName: string;
  /** Undefined when nothing names one; see requireBaseUrl. */
  readonly baseUrl: string | undefined;
  readonly dialect: DialectSetting;
  readonly readOnly: boolean;
  /** The overall deadline of each request (--timeout > HOSHIN_TIMEOUT > 60 s). */
  readonly timeoutMs: number;
  /** Where the base URL, the dialect and read-only came from (the base URL: nowhere when none is named). */
  readonly sources: {
    readonly baseUrl: SettingSource;
    readonly dialect: SettingSource;
    readonly readOnly: SettingSource;
  };
}

/** --timeout > HOSHIN_TIMEOUT > 60 s, in ms. */
export function resolveTimeoutMs(flags: Pick<SettingFlags, 'timeout'>, env: NodeJS.ProcessEnv): number {
  if (flags.timeout !== undefined) return parseTimeoutSeconds(flags.timeout, '--timeout');
  if (env.HOSHIN_TIMEOUT) return parseTimeoutSeconds(env.HOSHIN_TIMEOUT, 'HOSHIN_TIMEOUT');
  return DEFAULT_TIMEOUT_SECONDS * 1000;
}

export function resolveSettings(flags: SettingFlags, env: NodeJS.ProcessEnv, config: HoshinConfig): ResolvedSettings {
  const profileName = selectProfileName(flags, env, config);
  const profile = config.profiles[profileName] ?? {};
  const baseUrl =
    flags.baseUrl !== undefined
      ? checkBaseUrl(flags.baseUrl, '--base-url')
      : env.HOSHIN_BASE_URL
        ? checkBaseUrl(env.HOSHIN_BASE_URL, 'HOSHIN_BASE_URL')
        : profile.baseUrl;
  const dialect =
    flags.dialect !== undefined
      ? checkDialectSetting(flags.dialect, '--dialect')
      : env.HOSHIN_DIALECT
        ? checkDialectSetting(env.HOSHIN_DIALECT, 'HOSHIN_DIALECT')
        : (profile.dialect ?? 'auto');
  const source = (flag: unknown, variable: string | undefined, inProfile: unknown): SettingSource =>
    flag !== undefined ? 'flag' : variable ? 'environment' : inProfile !== undefined ? 'profile' : 'default';
  return {
    profileName,
    baseUrl,
    dialect,
    readOnly: flags.readonly === true || profile.readOnly === true,
    timeoutMs: resolveTimeoutMs(flags, env),
    sources: {
      baseUrl: source(flags.baseUrl, env.HOSHIN_BASE_URL, profile.baseUrl),
      dialect: source(flags.dialect, env.HOSHIN_DIALECT, profile.dialect),
      readOnly: flags.readonly === true ? 'flag' : profile.readOnly === true ? 'profile' : 'default',
    },
  };
}

export function requireBaseUrl(settings: ResolvedSettings): string {
  if (settings.baseUrl !== undefined) return settings.baseUrl;
  throw new HoshinError(
    'usage',
    `no base URL for profile "${settings.profileName}": pass --base-url URL, set HOSHIN_BASE_URL, ` +
      `or save one with "hoshin profile set ${settings.profileName} --base-url URL"`,
  );
}
