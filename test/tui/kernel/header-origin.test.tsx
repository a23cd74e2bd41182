// The header says where the connection's settings came from, as openConnection found them: the
// profile's name when they came from it, HOSHIN_* from the environment, the flags as typed, and
// each part of a mix. The settings are resolved for real (config.json, the environment, flags and
// the stored credentials), the console is drawn by ink-testing-library.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../../source/cli/args.js';
import { openConnection } from '../../../source/cli/connection.js';
import { saveConfig } from '../../../source/config/config.js';
import { hoshinPaths } from '../../../source/config/paths.js';
import { PlainFileStore } from '../../../source/credentials/plain-file-store.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import type { CliContext } from '../../../source/terminal/io-context.js';
import { App } from '../../../source/tui/kernel/App.js';
import { NO_COLOUR_THEME } from '../../../source/tui/kernel/theme.js';
import { Session } from '../../../source/usecases/session.js';
import { isolatedDirs } from '../../helpers/cli.js';
import { renderApp } from '../helpers/ink.js';

const APP_KEY = 'a1b2c3d4e5f60718';
const SECRET = `header-origin-${process.pid}-secret`;
let sandbox: RunningSandbox;
let host: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'empty', appKey: APP_KEY, secret: SECRET });
  host = new URL(sandbox.url).host;
});
afterAll(async () => {
  await sandbox.close();
});

function contextWith(env: NodeJS.ProcessEnv): CliContext {
  return { argv: [], env, stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), now: () => Date.now() };
}

interface Setup {
  /** The environment beyond the private directories. */
  readonly env?: NodeJS.ProcessEnv;
  /** Profile `sb`'s entry in config.json (the active profile). */
  readonly profile?: { readonly baseUrl?: string; readonly dialect?: 'plain' | 'hoshinplan' };
  /** Keep the app key and secret for `sb` (in the consented plain-text file). */
  readonly stored?: boolean;
  readonly args?: readonly string[];
}

/** The header's first row of the console opened as `hoshin tui` opens it, with these settings. */
async function headerWith(setup: Setup): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...isolatedDirs(), DBUS_SESSION_BUS_ADDRESS: undefined, ...setup.env };
  const paths = hoshinPaths(env);
  saveConfig(paths, { activeProfile: 'sb', profiles: { sb: setup.profile ?? {} } });
  if (setup.stored) await new PlainFileStore(paths.insecureCredentialsFile).set('sb', { appKey: APP_KEY, secret: SECRET });
  const connection = await openConnection(parseCommandArgs([...(setup.args ?? [])]).globals, contextWith(env));
  const session = new Session(connection.client, connection.index, {
    profileName: connection.profileName,
    baseUrl: connection.baseUrl,
    readOnly: connection.readOnly,
    settingsFrom: connection.settingsFrom,
  });
  const app = renderApp(
    <App session={session} theme={NO_COLOUR_THEME} forcedReadOnly={false} onExit={() => undefined} fetchOnStart={false} />,
  );
  try {
    await app.waitFor((frame) => frame.startsWith('hoshin · '));
    return app.frame().split('\n')[0]!.trimEnd();
  } finally {
    app.unmount();
    session.close();
    await connection.close();
  }
}

describe('the header names where the settings came from', () => {
  it('the profile, when its base URL and its stored credentials were used', async () => {
    expect(await headerWith({ profile: { baseUrl: sandbox.url }, stored: true })).toBe(`hoshin · sb · ${host}`);
  });

  it('HOSHIN_*, when every setting came from the environment, even with a profile active', async () => {
    const env = { HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: APP_KEY, HOSHIN_APP_SECRET: SECRET };
    expect(await headerWith({ env })).toBe(`hoshin · HOSHIN_* · ${host}`);
    // The active profile's own URL is overridden: nothing of it is used, so it is not named.
    expect(await headerWith({ env, profile: { baseUrl: 'http://127.0.0.1:1' } })).toBe(`hoshin · HOSHIN_* · ${host}`);
  });

  it('the flags as typed, and where the credentials came from', async () => {
    const args = ['--base-url', sandbox.url, '--dialect', 'hoshinplan'];
    expect(await headerWith({ args, stored: true })).toBe(`hoshin · --base-url --dialect + profile sb · ${host}`);
    const env = { HOSHIN_APP_KEY: APP_KEY, HOSHIN_APP_SECRET: SECRET };
    expect(await headerWith({ args: ['--base-url', sandbox.url], env })).toBe(`hoshin · --base-url + HOSHIN_* · ${host}`);
  });

  it('each part of a mix: one variable by its name, and the profile', async () => {
    expect(await headerWith({ env: { HOSHIN_BASE_URL: sandbox.url }, stored: true })).toBe(
      `hoshin · HOSHIN_BASE_URL + profile sb · ${host}`,
    );
    expect(
      await headerWith({
        env: { HOSHIN_BASE_URL: sandbox.url },
        args: ['--dialect', 'plain'],
        profile: { dialect: 'hoshinplan' },
        stored: true,
      }),
    ).toBe(`hoshin · --dialect + HOSHIN_BASE_URL + profile sb · ${host}`);
    // The environment's credentials with the profile's URL.
    const env = { HOSHIN_APP_KEY: APP_KEY, HOSHIN_APP_SECRET: SECRET };
    expect(await headerWith({ env, profile: { baseUrl: sandbox.url } })).toBe(`hoshin · HOSHIN_* + profile sb · ${host}`);
  });
});
