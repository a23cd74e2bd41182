// An indicator's every-field view (`V`) shows no value table: with the detail pane focused, the
// list keys scroll the fields, and nothing is routed to the hidden table (its cursor, its delete).
import { describe, expect, it } from 'vitest';
import { footerFor } from '../../../source/tui/kernel/context-footer.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { keyContext } from '../../../source/tui/kernel/key-press.js';
import { isHistoryFocused } from '../../../source/tui/tree/value-table.js';
import { initialConsoleState, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { ROOT_LIST } from '../../../source/tui/tree/tree-shape.js';

const run = (state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState => actions.reduce(consoleReducer, state);
const indicators = [101, 102].map((id) => ({
  key: `indicator:${id}`,
  ref: { type: 'resource' as const, kind: 'indicator' as const, id },
  search: `i ${id}`,
}));
const detailFocused = (): ConsoleState =>
  run(initialConsoleState({ readOnly: false, pageSize: 10 }), { type: 'open', list: ROOT_LIST, rows: indicators }, { type: 'switch-pane' });

function press(state: ConsoleState, ...keys: string[]): ConsoleState {
  for (const key of keys) {
    const intent = routeKey(state, key, key.length === 1 ? key : '', { historyTotal: 12 });
    if (intent.type === 'dispatch') state = consoleReducer(state, intent.action);
  }
  return state;
}

describe('the every-field view of an indicator', () => {
  it('with the summary shown, the detail pane holds the value table', () => {
    const state = detailFocused();
    expect(isHistoryFocused(state)).toBe(true);
    expect(keyContext(state)).toBe('history');
  });

  it('with every field shown, j, PgDn and ctrl-d scroll the fields and k, PgUp, g come back', () => {
    const fields = run(detailFocused(), { type: 'toggle-raw-fields' });
    expect(isHistoryFocused(fields)).toBe(false);
    expect(keyContext(fields)).toBe('tree');
    expect(press(fields, 'j', 'j').nav.detailScroll).toBe(2);
    expect(press(fields, 'pgdn').nav.detailScroll).toBe(10);
    expect(press(fields, 'ctrl+d').nav.detailScroll).toBe(5);
    expect(press(fields, 'pgdn', 'k').nav.detailScroll).toBe(9);
    expect(press(fields, 'pgdn', 'pgup').nav.detailScroll).toBe(0);
    expect(press(fields, 'j', 'j', 'g').nav.detailScroll).toBe(0);
    // The list's cursor stays on the indicator whose fields are read.
    expect(press(fields, 'j', 'j').nav.frames.at(-1)?.cursor).toBe(0);
  });

  it('offers no action on the hidden table: the footer is the tree\u2019s, V brings the table back', () => {
    const fields = run(detailFocused(), { type: 'toggle-raw-fields' });
    const row = { kind: 'indicator' as const, topLevel: false, board: true, hoshin: true };
    const table = footerFor(keyContext(detailFocused()), row, { readOnly: false, width: 240 });
    const footer = footerFor(keyContext(fields), row, { readOnly: false, width: 240 });
    // The table's footer closes the table; the fields' footer acts on the indicator selected in the list.
    expect(table).toContain('esc close');
    expect(footer).not.toContain('esc close');
    expect(footer).toContain('esc up');
    expect(keyContext(press(fields, 'V'))).toBe('history');
  });
});
