// A feature's handlers in a chunk that loads the first time one of its keys is pressed: the key
// pressed while the chunk loads, and the keys typed after it, are held and follow in the order typed
// once it is there; a chunk that cannot load says so and drops them (a replay would ask again).
import { describe, expect, it } from 'vitest';
import { holdsKeys, initialConsoleState, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import type { Handler, PressedKey, Shell } from '../../../source/tui/kernel/feature.js';
import { keyPump } from '../../../source/tui/kernel/key-pump.js';
import type { KeyOutcome } from '../../../source/tui/kernel/key-press.js';
import { lazyChunk, runFrom } from '../../../source/tui/kernel/lazy-chunk.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';

type Run = NonNullable<Handler['run']>;

/** A console store, the keys run in order, and a chunk whose arrival the test decides. */
function setUp() {
  let state: ConsoleState = initialConsoleState({ readOnly: false, pageSize: 10 });
  const shell = {
    current: () => state,
    dispatch: (action: ConsoleAction) => {
      state = consoleReducer(state, action);
    },
  } as unknown as Shell;
  const ran: string[] = [];
  let loads = 0;
  let settle: { resolve: (m: { meet: Run }) => void; reject: (error: Error) => void } | undefined;
  const chunk = lazyChunk('test meeting', () => {
    loads += 1;
    return new Promise<{ meet: Run }>((resolve, reject) => (settle = { resolve, reject }));
  });
  const lazy = runFrom(chunk, (m) => m.meet);
  // The registry's routing, as far as this needs it: every key waits while the console holds keys.
  const route = (state: ConsoleState, name: string): KeyOutcome => {
    if (holdsKeys(state)) return { type: 'hold' };
    const run: Run = name === 'M' ? lazy : () => ran.push(name);
    return { type: 'run', context: 'tree', action: name, run, press: {} as PressedKey };
  };
  const pump = keyPump(shell, { route, facts: () => ({}) });
  const type = (...keys: string[]) => keys.forEach((key) => pump.handle(key, {}));
  return { shell, ran, chunk, pump, type, settle: () => settle!, loads: () => loads, state: () => state };
}

describe("a key whose handler's chunk is not loaded yet", () => {
  it('is held with every key typed after it, and they run in the order typed once the chunk is there', async () => {
    const { ran, chunk, pump, type, settle, loads, state } = setUp();
    type('a', 'M', 'j', 'k', 'M');
    expect(ran).toEqual(['a']);
    expect(state().heldKeys.held.map((press) => press.input)).toEqual(['M', 'j', 'k', 'M']);
    settle().resolve({ meet: () => ran.push('meeting') });
    await chunk.start();
    // The console releases on the store's change (use-keys.ts); a key typed now goes after the held ones.
    pump.release();
    type('x');
    expect(ran).toEqual(['a', 'meeting', 'j', 'k', 'meeting', 'x']);
    expect(state().heldKeys).toEqual({ loading: [], held: [] });
    expect(loads()).toBe(1);
  });

  it('a chunk that cannot load: the keys held for it are dropped, it says so, and the next key works', async () => {
    const { ran, chunk, pump, type, settle, state } = setUp();
    type('M', 'j');
    settle().reject(new Error('chunk file missing'));
    await expect(chunk.start()).rejects.toThrow('chunk file missing');
    pump.release();
    type('k');
    expect(ran).toEqual(['k']);
    expect(state().status.message?.text).toContain('Could not load the test meeting (chunk file missing)');
    expect(state().heldKeys).toEqual({ loading: [], held: [] });
  });
});
