// The bowling chart (`b`): the indicators of a hoshin, area or objective by month, each month met
// or below its goal; the cursor walks rows and months, Enter shows the indicator in the tree, `c`
// starts a countermeasure for a red month.
import { overlaySlice, type Binding, type Feature, type KeyFacts, type Refusal } from '../kernel/feature.js';
import { topOfType } from '../kernel/console-store.js';
import { MOVE_DOWN, MOVE_UP } from '../kernel/list-keys.js';
import { inPlanOnly, needsRow } from '../kernel/refusals.js';
import { viewContext } from '../kernel/view-context.js';
import { countermeasureBinding } from '../forms/countermeasure-key.js';
import type { BowlingAction } from './bowling-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { BOWLING, BOWLING_LEFT, BOWLING_OPEN, BOWLING_RIGHT } from './keys.js';
import { lazyModule } from '../kernel/lazy-module.js';

const BowlingPane = lazyView(() => import('../later.js').then((later) => later.bowlingPane.BowlingPane));

// What its keys and its open chart run: loaded after the first frame (kernel/lazy-module.ts).
const chart = lazyModule(() => import('../later.js').then((later) => later.bowlingChart));
const stepping = lazyModule(() => import('../later.js').then((later) => later.bowlingOverlay));
const opening = lazyModule(() => import('../later.js').then((later) => later.openChart));
const countermeasures = lazyModule(() => import('../later.js').then((later) => later.countermeasure));

const CHART = 'bowling';

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** Indicators on the open bowling chart. */
    readonly bowlingRows?: number;
  }
  interface RowFacts {
    /** On the bowling chart: a month before the selected one, and one after it (what h and l move to). */
    readonly monthBefore?: boolean;
    readonly monthAfter?: boolean;
  }
}

/** h on the chart's first month, l on its last: they do nothing there (the footer leaves them out). */
const noMonth =
  (side: 'monthBefore' | 'monthAfter', text: string) =>
  (facts: KeyFacts): Refusal | null =>
    facts.context === CHART && facts.row?.[side] === false ? needsRow(text) : null;

/** A move of the chart's cursor. */
const moving = (delta: BowlingAction['delta']) => ({
  step: ({ facts }: { readonly facts: { readonly bowlingRows?: number } }): BowlingAction => ({
    type: 'bowling-move',
    rows: facts.bowlingRows ?? 0,
    delta,
  }),
});

const bindings: Binding[] = [
  { ...MOVE_UP, context: CHART, ...moving({ rows: -1 }) },
  { ...MOVE_DOWN, context: CHART, ...moving({ rows: 1 }) },
  countermeasureBinding(CHART, (shell) => {
    const top = topOfType(shell.current(), 'bowling');
    if (!top) return 'no indicator is on the chart';
    const row = chart().overlayChart(shell.session, top).indicators[top.row];
    const cell = row?.cells[top.column];
    const indicator = row ? shell.session.index.get('indicator', row.id)?.resource : undefined;
    return indicator && cell ? { indicator, at: countermeasures().cellMonth(cell) } : 'no indicator is on the chart';
  }),
  { ...BOWLING_LEFT, context: CHART, disabled: noMonth('monthBefore', 'the chart begins with this month'), ...moving({ columns: -1 }) },
  { ...BOWLING_RIGHT, context: CHART, disabled: noMonth('monthAfter', 'the chart ends with this month'), ...moving({ columns: 1 }) },
  { ...BOWLING_OPEN, context: CHART, primary: true, run: (shell) => opening().openChartRow(shell) },
  {
    ...BOWLING,
    context: 'tree',
    after: 'task-status',
    disabled: inPlanOnly(BOWLING, 'draws the bowling chart of a hoshin, an area or an objective'),
    run: (shell) => opening().openChart(shell),
  },
];

export const bowling: Feature = {
  name: 'bowling',
  contexts: [
    viewContext(CHART, 'Bowling chart', {
      facts: (shell, state) => {
        const top = topOfType(state, CHART);
        return { bowlingRows: top ? chart().overlayChart(shell.session, top).indicators.length : 0 };
      },
      row: (_shell, state) => {
        const top = topOfType(state, CHART);
        const column = top?.column ?? 0;
        const months = top?.months.length ?? 0;
        return { kind: null, topLevel: false, board: false, hoshin: true, monthBefore: column > 0, monthAfter: column < months - 1 };
      },
    }),
  ],
  bindings,
  overlays: [
    overlaySlice({
      type: 'bowling',
      actions: ['bowling-move'],
      reduce: (overlay, action) => stepping().bowlingReduce(overlay, action),
      layer: 'body',
      View: BowlingPane,
    }),
  ],
};
