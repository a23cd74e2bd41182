// The journal of changes: `L` lists the journal's changes (every session's and process's, read
// afresh as it opens), with when and their outcome, and `z` undoes this session's last one, or in
// `L` the selected one (showing what it sends, asking first; one that cannot be undone says why).
import { overlaySlice, type Binding, type Feature, type KeyFacts, type Refusal, type Shell } from '../kernel/feature.js';
import { LIST_PAGE, PAGE_MOVES } from '../kernel/list-keys.js';
import { changesData } from '../kernel/refusals.js';
import { topOfType } from '../kernel/console-store.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { changesReduce } from './changes-state.js';
import { CHANGES, CHANGES_CLOSE } from './keys.js';
import { UNDO } from '../tree/keys.js';
import { viewContext } from '../kernel/view-context.js';

// Its list and what its keys run: loaded after the first frame (kernel/lazy-module.ts).
const ChangesView = lazyView(() => import('../later.js').then((later) => later.changesOverlay.ChangesView));
const list = lazyModule(() => import('../later.js').then((later) => later.changesOverlay));
const undo = lazyModule(() => import('../later.js').then((later) => later.undoCommands));

const CONTEXT = 'changes';
declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last change of the list that can be selected. */
    readonly changesMax?: number;
  }
  interface RowFacts {
    /** Why the selected change of the list cannot be undone whatever the service holds (a delete, a refused one). */
    readonly undoRefusal?: string | null;
  }
}

const selectedPlace = (shell: Shell): number => topOfType(shell.current(), 'changes')?.selected ?? 0;

/** z in the list: read-only first, then why the selected change cannot be undone (as information). */
function undoSelectedDisabled(facts: KeyFacts): Refusal | null {
  const reason = facts.row?.undoRefusal;
  return changesData(facts) ?? (reason ? { text: `cannot undo: ${reason}`, tone: 'info' } : null);
}

const bindings: Binding[] = [
  {
    ...UNDO,
    context: CONTEXT,
    primary: true,
    description: 'undo the selected change (shows what it sends, asks first)',
    disabled: undoSelectedDisabled,
    run: (shell) => undo().undoSelected(shell, shell.session.changes?.listed(selectedPlace(shell))?.change),
  },
  { ...CHANGES_CLOSE, context: CONTEXT, step: () => ({ type: 'pop-overlay' }) },
  {
    ...CHANGES,
    context: 'tree',
    after: 'copy-id', // the key table refuses a place no binding has
    hint: 4,
    // Read afresh as it opens: what the CLI or another console journalled since is listed too.
    run: (shell) => {
      shell.session.changes?.reread();
      shell.dispatch({ type: 'push-overlay', overlay: { type: 'changes', selected: 0 } });
    },
  },
  // In the tree's footer with the month's work (rank 3): the way back from a change is found where the change is made.
  { ...UNDO, context: 'tree', after: CHANGES.action, hint: 3, disabled: changesData, run: (shell) => undo().undoLast(shell) },
];

export const changes: Feature = {
  name: 'changes',
  contexts: [
    viewContext(CONTEXT, 'Changes in the journal', {
      // The list takes no text (command keys: "jjz" read at once is three keys); it closes with its own keys.
      inherits: ['help', 'messages'],
      scrolls: {
        moves: PAGE_MOVES,
        page: LIST_PAGE,
        max: (facts) => facts.changesMax ?? 0,
        to: (delta, max) => ({ type: 'changes-scroll', delta, max }),
        word: 'select',
      },
      facts: (shell) => ({ changesMax: list().changesMax(shell.session) }),
      row: (shell) => {
        const changes = shell.session.changes;
        const listed = changes?.listed(selectedPlace(shell));
        // An empty journal: z has nothing to undo, and the footer leaves it out.
        const undoRefusal = listed && changes ? changes.refusalOf(listed) : 'the journal has no change yet';
        return { kind: null, topLevel: false, board: false, hoshin: false, undoRefusal };
      },
    }),
  ],
  bindings,
  overlays: [overlaySlice({ type: 'changes', actions: ['changes-scroll'], reduce: changesReduce, layer: 'body', View: ChangesView })],
};
