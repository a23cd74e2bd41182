// Back from ctrl-z or the editor the screen was cleared: a status line that differs makes Ink draw it all.
import type { EventEmitter } from 'node:events';
import { useEffect } from 'react';
import type { ConsoleAction } from './console-store.js';

export function useResumed(events: EventEmitter | undefined, dispatch: (action: ConsoleAction) => void, now: () => number): void {
  useEffect(() => {
    if (!events) return undefined;
    const onResumed = () => {
      const time = new Date(now()).toTimeString().slice(0, 8);
      dispatch({ type: 'status', status: { text: `resumed at ${time}`, tone: 'info' } });
    };
    events.on('resumed', onResumed);
    return () => {
      events.off('resumed', onResumed);
    };
  }, [events, dispatch, now]);
}
