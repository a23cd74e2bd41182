// Where a connection's settings came from, for the console's header. Pure.
import type { CredentialSource } from '../core/credentials.js';
import { APP_KEY_VARIABLE, SECRET_VARIABLE } from '../core/credentials.js';
import type { ResolvedSettings } from './settings.js';

export interface SettingsOrigin {
  /** The profile the connection runs as (its state, its stored credentials). */
  readonly profile: string;
  /** The flags that set something, as typed: `--base-url`, `--dialect`. */
  readonly flags: readonly string[];
  /** The environment variables that set something. */
  readonly variables: readonly string[];
  /** Something came from the profile: its config.json entry or the credentials stored for it. */
  readonly fromProfile: boolean;
  /** The base URL and dialect were typed at the console's login and kept only in memory (no flag was given). */
  readonly login?: true;
}

export interface OriginChoice {
  /** The choice's base URL and dialect were typed at the console's login, not given as flags. */
  readonly typedAtLogin?: boolean;
}

/** Where the base URL, the credentials and the dialect of a connection came from. */
export function settingsOrigin(settings: ResolvedSettings, credentials: CredentialSource, choice: OriginChoice = {}): SettingsOrigin {
  const flags: string[] = [];
  const variables: string[] = [];
  let fromProfile = false;
  const login = choice.typedAtLogin === true;
  const note = (source: ResolvedSettings['sources']['baseUrl'], flag: string, variable: string): void => {
    if (source === 'flag' && !login) flags.push(flag);
    else if (source === 'environment') variables.push(variable);
    else if (source === 'profile') fromProfile = true;
  };
  note(settings.sources.baseUrl, '--base-url', 'HOSHIN_BASE_URL');
  if (credentials === 'environment') variables.push(APP_KEY_VARIABLE, SECRET_VARIABLE);
  // The secret typed at this login is kept in this session's memory: part of the login, not of the profile.
  else if (!(login && credentials === 'session')) fromProfile = true;
  note(settings.sources.dialect, '--dialect', 'HOSHIN_DIALECT');
  return { profile: settings.profileName, flags, variables, fromProfile, ...(login ? { login: true } : {}) };
}

/** The profile's name when all came from it; a mix names each part (`HOSHIN_BASE_URL + profile sb`). */
export function originText(origin: SettingsOrigin): string {
  const parts: string[] = [];
  if (origin.login) parts.push('login');
  if (origin.flags.length > 0) parts.push(origin.flags.join(' '));
  if (origin.variables.length === 1) parts.push(origin.variables[0] ?? '');
  else if (origin.variables.length > 1) parts.push('HOSHIN_*');
  if (parts.length === 0) return origin.profile;
  if (origin.fromProfile) parts.push(`profile ${origin.profile}`);
  return parts.join(' + ');
}
