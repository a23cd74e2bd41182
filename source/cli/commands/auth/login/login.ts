// hoshin auth login: login-rule.ts's questions, one check with the service, then the secret kept where chosen.
import { HoshinError, isHoshinError } from '../../../../core/errors.js';
import type { Credentials, DialectSetting } from '../../../../core/credentials.js';
import { checkBaseUrl, loadConfig } from '../../../../config/config.js';
import { keepLogin, storeFor, type KeptLogin } from '../../../../credentials/sign-in.js';
import { keepingChoices, nextLoginStep, type Keeping, type LoginAnswers } from '../../../../credentials/login-rule.js';
import { askWhereToKeep } from '../../../../terminal/keep-question.js';
import { hoshinPaths } from '../../../../config/paths.js';
import { resolveSettings, resolveTimeoutMs } from '../../../../config/settings.js';
import { canPrompt, promptLine, readAllStdin, withQuietTerminal, type PromptIo } from '../../../../terminal/prompt.js';
import { APP_KEY_VARIABLE, environmentCredentials, SECRET_VARIABLE, waysWithoutKeychain } from '../../../../credentials/resolve.js';
import { shortenKey, StoreUnavailableError } from '../../../../credentials/secret-store.js';
import { credentialStores, type CredentialStores } from '../../../../credentials/stores.js';
import type { ParsedArgs } from '../../../args.js';
import { checkLogin, debugLog } from '../../../../usecases/connection.js';
import type { CliContext } from '../../../../terminal/io-context.js';
import { printAnswer } from '../../../output.js';
import { usageError, unexpectedArguments } from '../../../usage-error.js';
import { rawOutput } from '../../../../terminal/guarded-output.js';
import type { AUTH_LOGIN_OPTIONS } from './options.js';

type LoginArgs = ParsedArgs<typeof AUTH_LOGIN_OPTIONS>;

/** The place the flags choose, if any: then no question is asked about it. */
function keepingFromFlags(parsed: LoginArgs): Keeping | undefined {
  const plainText = parsed.values['insecure-storage'] === true;
  const sessionOnly = parsed.values['session-only'] === true;
  if (plainText && sessionOnly) throw usageError('--insecure-storage and --session-only choose two places: pass one');
  return plainText ? 'file' : sessionOnly ? 'session' : undefined;
}

function cannotKeep(keychainReason: string, profile: string, env: NodeJS.ProcessEnv): HoshinError {
  return new HoshinError(
    'auth',
    `cannot store credentials: the OS keychain is not available (${keychainReason}); nothing was saved. Instead, ${waysWithoutKeychain(profile, keychainReason, env)}`,
  );
}

/** Where to keep the secret when nobody can be asked: the keychain, or stop before anything is sent. */
async function keychainOrStop(stores: CredentialStores, profile: string, env: NodeJS.ProcessEnv): Promise<Keeping> {
  const keychain = await stores.keychain.status();
  if (keychain.available) return 'keychain';
  throw cannotKeep(keychain.reason, profile, env);
}

/** Where to keep the verified secret; after a No to plain text, asked again until a place or `q`. */
async function askWhere(io: PromptIo, stores: CredentialStores, profile: string, env: NodeJS.ProcessEnv): Promise<Keeping> {
  for (;;) {
    const [keychain, session] = await Promise.all([stores.keychain.status(), stores.session.status()]);
    if (!keychain.available) io.output.write(`The OS keychain is not available: ${keychain.reason}.\n`);
    const sessionLabel = `only for this session, in ${stores.session.location} (memory; gone when you log out)`;
    const choices = keepingChoices({ keychain, session, sessionLabel, plainFile: stores.file.file });
    const keeping = await askWhereToKeep(io, choices, stores.file.file);
    if (keeping !== undefined) return keeping;
    if (!keychain.available) io.output.write(`Nothing is saved yet. Instead, ${waysWithoutKeychain(profile, keychain.reason, env)}.\n`);
    const again = (await promptLine(io, 'Enter to choose again, q to stop: ')).trim().toLowerCase();
    if (again === 'q') {
      if (!keychain.available) throw cannotKeep(keychain.reason, profile, env);
      throw new HoshinError('usage', 'no place to keep the secret was chosen; nothing was saved');
    }
  }
}

/** Tries of a secret (or key) the service refused, at a terminal, before the login stops. */
const REFUSED_TRIES = 3;

async function verify(
  baseUrl: string,
  credentials: Credentials,
  dialect: DialectSetting,
  profile: string,
  parsed: LoginArgs,
  context: CliContext,
): Promise<DialectSetting> {
  try {
    const timeoutMs = resolveTimeoutMs(parsed.globals, context.env);
    return await checkLogin(baseUrl, credentials, {
      profile,
      dialect,
      timeoutMs,
      env: context.env,
      now: context.now,
      ...(parsed.globals.debug ? { log: debugLog(context) } : {}),
    });
  } catch (error) {
    if (isHoshinError(error) && error.kind !== 'auth')
      throw new HoshinError(error.kind, `${error.message} (--no-verify skips the check)`, error.details);
    throw error;
  }
}

interface Login {
  readonly baseUrl: string;
  readonly credentials: Credentials;
  readonly dialect: DialectSetting;
  readonly keeping: Keeping;
}

export async function run(parsed: LoginArgs, context: CliContext): Promise<number> {
  if (parsed.positionals.length > 0) throw unexpectedArguments(parsed.positionals, ['hoshin auth login takes no arguments.']);
  const paths = hoshinPaths(context.env);
  const config = loadConfig(paths); // a broken config stops us before anything is asked or saved
  const settings = resolveSettings(parsed.globals, context.env, config);
  const profile = settings.profileName;
  const secretFromStdin = parsed.values['secret-stdin'] === true;
  const noVerify = parsed.values['no-verify'] === true;
  // Questions go to the terminal; with --secret-stdin, stdin is the secret, not a terminal to ask on.
  const io: PromptIo | undefined =
    !secretFromStdin && canPrompt(context.stdin) ? { stdin: context.stdin, output: rawOutput(context.stderr) } : undefined;
  const stores = credentialStores(context.env, paths);

  // A place that cannot be used is said before anything is asked or sent.
  let keeping = keepingFromFlags(parsed);
  if (keeping === 'session') {
    const session = await stores.session.status();
    if (!session.available)
      throw new HoshinError('auth', `cannot keep the secret for this session only: ${session.reason}; nothing was saved`);
  }

  // The terminal echoes nothing itself: a secret typed ahead during the check must not show.
  const conversation = async (): Promise<Login> => {
    let answers: LoginAnswers = { baseUrl: settings.baseUrl, appKey: parsed.values['app-key'] };
    let refused = 0;
    for (let step = nextLoginStep(answers); step !== 'keep'; step = nextLoginStep(answers)) {
      if (step === 'baseUrl') {
        if (!io) throw usageError(`no base URL for profile "${profile}": pass --base-url URL (or set HOSHIN_BASE_URL)`);
        const baseUrl = checkBaseUrl((await promptLine(io, 'Service URL (e.g. https://plan.example.com): ')).trim(), 'service URL');
        answers = { ...answers, baseUrl };
      } else if (step === 'appKey') {
        if (!io) throw usageError('no app key: pass --app-key KEY');
        answers = { ...answers, appKey: (await promptLine(io, 'App key: ')).trim() };
      } else if (step === 'secret') {
        if (answers.appKey === '') throw usageError('the app key is empty; nothing was saved');
        // Nobody to ask where it goes: the keychain, or stop before the secret is read or sent.
        if (keeping === undefined && !io) keeping = await keychainOrStop(stores, profile, context.env);
        let secret: string;
        if (secretFromStdin) secret = await readAllStdin(context.stdin);
        else if (io) secret = await promptLine(io, 'Secret (hidden): ', { masked: true });
        else throw usageError('no terminal to ask for the secret on: pipe it in with --secret-stdin');
        if (secret === '') throw usageError('the secret is empty; nothing was saved');
        answers = { ...answers, secret };
      } else {
        const credentials = { appKey: answers.appKey as string, secret: answers.secret as string };
        try {
          const dialect = noVerify
            ? settings.dialect
            : await verify(answers.baseUrl as string, credentials, settings.dialect, profile, parsed, context);
          answers = { ...answers, dialect };
        } catch (error) {
          // At a terminal a refused secret (or unknown key) is asked again; the URL, and a known key, are kept.
          const code = isHoshinError(error) && error.kind === 'auth' ? error.details.securityCode : undefined;
          if (!io || secretFromStdin || (code !== 5 && code !== 6) || ++refused >= REFUSED_TRIES) throw error;
          io.output.write(
            `${(error as HoshinError).message}.\n${code === 5 ? 'Type the app key and the secret again' : 'Type the secret again'} (Ctrl-C stops).\n`,
          );
          answers = { baseUrl: answers.baseUrl, ...(code === 5 ? {} : { appKey: answers.appKey }) };
        }
      }
    }
    const credentials = { appKey: answers.appKey as string, secret: answers.secret as string };
    return {
      baseUrl: answers.baseUrl as string,
      credentials,
      dialect: answers.dialect as DialectSetting,
      keeping: keeping ?? (await askWhere(io as PromptIo, stores, profile, context.env)),
    };
  };
  const done = io ? await withQuietTerminal(io.stdin, conversation) : await conversation();

  let saved: KeptLogin;
  try {
    const { credentials, baseUrl, dialect } = done;
    saved = await keepLogin({ paths, stores, store: storeFor(done.keeping, stores, 'command'), profile, credentials, baseUrl, dialect });
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    const instead = done.keeping === 'keychain' ? `. Instead, ${waysWithoutKeychain(profile, error.message, context.env)}` : '';
    throw new HoshinError(
      done.keeping === 'keychain' ? 'auth' : 'usage',
      `cannot store credentials: ${error.message}; nothing was saved${instead}`,
    );
  }

  const active = saved.config?.activeProfile === profile;
  const overrides = environmentCredentials(context.env) !== undefined;
  const json = {
    profile,
    base_url: done.baseUrl,
    app_key: shortenKey(done.credentials.appKey),
    dialect: done.dialect,
    verified: !noVerify,
    kept_in: done.keeping,
    location: done.keeping === 'keychain' ? null : done.keeping === 'session' ? stores.session.location : stores.file.file,
    active,
    environment_overrides: overrides,
  };
  return printAnswer(parsed, context, json, () =>
    [
      `Logged in to ${done.baseUrl} as profile "${profile}" (app key ${json.app_key}, dialect ${done.dialect}${noVerify ? ', not verified' : ''}).`,
      KEPT[done.keeping](stores),
      ...(active ? [`Profile "${profile}" is the active profile.`] : []),
      ...(overrides ? [`Note: ${APP_KEY_VARIABLE} and ${SECRET_VARIABLE} are set and take precedence over stored credentials.`] : []),
    ]
      .map((line) => `${line}\n`)
      .join(''),
  );
}

const KEPT: Readonly<Record<Keeping, (stores: CredentialStores) => string>> = {
  keychain: () => 'The secret is stored in the OS keychain.',
  session: (stores) =>
    `The secret is kept for this session only, in ${stores.session.location} (memory; gone when you log out, or with "hoshin auth logout").`,
  file: (stores) => `WARNING: the secret is stored in PLAIN TEXT in ${stores.file.file}`,
};
