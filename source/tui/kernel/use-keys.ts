// The console's one input hook: a read is split into keys, and each goes through the key pump
// (key-pump.ts): the context that has the keys, its binding, the binding's disabled reason or its
// handler. Keys typed while a list the console does not know yet is loading, or while a key's
// chunk loads, wait, and follow in order once it arrived.
import { useInput, type Key } from 'ink';
import { useEffect, useMemo } from 'react';
import { splitBurst } from './burst.js';
import type { Shell } from './feature.js';
import { keyPump } from './key-pump.js';
import { readOf } from './registry.js';
import { useConsoleState } from './console-context.js';

export function useKeys(shell: Shell): void {
  const { current } = shell;
  const { handle, release } = useMemo(() => keyPump(shell), [shell]);

  useInput((input: string, key: Key) => {
    for (const press of splitBurst(readOf(current(), input), key)) handle(press.input, press.key);
  });

  // The list (or the chunk) arrived with no key typed since: the held keys follow now.
  const { state } = useConsoleState();
  useEffect(release, [state, release]);
}
