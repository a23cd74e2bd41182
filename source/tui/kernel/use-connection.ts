// Feeds what the session hears of the service into the store, and keeps "data from 3 min ago" current.
import { useEffect, useState } from 'react';
import type { ConsoleAction, ConsoleState } from './console-store.js';
import type { Session } from '../../usecases/session.js';

/** How often the age of what is shown is redrawn while offline. */
const AGE_REFRESH_MS = 15_000;

export function useConnection(session: Session, state: ConsoleState, dispatch: (action: ConsoleAction) => void, now: () => number): void {
  useEffect(
    () =>
      session.onConnection((event) => {
        if (event.type === 'answered') dispatch({ type: 'service-answered', at: now() });
        else dispatch({ type: 'service-unreachable', reason: event.reason });
      }),
    [session, dispatch, now],
  );
  // A render now and then while offline: the header measures the age when it draws.
  const [, redraw] = useState(0);
  const offline = !state.connection.online;
  useEffect(() => {
    if (!offline) return undefined;
    const timer = setInterval(() => redraw((count) => count + 1), AGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [offline]);
}
