// The config file: named profiles and the active one; never a secret; a hand-broken file is reported, never replaced.
import { refusal } from '../core/refusal.js';
import { readFileSync } from 'node:fs';
import { hideUrlPassword } from '../core/url-text.js';
import { HoshinError } from '../core/errors.js';
import type { DialectSetting } from '../core/credentials.js';
import { isDialect } from '../signing/signing.js';
import { lineAt, parseJsonText } from './json-errors.js';
import type { HoshinPaths } from './paths.js';
import { writePrivateFileAtomic } from './private-files.js';

export const DEFAULT_PROFILE = 'default';
export const DIALECT_SETTINGS: readonly DialectSetting[] = ['auto', 'hoshinplan', 'encoded', 'plain'];

export interface ProfileSettings {
  readonly baseUrl?: string;
  readonly dialect?: DialectSetting;
  readonly readOnly?: boolean;
}

export interface HoshinConfig {
  readonly activeProfile?: string;
  readonly profiles: Readonly<Record<string, ProfileSettings>>;
}

export const EMPTY_CONFIG: HoshinConfig = { profiles: {} };

const PROFILE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

export function isProfileName(name: string): boolean {
  return PROFILE_NAME.test(name) && name !== '.' && name !== '..';
}

/** Refuses names that could not be a file name or keychain account everywhere. */
export function checkProfileName(name: string, where = 'profile name'): string {
  if (!isProfileName(name)) {
    throw refusal(where, name, 'is not a profile name', ['A profile name is letters, digits, "-", "_" and "." (at most 64).']);
  }
  return name;
}

export function isDialectSetting(value: string): value is DialectSetting {
  return value === 'auto' || isDialect(value);
}

export function checkDialectSetting(value: string, where: string): DialectSetting {
  if (!isDialectSetting(value)) {
    throw refusal(where, value, 'is not a dialect', [`Dialects: ${DIALECT_SETTINGS.join(', ')}.`]);
  }
  return value;
}

/** An http(s) URL without query or fragment; the trailing slash is dropped. */
export function checkBaseUrl(value: string, where: string): string {
  let url: URL;
  const shown = hideUrlPassword(value);
  try {
    url = new URL(value);
  } catch {
    throw refusal(where, shown, 'is not a URL', ['A base URL reads like https://plan.example.com.']);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refusal(where, shown, 'does not start with http:// or https://');
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw refusal(where, shown, 'carries a query, fragment, user name or password', [
      'A base URL is the scheme, the host and a path only.',
    ]);
  }
  return value.replace(/\/+$/, '');
}

function configError(file: string, line: number, reason: string): HoshinError {
  return new HoshinError('usage', `config file ${file} line ${line}: ${reason}; fix or remove it (hoshin has not changed it)`);
}

/** The line where a key first appears, to point at the profile a bad value belongs to. */
function lineOfKey(text: string, key: string): number {
  const offset = text.indexOf(JSON.stringify(key));
  return offset === -1 ? 1 : lineAt(text, offset);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses config.json text; `file` names it in errors. */
export function parseConfig(text: string, file: string): HoshinConfig {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw configError(file, parsed.failure.line, parsed.failure.reason);
  const root = parsed.value;
  if (!isRecord(root)) throw configError(file, 1, 'expected an object { "profiles": { ... } }');
  for (const key of Object.keys(root)) {
    if (key !== 'activeProfile' && key !== 'profiles') throw configError(file, lineOfKey(text, key), `unknown setting "${key}"`);
  }
  const profilesValue = root.profiles ?? {};
  if (!isRecord(profilesValue)) throw configError(file, lineOfKey(text, 'profiles'), '"profiles" must be an object');
  const profiles: Record<string, ProfileSettings> = {};
  for (const [name, value] of Object.entries(profilesValue)) {
    const line = lineOfKey(text, name);
    if (!isProfileName(name)) throw configError(file, line, `profile name "${name}" is not allowed (letters, digits, "-", "_", ".")`);
    if (!isRecord(value)) throw configError(file, line, `profile "${name}" must be an object`);
    const settings: { baseUrl?: string; dialect?: DialectSetting; readOnly?: boolean } = {};
    for (const [key, setting] of Object.entries(value)) {
      const where = `profile "${name}" ${key}`;
      if (key === 'baseUrl' && typeof setting === 'string') {
        try {
          settings.baseUrl = checkBaseUrl(setting, where);
        } catch (error) {
          throw configError(file, line, error instanceof Error ? error.message : String(error));
        }
      } else if (key === 'dialect' && typeof setting === 'string' && isDialectSetting(setting)) {
        settings.dialect = setting;
      } else if (key === 'readOnly' && typeof setting === 'boolean') {
        settings.readOnly = setting;
      } else if (key === 'baseUrl' || key === 'dialect' || key === 'readOnly') {
        const expected = key === 'readOnly' ? 'true or false' : key === 'dialect' ? DIALECT_SETTINGS.join(', ') : 'a URL';
        throw configError(file, line, `${where} must be ${expected}`);
      } else {
        throw configError(file, line, `profile "${name}" has an unknown setting "${key}"`);
      }
    }
    profiles[name] = settings;
  }
  const active = root.activeProfile;
  if (active !== undefined && (typeof active !== 'string' || !isProfileName(active))) {
    throw configError(file, lineOfKey(text, 'activeProfile'), '"activeProfile" must be a profile name');
  }
  return active === undefined ? { profiles } : { activeProfile: active, profiles };
}

export function formatConfig(config: HoshinConfig): string {
  return `${JSON.stringify({ activeProfile: config.activeProfile, profiles: config.profiles }, null, 2)}\n`;
}

/** The config, or an empty one when the file does not exist yet. */
export function loadConfig(paths: HoshinPaths): HoshinConfig {
  let text: string;
  try {
    text = readFileSync(paths.configFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_CONFIG;
    throw new HoshinError('usage', `cannot read config file ${paths.configFile}: ${(error as Error).message}`);
  }
  return parseConfig(text, paths.configFile);
}

export function saveConfig(paths: HoshinPaths, config: HoshinConfig): void {
  writePrivateFileAtomic(paths.configFile, formatConfig(config));
}

/** Read, change, write: a broken file stops here, before anything is written. */
export function updateConfig(paths: HoshinPaths, change: (config: HoshinConfig) => HoshinConfig): HoshinConfig {
  const next = change(loadConfig(paths));
  saveConfig(paths, next);
  return next;
}
