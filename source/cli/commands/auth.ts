// hoshin auth login | status | logout: credentials per profile, in the keychain or (by consent) a file.
import { HoshinError, isHoshinError } from '../../core/errors.js';
import type { Credentials, DialectSetting } from '../../core/credentials.js';
import { checkBaseUrl, loadConfig, type HoshinConfig } from '../../config/config.js';
import { saveLogin, verifyCredentials } from '../../credentials/login.js';
import { sharedClientState } from '../../config/service-memory-file.js';
import { proxyOption } from '../../client/proxy.js';
import { hoshinPaths } from '../../config/paths.js';
import { resolveSettings, selectProfileName } from '../../config/settings.js';
import { canPrompt, confirm, promptLine, readAllStdin, withQuietTerminal, type PromptIo } from '../../credentials/prompt.js';
import { APP_KEY_VARIABLE, environmentCredentials, resolveCredentials, SECRET_VARIABLE, waysWithoutKeychain } from '../../credentials/resolve.js';
import { shortenKey, StoreUnavailableError, type SecretStore, type StoreStatus } from '../../credentials/secret-store.js';
import { credentialStores, type CredentialStores } from '../../credentials/stores.js';
import { parseCommandArgs, stringOption, type ParsedArgs } from '../args.js';
import { debugLog } from '../connection.js';
import type { CliContext, Command } from '../context.js';
import { usageError } from '../usage-error.js';

const LOGIN_OPTIONS = {
  'app-key': { type: 'string' },
  'secret-stdin': { type: 'boolean' },
  'insecure-storage': { type: 'boolean' },
  'no-verify': { type: 'boolean' },
} as const;

export const run: Command = async (args, context) => {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'login':
      return login(parseCommandArgs(rest, LOGIN_OPTIONS), context);
    case 'status':
      return status(parseCommandArgs(rest), context);
    case 'logout':
      return logout(parseCommandArgs(rest), context);
    default:
      throw usageError(sub === undefined ? 'auth needs a subcommand: login, status or logout' : `unknown auth subcommand "${sub}" (login, status, logout)`);
  }
};

function noPositionals(parsed: ParsedArgs, what: string): void {
  if (parsed.positionals.length > 0) throw usageError(`${what} takes no arguments, got "${parsed.positionals[0]}"`);
}

// ---- login ----

interface Destination {
  readonly store: SecretStore;
  readonly plainText: boolean;
}

/** Keychain when it answers; otherwise the plain-text file only with consent; otherwise stop. */
async function chooseDestination(
  parsed: ParsedArgs,
  stores: CredentialStores,
  profile: string,
  io: PromptIo | undefined,
): Promise<Destination> {
  if (parsed.values['insecure-storage'] === true) return { store: stores.file, plainText: true };
  const keychain = await stores.keychain.status();
  if (keychain.available) return { store: stores.keychain, plainText: false };
  if (io) {
    io.output.write(`The OS keychain is not available: ${keychain.reason}.\n`);
    if (await confirm(io, `Store the secret in PLAIN TEXT in ${stores.file.file} (mode 0600)?`)) {
      return { store: stores.file, plainText: true };
    }
  }
  throw new HoshinError('auth', `cannot store credentials: the OS keychain is not available (${keychain.reason}); nothing was saved. Instead, ${waysWithoutKeychain(profile)}`);
}

async function verify(baseUrl: string, credentials: Credentials, dialect: DialectSetting, profile: string, parsed: ParsedArgs, context: CliContext): Promise<DialectSetting> {
  try {
    const shared = { ...sharedClientState(hoshinPaths(context.env), profile), ...proxyOption(baseUrl, context.env) };
    return await verifyCredentials(baseUrl, credentials, { dialect, now: context.now, shared, ...(parsed.globals.debug ? { log: debugLog(context) } : {}) });
  } catch (error) {
    if (isHoshinError(error) && error.kind !== 'auth') throw new HoshinError(error.kind, `${error.message} (--no-verify skips the check)`, error.details);
    throw error;
  }
}

async function login(parsed: ParsedArgs, context: CliContext): Promise<number> {
  noPositionals(parsed, 'auth login');
  const paths = hoshinPaths(context.env);
  const config = loadConfig(paths); // a broken config stops us before anything is asked or saved
  const settings = resolveSettings(parsed.globals, context.env, config);
  const profile = settings.profileName;
  const secretFromStdin = parsed.values['secret-stdin'] === true;
  // Questions go to the terminal; with --secret-stdin, stdin is the secret, not a terminal to ask on.
  const io: PromptIo | undefined = !secretFromStdin && canPrompt(context.stdin) ? { stdin: context.stdin, output: context.stderr } : undefined;

  const stores = credentialStores(context.env, paths);
  // From the first question to the secret the terminal echoes nothing itself: the keychain check
  // between the key and the secret can take seconds, and a secret typed ahead must not show.
  const conversation = async (): Promise<{ baseUrl: string; appKey: string; destination: Destination; secret: string }> => {
    let baseUrl = settings.baseUrl;
    if (baseUrl === undefined) {
      if (!io) throw usageError(`no base URL for profile "${profile}": pass --base-url URL (or set HOSHIN_BASE_URL)`);
      baseUrl = checkBaseUrl((await promptLine(io, 'Service URL (e.g. https://plan.example.com): ')).trim(), 'service URL');
    }
    let appKey = stringOption(parsed, 'app-key');
    if (appKey === undefined) {
      if (!io) throw usageError('no app key: pass --app-key KEY');
      appKey = (await promptLine(io, 'App key: ')).trim();
    }
    if (appKey === '') throw usageError('the app key is empty; nothing was saved');

    // Before asking for the secret: there is no point typing it if it cannot be kept.
    const destination = await chooseDestination(parsed, stores, profile, io);

    let secret: string;
    if (secretFromStdin) secret = await readAllStdin(context.stdin);
    else if (io) secret = await promptLine(io, 'Secret (hidden): ', { masked: true });
    else throw usageError('no terminal to ask for the secret on: pipe it in with --secret-stdin');
    if (secret === '') throw usageError('the secret is empty; nothing was saved');
    return { baseUrl, appKey, destination, secret };
  };
  const { baseUrl, appKey, destination, secret } = io ? await withQuietTerminal(io.stdin, conversation) : await conversation();
  const credentials = { appKey, secret };

  const dialect = parsed.values['no-verify'] === true ? settings.dialect : await verify(baseUrl, credentials, settings.dialect, profile, parsed, context);

  let saved: HoshinConfig;
  try {
    ({ config: saved } = await saveLogin({ paths, stores, profile, credentials, plainText: destination.plainText, baseUrl, dialect }));
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    const instead = destination.plainText ? '' : `. Instead, ${waysWithoutKeychain(profile)}`;
    throw new HoshinError(destination.plainText ? 'usage' : 'auth', `cannot store credentials: ${error.message}; nothing was saved${instead}`);
  }

  const out = context.stdout;
  out.write(`Logged in to ${baseUrl} as profile "${profile}" (app key ${shortenKey(appKey)}, dialect ${dialect}${parsed.values['no-verify'] === true ? ', not verified' : ''}).\n`);
  out.write(destination.plainText ? `WARNING: the secret is stored in PLAIN TEXT in ${stores.file.file}\n` : 'The secret is stored in the OS keychain.\n');
  if (saved.activeProfile === profile) out.write(`Profile "${profile}" is the active profile.\n`);
  if (environmentCredentials(context.env)) {
    out.write(`Note: ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} are set and take precedence over stored credentials.\n`);
  }
  return 0;
}

async function removeQuietly(store: SecretStore, profile: string): Promise<boolean | string> {
  try {
    return await store.delete(profile);
  } catch (error) {
    return (error as Error).message;
  }
}

// ---- status ----

interface ProfileStatus {
  readonly name: string;
  readonly active: boolean;
  readonly baseUrl: string | null;
  readonly dialect: DialectSetting;
  readonly readOnly: boolean;
  readonly credentials: {
    readonly source: 'environment' | 'keychain' | 'file';
    readonly appKey: string;
    readonly location: string | null;
    readonly plainText: boolean;
  } | null;
  readonly problem: string | null;
}

function profilesToShow(parsed: ParsedArgs, env: NodeJS.ProcessEnv, config: HoshinConfig): string[] {
  if (parsed.globals.profile !== undefined || env.HOSHIN_PROFILE) return [selectProfileName(parsed.globals, env, config)];
  const names = Object.keys(config.profiles).sort();
  return names.length > 0 ? names : [selectProfileName(parsed.globals, env, config)];
}

async function status(parsed: ParsedArgs, context: CliContext): Promise<number> {
  noPositionals(parsed, 'auth status');
  const paths = hoshinPaths(context.env);
  const config = loadConfig(paths);
  const stores = credentialStores(context.env, paths);
  const keychain: StoreStatus = await stores.keychain.status();
  const active = selectProfileName({}, context.env, config);
  const results: ProfileStatus[] = [];
  for (const name of profilesToShow(parsed, context.env, config)) {
    const settings = resolveSettings({ ...parsed.globals, profile: name }, context.env, config);
    let credentials: ProfileStatus['credentials'] = null;
    let problem: string | null = null;
    try {
      const found = await resolveCredentials({ profile: name, env: context.env, stores: [stores.keychain, stores.file] });
      credentials = {
        source: found.source,
        appKey: shortenKey(found.credentials.appKey),
        location: found.location ?? null,
        plainText: found.source === 'file',
      };
    } catch (error) {
      if (!isHoshinError(error)) throw error;
      problem = error.message;
    }
    results.push({
      name,
      active: name === active,
      baseUrl: settings.baseUrl ?? null,
      dialect: settings.dialect,
      readOnly: settings.readOnly,
      credentials,
      problem,
    });
  }
  const keychainReport = keychain.available ? { reachable: true, detail: keychain.detail } : { reachable: false, reason: keychain.reason };
  if (parsed.globals.json) {
    context.stdout.write(`${JSON.stringify({ keychain: keychainReport, profiles: results }, null, 2)}\n`);
  } else {
    context.stdout.write(keychain.available ? 'Keychain: reachable\n' : `Keychain: not reachable: ${keychain.reason}\n`);
    for (const profile of results) context.stdout.write(formatProfileStatus(profile));
  }
  return results.every((profile) => profile.credentials !== null) ? 0 : 3;
}

function formatProfileStatus(profile: ProfileStatus): string {
  const lines = [`\nProfile "${profile.name}"${profile.active ? ' (active)' : ''}`];
  lines.push(`  base URL:  ${profile.baseUrl ?? '(none; set one with "hoshin profile set")'}`);
  lines.push(`  dialect:   ${profile.dialect}${profile.readOnly ? '   read-only' : ''}`);
  const c = profile.credentials;
  if (c === null) {
    lines.push(`  credentials: none: ${profile.problem ?? ''}`);
  } else {
    lines.push(`  app key:   ${c.appKey}`);
    const where =
      c.source === 'environment'
        ? `environment (${APP_KEY_VARIABLE}, ${SECRET_VARIABLE})`
        : c.source === 'keychain'
          ? 'OS keychain'
          : `PLAIN-TEXT file ${c.location ?? ''} (the secret is stored in plain text)`;
    lines.push(`  secret:    from ${where}`);
  }
  return `${lines.join('\n')}\n`;
}

// ---- logout ----

async function logout(parsed: ParsedArgs, context: CliContext): Promise<number> {
  noPositionals(parsed, 'auth logout');
  const paths = hoshinPaths(context.env);
  const config = loadConfig(paths);
  const profile = selectProfileName(parsed.globals, context.env, config);
  const stores = credentialStores(context.env, paths);
  const fromKeychain = await removeQuietly(stores.keychain, profile);
  let fromFile: boolean;
  try {
    fromFile = await stores.file.delete(profile);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    throw new HoshinError('usage', `${error.message}${fromKeychain === true ? ' (the OS keychain entry was removed)' : ''}`);
  }
  const removed = [fromKeychain === true ? 'the OS keychain' : null, fromFile ? `the plain-text file ${stores.file.file}` : null].filter(Boolean);
  context.stdout.write(
    removed.length > 0 ? `Removed the credentials of profile "${profile}" from ${removed.join(' and ')}.\n` : `No stored credentials for profile "${profile}".\n`,
  );
  if (typeof fromKeychain === 'string') {
    context.stderr.write(`hoshin: warning: could not reach the OS keychain (${fromKeychain}); an entry there, if any, remains\n`);
  }
  if (environmentCredentials(context.env)) {
    context.stdout.write(`Note: ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} are still set in this environment.\n`);
  }
  return 0;
}
