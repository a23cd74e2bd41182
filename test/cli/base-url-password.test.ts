// A base URL carrying a password is refused without echoing the password anywhere: the flag, the
// environment variable and a profile, in error lines, --debug and doctor (run in process).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hideUrlPassword } from '../../source/core/url-text.js';
import { isolatedDirs } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

const PASSWORD = 'Pw-s3cret-9z';

describe('a refused base URL with a password', () => {
  const urls = [
    `http://alice:${PASSWORD}@127.0.0.1:9`,
    `https://alice:${PASSWORD}@host.invalid/prefix?x=1`,
    `http://alice:${PASSWORD}/x@127.0.0.1:9`,
    `ftp://alice:${PASSWORD}@host.invalid`,
  ];

  it.each(urls)(
    '%s: refused with user:*** in every line, from the flag, the variable and a profile, plain, --debug and doctor',
    async (url) => {
      const dirs = isolatedDirs();
      mkdirSync(dirs.HOSHIN_CONFIG_DIR, { recursive: true });
      writeFileSync(
        join(dirs.HOSHIN_CONFIG_DIR, 'config.json'),
        JSON.stringify({ activeProfile: 'lab', profiles: { lab: { baseUrl: url } } }, null, 2),
      );
      const secrets = { HOSHIN_APP_KEY: 'k'.repeat(32), HOSHIN_APP_SECRET: 's'.repeat(32) };
      const runs = [
        runHoshinInProcess(['--base-url', url, 'get', 'company', '1'], { env: { ...isolatedDirs(), ...secrets } }),
        runHoshinInProcess(['--base-url', url, '--debug', 'get', 'company', '1'], { env: { ...isolatedDirs(), ...secrets } }),
        runHoshinInProcess(['get', 'company', '1', '--debug'], { env: { ...isolatedDirs(), ...secrets, HOSHIN_BASE_URL: url } }),
        runHoshinInProcess(['get', 'company', '1'], { env: { ...dirs, ...secrets } }),
        runHoshinInProcess(['--base-url', url, 'doctor'], { env: { ...isolatedDirs(), ...secrets } }),
        runHoshinInProcess(['doctor', '--json'], { env: { ...isolatedDirs(), ...secrets, HOSHIN_BASE_URL: url } }),
        runHoshinInProcess(['doctor'], { env: { ...dirs, ...secrets } }),
      ];
      for (const result of await Promise.all(runs)) {
        expect(`${result.stdout}${result.stderr}`).not.toContain(PASSWORD);
        expect(`${result.stdout}${result.stderr}`).toContain('alice:***@');
        expect(result.code).not.toBe(0);
      }
    },
  );

  it('hides only a password: URLs without one are shown as they are', () => {
    expect(hideUrlPassword('https://plan.example.com/x?y=1')).toBe('https://plan.example.com/x?y=1');
    expect(hideUrlPassword('http://alice@plan.example.com')).toBe('http://alice@plan.example.com');
    expect(hideUrlPassword(`http://alice:${PASSWORD}@plan.example.com/a`)).toBe('http://alice:***@plan.example.com/a');
    expect(hideUrlPassword(`http://:${PASSWORD}@plan.example.com`)).toBe('http://:***@plan.example.com');
  });
});
