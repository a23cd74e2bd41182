// Where each setting came from, as resolveSettings finds it, and the few words the header says of it.
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../source/config/settings.js';
import { originText, settingsOrigin } from '../../source/config/settings-origin.js';

const config = {
  activeProfile: 'sb',
  profiles: { sb: { baseUrl: 'https://plan.example.com', dialect: 'plain' as const, readOnly: true }, bare: {} },
};
const env = { HOSHIN_BASE_URL: 'https://env.example.com', HOSHIN_DIALECT: 'encoded' };

describe('the source of each setting', () => {
  it('is the flag, else the environment, else the profile, else the default', () => {
    expect(resolveSettings({ baseUrl: 'https://flag.example.com', dialect: 'hoshinplan', readonly: true }, env, config).sources).toEqual({
      baseUrl: 'flag',
      dialect: 'flag',
      readOnly: 'flag',
    });
    expect(resolveSettings({}, env, config).sources).toEqual({ baseUrl: 'environment', dialect: 'environment', readOnly: 'profile' });
    expect(resolveSettings({}, {}, config).sources).toEqual({ baseUrl: 'profile', dialect: 'profile', readOnly: 'profile' });
    expect(resolveSettings({ profile: 'bare' }, {}, config).sources).toEqual({
      baseUrl: 'default',
      dialect: 'default',
      readOnly: 'default',
    });
  });

  it('an empty variable does not count, as it does not set anything', () => {
    expect(resolveSettings({}, { HOSHIN_BASE_URL: '' }, config).sources.baseUrl).toBe('profile');
  });
});

describe('the origin in the header', () => {
  const origin = (
    flags: Parameters<typeof resolveSettings>[0],
    vars: NodeJS.ProcessEnv,
    credentials: Parameters<typeof settingsOrigin>[1],
  ) => originText(settingsOrigin(resolveSettings(flags, vars, config), credentials));

  it('names the profile alone when everything came from it', () => {
    expect(origin({}, {}, 'keychain')).toBe('sb');
    expect(origin({ profile: 'bare', baseUrl: 'https://flag.example.com' }, {}, 'file')).toBe('--base-url + profile bare');
  });

  it('names HOSHIN_* when the environment gave all of it, or the one variable that is the only one', () => {
    expect(origin({}, env, 'environment')).toBe('HOSHIN_*');
    expect(origin({}, { HOSHIN_DIALECT: 'encoded' }, 'keychain')).toBe('HOSHIN_DIALECT + profile sb');
  });

  it('names the flags as typed, and not the profile that only chose them', () => {
    expect(origin({ profile: 'bare', baseUrl: 'https://flag.example.com', dialect: 'plain' }, {}, 'environment')).toBe(
      '--base-url --dialect + HOSHIN_*',
    );
  });

  it('says login for what the console’s login took and kept only in this session', () => {
    const settings = resolveSettings({ profile: 'bare', baseUrl: 'https://typed.example.com', dialect: 'hoshinplan' }, {}, config);
    expect(originText(settingsOrigin(settings, 'session', { typedAtLogin: true }))).toBe('login');
    // Without the login's mark, the same choice reads as flags.
    expect(originText(settingsOrigin(settings, 'session'))).toBe('--base-url --dialect + profile bare');
  });
});
