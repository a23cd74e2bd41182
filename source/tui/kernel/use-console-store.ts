// The console's store as a hook: the state lives in a ref ahead of React's render, so keys in one
// burst (a paste, a fast typist over SSH) each see the effect of the one before.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ConsoleAction, ConsoleState } from './console-store.js';

export interface ConsoleStore {
  /** The state this render shows. */
  readonly state: ConsoleState;
  /** The state after every action so far. */
  readonly current: () => ConsoleState;
  readonly dispatch: (action: ConsoleAction) => void;
}

export function useConsoleStore(
  reducer: (state: ConsoleState, action: ConsoleAction) => ConsoleState,
  initial: () => ConsoleState,
): ConsoleStore {
  const ref = useRef<ConsoleState | null>(null);
  if (ref.current === null) ref.current = initial();
  const [, render] = useState(0);
  const dispatch = useCallback(
    (action: ConsoleAction) => {
      const next = reducer(ref.current as ConsoleState, action);
      if (next === ref.current) return;
      ref.current = next;
      render((count) => count + 1);
    },
    [reducer],
  );
  const current = useCallback(() => ref.current as ConsoleState, []);
  // One object per state, so the context that carries it changes only when the state does.
  const state = ref.current;
  return useMemo(() => ({ state, current, dispatch }), [state, current, dispatch]);
}
