// What a key press comes to, named as the tests name it: the context and action whose handler runs
// ('tree:record-value'), or the outcome itself when the key is dispatched, refused, held or nothing.
import type { KeyOutcome } from '../../../source/tui/kernel/key-press.js';

export function handledBy(outcome: KeyOutcome): string | KeyOutcome {
  return outcome.type === 'run' ? `${outcome.context}:${outcome.action ?? 'its own keys'}` : outcome;
}
