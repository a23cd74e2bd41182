// `auth logout --profile NAME` with a name nothing knows (no profile, no stored secret) is a typo:
// exit 4 naming the profiles there are, not a quiet success that logged nobody out.
import { describe, expect, it } from 'vitest';
import { isolatedDirs } from '../helpers/cli.js';
import { runInProcess } from '../helpers/cli-in-process.js';

describe('logging out of a profile nothing knows', () => {
  it('is an error naming the profiles there are', async () => {
    const env = isolatedDirs();
    const made = await runInProcess(['profile', 'set', 'lab', '--base-url', 'https://plans.example.com'], env);
    expect(made.code, made.stderr).toBe(0);
    const result = await runInProcess(['auth', 'logout', '--profile', 'nosuch'], env);
    expect(result.code).toBe(4);
    expect(result.stderr).toBe('hoshin: no profile "nosuch" and no credentials stored for it: nothing was removed (profiles: lab)\n');
    expect(result.stdout).toBe('');
  });

  it('is the same through HOSHIN_PROFILE, and JSON says it as an error', async () => {
    const result = await runInProcess(['auth', 'logout', '--json'], { ...isolatedDirs(), HOSHIN_PROFILE: 'nosuch' });
    expect(result.code).toBe(4);
    expect(JSON.parse(result.stderr)).toMatchObject({ error: { code: 4, kind: 'not_found' } });
  });

  it('still says nothing was stored for a profile that exists, and for the default one', async () => {
    const env = isolatedDirs();
    await runInProcess(['profile', 'set', 'lab', '--base-url', 'https://plans.example.com'], env);
    const known = await runInProcess(['auth', 'logout', '--profile', 'lab'], env);
    expect(known.code, known.stderr).toBe(0);
    expect(known.stdout).toContain('No stored credentials for profile "lab".');
    const fallback = await runInProcess(['auth', 'logout'], isolatedDirs());
    expect(fallback.code, fallback.stderr).toBe(0);
  });
});
