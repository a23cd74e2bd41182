// The tree: the plan walked level by level, with the selected row's detail beside it. Its own keys
// move, open, go up, filter, refresh and quit; the features it leads to bring their own keys.
import type { Binding, Feature, KeyFacts, Refusal } from '../kernel/feature.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { currentFrame } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { ALL_MOVES, moveBindings } from '../kernel/list-keys.js';
import { rowRules } from '../kernel/refusals.js';
import { OPEN } from '../kernel/view-keys.js';
import { QUIT_ANYWHERE } from '../kernel/anywhere-keys.js';
import { FILTER } from '../filter/keys.js';
import { isHistoryFocused } from './value-table.js';
import { copyBindings } from './copy-keys.js';
import { BACK, QUIT, RAW_FIELDS, REFRESH, SWITCH_PANE } from './keys.js';
import { openRow } from './open-row.js';
import { Panes } from './panes.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { treeRowFacts } from './row-facts.js';
import { treeHeader } from './tree-header.js';
import { selectedResource } from './selection.js';
import { useTreeWatch } from './use-tree-watch.js';

// What `r` runs: loaded after the first frame (kernel/lazy-module.ts).
const refresh = lazyModule(() => import('../later.js').then((later) => later.refresh));

const TREE = 'tree';

/** How the tree's cursor moves, by move. */
const MOVES: Readonly<Record<string, ConsoleAction>> = {
  'move-up': { type: 'move', delta: -1 },
  'move-down': { type: 'move', delta: 1 },
  'move-top': { type: 'move-to', position: 'top' },
  'move-bottom': { type: 'move-to', position: 'bottom' },
  'page-up': { type: 'page', direction: -1 },
  'page-down': { type: 'page', direction: 1 },
  'half-page-up': { type: 'page', direction: -1, half: true },
  'half-page-down': { type: 'page', direction: 1, half: true },
};

/** `q` below the top level. */
function quitsAtTopOnly(facts: KeyFacts): Refusal | null {
  return rowRules(facts, TREE, (row) => row.topLevel)
    ? { text: `${keyOf(QUIT)} quits at the top level; ${keyOf(BACK)} goes up, ${keyOf(QUIT_ANYWHERE)} quits anywhere`, tone: 'error' }
    : null;
}

const bindings: Binding[] = [
  ...moveBindings(TREE, ALL_MOVES, (action) => ({ step: () => MOVES[action] })),
  { ...OPEN, context: TREE, primary: true, run: openRow },
  {
    ...BACK,
    context: TREE,
    // Esc with a kept filter clears the filter first, as in k9s.
    step: ({ state }) => ((currentFrame(state)?.filter ?? '') !== '' ? { type: 'filter-clear' } : { type: 'back' }),
  },
  { ...SWITCH_PANE, context: TREE, step: () => ({ type: 'switch-pane' }) },
  // Every list has `/`: in the tree's footer it gives way to the console's own keys (rank 5).
  { ...FILTER, context: TREE, hint: 5, step: () => ({ type: 'filter-start' }) },
  { ...REFRESH, context: TREE, run: (shell) => refresh().refreshHere(shell) },
  // Quitting never waits for a list: held, q would end the console only once the service answered.
  { ...QUIT, context: TREE, disabled: quitsAtTopOnly, whileLoading: true, run: (shell) => shell.quit() },
  { ...RAW_FIELDS, context: TREE, step: () => ({ type: 'toggle-raw-fields' }) },
  ...copyBindings(TREE),
];

export const tree: Feature = {
  name: 'tree',
  contexts: [
    {
      name: TREE,
      title: 'Tree and lists',
      ground: (state) => !isHistoryFocused(state),
      commandKeys: true,
      row: (shell, state) => treeRowFacts(shell.session, state),
      selected: (_shell, state) => selectedResource(state),
    },
  ],
  bindings,
  Ground: Panes,
  groundHeader: treeHeader,
  useWatch: useTreeWatch,
};
