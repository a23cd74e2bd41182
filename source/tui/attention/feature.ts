// What needs attention (`a`): the neglected and blind objectives and the outdated indicators and
// tasks of a hoshin, from the plan health the service counts; Enter shows one in the tree.
import { overlaySlice, type Binding, type Feature, type Shell } from '../kernel/feature.js';
import { topOfType } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { LIST_PAGE, listBindings } from '../kernel/list-keys.js';
import { inPlanOnly } from '../kernel/refusals.js';
import { viewContext } from '../kernel/view-context.js';
import { OPEN } from '../kernel/view-keys.js';
import { showInTree } from '../tree/lists.js';
import { openOverHoshin } from '../tree/selection.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { ATTENTION } from './keys.js';

// Its rows and their steps: loaded after the first frame (kernel/lazy-module.ts).
const rows = lazyModule(() => import('../later.js').then((later) => later.attentionOverlay));

const AttentionPane = lazyView(() => import('../later.js').then((later) => later.attentionPane.AttentionPane));

const CONTEXT = 'attention';
declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** Rows of the open "what needs attention" list. */
    readonly attentionTotal?: number;
  }
}

function openAttention(shell: Shell): void {
  const { session, request, dispatch } = shell;
  const hoshinId = openOverHoshin(shell, (id) => ({ type: 'attention', hoshinId: id, cursor: 0 }));
  if (hoshinId === null) return;
  // The counters and the objectives' flags are the service's: read them again (the views follow the index).
  void request(`refreshing the plan health of hoshin ${hoshinId}…`, () =>
    session.refreshHealth(hoshinId, (done, total) =>
      dispatch({ type: 'request-label', label: `refreshing the plan health: objective ${done + 1} of ${total}…` }),
    ),
  );
}

/** Enter: the selected one in the tree, the list closed. */
function openRow(shell: Shell): void {
  const top = topOfType(shell.current(), 'attention');
  if (!top) return;
  const row = rows().overlayAttention(shell.session, top, shell.today)[top.cursor];
  // An empty list (nothing known here needs attention) has nothing to open: said, not silent.
  if (!row) {
    say(shell, 'nothing to open: nothing known here needs attention', 'info');
    return;
  }
  shell.dispatch({ type: 'pop-overlay' });
  showInTree(shell, row.kind, row.id);
}

const bindings: Binding[] = [
  ...listBindings(
    CONTEXT,
    LIST_PAGE,
    (facts) => facts.attentionTotal ?? 0,
    (delta, total) => ({ type: 'attention-move', delta, total }),
  ),
  { ...OPEN, context: CONTEXT, primary: true, run: openRow },
  {
    ...ATTENTION,
    context: 'tree',
    after: 'board',
    disabled: inPlanOnly(ATTENTION, 'lists what needs attention in a hoshin'),
    run: openAttention,
  },
];

export const attention: Feature = {
  name: 'attention',
  contexts: [
    viewContext(CONTEXT, 'What needs attention', {
      facts: (shell, state) => {
        const top = topOfType(state, 'attention');
        return { attentionTotal: top ? rows().overlayAttention(shell.session, top, shell.today).length : 0 };
      },
    }),
  ],
  bindings,
  overlays: [
    overlaySlice({
      type: 'attention',
      actions: ['attention-move'],
      reduce: (overlay, action) => rows().attentionReduce(overlay, action),
      layer: 'body',
      View: AttentionPane,
    }),
  ],
};
