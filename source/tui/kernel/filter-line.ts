// What a key does on a `/` filter line (the tree's, the overview's, the board's): keep, clear,
// move through the filtered rows, or edit the text. Pure; the keymap names the keys.
import { actionFor } from './key-dispatch.js';
import { editLine } from './input/line-keys.js';

export type FilterStep =
  | { readonly type: 'accept' }
  | { readonly type: 'clear' }
  | { readonly type: 'move'; readonly delta: -1 | 1 }
  | { readonly type: 'set'; readonly text: string };

export function filterLineKey(text: string, name: string, input: string): FilterStep | undefined {
  switch (actionFor('filter', name)) {
    case 'filter-accept':
      return { type: 'accept' };
    case 'filter-clear':
      return { type: 'clear' };
    case 'filter-move-up':
      return { type: 'move', delta: -1 };
    case 'filter-move-down':
      return { type: 'move', delta: 1 };
    default: {
      const edited = editLine(text, name, input);
      return edited === undefined ? undefined : { type: 'set', text: edited };
    }
  }
}
