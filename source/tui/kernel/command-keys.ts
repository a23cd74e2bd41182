// Where keys are commands, each character of a read is a key of its own ("jn" is j then n).
import type { KeyFlags } from './input/key-name.js';
import { contextOf } from './key-press.js';
import type { ConsoleState } from './console-store.js';

/** The read's characters, each a key, where the context that has the keys takes command keys; else undefined. */
export function splitCommandKeys(state: ConsoleState, input: string, key: KeyFlags): string[] | undefined {
  const commandKeys = contextOf(state)?.commandKeys ?? false;
  const takes = typeof commandKeys === 'function' ? commandKeys(state) : commandKeys;
  return takes && !key.ctrl && !key.meta && Array.from(input).length > 1 ? Array.from(input) : undefined;
}
