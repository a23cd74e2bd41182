// What a key does on a `/` filter line: keep, clear, move through the rows, or edit. Pure.
import { actionOf } from '../kernel/keys.js';
import { editLine } from '../kernel/input/line-keys.js';
import { FILTER_ACCEPT, FILTER_CLEAR, FILTER_LINE_KEYS, FILTER_MOVE_DOWN, FILTER_MOVE_UP } from './keys.js';

type FilterStep =
  | { readonly type: 'accept' }
  | { readonly type: 'clear' }
  | { readonly type: 'move'; readonly delta: -1 | 1 }
  | { readonly type: 'set'; readonly text: string };

export function filterLineKey(text: string, name: string, input: string): FilterStep | undefined {
  switch (actionOf(FILTER_LINE_KEYS, name)) {
    case FILTER_ACCEPT.action:
      return { type: 'accept' };
    case FILTER_CLEAR.action:
      return { type: 'clear' };
    case FILTER_MOVE_UP.action:
      return { type: 'move', delta: -1 };
    case FILTER_MOVE_DOWN.action:
      return { type: 'move', delta: 1 };
    default: {
      const edited = editLine(text, name, input);
      return edited === undefined ? undefined : { type: 'set', text: edited };
    }
  }
}
