// The cascade (`K`): how a hoshin aligns with the plans above and below it, from what is known here
// after reading the plan, its ancestors and its known children again; the words of `hoshin cascade`.
import { overlaySlice, type Binding, type Feature, type Shell } from '../kernel/feature.js';
import { PAGE_MOVES, TEXT_PAGE } from '../kernel/list-keys.js';
import { inPlanOnly } from '../kernel/refusals.js';
import { topOfType } from '../kernel/console-store.js';
import { viewContext } from '../kernel/view-context.js';
import { openOverHoshin } from '../tree/selection.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { CASCADE } from './keys.js';

const CascadePane = lazyView(() => import('../later.js').then((later) => later.cascadePane.CascadePane));

// What its key and its open view run: loaded after the first frame (kernel/lazy-module.ts).
const reading = lazyModule(() => import('../later.js').then((later) => later.cascadeReading));
const text = lazyModule(() => import('../later.js').then((later) => later.cascadeOverlay));

const CONTEXT = 'cascade';
declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last line the open cascade's text can start at. */
    readonly cascadeMax?: number;
  }
}

function openCascade(shell: Shell): void {
  const { session, request, dispatch } = shell;
  const hoshinId = openOverHoshin(shell, (id) => ({ type: 'cascade', hoshinId: id, scroll: 0 }));
  if (hoshinId === null) return;
  // Names, counts and the child plans' indicators are the service's: read them again (the view follows the index).
  void request(`reading the cascade of hoshin ${hoshinId}…`, () =>
    reading().refreshCascade(session.client, session.index, hoshinId, (text) => {
      if (text !== undefined) dispatch({ type: 'request-label', label: `${text}…` });
    }),
  );
}

const bindings: Binding[] = [
  { ...CASCADE, context: 'tree', after: 'attention', disabled: inPlanOnly(CASCADE, 'shows the cascade of a hoshin'), run: openCascade },
];

export const cascade: Feature = {
  name: 'cascade',
  contexts: [
    viewContext(CONTEXT, 'The cascade', {
      scrolls: {
        moves: PAGE_MOVES,
        page: TEXT_PAGE,
        max: (facts) => facts.cascadeMax ?? 0,
        to: (delta, max) => ({ type: 'cascade-scroll', delta, max }),
      },
      facts: (shell, state) => {
        const top = topOfType(state, CONTEXT);
        return { cascadeMax: top ? text().cascadeMax(shell.session, top.hoshinId, shell.layout.width, shell.layout.bodyHeight) : 0 };
      },
    }),
  ],
  bindings,
  overlays: [
    overlaySlice({
      type: 'cascade',
      actions: ['cascade-scroll'],
      reduce: (overlay, action) => text().cascadeReduce(overlay, action),
      layer: 'body',
      View: CascadePane,
    }),
  ],
};
