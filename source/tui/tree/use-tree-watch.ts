// What the tree keeps in step: the open lists' rows follow the index, the page the terminal's height.
import { useEffect } from 'react';
import type { Shell } from '../kernel/feature.js';
import { currentFrame } from '../kernel/console-store.js';
import { usePeople } from './use-people.js';
import { useConsoleState } from '../kernel/console-context.js';
import { fetchList } from './lists.js';
import { rowsOf } from './tree-shape.js';

export function useTreeWatch(shell: Shell): void {
  const { session, source, dispatch, current } = shell;
  const pageSize = shell.layout.pageSize;

  // Every open list's rows at once, so the next key already moves through the new rows.
  useEffect(
    () =>
      session.index.subscribe(() => {
        for (const frame of current().nav.frames) dispatch({ type: 'set-rows', key: frame.key, rows: rowsOf(frame.list, source) });
      }),
    [session, source, dispatch, current],
  );

  useEffect(() => {
    if (current().nav.pageSize !== pageSize) dispatch({ type: 'resize', pageSize });
  }, [pageSize, current, dispatch]);

  // The companies once at the start: the only top-level list the service offers.
  useEffect(() => {
    const root = currentFrame(current());
    if (shell.fetchOnStart && root) void fetchList(shell, root.list);
  }, []);

  // Names for the user ids of what is shown.
  usePeople(session, useConsoleState().state);
}
