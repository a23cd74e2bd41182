// The console's one input hook: each key goes through the registry (key-press.ts); keys typed while
// an unknown list loads wait and follow once it arrived.
import { useInput, type Key } from 'ink';
import { useEffect, useMemo } from 'react';
import { inputKeyName } from './input/keys.js';
import type { KeyFlags } from './input/key-name.js';
import { splitBurst } from './burst.js';
import { contextOf, factsOf, routeKey } from './key-press.js';
import { holdsKeys, type ConsoleState } from './console-store.js';
import type { Shell } from './feature.js';
import { readOf } from './registry.js';
import { useConsoleState } from './console-context.js';

/** Each character of a read is a key of its own ("jn" is j then n) where the keys are commands. */
function takesCommandKeys(state: ConsoleState): boolean {
  const commandKeys = contextOf(state)?.commandKeys ?? false;
  return typeof commandKeys === 'function' ? commandKeys(state) : commandKeys;
}

export function useKeys(shell: Shell): void {
  const { dispatch, current } = shell;
  const { handleKey, releaseHeld } = useMemo(() => {
    /** Keys held for a list that has arrived go first, in the order they were typed. */
    const release = (): void => {
      const state = current();
      if (state.heldKeys.held.length === 0 || holdsKeys(state)) return;
      dispatch({ type: 'release-held' });
      for (const press of state.heldKeys.held) handle(press.input, press.key);
    };
    const handle = (input: string, key: KeyFlags): void => {
      release();
      const state = current();
      if (takesCommandKeys(state) && !key.ctrl && !key.meta && Array.from(input).length > 1) {
        for (const char of input) handle(char, {});
        return;
      }
      const outcome = routeKey(state, inputKeyName(input, key), input, factsOf(shell, state), key);
      switch (outcome.type) {
        case 'dispatch':
          dispatch(outcome.action);
          return;
        case 'run':
          outcome.run(shell, outcome.press);
          return;
        case 'refused':
          dispatch({ type: 'status', status: { text: outcome.reason, tone: outcome.tone ?? 'error' } });
          return;
        case 'hold':
          dispatch({ type: 'hold-key', press: { input, key } });
          return;
        case 'none':
          return;
      }
    };
    return { handleKey: handle, releaseHeld: release };
  }, [shell, current, dispatch]);

  useInput((input: string, key: Key) => {
    for (const press of splitBurst(readOf(current(), input), key)) handleKey(press.input, press.key);
  });

  // The list arrived with no key typed since: the held keys follow now.
  const { state } = useConsoleState();
  useEffect(releaseHeld, [state, releaseHeld]);
}
