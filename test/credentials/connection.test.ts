// openConnection in-process against a sandbox: what it resolves, and each way it refuses.
import { readFileSync, statSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../source/cli/args.js';
import { openConnection } from '../../source/cli/connection.js';
import type { CliContext } from '../../source/terminal/io-context.js';
import { HoshinError } from '../../source/core/errors.js';
import { saveConfig } from '../../source/config/config.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { PlainFileStore } from '../../source/credentials/plain-file-store.js';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { isolatedDirs } from '../helpers/cli.js';
import { leaks } from './leaks.js';

const APP_KEY = 'fedcba9876543210';
const SECRET = `Zq9-connection-${process.pid}-secret`;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo', appKey: APP_KEY, secret: SECRET });
});

afterAll(async () => {
  await sandbox.close();
});

function contextWith(env: NodeJS.ProcessEnv): CliContext & { errors: () => string } {
  const stderr = new PassThrough();
  let errors = '';
  stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return {
    argv: [],
    env,
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    stderr,
    now: () => Date.now(),
    errors: () => errors,
  };
}

/** A headless environment (no keychain) with private dirs. */
function headless(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...isolatedDirs(), ...extra };
}

async function refusal(promise: Promise<unknown>): Promise<HoshinError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HoshinError);
  return error as HoshinError;
}

describe('openConnection', () => {
  it('takes the profile, its settings and the environment pair, and signs requests with them', async () => {
    const env = headless({ HOSHIN_APP_KEY: APP_KEY, HOSHIN_APP_SECRET: SECRET });
    saveConfig(hoshinPaths(env), {
      activeProfile: 'lab',
      profiles: { lab: { baseUrl: sandbox.url, dialect: 'encoded', readOnly: true } },
    });
    const connection = await openConnection(parseCommandArgs([]).globals, contextWith(env));
    try {
      expect(connection).toMatchObject({
        profileName: 'lab',
        baseUrl: sandbox.url,
        readOnly: true,
        dialect: 'encoded',
        credentialSource: 'environment',
      });
      expect((await connection.client.list('company', null)).length).toBeGreaterThan(0);
    } finally {
      await connection.client.close();
    }
  });

  it('reads the consented plain-text file, and flags override the profile', async () => {
    const env = headless({ DBUS_SESSION_BUS_ADDRESS: undefined });
    const paths = hoshinPaths(env);
    saveConfig(paths, { profiles: { lab: { baseUrl: 'http://127.0.0.1:1', dialect: 'plain' } } });
    await new PlainFileStore(paths.insecureCredentialsFile).set('lab', { appKey: APP_KEY, secret: SECRET });
    const flags = parseCommandArgs(['--profile', 'lab', '--base-url', sandbox.url, '--dialect', 'hoshinplan', '--readonly']).globals;
    const connection = await openConnection(flags, contextWith(env));
    try {
      expect(connection).toMatchObject({
        profileName: 'lab',
        baseUrl: sandbox.url,
        readOnly: true,
        dialect: 'hoshinplan',
        credentialSource: 'file',
      });
      await connection.client.list('company', null);
    } finally {
      await connection.client.close();
    }
  });

  it('with --debug, writes redacted lines to stderr and to a 0600 log file in a 0700 directory', async () => {
    const env = headless({ HOSHIN_APP_KEY: APP_KEY, HOSHIN_APP_SECRET: SECRET, HOSHIN_BASE_URL: sandbox.url });
    const context = contextWith(env);
    const connection = await openConnection(parseCommandArgs(['--debug']).globals, context);
    await connection.client.list('company', null);
    await connection.client.close();
    const paths = hoshinPaths(env);
    const log = readFileSync(paths.logFile, 'utf8');
    expect(log).toMatch(/GET .*\/companies\?app_key=.*signature=\[redacted\]/);
    expect(context.errors()).toMatch(/^debug: no proxy: no proxy variable set\ndebug: GET /);
    expect(statSync(paths.logFile).mode & 0o777).toBe(0o600);
    expect(statSync(paths.stateDir).mode & 0o777).toBe(0o700);
    expect(leaks(SECRET, { stderr: context.errors() }, [paths.logFile])).toEqual([]);

    const quiet = contextWith(env);
    const tuiConnection = await openConnection(parseCommandArgs(['--debug']).globals, quiet, { debugToStderr: false });
    await tuiConnection.client.list('company', null);
    await tuiConnection.client.close();
    expect(quiet.errors()).toBe('');
    expect(readFileSync(paths.logFile, 'utf8').split('\n').length).toBeGreaterThan(log.split('\n').length);
  });

  it('without a base URL, names --base-url, HOSHIN_BASE_URL and "hoshin profile set"', async () => {
    const error = await refusal(
      openConnection(parseCommandArgs([]).globals, contextWith(headless({ HOSHIN_APP_KEY: APP_KEY, HOSHIN_APP_SECRET: SECRET }))),
    );
    expect(error.exitCode).toBe(2);
    expect(error.message).toBe(
      'no base URL for profile "default": pass --base-url URL, set HOSHIN_BASE_URL, or save one with "hoshin profile set default --base-url URL"',
    );
  });

  it('without credentials, refuses with exit 3; with a bad dialect, exit 2', async () => {
    const env = headless({ HOSHIN_BASE_URL: sandbox.url, DBUS_SESSION_BUS_ADDRESS: undefined });
    const none = await refusal(openConnection(parseCommandArgs([]).globals, contextWith(env)));
    expect(none.exitCode).toBe(3);
    expect(none.message).toContain('--insecure-storage');
    const dialect = await refusal(openConnection(parseCommandArgs([]).globals, contextWith({ ...env, HOSHIN_DIALECT: 'fancy' })));
    expect(dialect.exitCode).toBe(2);
    expect(dialect.message).toContain('HOSHIN_DIALECT: "fancy" is not a dialect');
  });
});
