// The login screen when the profile has no credentials, in login-rule.ts's order; the secret is
// kept in the keychain, in memory only, or the plain-text file (0600) after an explicit yes.
import { Box, render, Text, useApp, useInput, type TextProps } from 'ink';
import { useRef, useState, type ReactElement } from 'react';
import { isHoshinError } from '../../core/errors.js';
import type { Credentials, DialectSetting } from '../../core/credentials.js';
import { checkBaseUrl, loadConfig } from '../../config/config.js';
import { hoshinPaths } from '../../config/paths.js';
import { resolveSettings } from '../../config/settings.js';
import { keepLogin, storeFor } from '../../credentials/sign-in.js';
import { keepingChoices, type Keeping, type KeepingChoice } from '../../credentials/login-rule.js';
import { withQuietTerminal } from '../../terminal/prompt.js';
import { credentialStores } from '../../credentials/stores.js';
import { checkLogin, type ConnectionChoice, type ConnectionIo } from '../../usecases/connection.js';
import { ConfirmView } from '../dialogs/confirm-dialog.js';
import { PickerView } from '../dialogs/picker.js';
import { editKeysFor } from '../kernel/input/keys.js';
import { TextInputView } from '../kernel/input/text-input.js';
import { askWhereToKeep, initialLogin, loginFailed, loginKeys, LOGIN_FIELDS, type LoginIntent, type LoginState } from './login-state.js';
import { asciiOnlyStream } from '../../terminal/ascii-stream.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { ThemeContext, themeFor, useTheme } from '../kernel/theme.js';
import { useTerminalSize } from '../kernel/terminal-size.js';
import { reportCrash, type TerminalStreams } from '../kernel/run.js';
import { takeTerminal } from '../kernel/screen/terminal-takeover.js';
import { valueText } from '../../catalogue/values.js';

/** A login the service accepted, and where its secret went. */
export interface Login {
  readonly baseUrl: string;
  readonly dialect: string;
  readonly credentials: Credentials;
}

export interface LoginActions {
  /** Checks the credentials; resolves with the dialect that worked, rejects with a HoshinError. */
  verify(baseUrl: string, credentials: Credentials): Promise<string>;
  /** Where the secret can be kept here (login-rule.ts), the plain-text file, and why the keychain is not offered. */
  places(): Promise<{ readonly choices: readonly KeepingChoice[]; readonly plainFile: string; readonly note?: string }>;
  /** Keeps the secret where the person chose (the plain-text file only after their explicit yes). */
  keep(keeping: Keeping, login: Login): Promise<void>;
}

/** The box's border and padding, left and right. */
const CHROME = 4;

/** A sentence wrapped at spaces to the box's width: no row begins with the space it broke at. */
function Prose({ text, style }: { text: string; style: TextProps }): ReactElement {
  // Wrapped anew when the terminal is resized (Ink's own re-wrap of rows cut for the old width is ragged).
  const { columns } = useTerminalSize();
  const width = Math.max(20, columns - CHROME);
  return (
    <>
      {wrapAll(text, width).map((row, index) => (
        <Text key={`row${index}`} {...style}>
          {row}
        </Text>
      ))}
    </>
  );
}

const HINTS = {
  fields: ['enter next', 'ctrl+s log in', 'esc cancel'],
  choice: ['j/k move', 'enter choose', 'esc cancel'],
} as const;

export function LoginScreen({
  profile,
  reason,
  initialUrl,
  actions,
  onDone,
}: {
  profile: string;
  reason: string;
  initialUrl: string;
  actions: LoginActions;
  onDone: (kept: { keeping: Keeping; login: Login } | null) => void;
}): ReactElement {
  const theme = useTheme();
  const { exit } = useApp();
  const [state, setState] = useState<LoginState>(() => initialLogin(initialUrl));
  const accepted = useRef<Login | null>(null);
  const finished = useRef(false);
  const finish = (kept: { keeping: Keeping; login: Login } | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(kept);
    exit();
  };

  // The latest state, ahead of React's render, for keys that arrive in one burst.
  const latest = useRef(state);
  const update = (next: LoginState | ((current: LoginState) => LoginState)) => {
    latest.current = typeof next === 'function' ? next(latest.current) : next;
    setState(latest.current);
  };
  const fail = (error: unknown) =>
    update((current) =>
      loginFailed(current, isHoshinError(error) ? error.message : valueText((error as { message?: unknown }).message ?? error)),
    );

  // One-line answers, as at a prompt: a line break with text ends the answer, so a key and a secret
  // pasted together each land in their own field.
  useInput((input, key) => {
    const step = loginKeys(latest.current, editKeysFor(input, key, 'enter'));
    update(step.state);
    if (step.intent) perform(step.intent);
  });

  function perform(intent: LoginIntent): void {
    if (intent.type === 'cancel') {
      finish(null);
      return;
    }
    if (intent.type === 'submit') {
      void (async () => {
        try {
          const baseUrl = checkBaseUrl(intent.baseUrl, 'service URL');
          const credentials = { appKey: intent.appKey, secret: intent.secret };
          const [dialect, places] = await Promise.all([actions.verify(baseUrl, credentials), actions.places()]);
          accepted.current = { baseUrl, dialect, credentials };
          update((current) => askWhereToKeep(current, places));
        } catch (error) {
          fail(error);
        }
      })();
      return;
    }
    const login = accepted.current as Login;
    actions.keep(intent.keeping, login).then(() => finish({ keeping: intent.keeping, login }), fail);
  }

  const choosing = state.keeping !== null;
  // "no base URL" in the screen's words, and gone as soon as one is typed.
  const shownReason = !/no base URL/.test(reason)
    ? reason
    : state.values.baseUrl.value.trim() !== ''
      ? 'Next the app key and the secret (ctrl+s logs in).'
      : `No service URL is set for profile “${profile}”: type it below, then the app key and the secret (ctrl+s logs in).`;
  return (
    <Box flexDirection="column" borderStyle={theme.borderStyle} borderColor={theme.borderFocus} paddingX={1}>
      <Text {...theme.accent}>Log in: profile “{profile}”</Text>
      <Prose text={shownReason} style={theme.muted} />
      {LOGIN_FIELDS.map((field, index) => (
        <Box key={field.name}>
          <Box width={14} flexShrink={0}>
            <Text {...(index === state.focus && !choosing ? theme.accent : {})}>
              {index === state.focus && !choosing ? theme.glyphs.pointer : ' '}
              {field.label}
            </Text>
          </Box>
          <TextInputView state={state.values[field.name]} width={40} focused={index === state.focus && !choosing} masked={field.masked} />
        </Box>
      ))}
      {state.error ? <Prose text={state.error} style={theme.error} /> : null}
      {state.busy === 'checking' ? <Text {...theme.warning}>Checking with the service{theme.glyphs.ellipsis}</Text> : null}
      {state.busy === 'keeping' ? <Text {...theme.warning}>Keeping the secret{theme.glyphs.ellipsis}</Text> : null}
      {state.note && choosing ? <Prose text={state.note} style={theme.muted} /> : null}
      {state.consent ? (
        <ConfirmView state={state.consent} />
      ) : state.keeping ? (
        <PickerView state={state.keeping} height={state.keeping.options.length + 3} />
      ) : null}
      <Text {...theme.muted}>{(choosing ? HINTS.choice : HINTS.fields).join(` ${theme.glyphs.separator} `)}</Text>
    </Box>
  );
}

/** The choice the console was opened with (the CLI's flags), and whether to draw ASCII only. */
type LoginChoice = ConnectionChoice & { readonly ascii?: boolean };

export interface LoginOptions<Choice extends LoginChoice> {
  readonly globals: Choice;
  readonly context: ConnectionIo;
  readonly streams: TerminalStreams;
  readonly reason: string;
  /** Draw on the alternate screen (the default), as the console does: nothing of it stays in the scrollback. */
  readonly alternateScreen?: boolean;
}

/** Shows the login; resolves with the flags to open the console with, or undefined when cancelled. */
export async function runLogin<Choice extends LoginChoice>(options: LoginOptions<Choice>): Promise<Choice | undefined> {
  const { context, globals } = options;
  const paths = hoshinPaths(context.env);
  const settings = resolveSettings(globals, context.env, loadConfig(paths));
  const profile = settings.profileName;
  const stores = credentialStores(context.env, paths);
  const actions: LoginActions = {
    async verify(baseUrl, credentials) {
      return checkLogin(baseUrl, credentials, {
        profile,
        dialect: settings.dialect,
        timeoutMs: settings.timeoutMs,
        env: context.env,
        now: context.now,
      });
    },
    async places() {
      const [keychain, session] = await Promise.all([stores.keychain.status(), stores.memory.status()]);
      const sessionLabel = 'only for this session: in memory, nothing is written';
      const choices = keepingChoices({ keychain, session, sessionLabel, plainFile: stores.file.file });
      return {
        choices,
        plainFile: stores.file.file,
        ...(keychain.available ? {} : { note: `The OS keychain is not available: ${keychain.reason}.` }),
      };
    },
    async keep(keeping, login) {
      const store = storeFor(keeping, stores, 'console');
      await keepLogin({
        paths,
        stores,
        store,
        profile,
        credentials: login.credentials,
        baseUrl: login.baseUrl,
        dialect: login.dialect as DialectSetting,
      });
    },
  };
  let kept: { keeping: Keeping; login: Login } | null = null;
  const theme = themeFor(context.env, options.streams.stdout, { ascii: options.globals.ascii ?? false });
  const terminal = theme.unicode ? options.streams.stdout : asciiOnlyStream(options.streams.stdout);
  await withQuietTerminal(options.streams.stdin, async () => {
    const takeover = takeTerminal({
      stdin: options.streams.stdin,
      stdout: terminal,
      alternateScreen: options.alternateScreen ?? true,
      onUncaughtError: (error) => reportCrash(options.streams.stderr, error),
    });
    try {
      const instance = render(
        <ThemeContext.Provider value={theme}>
          <LoginScreen
            profile={profile}
            reason={options.reason}
            initialUrl={settings.baseUrl ?? ''}
            actions={actions}
            onDone={(result) => (kept = result)}
          />
        </ThemeContext.Provider>,
        {
          stdin: options.streams.stdin,
          stdout: terminal,
          stderr: options.streams.stderr,
          exitOnCtrlC: false,
          patchConsole: false,
        },
      );
      await instance.waitUntilExit();
      instance.cleanup();
    } finally {
      takeover.restore();
    }
  });
  const result = kept as { keeping: Keeping; login: Login } | null;
  if (result === null) return undefined;
  return result.keeping === 'session'
    ? { ...globals, baseUrl: result.login.baseUrl, dialect: result.login.dialect, typedAtLogin: true }
    : globals;
}
