// The `/` line of the list that has the keys (the tree, the overview, the board, the help): while
// it takes text, letters type (no letter runs a command), Enter keeps the filter, Esc clears it,
// and the arrows still move through the filtered rows.
import type { Binding, Feature, Handler, PressedKey } from '../kernel/feature.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { LINE_KEYS, editLine } from '../kernel/input/line-keys.js';
import { FILTER_ACCEPT, FILTER_CLEAR, FILTER_MOVE_DOWN, FILTER_MOVE_UP } from './keys.js';

const FILTER = 'filter';

/** A key that edits the text. */
function typed({ line, name, input }: PressedKey): ConsoleAction | undefined {
  const text = editLine(line?.text ?? '', name, input);
  return text === undefined ? undefined : { type: 'filter-set', text };
}

const typing: Handler = { step: typed };

const bindings: Binding[] = [
  { ...FILTER_ACCEPT, context: FILTER, primary: true, step: () => ({ type: 'filter-accept' }) },
  { ...FILTER_CLEAR, context: FILTER, step: () => ({ type: 'filter-clear' }) },
  { ...FILTER_MOVE_UP, context: FILTER, step: ({ line }) => line?.move(-1) },
  { ...FILTER_MOVE_DOWN, context: FILTER, step: ({ line }) => line?.move(1) },
  ...LINE_KEYS.map((def) => ({ ...def, context: FILTER, ...typing })),
];

export const filter: Feature = {
  name: 'filter',
  contexts: [{ name: FILTER, title: 'Filter line', typing: true, otherKeys: typing }],
  bindings,
};
