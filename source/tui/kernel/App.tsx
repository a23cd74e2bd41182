// The console's root: wires the store (state/), the controllers that do the I/O (lists, changes,
// views, the palette, the connection, the clipboard) and the one input hook to the view. Nothing
// here decides what a key means or draws a pane.
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
import { messageOf, useRequests } from './use-requests.js';
import { useResumed } from './use-resumed.js';
import { useViewCommands } from '../tree/view-commands.js';

export type { AppExit, AppProps } from './app-props.js';

export function App(props: AppProps): ReactElement {
  const { session, theme } = props;
  const { exit } = useApp();
  const { stdout } = useStdout();
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
  const { dispatch, current } = store;

  const quit = useCallback(
    (result: AppExit = { type: 'quit' }) => {
      props.onExit(result);
      exit();
    },
    [exit, props],
  );
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

  const request = useRequests(dispatch);
  useConnection(session, store.state, dispatch, now);
  const lists = useLists({ session, source, store, request, pageSize: layout.pageSize, fetchOnStart: props.fetchOnStart !== false });
  const { formHost, formContext, typedAhead } = useFormHost({ session, dispatch, reveal: lists.reveal, today, ...(props.openEditor ? { openEditor: props.openEditor } : {}) });
  const tasks = useTaskActions({ session, source, dispatch, current, request, formHost, messageOf });
  const index = useIndexActions({ session, source, dispatch, request, reveal: lists.reveal });
  const views = useViewCommands({ session, source, dispatch, current, request, lists, tasks, index, copyText });
  const resources = useResourceCommands({ session, source, dispatch, current, request, formHost });
  const review = useReviewCommands({ session, dispatch, current, request, lists, formHost, today, now, reportDir: props.reportDir ?? process.cwd() });
  const due = useDueCommands({ session, dispatch, current, request, tasks, today, edit: resources.editResource });
  const palette = usePaletteCommands({ session, dispatch, current, lists, index, profiles: props.profiles ?? [], forcedReadOnly: props.forcedReadOnly, quit, refresh: views.refresh });
  const undo = useUndoCommands({ session, dispatch, request });
  const runCommand = useCommands({ dispatch, views, resources, palette, review, due, undo, quit, ...(props.onSuspend ? { suspend: props.onSuspend } : {}) });
  const overlayKey = useOverlayKeys({ dispatch, current, formHost, typedAhead, tasks, resources, undo, onTaskMoved: due.taskMoved, quit });

  /** Row counts and the selected row's facts routing needs: the index and the layout hold them, not the store. */
  const facts = useCallback(
    (state: ConsoleState): RouteFacts => {
      const top = topOverlay(state);
      if (top?.type === 'overview') return { overviewTotal: overviewIndicators(session, top).length };
      if (top?.type === 'bowling') return { bowlingRows: overlayChart(session, top).indicators.length };
      if (top?.type === 'attention') return { attentionTotal: overlayAttention(session, top, today).length };
      if (top?.type === 'changes') return { changesMax: changesMax(session, layout.bodyHeight) };
      if (top?.type === 'help') return { helpMax: Math.max(0, helpRows(state.readOnly, top.filter ?? '', Math.max(1, layout.width - 2)).length - helpRoom(layout.bodyHeight)) };
      if (isHistoryFocused(state)) return { historyTotal: historyTable(session, source, state).rows.length };
      return keyContext(state) === 'tree' ? { row: rowFacts(session, state, 'tree') } : {};
    },
    [session, source, layout.bodyHeight, layout.width, today],
  );
  useKeys({ store, facts, runCommand, overlayKey });
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
