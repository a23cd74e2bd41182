// The console's one input hook: each key goes through the registry (key-press.ts); keys typed while
// an unknown list loads wait and follow once it arrived; keys typed before the features' lazy
// modules are in (the few milliseconds after the first frame) wait for them, in order.
import { useInput, type Key } from 'ink';
import { useEffect, useMemo, useRef, useState } from 'react';
import { inputKeyName } from './input/keys.js';
import type { KeyFlags } from './input/key-name.js';
import { splitBurst } from './burst.js';
import { contextOf, factsOf, routeKey, worksAnywhere } from './key-press.js';
import type { LazyModules } from './lazy-module.js';
import { holdsKeys, type ConsoleState } from './console-store.js';
import type { Shell } from './feature.js';
import { readOf } from './registry.js';
import { useConsoleState } from './console-context.js';

/** Each character of a read is a key of its own ("jn" is j then n) where the keys are commands. */
function takesCommandKeys(state: ConsoleState): boolean {
  const commandKeys = contextOf(state)?.commandKeys ?? false;
  return typeof commandKeys === 'function' ? commandKeys(state) : commandKeys;
}

export function useKeys(shell: Shell, lazyModules: LazyModules): void {
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

  const read = (input: string, key: KeyFlags): void => {
    for (const press of splitBurst(readOf(current(), input), key)) handleKey(press.input, press.key);
  };
  // Reads that came before the lazy modules: handled once they are in, in order. ctrl-c and ctrl-z
  // need none of them, so they act at once (quitting drops the keys still waiting).
  const waiting = useRef<{ input: string; key: KeyFlags }[] | null>(null);
  // They are handled by this render's handler (the shell as it is then), not the one they came to.
  const latestRead = useRef(read);
  latestRead.current = read;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A loader that failed (a chunk gone missing) is thrown while rendering, as lazy-view.ts does.
  const [, setFailure] = useState<unknown>();
  useInput((input: string, key: Key) => {
    if ((waiting.current === null && lazyModules.loaded()) || worksAnywhere(inputKeyName(input, key))) {
      read(input, key);
      return;
    }
    if (waiting.current) {
      waiting.current.push({ input, key });
      return;
    }
    waiting.current = [{ input, key }];
    lazyModules.load().then(
      () => {
        const reads = waiting.current ?? [];
        waiting.current = null;
        // A q among them ends the console: what was typed after it is dropped, as ctrl-c drops it.
        for (const press of reads) {
          if (!mounted.current) return;
          latestRead.current(press.input, press.key);
        }
      },
      (error: unknown) =>
        mounted.current &&
        setFailure(() => {
          throw error;
        }),
    );
  });

  // The list arrived with no key typed since: the held keys follow now.
  const { state } = useConsoleState();
  useEffect(releaseHeld, [state, releaseHeld]);
}
