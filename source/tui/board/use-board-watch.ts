// The open board follows the index, the selection staying on its task.
import { useEffect } from 'react';
import type { Shell } from '../kernel/feature.js';
import { withTasks } from './board-state.js';

export function useBoardWatch(shell: Shell): void {
  const { session, dispatch, current } = shell;
  useEffect(
    () =>
      session.index.subscribe(() => {
        const board = current().overlays.find((overlay) => overlay.type === 'board');
        if (board?.type === 'board') dispatch({ type: 'board-set', board: withTasks(board.board, session.boardTasks(board.scope)) });
      }),
    [session, dispatch, current],
  );
}
