// The indicators overview (`i`): every known indicator of the hoshin with its figures; it moves,
// filters, opens one in the tree (Enter) and starts a countermeasure (c).
import { overlaySlice, type Binding, type Feature, type KeyFacts, type Refusal, type Shell } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { VIEW_KEYS } from '../kernel/shared-keys.js';
import { ALL_MOVES, listMoveDelta, moveBindings } from '../kernel/list-keys.js';
import { needsRow, rowRules } from '../kernel/refusals.js';
import { OPEN } from '../kernel/view-keys.js';
import { countermeasureBinding } from '../forms/countermeasure-key.js';
import { latestMonthOf } from '../forms/start-countermeasure.js';
import { FILTER } from '../filter/keys.js';
import { copyBindings } from '../tree/copy-keys.js';
import { showInTree } from '../tree/lists.js';
import { hoshinOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { INDICATORS_OVERVIEW } from './keys.js';
import { newOverview, overviewFilterReduce, overviewReduce, type OverviewOverlay } from './overview-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { overviewIndicators, overviewSelected } from './overview-rows.js';

// Its views load the first time they are drawn (kernel/lazy-view.ts).
const OverviewPane = lazyView(() => import('./overview-pane.js').then((views) => views.OverviewPane));

const OVERVIEW = 'overview';
/** The overview moves five rows a page, whatever the pane's height. */
const PAGE = 5;

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** Rows of the open indicators overview that pass its filter. */
    readonly overviewTotal?: number;
  }
}

function overviewOnTop(shell: Shell): OverviewOverlay | undefined {
  const top = topOverlay(shell.current());
  return top?.type === 'overview' ? top : undefined;
}

/** `i` outside a hoshin. */
function inHoshinOnly(facts: KeyFacts): Refusal | null {
  return rowRules(facts, 'tree', (row) => row.hoshin)
    ? needsRow(`${keyOf(INDICATORS_OVERVIEW)} shows the indicators of a hoshin: select one, or something in one`)
    : null;
}

function openOverview(shell: Shell): void {
  const hoshinId = hoshinOf(rowChain(shell.session, shell.current()));
  if (hoshinId === null) return;
  shell.dispatch({ type: 'push-overlay', overlay: newOverview(hoshinId) });
  shell.dispatch({ type: 'status', status: null });
}

/** Enter: the indicator in the tree, the overview closed. */
function openIndicator(shell: Shell): void {
  const overlay = overviewOnTop(shell);
  const indicator = overlay ? overviewSelected(shell.session, overlay) : undefined;
  if (!indicator) return;
  shell.dispatch({ type: 'pop-overlay' });
  showInTree(shell, 'indicator', indicator.id);
}

const bindings: Binding[] = [
  ...moveBindings(OVERVIEW, ALL_MOVES, (action) => ({
    step: ({ facts }) => {
      const total = facts.overviewTotal ?? 0;
      const delta = listMoveDelta(action, total, PAGE);
      return delta === undefined ? undefined : { type: 'overview-move', delta, total };
    },
  })),
  { ...OPEN, context: OVERVIEW, primary: true, run: openIndicator },
  { ...FILTER, context: OVERVIEW, step: () => ({ type: 'filter-start' }) },
  countermeasureBinding(OVERVIEW, (shell) => {
    const overlay = overviewOnTop(shell);
    return latestMonthOf(shell, overlay ? overviewSelected(shell.session, overlay)?.id : undefined);
  }),
  ...copyBindings(OVERVIEW),
  { ...INDICATORS_OVERVIEW, context: 'tree', after: 'raw-fields', disabled: inHoshinOnly, run: openOverview },
];

export const overview: Feature = {
  name: 'overview',
  contexts: [
    {
      name: OVERVIEW,
      title: 'Indicators overview',
      overlays: ['overview'],
      commandKeys: true,
      inherits: VIEW_KEYS,
      facts: (shell, state) => {
        const top = topOverlay(state);
        return { overviewTotal: top?.type === 'overview' ? overviewIndicators(shell.session, top).length : 0 };
      },
      selected: (shell, state) => {
        const top = topOverlay(state);
        const indicator = top?.type === 'overview' ? overviewSelected(shell.session, top) : undefined;
        return indicator ? { kind: 'indicator', id: indicator.id } : null;
      },
    },
  ],
  bindings,
  overlays: [
    overlaySlice({
      type: 'overview',
      actions: ['overview-move'],
      reduce: overviewReduce,
      filter: {
        text: (overlay) => overlay.filter,
        typing: (overlay) => overlay.filtering,
        reduce: overviewFilterReduce,
        move: (_overlay, facts, delta) => ({ type: 'overview-move', delta, total: facts.overviewTotal ?? 0 }),
      },
      layer: 'body',
      View: OverviewPane,
    }),
  ],
};
