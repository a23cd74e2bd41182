// The console's root: makes the store and the shell every feature reaches the console through,
// gives them through the console's contexts, runs what the features keep in step and the one input
// hook, and draws the view. Nothing here names a feature: they come from the registry.
import { useApp, useStdout } from 'ink';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { localDay } from '../../domain/dates.js';
import { indexTreeSource, ROOT_LIST, rowsOf } from '../tree/ground.js';
import { initialConsoleState } from './console-store.js';
import { useTerminalSize } from './terminal-size.js';
import type { AppExit, AppProps } from './app-props.js';
import { clipboardBytes, clipboardReach, type ClipboardReach } from '../../terminal/clipboard.js';
import { tmuxOption } from '../../terminal/tmux-option.js';
import { ConsoleView } from './console-view.js';
import { computeLayout, type Layout } from './layout.js';
import { useConnection } from './use-connection.js';
import { useConsoleStore } from './use-console-store.js';
import { useKeys } from './use-keys.js';
import { useRequests } from './use-requests.js';
import { ConsoleProvider, ShellProvider, useConsoleActions, useConsoleState } from './console-context.js';
import type { ConsoleActions, Shell } from './feature.js';
import { TypedAhead } from './input/typed-ahead.js';
import { contextOf } from './key-press.js';
import { consoleReducer, KEY_TABLE, WATCHES } from './registry.js';
import { useResumed } from './use-resumed.js';
import { LAZY_MODULES } from './lazy-module.js';

export type { AppExit, AppProps } from './app-props.js';

export function App(props: AppProps): ReactElement {
  const { session } = props;
  const { exit } = useApp();
  const size = useTerminalSize();
  const layout = computeLayout(size.columns, size.rows);
  const now = useMemo(() => props.now ?? Date.now, [props.now]);
  const today = useMemo(() => localDay(now()), [now]);
  const source = useMemo(() => indexTreeSource(session.index, () => today, session.views, session.people), [session, today]);

  const store = useConsoleStore(consoleReducer, () =>
    consoleReducer(initialConsoleState({ readOnly: session.info.readOnly || props.forcedReadOnly, pageSize: layout.pageSize }), {
      type: 'open',
      list: ROOT_LIST,
      rows: rowsOf(ROOT_LIST, source),
    }),
  );

  const quit = useCallback(
    (result: AppExit = { type: 'quit' }) => {
      props.onExit(result);
      exit();
    },
    [exit, props],
  );
  const request = useRequests(store.dispatch);
  const actions = useMemo<ConsoleActions>(
    () => ({ session, source, request, now, today, quit }),
    [session, source, request, now, today, quit],
  );
  return (
    <ConsoleProvider store={store} actions={actions}>
      <Console {...props} layout={layout} />
    </ConsoleProvider>
  );
}

/** The shell, what the features keep in step, the keys and the view, under the console's contexts. */
function Console(props: AppProps & { readonly layout: Layout }): ReactElement {
  const { theme, layout, writeTerminal, env, openEditor, onSuspend } = props;
  const askTmux = props.askTmux ?? tmuxOption;
  const actions = useConsoleActions();
  const store = useConsoleState();
  const { stdout } = useStdout();
  // Sends the text, then says how far it is known to have got (tmux is asked for its set-clipboard).
  const copyText = useCallback(
    async (text: string): Promise<ClipboardReach> => {
      const environment = env ?? process.env;
      (writeTerminal ?? ((bytes: string) => stdout.write(bytes)))(clipboardBytes(text, environment));
      return clipboardReach(environment, environment.TMUX ? await askTmux('set-clipboard', environment) : null);
    },
    [writeTerminal, env, stdout, askTmux],
  );
  const typedAhead = useMemo(() => new TypedAhead(), []);
  // The context a component with keys of its own says they are in (a form: its picker, its question).
  const [reported, reportKeys] = useState('form');
  const { current, dispatch } = store;
  const reportDir = props.reportDir ?? process.cwd();
  const profiles = useMemo(() => props.profiles ?? [], [props.profiles]);
  const shell = useMemo<Shell>(
    () => ({
      ...actions,
      current,
      dispatch,
      layout,
      keys: KEY_TABLE,
      copyText,
      ...(openEditor ? { openEditor } : {}),
      ...(onSuspend ? { suspend: onSuspend } : {}),
      reportDir,
      profiles,
      forcedReadOnly: props.forcedReadOnly,
      typedAhead,
      reportKeys,
      fetchOnStart: props.fetchOnStart !== false,
    }),
    [
      actions,
      current,
      dispatch,
      layout,
      copyText,
      openEditor,
      onSuspend,
      reportDir,
      profiles,
      props.forcedReadOnly,
      typedAhead,
      props.fetchOnStart,
    ],
  );

  useConnection(actions.session, store.state, dispatch, actions.now);
  for (const watch of WATCHES) watch(shell);
  useKeys(shell, props.lazyModules ?? LAZY_MODULES);
  useResumed(props.terminalEvents, dispatch, actions.now);

  const state = store.state;
  const keysIn = contextOf(state);
  const context = keysIn?.reportsKeys ? reported : (keysIn?.name ?? '');
  const row = KEY_TABLE.context(context)?.row?.(shell, state);
  return (
    <ShellProvider shell={shell}>
      <ConsoleView state={state} layout={layout} theme={theme} context={context} {...(row ? { row } : {})} now={actions.now()} />
    </ShellProvider>
  );
}
