// Marks: space marks a row of the tree, `*` every row the `/` filter shows (with a query, every
// known match across the plan), and `B` changes the status, owner or deadline of all marked at
// once: one preview, one confirmation, one group of the journal. The marks stay while you move
// between lists, as the filter does.
import type { Binding, Feature, Shell } from '../kernel/feature.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { changesData } from '../kernel/refusals.js';
import { say } from '../kernel/status-line.js';
import type { TreeRow } from '../tree/ground.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { CHANGE_MARKED, MARK, MARK_ALL } from './keys.js';

// What `C` runs: loaded after the first frame (kernel/lazy-module.ts).
const changing = lazyModule(() => import('../later.js').then((later) => later.changeMarked));

const TREE = 'tree';

/** A row that can be marked: a resource, not a kind's group. */
const markable = (row: TreeRow | undefined): row is TreeRow => row?.ref.type === 'resource';

/** `*`: the known matches of a query filter, else every resource row the list shows. */
function shownKeys(shell: Shell): string[] {
  const frame = currentFrame(shell.current());
  if (!frame) return [];
  const matches = frame.filter.trim() === '' ? undefined : shell.source.query?.(frame.filter);
  if (matches && matches.error === null && matches.matched.length > 0) return matches.matched.map(({ kind, id }) => `${kind}:${id}`);
  return frame.view.map((index) => frame.rows[index]).flatMap((row) => (markable(row) ? [row.key] : []));
}

const bindings: Binding[] = [
  {
    ...MARK,
    context: TREE,
    after: 'filter',
    run: (shell) => {
      const row = selectedRow(shell.current());
      if (!markable(row)) {
        say(shell, `${keyOf(MARK)} marks a resource: open this group first`, 'info');
        return;
      }
      shell.dispatch({ type: 'marks', change: { type: 'toggle', key: row.key } });
      shell.dispatch({ type: 'move', delta: 1 });
    },
  },
  {
    ...MARK_ALL,
    context: TREE,
    after: 'mark',
    run: (shell) => shell.dispatch({ type: 'marks', change: { type: 'all', keys: shownKeys(shell) } }),
  },
  {
    ...CHANGE_MARKED,
    context: TREE,
    after: 'mark-all',
    disabled: changesData,
    run: (shell) => {
      if (shell.current().nav.marked.length === 0) {
        say(shell, `${keyOf(CHANGE_MARKED)} changes the marked rows: mark some with ${keyOf(MARK)} or ${keyOf(MARK_ALL)}`, 'info');
        return;
      }
      changing().changeMarked(shell);
    },
  },
];

export const marks: Feature = { name: 'marks', contexts: [], bindings };
