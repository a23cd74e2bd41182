// Loads and shows the tree's lists: fetching what the service can list when a list opens (keys
// typed meanwhile wait for a list the index did not know whole), opening a resource by id where it
// lives, and following the index: every change recomputes the rows of the open lists and the board.
import { useCallback, useEffect } from 'react';
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { withTasks } from '../board/board-state.js';
import { currentFrame, type ConsoleState } from '../kernel/console-store.js';
import { listKey, pathTo, rowKey, rowsOf, type ListRef } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';
import type { NodeRef } from '../../usecases/session.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';

export interface ListController {
  /** Fetches what the service can list of a list just opened. */
  fetchList(list: ListRef): Promise<void>;
  /** Shows a chain (root first) in the tree, its last link selected. */
  readonly reveal: (chain: readonly NodeRef[]) => void;
  /** Fetches a resource and its ancestors, then shows it in place. */
  openByRef(kind: KindName, id: number): Promise<void>;
}

/** The list is one the index already knows whole, so its rows are worth moving through at once. */
function knownWhole(list: ListRef, source: TreeSource): boolean {
  return list.type === 'groups' || source.isComplete(list.parentKind, list.parentId, list.childKind);
}

export function useLists(options: { pageSize: number; fetchOnStart: boolean }): ListController {
  const { pageSize } = options;
  const { session, source, request } = useConsoleActions();
  const { dispatch, current } = useConsoleState();

  const fetchList = useCallback(
    async (list: ListRef): Promise<void> => {
      if (!session.listable(list)) return;
      const noun = list.type === 'children' ? pluralWords(kindSpec(list.childKind)) : '';
      const hold = !knownWhole(list, source);
      if (hold) dispatch({ type: 'load-start', key: listKey(list) });
      try {
        await request(`fetching ${noun}…`, () => session.fetchList(list));
      } finally {
        if (hold) dispatch({ type: 'load-end', key: listKey(list) });
      }
    },
    [request, session, source, dispatch],
  );

  const reveal = useCallback(
    (chain: readonly NodeRef[]) => {
      const steps = pathTo(chain).map((step) => ({
        list: step.list,
        rows: rowsOf(step.list, source),
        select: rowKey(step.select),
      }));
      dispatch({ type: 'reveal', steps });
    },
    [source, dispatch],
  );

  const openByRef = useCallback(
    async (kind: KindName, id: number) => {
      const label = kindSpec(kind).label;
      const chain = await request(`opening ${label.toLowerCase()} ${id}…`, () => session.openResource(kind, id));
      if (!chain) return;
      if (chain[0]?.kind !== 'company') {
        dispatch({
          type: 'status',
          status: { text: `${label} ${id} fetched, but it has no place in the company tree`, tone: 'error' },
        });
        return;
      }
      reveal(chain);
      dispatch({ type: 'status', status: { text: `opened ${label.toLowerCase()} ${id}`, tone: 'success' } });
    },
    [request, reveal, session, dispatch],
  );

  // The index changes (answers, refreshes): recompute the rows of every open list at once, so
  // the next key already moves through the new rows.
  useEffect(
    () =>
      session.index.subscribe(() => {
        const state: ConsoleState = current();
        for (const frame of state.nav.frames) dispatch({ type: 'set-rows', key: frame.key, rows: rowsOf(frame.list, source) });
        const board = state.overlays.find((overlay) => overlay.type === 'board');
        if (board?.type === 'board') dispatch({ type: 'board-set', board: withTasks(board.board, session.boardTasks(board.scope)) });
      }),
    [session, source, dispatch, current],
  );

  useEffect(() => {
    if (current().nav.pageSize !== pageSize) dispatch({ type: 'resize', pageSize });
  }, [pageSize, current, dispatch]);

  // The companies once at the start: the only top-level list the service offers.
  useEffect(() => {
    const root = currentFrame(current());
    if (options.fetchOnStart && root) void fetchList(root.list);
  }, []);

  return { fetchList, reveal, openByRef };
}
