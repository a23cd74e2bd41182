// The console's root: one reducer for navigation, ONE useInput for every key (routed by
// priority in state/keys.ts), and the layout. Requests go through the session; views read the
// local index.
import type { EventEmitter } from 'node:events';
import { Box, useApp, useInput, type Key } from 'ink';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactElement } from 'react';
import { childKinds, kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { isHoshinError } from '../../core/errors.js';
import { localDay } from '../../domain/dates.js';
import { redactSignatures } from '../../signing/signing.js';
import { confirmKey, createConfirm } from '../dialogs/confirm-state.js';
import { ConfirmView } from '../dialogs/confirm-dialog.js';
import { createDeleteDialog, deleteKey } from '../dialogs/delete-state.js';
import { DeleteView } from '../dialogs/delete-dialog.js';
import { createPicker, pickerKey } from '../dialogs/picker-state.js';
import { PickerView } from '../dialogs/picker.js';
import { editKeysFor, inputKeyName } from '../input/keys.js';
import { footerHints, type KeyContext, type KeyFlags } from '../keymap.js';
import { isTaskStatus } from '../../domain/task.js';
import { boardKey, withTasks, type BoardTask } from '../board/board-state.js';
import { historyRows, type HistoryResource, type IndicatorResource } from '../indicator/indicator-view.js';
import { splitBurst } from '../state/burst.js';
import { joinPastedLines } from '../state/palette-paste.js';
import { TypedAhead } from '../input/typed-ahead.js';
import { completePalette, parsePaletteInput, type PaletteCommand } from '../palette.js';
import { ThemeContext, type Theme } from '../theme.js';
import { entryResource, indexTreeSource } from '../state/index-source.js';
import { IndicatorDetail } from '../indicator/indicator-detail.js';
import { isHistoryFocused, keyContext, routeKey, type Command, type RouteFacts } from '../state/keys.js';
import { currentFrame, initialNavState, navReducer, selectedRow, topOverlay, type NavAction, type NavState, type Overlay } from '../state/navigation.js';
import { crumbOf, listOpenedBy, listOwner, pathTo, ROOT_LIST, rowKey, rowsOf, titleOf, type ListRef, type RowRef, type TreeRow } from '../state/tree.js';
import { FormOverlay, openCreateForm, openEditForm, openRecordForm, type FormHost } from './form-overlay.js';
import { computeLayout } from './layout.js';
import { HelpOverlay, PaletteOverlay } from './overlays.js';
import { boardScopeOf, hoshinOf, treeHints } from './scopes.js';
import type { NodeRef, Session } from './session.js';
import { BoardPane, OverviewPane } from './plan-views.js';
import { useIndexActions } from './index-actions.js';
import { openBoardOverlay, useTaskActions } from './task-actions.js';
import { detailLines, DetailPane, Footer, Header, ListPane, StatusLine } from './views.js';
import { useTerminalSize } from '../terminal-size.js';

export type AppExit = { readonly type: 'quit' } | { readonly type: 'profile'; readonly name: string };

export interface AppProps {
  readonly session: Session;
  readonly theme: Theme;
  /** The read-only setting that cannot be switched off from inside (flag or profile). */
  readonly forcedReadOnly: boolean;
  /** Profile names for the palette's completion. */
  readonly profiles?: readonly string[];
  readonly onExit: (exit: AppExit) => void;
  /** Ctrl-Z: restore the terminal and stop; absent in tests. */
  readonly onSuspend?: () => void;
  /** Long text in $VISUAL/$EDITOR with the terminal handed over; absent in tests. */
  readonly openEditor?: (text: string) => Promise<string>;
  /** Emits 'resumed' after ctrl-z or the external editor gave the terminal back. */
  readonly terminalEvents?: EventEmitter;
  /** Clock for "today" (overdue tasks); injectable for tests. */
  readonly now?: () => number;
  /** Fetch the companies on start (off in tests that seed the index). */
  readonly fetchOnStart?: boolean;
}

function messageOf(error: unknown): string {
  if (isHoshinError(error)) return error.message;
  return redactSignatures(error instanceof Error ? error.message : String(error));
}


export function App(props: AppProps): ReactElement {
  const { session, theme } = props;
  const { exit } = useApp();
  const size = useTerminalSize();
  const layout = computeLayout(size.columns, size.rows);
  const source = useMemo(() => indexTreeSource(session.index), [session]);
  const today = useMemo(() => localDay((props.now ?? Date.now)()), [props.now]);
  const [state, reactDispatch] = useReducer(navReducer, undefined, () => {
    const initial = initialNavState({ readOnly: session.info.readOnly || props.forcedReadOnly, pageSize: layout.pageSize });
    return navReducer(initial, { type: 'open', list: ROOT_LIST, rows: rowsOf(ROOT_LIST, source) });
  });
  // The state after every action so far, ahead of React's render: keys that arrive in one burst
  // (a paste, a fast typist over SSH) each see the effect of the one before.
  const stateRef = useRef<NavState>(state);
  const dispatch = useCallback((action: NavAction) => {
    stateRef.current = navReducer(stateRef.current, action);
    reactDispatch(action);
  }, []);
  const [revision, setRevision] = useState(session.index.revision);
  const [tick, setTick] = useState(0);

  // The index changes (answers, refreshes): recompute the rows of every open list at once, so
  // the next key already moves through the new rows.
  useEffect(
    () =>
      session.index.subscribe(() => {
        for (const frame of stateRef.current.frames) dispatch({ type: 'set-rows', key: frame.key, rows: rowsOf(frame.list, source) });
        const board = openBoardOverlay(stateRef.current);
        if (board) dispatch({ type: 'board-set', board: withTasks(board.board, session.boardTasks(board.scope) as BoardTask[]) });
        setRevision(session.index.revision);
      }),
    [session, source, dispatch],
  );
  useEffect(() => {
    if (state.pageSize !== layout.pageSize) dispatch({ type: 'resize', pageSize: layout.pageSize });
  }, [layout.pageSize, state.pageSize]);
  useEffect(() => {
    if (state.busy === 0) return undefined;
    const timer = setInterval(() => setTick((value) => value + 1), 100);
    return () => clearInterval(timer);
  }, [state.busy]);

  const quit = useCallback(
    (result: AppExit = { type: 'quit' }) => {
      props.onExit(result);
      exit();
    },
    [exit, props],
  );

  /** Runs a request with the spinner; failures land on the status line (or the caller's handler). */
  const request = useCallback(async <T,>(label: string, work: () => Promise<T>, onError?: (error: unknown) => void): Promise<T | undefined> => {
    dispatch({ type: 'request-start', label });
    try {
      return await work();
    } catch (error) {
      if (onError) onError(error);
      else dispatch({ type: 'status', status: { text: messageOf(error), tone: 'error' } });
      return undefined;
    } finally {
      dispatch({ type: 'request-end' });
    }
  }, []);

  const fetchList = useCallback(
    (list: ListRef) => {
      if (!session.listable(list)) return Promise.resolve();
      const noun = list.type === 'children' ? pluralWords(kindSpec(list.childKind)) : '';
      return request(`fetching ${noun}…`, () => session.fetchList(list)).then(() => undefined);
    },
    [request, session],
  );

  const reveal = useCallback(
    (chain: readonly { kind: KindName; id: number }[]) => {
      const steps = pathTo(chain).map((step) => ({ list: step.list, rows: rowsOf(step.list, source), select: rowKey(step.select) }));
      dispatch({ type: 'reveal', steps });
    },
    [source],
  );

  const openByRef = useCallback(
    async (kind: KindName, id: number) => {
      const chain = await request(`opening ${kindSpec(kind).label.toLowerCase()} ${id}…`, () => session.openResource(kind, id));
      if (!chain) return;
      if (chain[0]?.kind !== 'company') {
        dispatch({ type: 'status', status: { text: `${kindSpec(kind).label} ${id} fetched, but it has no place in the company tree`, tone: 'error' } });
        return;
      }
      reveal(chain);
      dispatch({ type: 'status', status: { text: `opened ${kindSpec(kind).label.toLowerCase()} ${id}`, tone: 'success' } });
    },
    [request, reveal, session],
  );

  const [formContext, setFormContext] = useState<KeyContext>('form');
  const typedAhead = useMemo(() => new TypedAhead(), []);
  const formHost: FormHost = useMemo(
    () => ({
      session,
      dispatch,
      typedAhead,
      setFormContext,
      ...(props.openEditor ? { openEditor: props.openEditor } : {}),
      selectCreated(kind: KindName, id: number) {
        // Show the new resource where it lives, selected.
        reveal(session.knownChain(kind, id));
      },
      status(text: string, tone: 'success' | 'error' | 'info') {
        dispatch({ type: 'status', status: { text, tone } });
      },
      today,
      askEditExisting(kind: KindName, id: number, question: string) {
        const state = createConfirm({ title: question, message: 'The day is unique per indicator.', cancelLabel: 'Keep this form', confirmLabel: 'Edit that value' });
        dispatch({ type: 'push-overlay', overlay: { type: 'dialog', dialog: 'edit-existing', kind, id, state } });
      },
    }),
    [session, reveal, props.openEditor, today, typedAhead],
  );

  /** The selected row's place in the tree (root first, the row last), from the index alone. */
  const rowChain = useCallback(
    (current: NavState): NodeRef[] => {
      const ref = selectedRow(current)?.ref;
      if (ref?.type === 'resource') return session.knownChain(ref.kind, ref.id);
      if (ref?.type === 'group') return session.knownChain(ref.parentKind, ref.parentId);
      const owner = currentFrame(current) ? listOwner(currentFrame(current)!.list) : null;
      return owner ? session.knownChain(owner.kind, owner.id) : [];
    },
    [session],
  );

  /** The selected indicator's value rows (newest first) and the selected one, while its table has the keys. */
  const historyTable = useCallback(
    (current: NavState) => {
      const ref = selectedRow(current)?.ref;
      if (ref?.type !== 'resource' || ref.kind !== 'indicator') return { indicatorId: null, rows: [], selected: undefined };
      const indicator = source.resource('indicator', ref.id) ?? { id: ref.id };
      const rows = historyRows(indicator as IndicatorResource, session.histories(ref.id) as HistoryResource[]);
      const index = Math.min(current.historyCursor, Math.max(0, rows.length - 1));
      return { indicatorId: ref.id, rows, selected: rows[index] };
    },
    [session, source],
  );

  const askDelete = useCallback(
    (kind: KindName, id: number) => {
      const descendants = session.index.descendants(kind, id).map((entry) => ({ kind: entry.kind, name: entry.name ?? `#${entry.id}` }));
      const name = titleOf(kind, source.resource(kind, id), id);
      const dialog = createDeleteDialog({ kind, name, id, descendants });
      dispatch({ type: 'push-overlay', overlay: { type: 'dialog', dialog: 'delete', kind, id, state: dialog } });
    },
    [session, source],
  );

  /** The selected resource when it can be changed; otherwise the status line says why not. */
  const changeableSelection = useCallback(
    (row: TreeRow | undefined, verb: 'edit' | 'delete', done: 'changed' | 'deleted'): { kind: KindName; id: number } | undefined => {
      if (row?.ref.type !== 'resource') {
        dispatch({ type: 'status', status: { text: `select a resource to ${verb}`, tone: 'info' } });
        return undefined;
      }
      const { kind, id } = row.ref;
      if (kindSpec(kind).readOnly) {
        dispatch({ type: 'status', status: { text: `${kindSpec(kind).plural} cannot be ${done}`, tone: 'error' } });
        return undefined;
      }
      return { kind, id };
    },
    [],
  );

  const { pickTaskStatus, moveTask, openBoard, boardIntent } = useTaskActions({ session, source, dispatch, stateRef, request, formHost, messageOf });
  const indexActions = useIndexActions({ session, source, dispatch, request, reveal });

  const runCommand = useCallback(
    (command: Command) => {
      const current = stateRef.current;
      const frame = currentFrame(current);
      const row = selectedRow(current);
      switch (command) {
        case 'open': {
          if (!row) return;
          const list = listOpenedBy(row.ref);
          if (!list) {
            dispatch({ type: 'status', status: { text: 'history values have nothing under them', tone: 'info' } });
            return;
          }
          dispatch({ type: 'open', list, rows: rowsOf(list, source) });
          dispatch({ type: 'status', status: null });
          void fetchList(list);
          // An entry known only by name (imported) is fetched when opened.
          if (row.ref.type === 'resource' && !session.index.get(row.ref.kind, row.ref.id)?.resource) {
            const { kind, id } = row.ref;
            void request(`fetching ${kindSpec(kind).label.toLowerCase()} ${id}…`, () => session.fetch(kind, id));
          }
          return;
        }
        case 'back':
          dispatch({ type: 'back' });
          return;
        case 'refresh':
          if (frame) indexActions.refresh(frame.list, row?.ref);
          return;
        case 'quit':
        case 'quit-now':
          quit();
          return;
        case 'ask-quit':
          dispatch({
            type: 'push-overlay',
            overlay: {
              type: 'dialog',
              dialog: 'quit-dirty',
              state: createConfirm({ title: 'Quit with unsaved changes?', message: 'The form has edits that are not saved.', cancelLabel: 'Keep editing', confirmLabel: 'Quit' }),
            },
          });
          return;
        case 'suspend':
          props.onSuspend?.();
          return;
        case 'edit': {
          const target = changeableSelection(row, 'edit', 'changed');
          if (target) openEditForm(formHost, target.kind, target.id);
          return;
        }
        case 'create': {
          if (!frame) return;
          const choices = createChoices(frame.list, row?.ref, source);
          if (choices.length === 1) {
            const only = choices[0] as CreateChoice;
            openCreateForm(formHost, only.kind, only.parentId);
          } else if (choices.length > 1) {
            const picker = createPicker(
              'Create what?',
              choices.map((choice) => ({ value: `${choice.kind}:${choice.parentId ?? ''}`, label: choice.label, ...(choice.hint ? { hint: choice.hint } : {}) })),
            );
            dispatch({ type: 'push-overlay', overlay: { type: 'picker', purpose: 'child-kind', picker } });
          }
          return;
        }
        case 'delete': {
          const target = changeableSelection(row, 'delete', 'deleted');
          if (target) askDelete(target.kind, target.id);
          return;
        }
        case 'record-value': {
          if (row?.ref.type !== 'resource' || row.ref.kind !== 'indicator') {
            dispatch({ type: 'status', status: { text: 'v records a value of an indicator: select one', tone: 'info' } });
            return;
          }
          openRecordForm(formHost, row.ref.id);
          return;
        }
        case 'history-table': {
          if (row?.ref.type !== 'resource' || row.ref.kind !== 'indicator') {
            dispatch({ type: 'status', status: { text: 'H edits the values of an indicator: select one', tone: 'info' } });
            return;
          }
          dispatch({ type: 'focus-history' });
          if (historyTable(stateRef.current).rows.length === 0) dispatch({ type: 'status', status: { text: 'no values of this indicator are known here: v records one', tone: 'info' } });
          return;
        }
        case 'history-edit':
        case 'history-delete': {
          const selected = historyTable(current).selected;
          if (!selected || selected.id === null) {
            dispatch({ type: 'status', status: { text: 'select a value in the table', tone: 'info' } });
            return;
          }
          if (command === 'history-edit') openEditForm(formHost, 'indicator_history', selected.id);
          else askDelete('indicator_history', selected.id);
          return;
        }
        case 'task-status': {
          if (row?.ref.type !== 'resource' || row.ref.kind !== 'task') {
            dispatch({ type: 'status', status: { text: 's changes the status of a task: select one', tone: 'info' } });
            return;
          }
          pickTaskStatus(row.ref.id);
          return;
        }
        case 'board': {
          const scope = boardScopeOf(rowChain(current));
          if (!scope) {
            dispatch({ type: 'status', status: { text: 'b shows the tasks of an objective or a hoshin: select one, or something in one', tone: 'info' } });
            return;
          }
          openBoard(scope);
          return;
        }
        case 'indicators-overview': {
          const hoshinId = hoshinOf(rowChain(current));
          if (hoshinId === null) {
            dispatch({ type: 'status', status: { text: 'i shows the indicators of a hoshin: select one, or something in one', tone: 'info' } });
            return;
          }
          dispatch({ type: 'push-overlay', overlay: { type: 'overview', hoshinId, cursor: 0 } });
          dispatch({ type: 'status', status: null });
          return;
        }
        case 'overview-open': {
          const overlay = topOverlay(current);
          if (overlay?.type !== 'overview') return;
          const indicator = session.hoshinIndicators(overlay.hoshinId)[overlay.cursor];
          if (!indicator) return;
          dispatch({ type: 'pop-overlay' });
          const chain = session.knownChain('indicator', indicator.id);
          if (chain[0]?.kind === 'company') reveal(chain);
          else void openByRef('indicator', indicator.id);
          return;
        }
        case 'palette-run': {
          const overlay = topOverlay(current);
          if (overlay?.type !== 'palette') return;
          runPalette(parsePaletteInput(overlay.text));
          return;
        }
        case 'palette-complete': {
          const overlay = topOverlay(current);
          if (overlay?.type !== 'palette') return;
          const completion = completePalette(overlay.text, paletteContext);
          if (completion.completed !== overlay.text) dispatch({ type: 'palette-set', text: completion.completed });
          else {
            const chosen = completion.suggestions[overlay.selection];
            if (chosen) dispatch({ type: 'palette-set', text: chosen.text });
          }
          return;
        }
        case 'palette-previous':
        case 'palette-next': {
          const overlay = topOverlay(current);
          if (overlay?.type !== 'palette') return;
          const count = completePalette(overlay.text, paletteContext).suggestions.length;
          if (count === 0) return;
          const step = command === 'palette-next' ? 1 : -1;
          dispatch({ type: 'palette-select', selection: (overlay.selection + step + count) % count });
          return;
        }
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fetchList, formHost, quit, request, session, source, askDelete, changeableSelection, pickTaskStatus, openBoard, historyTable, rowChain, reveal, openByRef, indexActions],
  );

  const paletteContext = useMemo(
    () => ({
      profiles: props.profiles ?? [],
      findResources: (kind: KindName, text: string) => session.index.search(text, { kind, limit: 10 }).map((entry) => ({ id: entry.id, name: entry.name })),
    }),
    [props.profiles, session],
  );

  function runPalette(command: PaletteCommand): void {
    const current = stateRef.current;
    const overlay = topOverlay(current);
    // A chosen suggestion runs as if typed.
    if (overlay?.type === 'palette' && command.type === 'error' && overlay.selection > 0) {
      const chosen = completePalette(overlay.text, paletteContext).suggestions[overlay.selection];
      if (chosen) {
        const parsed = parsePaletteInput(chosen.text);
        if (parsed.type !== 'error') return runPalette(parsed);
      }
    }
    switch (command.type) {
      case 'error':
        dispatch({ type: 'palette-error', error: command.message });
        return;
      case 'none':
        dispatch({ type: 'pop-overlay' });
        return;
      case 'quit':
        quit();
        return;
      case 'help':
        dispatch({ type: 'replace-overlay', overlay: { type: 'help', scroll: 0 } });
        return;
      case 'refresh':
        dispatch({ type: 'pop-overlay' });
        runCommand('refresh');
        return;
      case 'readonly': {
        dispatch({ type: 'pop-overlay' });
        if (current.readOnly && (props.forcedReadOnly || session.info.readOnly)) {
          dispatch({ type: 'status', status: { text: 'read-only is set by --readonly or the profile; it stays on', tone: 'error' } });
          return;
        }
        dispatch({ type: 'set-read-only', readOnly: !current.readOnly });
        dispatch({ type: 'status', status: { text: current.readOnly ? 'read-only off: changes are enabled' : 'read-only on: changes are disabled', tone: 'info' } });
        return;
      }
      case 'profile':
        quit({ type: 'profile', name: command.name });
        return;
      case 'open':
        dispatch({ type: 'pop-overlay' });
        void openByRef(command.kind, command.id);
        return;
      case 'open-many':
        dispatch({ type: 'pop-overlay' });
        indexActions.openMany(command.references, command.problems);
        return;
    }
  }

  // Confirmed delete: one request, then the index drops the resource and what it held.
  const deleteConfirmed = useCallback(
    async (kind: KindName, id: number) => {
      const label = kindSpec(kind).label.toLowerCase();
      const name = titleOf(kind, source.resource(kind, id), id);
      const done = await request(`deleting ${label} ${id}…`, async () => {
        await session.remove(kind, id);
        return true;
      });
      if (done) dispatch({ type: 'status', status: { text: `deleted ${label} “${name}”`, tone: 'success' } });
    },
    [request, session, source],
  );

  useInput((input: string, key: Key) => {
    const forPalette = topOverlay(stateRef.current)?.type === 'palette' || input.startsWith(':');
    for (const press of splitBurst(forPalette ? joinPastedLines(input) : input, key)) handleKey(press.input, press.key);
  });

  /** Row counts routing needs: the index holds them, not the navigation state. */
  function routeFacts(current: NavState): RouteFacts {
    const top = topOverlay(current);
    if (top?.type === 'overview') return { overviewTotal: session.hoshinIndicators(top.hoshinId).length };
    if (isHistoryFocused(current)) return { historyTotal: historyTable(current).rows.length };
    return {};
  }

  function handleKey(input: string, key: KeyFlags): void {
    const current = stateRef.current;
    // Where keys are commands, not text, several letters in one read are several commands ("jn").
    const top = topOverlay(current);
    const boardCommands = top?.type === 'board' && !top.board.filtering;
    const commandKeys = ['tree', 'help', 'picker', 'history'].includes(keyContext(current)) || (top?.type === 'dialog' && top.dialog !== 'delete') || boardCommands;
    if (commandKeys && !key.ctrl && !key.meta && [...input].length > 1) {
      for (const char of input) handleKey(char, {});
      return;
    }
    const name = inputKeyName(input, key);
    const intent = routeKey(current, name, input, routeFacts(current));
    switch (intent.type) {
      case 'nav':
        dispatch(intent.action);
        return;
      case 'command':
        runCommand(intent.command);
        return;
      case 'refused':
        dispatch({ type: 'status', status: { text: intent.reason, tone: 'error' } });
        return;
      case 'none':
        return;
      case 'delegate': {
        const overlay = topOverlay(current);
        if (!overlay) return;
        if (overlay.type === 'board') {
          const step = boardKey(overlay.board, name, input, current.readOnly);
          if (step.state !== overlay.board) dispatch({ type: 'board-set', board: step.state });
          if (step.intent) boardIntent(step.intent);
          return;
        }
        if (overlay.type === 'dialog' && overlay.dialog === 'delete') {
          // The typed name may come with control keys in one read (a paste, ctrl+w then text).
          let state = overlay.state;
          for (const editKey of editKeysFor(input, key)) {
            const step = deleteKey(state, editKey);
            if (step.outcome) {
              dispatch({ type: 'pop-overlay' });
              if (step.outcome === 'confirm') void deleteConfirmed(overlay.kind, overlay.id);
              return;
            }
            state = step.state;
          }
          if (state !== overlay.state) dispatch({ type: 'replace-overlay', overlay: { ...overlay, state } });
          return;
        }
        if (overlay.type === 'dialog' && overlay.dialog === 'edit-existing') {
          const step = confirmKey(overlay.state, name);
          if (step.outcome === 'confirm') {
            // The record form gives way to the edit form of the value that day already has.
            dispatch({ type: 'pop-overlay' });
            dispatch({ type: 'pop-overlay' });
            openEditForm(formHost, overlay.kind, overlay.id);
          } else if (step.outcome === 'cancel') dispatch({ type: 'pop-overlay' });
          else if (step.state !== overlay.state) dispatch({ type: 'replace-overlay', overlay: { ...overlay, state: step.state } });
          return;
        }
        if (overlay.type === 'dialog') {
          const step = confirmKey(overlay.state, name);
          if (step.outcome === 'confirm' && overlay.dialog === 'quit-dirty') {
            quit();
            return;
          }
          if (step.outcome === 'confirm') {
            // Discard: drop the question and the form under it.
            dispatch({ type: 'pop-overlay' });
            dispatch({ type: 'pop-overlay' });
            return;
          }
          if (step.outcome === 'cancel') dispatch({ type: 'pop-overlay' });
          else if (step.state !== overlay.state) dispatch({ type: 'replace-overlay', overlay: { ...overlay, state: step.state } });
          return;
        }
        if (overlay.type === 'picker') {
          const step = pickerKey(overlay.picker, name);
          if (step.outcome?.type === 'cancelled') dispatch({ type: 'pop-overlay' });
          else if (step.outcome?.type === 'chosen') {
            dispatch({ type: 'pop-overlay' });
            if (overlay.purpose === 'task-status') {
              const chosen = step.outcome.value;
              if (isTaskStatus(chosen)) void moveTask(overlay.taskId, chosen);
              return;
            }
            const [kind, parent] = step.outcome.value.split(':') as [KindName, string];
            openCreateForm(formHost, kind, parent === '' ? null : Number(parent));
          } else if (step.state !== overlay.picker) dispatch({ type: 'replace-overlay', overlay: { ...overlay, picker: step.state } });
          return;
        }
        // A form takes its keys itself (<ResourceForm> is active only while it is on top); until it
        // listens, the keys wait for it.
        typedAhead.hold(input, key);
        return;
      }
    }
  }

  // Back from ctrl-z or the editor: the screen was cleared, so draw a frame that differs.
  useEffect(() => {
    const events = props.terminalEvents;
    if (!events) return undefined;
    const onResumed = () => {
      const time = new Date((props.now ?? Date.now)()).toTimeString().slice(0, 8);
      dispatch({ type: 'status', status: { text: `resumed at ${time}`, tone: 'info' } });
    };
    events.on('resumed', onResumed);
    return () => {
      events.off('resumed', onResumed);
    };
  }, [props.terminalEvents, props.now, dispatch]);

  // Fetch the companies once at the start (the only top-level list the service offers).
  useEffect(() => {
    if (props.fetchOnStart !== false) void fetchList(ROOT_LIST);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const frame = currentFrame(state);
  const row = selectedRow(state);
  const overlay = topOverlay(state);
  const crumbs = state.frames.map((f) => crumbOf(f.list, source));
  const context = overlay?.type === 'form' ? formContext : keyContext(state);
  const hints = footerFor(state, context);
  const detail = detailLines(row?.ref, source, today, session.info.baseUrl, frame?.list);
  const bodyHeight = layout.bodyHeight;

  return (
    <ThemeContext.Provider value={theme}>
      <Box flexDirection="column" width={layout.width} height={layout.height}>
        <Header profile={session.info.profileName} host={session.host} readOnly={state.readOnly} crumbs={crumbs} width={layout.width} />
        <Box height={bodyHeight} width={layout.width}>
          {renderBody()}
        </Box>
        <StatusLine busy={state.busy > 0} label={state.busyLabel} status={state.status} tick={tick} width={layout.width} />
        <Footer hints={hints} width={layout.width} />
      </Box>
    </ThemeContext.Provider>
  );

  function footerFor(current: NavState, context: KeyContext): string {
    const top = topOverlay(current);
    if (top?.type === 'overview') return footerHints('tree', current.readOnly, new Set(['open', 'back', 'help']));
    if (top?.type === 'board') {
      if (top.board.filtering) return footerHints('filter');
      // The moves first: the footer is cut at the terminal's width.
      const first = footerHints('board', current.readOnly, new Set(['board-move-previous', 'board-move-next', 'task-status', 'board-edit', 'board-close']));
      const rest = footerHints('board', current.readOnly, new Set(['board-left', 'board-right', 'filter', 'help']));
      return [first, rest].filter((text) => text !== '').join(' · ');
    }
    if (context !== 'tree') return footerHints(context, current.readOnly);
    const ref = selectedRow(current)?.ref;
    const chain = rowChain(current);
    return treeHints(current.readOnly, {
      kind: ref?.type === 'resource' ? ref.kind : null,
      topLevel: current.frames.length <= 1,
      board: boardScopeOf(chain) !== null,
      hoshin: hoshinOf(chain) !== null,
    });
  }

  function renderBody(): ReactElement {
    const modalWidth = Math.min(layout.width, Math.max(40, Math.floor(layout.width * 0.8)));
    if (overlay?.type === 'board') return <BoardPane overlay={overlay} session={session} today={today} readOnly={state.readOnly} width={layout.width} height={bodyHeight} />;
    if (overlay?.type === 'overview') return <OverviewPane overlay={overlay} session={session} today={today} width={layout.width} height={bodyHeight} />;
    if (overlay?.type === 'help') return <HelpOverlay width={layout.width} height={bodyHeight} scroll={overlay.scroll} readOnly={state.readOnly} />;
    if (overlay?.type === 'palette') {
      const completion = completePalette(overlay.text, paletteContext);
      return (
        <Box flexDirection="column" width={layout.width}>
          <PaletteOverlay
            text={overlay.text}
            suggestions={completion.suggestions}
            selection={overlay.selection}
            error={overlay.error}
            width={layout.width}
            height={Math.min(bodyHeight, 4 + completion.suggestions.length)}
          />
        </Box>
      );
    }
    const formOverlay = [...state.overlays].reverse().find((o): o is Extract<Overlay, { type: 'form' }> => o.type === 'form');
    if (formOverlay) {
      // The form stays mounted (keeping its edits) while a question of the shell sits above it.
      const question = overlay?.type === 'dialog' && overlay.dialog !== 'delete' ? overlay : undefined;
      const questionHeight = question ? 5 : 0;
      return (
        <Box flexDirection="column" width={layout.width} height={bodyHeight}>
          {question ? <ConfirmView key="question" state={question.state} width={modalWidth} /> : null}
          <FormOverlay
            key="form"
            host={formHost}
            overlay={formOverlay}
            width={layout.width}
            height={bodyHeight - questionHeight}
            active={overlay === formOverlay}
          />
        </Box>
      );
    }
    if (overlay?.type === 'dialog') {
      return (
        <Box width={layout.width} height={bodyHeight} justifyContent="center" alignItems="flex-start">
          {overlay.dialog === 'delete' ? <DeleteView state={overlay.state} width={modalWidth} /> : <ConfirmView state={overlay.state} width={modalWidth} />}
        </Box>
      );
    }
    if (overlay?.type === 'picker') {
      return (
        <Box width={layout.width} height={bodyHeight} justifyContent="center" alignItems="flex-start">
          <PickerView state={overlay.picker} height={Math.min(bodyHeight, overlay.picker.options.length + 4)} width={modalWidth} />
        </Box>
      );
    }
    const listTitle = frame ? crumbOf(frame.list, source) : '';
    const listFocused = state.focus === 'list';
    const list = (
      <ListPane
        frame={frame}
        title={listTitle}
        source={source}
        width={layout.listWidth}
        height={bodyHeight}
        pageSize={state.pageSize}
        focused={listFocused}
        filterEditing={state.filterEditing}
        today={today}
        revision={revision}
      />
    );
    const indicator = row?.ref.type === 'resource' && row.ref.kind === 'indicator' ? session.index.get('indicator', row.ref.id)?.resource : undefined;
    const detailPane = indicator ? (
      // An indicator shows its figures, chart and values (the indicator developer's view).
      <Box width={layout.detailWidth} height={bodyHeight} borderStyle="round" borderColor={listFocused ? theme.border : theme.borderFocus}>
        <IndicatorDetail
          indicator={indicator}
          histories={session.index.children('indicator', indicator.id, 'indicator_history').map((entry) => entryResource(entry))}
          width={Math.max(10, layout.detailWidth - 2)}
          height={Math.max(3, bodyHeight - 2)}
          today={today}
          scrollOffset={state.detailScroll}
          {...(isHistoryFocused(state) ? { selectedIndex: Math.min(state.historyCursor, Math.max(0, historyTable(state).rows.length - 1)) } : {})}
        />
      </Box>
    ) : (
      <DetailPane title={detail.title} lines={detail.lines} width={layout.detailWidth} height={bodyHeight} scroll={state.detailScroll} focused={!listFocused} />
    );
    if (layout.singlePane) return listFocused ? list : detailPane;
    return (
      <>
        {list}
        {detailPane}
      </>
    );
  }
}

export interface CreateChoice {
  readonly kind: KindName;
  readonly parentId: number | null;
  readonly label: string;
  readonly hint?: string;
}

/**
 * What `n` can create here: under a group row, that group's kind; under a resource with child
 * kinds, one of them; otherwise (a leaf, an empty list) a new sibling in the current list. At the
 * top, a new company is offered too.
 */
export function createChoices(list: ListRef, ref: RowRef | undefined, source: { resource: (kind: KindName, id: number) => unknown }): CreateChoice[] {
  const inList = (): CreateChoice[] => {
    if (list.type !== 'children') return [];
    const spec = kindSpec(list.childKind);
    if (spec.readOnly || spec.paths.create === null) return [];
    return [{ kind: list.childKind, parentId: list.parentId, label: `new ${spec.label.toLowerCase()}`, hint: list.parentId === null ? '' : 'here' }];
  };
  if (ref?.type === 'group') {
    const spec = kindSpec(ref.childKind);
    return [{ kind: ref.childKind, parentId: ref.parentId, label: `new ${spec.label.toLowerCase()}` }];
  }
  if (ref?.type === 'resource') {
    const children = listOpenedBy(ref);
    if (children) {
      const kinds = children.type === 'groups' ? childKinds(ref.kind).map((spec) => spec.name) : [children.childKind];
      const parentTitle = titleOf(ref.kind, source.resource(ref.kind, ref.id) as never, ref.id);
      const under: CreateChoice[] = kinds.map((kind) => ({ kind, parentId: ref.id, label: `new ${kindSpec(kind).label.toLowerCase()}`, hint: `in ${parentTitle}` }));
      return list.type === 'children' && list.parentKind === null ? [...under, ...inList()] : under;
    }
  }
  return inList();
}
