// Keys to handlers, one at a time and in the order typed: each key goes through the registry
// (key-press.ts) and its outcome is dispatched or run. Keys wait, and follow in order once the wait
// is over, while a list the console does not know yet loads (held-keys.ts) and while the chunk of
// a key's handler loads (lazy-chunk.ts: the first press of a feature's key).
import type { KeyPress } from './burst.js';
import { splitCommandKeys } from './command-keys.js';
import type { Shell } from './feature.js';
import type { KeyFlags } from './input/key-name.js';
import { inputKeyName } from './input/keys.js';
import { factsOf, routeKey } from './key-press.js';
import { holdsKeys } from './console-store.js';
import { chunkLoadKey, chunkToWaitFor, type Chunk } from './lazy-chunk.js';

export interface KeyPump {
  readonly handle: (input: string, key: KeyFlags) => void;
  /** Hands the held keys back, in order, once nothing holds them. */
  readonly release: () => void;
}

/** Where a key lands and what its context reads (the registry's; a test gives its own). */
export interface Routing {
  readonly route: typeof routeKey;
  readonly facts: typeof factsOf;
}

export function keyPump(shell: Shell, { route, facts }: Routing = { route: routeKey, facts: factsOf }): KeyPump {
  const { dispatch, current } = shell;
  const release = (): void => {
    const state = current();
    if (state.heldKeys.held.length === 0 || holdsKeys(state)) return;
    dispatch({ type: 'release-held' });
    for (const press of state.heldKeys.held) handle(press.input, press.key);
  };
  /** The key's handler is in a chunk not loaded yet: it and every key after it wait for the chunk. */
  const holdFor = (chunk: Chunk<unknown>, press: KeyPress): void => {
    const loadKey = chunkLoadKey(chunk);
    dispatch({ type: 'load-start', key: loadKey });
    dispatch({ type: 'hold-key', press });
    chunk.start().then(
      () => dispatch({ type: 'load-end', key: loadKey }),
      (error: unknown) => {
        // Replayed, the keys would ask for the chunk again and again: they are dropped, and it says so.
        dispatch({ type: 'release-held' });
        dispatch({ type: 'load-end', key: loadKey });
        const text = `Could not load the ${chunk.name} (${error instanceof Error ? error.message : String(error)}); the keys typed since were dropped`;
        dispatch({ type: 'status', status: { text, tone: 'error' } });
      },
    );
  };
  const handle = (input: string, key: KeyFlags): void => {
    release();
    const state = current();
    const split = splitCommandKeys(state, input, key);
    if (split) {
      for (const char of split) handle(char, {});
      return;
    }
    const outcome = route(state, inputKeyName(input, key), input, facts(shell, state), key);
    switch (outcome.type) {
      case 'dispatch':
        dispatch(outcome.action);
        return;
      case 'run': {
        const chunk = chunkToWaitFor(outcome.run);
        if (chunk) holdFor(chunk, { input, key });
        else outcome.run(shell, outcome.press);
        return;
      }
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
  return { handle, release };
}
