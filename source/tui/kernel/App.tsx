// The console's root: makes the store and what the controllers share, gives them through the
// console's contexts, and wires the controllers that do the I/O (lists, changes, views, the
// palette, the connection, the clipboard) and the one input hook to the view. Nothing here decides
// what a key means or draws a pane.
import { useApp, useStdout } from 'ink';
import { useCallback, useMemo, type ReactElement } from 'react';
import { localDay } from '../../domain/dates.js';
import { helpRows } from '../help/help-rows.js';
import { indexTreeSource } from '../tree/index-source.js';
import { isHistoryFocused, keyContext } from './key-context.js';
import type { RouteFacts } from './intents.js';
import { rowFacts } from '../tree/row-facts.js';
import { consoleReducer, initialConsoleState, topOverlay, type ConsoleState } from './console-store.js';
import { ROOT_LIST, rowsOf } from '../tree/tree-shape.js';
import { useTerminalSize } from './terminal-size.js';
import type { AppExit, AppProps } from './app-props.js';
import { clipboardBytes, clipboardReach, type ClipboardReach } from '../../terminal/clipboard.js';
import { tmuxOption } from '../../terminal/tmux-option.js';
import { useCommands } from './commands.js';
import { ConsoleView } from './console-view.js';
import { useIndexActions } from '../tree/index-actions.js';
import { computeLayout } from './layout.js';
import { useOverlayKeys } from './overlay-keys.js';
import { helpRoom } from '../palette/palette-and-help-views.js';
import { usePaletteCommands } from '../palette/palette-controller.js';
import { useResourceCommands } from '../forms/resource-commands.js';
import { historyTable, overlayAttention, overlayChart, overviewIndicators } from '../tree/selection.js';
import { useTaskActions } from '../board/task-actions.js';
import { useConnection } from './use-connection.js';
import { useConsoleStore } from './use-console-store.js';
import { useDueCommands } from '../review/due-commands.js';
import { useReviewCommands } from '../review/review-commands.js';
import { useUndoCommands } from '../changes/undo-commands.js';
import { changesMax } from '../changes/changes-overlay.js';
import { usePeople } from '../detail/use-people.js';
import { useFormHost } from '../forms/use-form-host.js';
import { useKeys } from './use-keys.js';
import { useLists } from '../tree/use-lists.js';
import { useRequests } from './use-requests.js';
import { ConsoleProvider, useConsoleActions, useConsoleState, type ConsoleActions } from './console-context.js';
import type { Layout } from './layout.js';
import { useResumed } from './use-resumed.js';
import { useViewCommands } from '../tree/view-commands.js';

export type { AppExit, AppProps } from './app-props.js';

export function App(props: AppProps): ReactElement {
  const { session } = props;
  const { exit } = useApp();
  const size = useTerminalSize();
  const layout = computeLayout(size.columns, size.rows);
  const now = useMemo(() => props.now ?? Date.now, [props.now]);
  const today = useMemo(() => localDay(now()), [now]);
  const source = useMemo(() => indexTreeSource(session.index), [session]);

  const store = useConsoleStore(() =>
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

/** The controllers and the view, under the console's contexts. */
function Console(props: AppProps & { readonly layout: Layout }): ReactElement {
  const { theme, layout } = props;
  const { session, source, now, today } = useConsoleActions();
  const store = useConsoleState();
  const { dispatch } = store;
  const { stdout } = useStdout();
  const writeTerminal = props.writeTerminal;
  const env = props.env;
  // Sends the text, then says how far it is known to have got (tmux is asked for its set-clipboard).
  const copyText = useCallback(
    async (text: string): Promise<ClipboardReach> => {
      const environment = env ?? process.env;
      (writeTerminal ?? ((bytes: string) => stdout.write(bytes)))(clipboardBytes(text, environment));
      return clipboardReach(environment, environment.TMUX ? await tmuxOption('set-clipboard', environment) : null);
    },
    [writeTerminal, env, stdout],
  );

  useConnection(session, store.state, dispatch, now);
  const lists = useLists({ pageSize: layout.pageSize, fetchOnStart: props.fetchOnStart !== false });
  const { formHost, formContext, typedAhead } = useFormHost({
    reveal: lists.reveal,
    ...(props.openEditor ? { openEditor: props.openEditor } : {}),
  });
  const tasks = useTaskActions(formHost);
  const index = useIndexActions(lists.reveal);
  const views = useViewCommands({ lists, tasks, index, copyText });
  const resources = useResourceCommands(formHost);
  const review = useReviewCommands({ lists, formHost, reportDir: props.reportDir ?? process.cwd() });
  const due = useDueCommands({ tasks, edit: resources.editResource });
  const palette = usePaletteCommands({
    lists,
    index,
    profiles: props.profiles ?? [],
    forcedReadOnly: props.forcedReadOnly,
    refresh: views.refresh,
  });
  const undo = useUndoCommands();
  const runCommand = useCommands({
    views,
    resources,
    palette,
    review,
    due,
    undo,
    ...(props.onSuspend ? { suspend: props.onSuspend } : {}),
  });
  const overlayKey = useOverlayKeys({ formHost, typedAhead, tasks, resources, undo, onTaskMoved: due.taskMoved });

  /** Row counts and the selected row's facts routing needs: the index and the layout hold them, not the store. */
  const facts = useCallback(
    (state: ConsoleState): RouteFacts => {
      const top = topOverlay(state);
      if (top?.type === 'overview') return { overviewTotal: overviewIndicators(session, top).length };
      if (top?.type === 'bowling') return { bowlingRows: overlayChart(session, top).indicators.length };
      if (top?.type === 'attention') return { attentionTotal: overlayAttention(session, top, today).length };
      if (top?.type === 'changes') return { changesMax: changesMax(session, layout.bodyHeight) };
      if (top?.type === 'help')
        return {
          helpMax: Math.max(
            0,
            helpRows(state.readOnly, top.filter ?? '', Math.max(1, layout.width - 2)).length - helpRoom(layout.bodyHeight),
          ),
        };
      if (isHistoryFocused(state)) return { historyTotal: historyTable(session, source, state).rows.length };
      return keyContext(state) === 'tree' ? { row: rowFacts(session, state, 'tree') } : {};
    },
    [session, source, layout.bodyHeight, layout.width, today],
  );
  useKeys({ facts, runCommand, overlayKey });
  useResumed(props.terminalEvents, dispatch, now);
  usePeople(session, store.state);

  const state = store.state;
  const context = topOverlay(state)?.type === 'form' ? formContext : keyContext(state);
  return (
    <ConsoleView
      state={state}
      session={session}
      source={source}
      layout={layout}
      today={today}
      formHost={formHost}
      paletteContext={palette.context}
      theme={theme}
      context={context}
      now={now()}
    />
  );
}
