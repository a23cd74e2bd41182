// The commands that move around the plan and open views over it: open a row (fetching what it
// holds), go up, refresh, the board (t), the indicators overview (i), the value table (H), the
// status picker (s), and copying the selected resource's address or id (y, Y). The keymap refuses
// the keys a row does not offer, so each command only acts.
import { useMemo } from 'react';
import { kindSpec } from '../../catalogue/catalogue.js';
import { keyOf } from '../kernel/key-lookup.js';
import type { KeyContext } from '../kernel/keymap.js';
import { newOverview } from '../kernel/overlays.js';
import { boardScopeOf, hoshinOf } from './scopes.js';
import { currentFrame, selectedRow, topOverlay } from '../kernel/console-store.js';
import { listOpenedBy, rowsOf } from './tree-shape.js';
import { webAddress } from '../detail/detail-lines.js';
import type { IndexActions } from './index-actions.js';
import { historyTable, overviewIndicators, rowChain, selectedResource } from './selection.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';
import type { TaskActions } from '../board/task-actions.js';
import type { ListController } from './use-lists.js';
import { reachWords, type ClipboardReach } from '../../terminal/clipboard.js';

export interface ViewCommands {
  open(): void;
  back(): void;
  readonly refresh: () => void;
  board(): void;
  indicatorsOverview(): void;
  historyTable(): void;
  overviewOpen(): void;
  taskStatus(): void;
  copy(what: 'address' | 'id', context: KeyContext): void;
}

export function useViewCommands(controllers: {
  lists: ListController;
  tasks: TaskActions;
  index: IndexActions;
  /** Sends text to the clipboard; resolves with how far it is known to have got. */
  copyText: (text: string) => Promise<ClipboardReach>;
}): ViewCommands {
  const { lists, tasks, index, copyText } = controllers;
  const { session, source, request } = useConsoleActions();
  const { dispatch, current } = useConsoleState();
  return useMemo(() => {
    const info = (text: string) => dispatch({ type: 'status', status: { text, tone: 'info' } });

    return {
      open() {
        const row = selectedRow(current());
        if (!row) return;
        const list = listOpenedBy(row.ref);
        if (!list) {
          info('history values have nothing under them');
          return;
        }
        dispatch({ type: 'open', list, rows: rowsOf(list, source) });
        dispatch({ type: 'status', status: null });
        void lists.fetchList(list);
        // An entry known only by name (imported) is fetched when opened.
        if (row.ref.type === 'resource' && !session.index.get(row.ref.kind, row.ref.id)?.resource) {
          const { kind, id } = row.ref;
          void request(`fetching ${kindSpec(kind).label.toLowerCase()} ${id}…`, () => session.fetch(kind, id));
        }
      },
      back() {
        dispatch({ type: 'back' });
      },
      refresh() {
        const state = current();
        const frame = currentFrame(state);
        if (frame) index.refresh(frame.list, selectedRow(state)?.ref);
      },
      board() {
        // Off a board the keymap refused the key (its disabled reason).
        const scope = boardScopeOf(rowChain(session, current()));
        if (scope) tasks.openBoard(scope);
      },
      indicatorsOverview() {
        const hoshinId = hoshinOf(rowChain(session, current()));
        if (hoshinId === null) return;
        dispatch({ type: 'push-overlay', overlay: newOverview(hoshinId) });
        dispatch({ type: 'status', status: null });
      },
      historyTable() {
        const ref = selectedRow(current())?.ref;
        if (ref?.type !== 'resource' || ref.kind !== 'indicator') return;
        dispatch({ type: 'focus-history' });
        if (historyTable(session, source, current()).rows.length === 0) {
          info(`no values of this indicator are known here: ${keyOf('record-value', 'history')} records one`);
        }
      },
      overviewOpen() {
        const overlay = topOverlay(current());
        if (overlay?.type !== 'overview') return;
        const indicator = overviewIndicators(session, overlay)[overlay.cursor];
        if (!indicator) return;
        dispatch({ type: 'pop-overlay' });
        const chain = session.knownChain('indicator', indicator.id);
        if (chain[0]?.kind === 'company') lists.reveal(chain);
        else void lists.openByRef('indicator', indicator.id);
      },
      taskStatus() {
        const ref = selectedRow(current())?.ref;
        if (ref?.type === 'resource' && ref.kind === 'task') tasks.pickTaskStatus(ref.id);
      },
      copy(what, context) {
        const target = selectedResource(session, source, current(), context);
        if (!target) {
          info('select a resource to copy its web address or id');
          return;
        }
        const label = `${kindSpec(target.kind).label.toLowerCase()} ${target.id}`;
        const text = what === 'address' ? webAddress(session.info.baseUrl, target.kind, target.id) : String(target.id);
        void copyText(text).then((reach) => {
          const { verb, note } = reachWords(reach);
          const thing = what === 'address' ? 'the web address' : 'the id';
          dispatch({
            type: 'status',
            status: {
              text: `${verb} ${thing} of ${label}${note}: ${text}`,
              tone: reach === 'copied' ? 'success' : 'info',
            },
          });
        });
      },
    };
  }, [session, source, dispatch, current, request, lists, tasks, index, copyText]);
}
