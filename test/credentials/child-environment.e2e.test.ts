// Processes hoshin starts never inherit the secret: the pager (through the built executable on a
// pty), the external editor and the keychain helper each see the environment without
// HOSHIN_APP_SECRET, and the rest of it unchanged.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChildProcessKeychain } from '../../source/credentials/keychain-process.js';
import { editInExternalEditor } from '../../source/tui/kernel/external-editor.js';
import { keytarLoads, unavailable } from '../helpers/tools.js';

// These need the keychain module built (it reads a Secret Service through libsecret).
const noKeytar = unavailable('keytar (the keychain module)', keytarLoads(), 'apt-get install libsecret-1-dev, then npm ci');

const SECRET = 'the-secret-value-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'hoshin-child-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The variables a child wrote with `env` (NAME=value a line). */
function variables(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('the environment of a child process', () => {
  it('the external editor gets no secret', async () => {
    const file = join(dir, 'editor.env');
    const env = {
      PATH: process.env.PATH,
      HOSHIN_APP_SECRET: SECRET,
      HOSHIN_APP_KEY: 'key',
      EDITOR: `env > '${file}'; true`,
    };
    expect(await editInExternalEditor('text', { env, tmpDir: dir })).toBe('text');
    const seen = variables(file);
    expect(seen.HOSHIN_APP_KEY).toBe('key');
    expect(seen).not.toHaveProperty('HOSHIN_APP_SECRET');
    expect(readFileSync(file, 'utf8')).not.toContain(SECRET);
  });

  it.skipIf(noKeytar !== undefined)('the keychain helper gets no secret', async () => {
    const file = join(dir, 'keychain.env');
    // Loaded by the helper before its own script: writes the environment it was given.
    const probe = join(dir, 'probe.cjs');
    writeFileSync(
      probe,
      `require('node:fs').writeFileSync(${JSON.stringify(file)}, Object.entries(process.env).map(([k, v]) => k + '=' + v).join('\\n'));`,
    );
    const keychain = new ChildProcessKeychain({
      env: {
        PATH: process.env.PATH,
        HOSHIN_APP_SECRET: SECRET,
        HOSHIN_APP_KEY: 'key',
        NODE_OPTIONS: `--require ${probe}`,
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent',
      },
      timeoutMs: 10_000,
    });
    // Whether a keychain answers does not matter here: the helper ran and wrote what it saw.
    await keychain.load().catch(() => undefined);
    const seen = variables(file);
    expect(seen.HOSHIN_APP_KEY).toBe('key');
    expect(seen).not.toHaveProperty('HOSHIN_APP_SECRET');
  });
});
