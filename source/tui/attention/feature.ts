// What needs attention (`a`): the neglected and blind objectives and the outdated indicators and
// tasks of a hoshin, from the plan health the service counts; Enter shows one in the tree.
import { overlaySlice, type Binding, type Feature, type KeyFacts, type Refusal, type Shell } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { VIEW_KEYS } from '../kernel/shared-keys.js';
import { say } from '../kernel/status-line.js';
import { ALL_MOVES, listMoveDelta, moveBindings } from '../kernel/list-keys.js';
import { needsRow, rowRules } from '../kernel/refusals.js';
import { OPEN } from '../kernel/view-keys.js';
import { showInTree } from '../tree/lists.js';
import { hoshinOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { attentionReduce, overlayAttention, type AttentionOverlay } from './attention-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { ATTENTION } from './keys.js';

// Its views load the first time they are drawn (kernel/lazy-view.ts).
const AttentionPane = lazyView(() => import('./attention-pane.js').then((views) => views.AttentionPane));

const CONTEXT = 'attention';
/** The list moves five rows a page, whatever the pane's height. */
const PAGE = 5;

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** Rows of the open "what needs attention" list. */
    readonly attentionTotal?: number;
  }
}

/** `a` outside a hoshin. */
function inHoshinOnly(facts: KeyFacts): Refusal | null {
  return rowRules(facts, 'tree', (row) => row.hoshin)
    ? needsRow(`${keyOf(ATTENTION)} lists what needs attention in a hoshin: select one, or something in one`)
    : null;
}

function openAttention(shell: Shell): void {
  const { session, request, dispatch } = shell;
  const hoshinId = hoshinOf(rowChain(session, shell.current()));
  // Outside a hoshin the key was refused (its disabled reason).
  if (hoshinId === null) return;
  const overlay: AttentionOverlay = { type: 'attention', hoshinId, cursor: 0 };
  dispatch({ type: 'push-overlay', overlay });
  dispatch({ type: 'status', status: null });
  // The counters and the objectives' flags are the service's: read them again (the views follow the index).
  void request(`refreshing the plan health of hoshin ${hoshinId}…`, () =>
    session.refreshHealth(hoshinId, (done, total) =>
      dispatch({ type: 'request-label', label: `refreshing the plan health: objective ${done + 1} of ${total}…` }),
    ),
  );
}

/** Enter: the selected one in the tree, the list closed. */
function openRow(shell: Shell): void {
  const top = topOverlay(shell.current());
  if (top?.type !== 'attention') return;
  const row = overlayAttention(shell.session, top, shell.today)[top.cursor];
  // An empty list (nothing known here needs attention) has nothing to open: said, not silent.
  if (!row) {
    say(shell, 'nothing to open: nothing known here needs attention', 'info');
    return;
  }
  shell.dispatch({ type: 'pop-overlay' });
  showInTree(shell, row.kind, row.id);
}

const bindings: Binding[] = [
  ...moveBindings(CONTEXT, ALL_MOVES, (action) => ({
    step: ({ facts }) => {
      const total = facts.attentionTotal ?? 0;
      const delta = listMoveDelta(action, total, PAGE);
      return delta === undefined ? undefined : { type: 'attention-move', delta, total };
    },
  })),
  { ...OPEN, context: CONTEXT, primary: true, run: openRow },
  { ...ATTENTION, context: 'tree', after: 'board', disabled: inHoshinOnly, run: openAttention },
];

export const attention: Feature = {
  name: 'attention',
  contexts: [
    {
      name: CONTEXT,
      title: 'What needs attention',
      overlays: ['attention'],
      commandKeys: true,
      inherits: VIEW_KEYS,
      facts: (shell, state) => {
        const top = topOverlay(state);
        return { attentionTotal: top?.type === 'attention' ? overlayAttention(shell.session, top, shell.today).length : 0 };
      },
    },
  ],
  bindings,
  overlays: [overlaySlice({ type: 'attention', actions: ['attention-move'], reduce: attentionReduce, layer: 'body', View: AttentionPane })],
};
