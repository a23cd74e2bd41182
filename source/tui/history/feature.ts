// The value table (`H`): an indicator's history values in the detail pane, each selectable to edit
// or delete; Tab or Esc gives the keys back to the list.
import type { Binding, Feature, KeyFacts, Refusal, Shell } from '../kernel/feature.js';
import { selectedRow, type ConsoleState } from '../kernel/console-store.js';
import { keyOf, stepOf } from '../kernel/keys.js';
import { VIEW_KEYS } from '../kernel/shared-keys.js';
import { LIST_PAGE, listBindings } from '../kernel/list-keys.js';
import { changesData, isKind, needsRow, rowRules } from '../kernel/refusals.js';
import { say } from '../kernel/status-line.js';
import { openEditForm } from '../forms/form-overlays.js';
import { recordsOnIndicators } from '../forms/form-refusals.js';
import { DELETE, EDIT, RECORD_VALUE } from '../dialogs/form-keys.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { copyBindings } from '../tree/copy-keys.js';
import { HISTORY_TABLE, RAW_FIELDS, SWITCH_PANE } from '../tree/keys.js';
import { FIELDS_SCROLL } from './keys.js';
import { treeRowFacts } from '../tree/row-facts.js';
import { UNICODE_GLYPHS } from '../../terminal/glyphs.js';
import { historyTable, isHistoryFocused } from '../tree/value-table.js';

// What its keys run and what measures the indicator's pane: loaded after the first frame (kernel/lazy-module.ts).
const changes = lazyModule(() => import('../later.js').then((later) => later.resourceChanges));
const pane = lazyModule(() => import('../later.js').then((later) => later.indicatorPane));

const HISTORY = 'history';
/** What measures the rows of an indicator's fields. */
const FIELD_GLYPHS = { glyphs: UNICODE_GLYPHS };

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** Rows of the selected indicator's value table. */
    readonly historyTotal?: number;
    /** Rows the selected indicator's fields scroll above its table (0: they all show). */
    readonly fieldsMax?: number;
  }
  interface RowFacts {
    /** The selected indicator's fields do not all show above its value table: the move keys scroll them. */
    readonly fieldsScroll?: boolean;
  }
}

/** The selected indicator's fields measured for the pane. */
function fieldsMaxOf(shell: Shell, state: ConsoleState): number {
  // The glyphs' widths are the same in both sets: the Unicode ones measure the rows as well.
  const { fieldsScrollMax, indicatorPane } = pane();
  return fieldsScrollMax(indicatorPane(shell.session, state, shell.layout, shell.today, FIELD_GLYPHS), FIELD_GLYPHS);
}

/** `H` off an indicator. */
const valuesOfIndicatorsOnly = (facts: KeyFacts): Refusal | null =>
  rowRules(facts, 'tree', isKind('indicator')) ? needsRow(`${keyOf(HISTORY_TABLE)} edits the values of an indicator: select one`) : null;

/** `H`: the keys to the selected indicator's table, its newest value selected. */
function focusTable(shell: Shell): void {
  const ref = selectedRow(shell.current())?.ref;
  if (ref?.type !== 'resource' || ref.kind !== 'indicator') return;
  shell.dispatch({ type: 'focus-history' });
  if (historyTable(shell.session, shell.source, shell.current()).rows.length === 0)
    say(shell, `no values of this indicator are known here: ${keyOf(RECORD_VALUE)} records one`, 'info');
}

/** Does `act` on the value selected in the table; the status line says so when there is none. */
const onSelectedValue = (act: (shell: Shell, kind: 'indicator_history', id: number) => void) => (shell: Shell) => {
  const selected = historyTable(shell.session, shell.source, shell.current()).selected;
  if (selected && selected.id !== null) act(shell, 'indicator_history', selected.id);
  else say(shell, 'select a value in the table', 'info');
};

/** Where the fields scroll, the footer names the key that scrolls them. */
const scrolls = (facts: KeyFacts): boolean => facts.row?.fieldsScroll === true;

const bindings: Binding[] = [
  ...listBindings(
    HISTORY,
    LIST_PAGE,
    (facts) => facts.historyTotal ?? 0,
    (delta, total) => ({ type: 'history-move', delta, total }),
  ),
  {
    ...FIELDS_SCROLL,
    context: HISTORY,
    hinted: scrolls,
    step: ({ facts, name }) => ({ type: 'fields-scroll', delta: stepOf(FIELDS_SCROLL, name), max: facts.fieldsMax ?? 0 }),
  },
  { ...SWITCH_PANE, context: HISTORY, step: () => ({ type: 'switch-pane' }) },
  { ...EDIT, context: HISTORY, primary: true, disabled: changesData, run: onSelectedValue(openEditForm) },
  { ...DELETE, context: HISTORY, disabled: changesData, run: onSelectedValue((shell, kind, id) => changes().askDelete(shell, kind, id)) },
  { ...RECORD_VALUE, context: HISTORY, disabled: recordsOnIndicators, run: (shell) => changes().recordValueOfSelected(shell) },
  { ...RAW_FIELDS, context: HISTORY, step: () => ({ type: 'toggle-raw-fields' }) },
  ...copyBindings(HISTORY),
  { ...HISTORY_TABLE, context: 'tree', after: 'indicators-overview', disabled: valuesOfIndicatorsOnly, run: focusTable },
];

export const history: Feature = {
  name: 'history',
  contexts: [
    {
      name: HISTORY,
      title: 'History table',
      ground: isHistoryFocused,
      commandKeys: true,
      inherits: VIEW_KEYS,
      // Esc leaves the history pane for the tree's list (the pane beside it), not an overlay.
      close: { step: () => ({ type: 'switch-pane' }) },
      inheritedAfter: SWITCH_PANE.action,
      facts: (shell, state) => ({
        historyTotal: historyTable(shell.session, shell.source, state).rows.length,
        fieldsMax: fieldsMaxOf(shell, state),
      }),
      row: (shell, state) => ({ ...treeRowFacts(shell.session, state), fieldsScroll: fieldsMaxOf(shell, state) > 0 }),
      selected: (shell, state) => {
        const selected = historyTable(shell.session, shell.source, state).selected;
        return selected && selected.id !== null ? { kind: 'indicator_history', id: selected.id } : null;
      },
    },
  ],
  bindings,
};
