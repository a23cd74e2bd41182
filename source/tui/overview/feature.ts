// The indicators overview (`i`): every known indicator of the hoshin with its figures; it moves,
// filters, opens one in the tree (Enter) and starts a countermeasure (c).
import { overlaySlice, type Binding, type Feature, type Shell } from '../kernel/feature.js';
import { topOfType } from '../kernel/console-store.js';
import { LIST_PAGE, listBindings } from '../kernel/list-keys.js';
import { inPlanOnly } from '../kernel/refusals.js';
import { viewContext } from '../kernel/view-context.js';
import { OPEN } from '../kernel/view-keys.js';
import { countermeasureBinding } from '../forms/countermeasure-key.js';
import { FILTER } from '../filter/keys.js';
import { copyBindings } from '../tree/copy-keys.js';
import { showInTree } from '../tree/lists.js';

import { openOverHoshin } from '../tree/selection.js';
import { INDICATORS_OVERVIEW } from './keys.js';
import { newOverview, overviewFilterReduce, overviewReduce } from './overview-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { overviewIndicators, overviewSelected } from './overview-rows.js';

// What `c` reads of the indicator: loaded after the first frame (kernel/lazy-module.ts).
const starting = lazyModule(() => import('../later.js').then((later) => later.startCountermeasure));

const OverviewPane = lazyView(() => import('../later.js').then((later) => later.overviewPane.OverviewPane));

const OVERVIEW = 'overview';
declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** Rows of the open indicators overview that pass its filter. */
    readonly overviewTotal?: number;
  }
}

/** Enter: the indicator in the tree, the overview closed. */
function openIndicator(shell: Shell): void {
  const overlay = topOfType(shell.current(), OVERVIEW);
  const indicator = overlay ? overviewSelected(shell.session, overlay) : undefined;
  if (!indicator) return;
  shell.dispatch({ type: 'pop-overlay' });
  showInTree(shell, 'indicator', indicator.id);
}

const bindings: Binding[] = [
  ...listBindings(
    OVERVIEW,
    LIST_PAGE,
    (facts) => facts.overviewTotal ?? 0,
    (delta, total) => ({ type: 'overview-move', delta, total }),
  ),
  { ...OPEN, context: OVERVIEW, primary: true, run: openIndicator },
  { ...FILTER, context: OVERVIEW, step: () => ({ type: 'filter-start' }) },
  countermeasureBinding(OVERVIEW, (shell) => {
    const overlay = topOfType(shell.current(), OVERVIEW);
    return starting().latestMonthOf(shell, overlay ? overviewSelected(shell.session, overlay)?.id : undefined);
  }),
  ...copyBindings(OVERVIEW),
  {
    ...INDICATORS_OVERVIEW,
    context: 'tree',
    after: 'raw-fields',
    disabled: inPlanOnly(INDICATORS_OVERVIEW, 'shows the indicators of a hoshin'),
    run: (shell) => openOverHoshin(shell, newOverview),
  },
];

export const overview: Feature = {
  name: 'overview',
  contexts: [
    viewContext(OVERVIEW, 'Indicators overview', {
      facts: (shell, state) => {
        const top = topOfType(state, OVERVIEW);
        return { overviewTotal: top ? overviewIndicators(shell.session, top).length : 0 };
      },
      selected: (shell, state) => {
        const top = topOfType(state, OVERVIEW);
        const indicator = top ? overviewSelected(shell.session, top) : undefined;
        return indicator ? { kind: 'indicator', id: indicator.id } : null;
      },
    }),
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
