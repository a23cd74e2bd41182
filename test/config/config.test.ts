import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HoshinError } from '../../source/core/errors.js';
import { loadConfig, parseConfig, saveConfig, updateConfig } from '../../source/config/config.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { requireBaseUrl, resolveSettings } from '../../source/config/settings.js';

const FILE = '/home/op/.config/hoshin/config.json';

function failure(text: string): HoshinError {
  try {
    parseConfig(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    return error as HoshinError;
  }
  throw new Error('expected parseConfig to refuse the text');
}

function tempPaths() {
  const root = mkdtempSync(join(tmpdir(), 'hoshin-config-'));
  return hoshinPaths({ HOSHIN_CONFIG_DIR: join(root, 'config'), HOSHIN_STATE_DIR: join(root, 'state'), HOME: root });
}

describe('parseConfig', () => {
  it('reads profiles and the active one', () => {
    const config = parseConfig(
      JSON.stringify({
        activeProfile: 'prod',
        profiles: {
          prod: { baseUrl: 'https://plan.example.com/', dialect: 'encoded', readOnly: true },
          'stag_2.x': {},
        },
      }),
      FILE,
    );
    expect(config.activeProfile).toBe('prod');
    expect(config.profiles.prod).toEqual({ baseUrl: 'https://plan.example.com', dialect: 'encoded', readOnly: true });
    expect(config.profiles['stag_2.x']).toEqual({});
  });

  it.each([
    ['a bare word', '{\n  "profiles": {\n    "a": { "baseUrl": x }\n  }\n}', 3],
    ['a trailing comma', '{\n  "profiles": {},\n}\n', 3],
    ['a missing comma', '{\n  "activeProfile": "a"\n  "profiles": {}\n}', 3],
    ['a cut-off file', '{\n  "profiles": {\n    "a": {', 3],
    ['an unterminated string', '{\n  "profiles": {\n    "a\n  }\n}', 3],
    ['an empty file', '', 1],
  ])('names the file and line of %s', (_what, text, line) => {
    const error = failure(text);
    expect(error.kind).toBe('usage');
    expect(error.exitCode).toBe(2);
    expect(error.message).toContain(`config file ${FILE} line ${line}:`);
  });

  it.each([
    ['an unknown dialect', '{\n  "profiles": {\n    "prod": { "dialect": "fancy" }\n  }\n}', 3, 'dialect must be'],
    ['a base URL that is not one', '{\n  "profiles": {\n\n    "prod": { "baseUrl": "ftp://x" }\n  }\n}', 4, 'http:// or https://'],
    ['a bad profile name', '{\n  "profiles": {\n    "a b": {}\n  }\n}', 3, 'not allowed'],
    ['an unknown setting', '{\n  "profiles": {},\n  "colour": "red"\n}', 3, 'unknown setting "colour"'],
    ['a non-boolean readOnly', '{\n  "profiles": {\n    "p": { "readOnly": "yes" }\n  }\n}', 3, 'true or false'],
    ['a list at the top', '[]', 1, 'expected an object'],
  ])('refuses %s with file and line', (_what, text, line, reason) => {
    const error = failure(text);
    expect(error.message).toContain(`line ${line}:`);
    expect(error.message).toContain(reason);
  });
});

describe('config file', () => {
  it('is empty when absent, and written 0600 in a 0700 directory', () => {
    const paths = tempPaths();
    expect(loadConfig(paths)).toEqual({ profiles: {} });
    saveConfig(paths, { activeProfile: 'a', profiles: { a: { baseUrl: 'http://127.0.0.1:1' } } });
    expect(statSync(paths.configFile).mode & 0o777).toBe(0o600);
    expect(statSync(paths.configDir).mode & 0o777).toBe(0o700);
    expect(loadConfig(paths).profiles.a?.baseUrl).toBe('http://127.0.0.1:1');
  });

  it('is replaced by rename, leaving no temporary files', () => {
    const paths = tempPaths();
    saveConfig(paths, { profiles: { a: {} } });
    const before = statSync(paths.configFile).ino;
    updateConfig(paths, (config) => ({ ...config, activeProfile: 'a' }));
    expect(statSync(paths.configFile).ino).not.toBe(before);
    expect(readdirSync(paths.configDir)).toEqual(['config.json']);
  });

  it('is never overwritten when broken', () => {
    const paths = tempPaths();
    saveConfig(paths, { profiles: {} });
    const broken = '{\n  "profiles": { "a": { "baseUrl": "http://x" }, }\n}\n';
    writeFileSync(paths.configFile, broken);
    expect(() => updateConfig(paths, (config) => ({ ...config, activeProfile: 'a' }))).toThrow(/line 2/);
    expect(readFileSync(paths.configFile, 'utf8')).toBe(broken);
  });
});

describe('resolveSettings', () => {
  const config = {
    activeProfile: 'staging',
    profiles: {
      staging: { baseUrl: 'https://staging.example.com', dialect: 'plain' as const, readOnly: true },
      prod: { baseUrl: 'https://prod.example.com' },
    },
  };

  it('takes the profile from --profile, then HOSHIN_PROFILE, then the active one, then "default"', () => {
    expect(resolveSettings({ profile: 'prod' }, { HOSHIN_PROFILE: 'staging' }, config).profileName).toBe('prod');
    expect(resolveSettings({}, { HOSHIN_PROFILE: 'prod' }, config).profileName).toBe('prod');
    expect(resolveSettings({}, {}, config).profileName).toBe('staging');
    expect(resolveSettings({}, {}, { profiles: {} }).profileName).toBe('default');
  });

  it('takes the base URL and dialect from flags, then the environment, then the profile', () => {
    const fromFlags = resolveSettings(
      { baseUrl: 'http://127.0.0.1:9/', dialect: 'encoded' },
      { HOSHIN_BASE_URL: 'http://env', HOSHIN_DIALECT: 'hoshinplan' },
      config,
    );
    expect([fromFlags.baseUrl, fromFlags.dialect]).toEqual(['http://127.0.0.1:9', 'encoded']);
    const fromEnv = resolveSettings({}, { HOSHIN_BASE_URL: 'http://env.example', HOSHIN_DIALECT: 'hoshinplan' }, config);
    expect([fromEnv.baseUrl, fromEnv.dialect]).toEqual(['http://env.example', 'hoshinplan']);
    const fromProfile = resolveSettings({}, {}, config);
    expect([fromProfile.baseUrl, fromProfile.dialect, fromProfile.readOnly]).toEqual(['https://staging.example.com', 'plain', true]);
    expect(resolveSettings({ profile: 'prod' }, {}, config).dialect).toBe('auto');
    expect(resolveSettings({ profile: 'prod', readonly: true }, {}, config).readOnly).toBe(true);
  });

  it('refuses bad names, dialects and URLs with usage errors', () => {
    expect(() => resolveSettings({ profile: '../etc' }, {}, config)).toThrow(/--profile: "..\/etc" is not a profile name/);
    expect(() => resolveSettings({}, { HOSHIN_PROFILE: 'a b' }, config)).toThrow(/HOSHIN_PROFILE/);
    expect(() => resolveSettings({ dialect: 'rot13' }, {}, config)).toThrow(/--dialect: "rot13" is not a dialect/);
    expect(() => resolveSettings({}, { HOSHIN_DIALECT: 'x' }, config)).toThrow(/HOSHIN_DIALECT/);
    expect(() => resolveSettings({ baseUrl: 'plan.example.com' }, {}, config)).toThrow(/--base-url: "plan.example.com" is not a URL/);
    expect(() => resolveSettings({ baseUrl: 'http://h/?x=1' }, {}, config)).toThrow(/query/);
  });

  it('names every way to give a missing base URL', () => {
    const settings = resolveSettings({ profile: 'lab' }, {}, config);
    expect(() => requireBaseUrl(settings)).toThrow(/--base-url.*HOSHIN_BASE_URL.*hoshin profile set lab --base-url/);
  });
});

describe('where hoshin keeps its files', () => {
  it('ignores a relative XDG base directory, as the XDG specification says', () => {
    const paths = hoshinPaths({ HOME: '/home/op', XDG_STATE_HOME: 'state', XDG_CONFIG_HOME: './conf' });
    expect(paths.stateDir).toBe('/home/op/.local/state/hoshin');
    expect(paths.configDir).toBe('/home/op/.config/hoshin');
    expect(hoshinPaths({ HOME: '/home/op', XDG_STATE_HOME: '/var/st' }).stateDir).toBe('/var/st/hoshin');
  });

  it('refuses a relative HOSHIN_STATE_DIR or HOSHIN_CONFIG_DIR: it would be another directory in every working directory', () => {
    expect(() => hoshinPaths({ HOME: '/home/op', HOSHIN_STATE_DIR: 'st' })).toThrow(/HOSHIN_STATE_DIR must be an absolute path, not "st"/);
    expect(() => hoshinPaths({ HOME: '/home/op', HOSHIN_CONFIG_DIR: '.' })).toThrow(/HOSHIN_CONFIG_DIR must be an absolute path/);
  });
});
