// The login screen the console opens when the profile has no credentials. It checks them against
// the service, then saves them in the same store `hoshin auth login` uses: the keychain, or the
// plain-text file (0600) only after an explicit yes.
import { Box, render, Text, useApp, useInput } from 'ink';
import { useRef, useState, type ReactElement } from 'react';
import { isHoshinError } from '../../core/errors.js';
import type { Credentials, DialectSetting } from '../../core/credentials.js';
import { checkBaseUrl, loadConfig } from '../../config/config.js';
import { hoshinPaths } from '../../config/paths.js';
import { resolveSettings } from '../../config/settings.js';
import { saveLogin, verifyCredentials } from '../../credentials/login.js';
import { sharedClientState } from '../../config/service-memory-file.js';
import { proxyOption } from '../../client/proxy.js';
import { withQuietTerminal } from '../../credentials/prompt.js';
import { credentialStores } from '../../credentials/stores.js';
import type { GlobalFlags } from '../../cli/args.js';
import type { CliContext } from '../../cli/context.js';
import { ConfirmView } from '../dialogs/confirm-dialog.js';
import type { EditKey } from '../input/edit-text.js';
import { editKeysFor } from '../input/keys.js';
import { TextInputView } from '../input/text-input.js';
import { initialLogin, askConsent, loginKey, LOGIN_FIELDS, type LoginState } from '../state/login.js';
import { ThemeContext, themeFor, useTheme } from '../theme.js';
import type { TerminalStreams } from './run.js';

export interface LoginActions {
  /** Checks the credentials; resolves with the dialect that worked, rejects with a HoshinError. */
  verify(baseUrl: string, credentials: Credentials): Promise<string>;
  /** Saves in the keychain with the profile; resolves false (with why) when the keychain cannot be used. */
  saveInKeychain(baseUrl: string, dialect: string, credentials: Credentials): Promise<{ saved: true } | { saved: false; reason: string }>;
  /** Saves in the plain-text file (after the user's explicit yes) with the profile. */
  saveInFile(baseUrl: string, dialect: string, credentials: Credentials): Promise<void>;
  readonly plainFile: string;
}

export function LoginScreen({ profile, reason, initialUrl, actions, onDone }: { profile: string; reason: string; initialUrl: string; actions: LoginActions; onDone: (saved: boolean) => void }): ReactElement {
  const theme = useTheme();
  const { exit } = useApp();
  const [state, setState] = useState<LoginState>(() => initialLogin(initialUrl));
  const [pending, setPending] = useState<{ baseUrl: string; dialect: string; credentials: Credentials } | null>(null);
  const finish = (saved: boolean) => {
    onDone(saved);
    exit();
  };
  const fail = (error: unknown) => update((current) => ({ ...current, busy: false, error: isHoshinError(error) ? error.message : String((error as Error).message ?? error) }));

  // The latest state, ahead of React's render, for keys that arrive in one burst.
  const latest = useRef(state);
  const update = (next: LoginState | ((current: LoginState) => LoginState)) => {
    latest.current = typeof next === 'function' ? next(latest.current) : next;
    setState(latest.current);
  };

  // Every key of one read, in order (a paste, ctrl+u then text over a slow link); a pasted line
  // break stays text, so a paste never submits.
  useInput((input, key) => {
    for (const editKey of editKeysFor(input, key)) handleKey(editKey);
  });

  function handleKey(editKey: EditKey): void {
    // Typed text has no key name; one typed character is its own name (the consent buttons' h/l).
    const name = typeof editKey === 'string' ? editKey : [...editKey.text].length === 1 ? editKey.text : '';
    if (name === 'ctrl+c') return finish(false);
    const step = loginKey(latest.current, name, editKey);
    update(step.state);
    const intent = step.intent;
    if (!intent) return;
    if (intent.type === 'cancel') return finish(false);
    if (intent.type === 'submit') {
      void (async () => {
        try {
          const baseUrl = checkBaseUrl(intent.baseUrl, 'service URL');
          const credentials = { appKey: intent.appKey, secret: intent.secret };
          const dialect = await actions.verify(baseUrl, credentials);
          const result = await actions.saveInKeychain(baseUrl, dialect, credentials);
          if (result.saved) {
            finish(true);
            return;
          }
          setPending({ baseUrl, dialect, credentials });
          update((current) => askConsent(current, actions.plainFile, result.reason));
        } catch (error) {
          fail(error);
        }
      })();
      return;
    }
    if (!intent.given || !pending) {
      update((current) => ({ ...current, busy: false, error: 'nothing was saved: the keychain is not available and the plain-text file was declined' }));
      return;
    }
    void actions.saveInFile(pending.baseUrl, pending.dialect, pending.credentials).then(() => {
      finish(true);
    }, fail);
  }

  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.borderFocus} paddingX={1}>
      <Text {...theme.accent}>Log in: profile “{profile}”</Text>
      <Text {...theme.muted} wrap="wrap">
        {reason}
      </Text>
      {LOGIN_FIELDS.map((field, index) => (
        <Box key={field.name}>
          <Box width={14} flexShrink={0}>
            <Text {...(index === state.focus ? theme.accent : {})}>
              {index === state.focus ? '›' : ' '}
              {field.label}
            </Text>
          </Box>
          <TextInputView state={state.values[field.name]} width={40} focused={index === state.focus && !state.consent} masked={field.masked} />
        </Box>
      ))}
      {state.error ? (
        <Text {...theme.error} wrap="wrap">
          {state.error}
        </Text>
      ) : null}
      {state.busy ? <Text {...theme.warning}>Checking with the service…</Text> : null}
      {state.consent ? <ConfirmView state={state.consent} /> : null}
      <Text {...theme.muted}>enter next · ctrl+s log in · esc cancel</Text>
    </Box>
  );
}

export interface LoginOptions {
  readonly globals: GlobalFlags;
  readonly context: CliContext;
  readonly streams: TerminalStreams;
  readonly reason: string;
}

/** Shows the login screen; resolves true once credentials are saved for the profile. */
export async function runLogin(options: LoginOptions): Promise<boolean> {
  const { context, globals } = options;
  const paths = hoshinPaths(context.env);
  const settings = resolveSettings(globals, context.env, loadConfig(paths));
  const profile = settings.profileName;
  const stores = credentialStores(context.env, paths);
  const actions: LoginActions = {
    plainFile: stores.file.location,
    async verify(baseUrl, credentials) {
      return verifyCredentials(baseUrl, credentials, { dialect: settings.dialect, now: context.now, shared: { ...sharedClientState(paths, profile), ...proxyOption(baseUrl, context.env) } });
    },
    async saveInKeychain(baseUrl, dialect, credentials) {
      const status = await stores.keychain.status();
      if (!status.available) return { saved: false, reason: status.reason };
      await saveLogin({ paths, stores, profile, credentials, plainText: false, baseUrl, dialect: dialect as DialectSetting });
      return { saved: true };
    },
    async saveInFile(baseUrl, dialect, credentials) {
      await saveLogin({ paths, stores, profile, credentials, plainText: true, baseUrl, dialect: dialect as DialectSetting });
    },
  };
  let saved = false;
  return withQuietTerminal(options.streams.stdin, async () => {
    const instance = render(
      <ThemeContext.Provider value={themeFor(context.env, options.streams.stdout)}>
        <LoginScreen profile={profile} reason={options.reason} initialUrl={settings.baseUrl ?? ''} actions={actions} onDone={(result) => (saved = result)} />
      </ThemeContext.Provider>,
      { stdin: options.streams.stdin, stdout: options.streams.stdout, stderr: options.streams.stderr, exitOnCtrlC: false, patchConsole: false },
    );
    await instance.waitUntilExit();
    instance.cleanup();
    return saved;
  });
}
