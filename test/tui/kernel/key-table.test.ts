// The key table's disabled reasons: the footer leaves out exactly the keys the router refuses (or
// whose command says why), and a refused key shows the table's text.
import { describe, expect, it } from 'vitest';
import type { RowFacts } from '../../../source/tui/kernel/feature.js';
import { consoleReducer, KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { BINDINGS } from '../helpers/every-binding.js';
import { disabledReason, footerHints } from '../../../source/tui/kernel/context-footer.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { initialConsoleState } from '../../../source/tui/kernel/console-store.js';
import { ROOT_LIST } from '../../../source/tui/tree/tree-shape.js';

const rows: RowFacts[] = [
  { kind: 'company', topLevel: true, board: false, hoshin: false },
  { kind: 'area', topLevel: false, board: true, hoshin: true },
  { kind: 'indicator', topLevel: false, board: true, hoshin: true },
  { kind: 'task', topLevel: false, board: true, hoshin: true },
];
const hint = (action: string) => {
  const binding = BINDINGS.find((b) => b.action === action)!;
  return `${binding.keys[0]} ${'short' in binding ? binding.short : binding.description}`;
};

describe('the key table', () => {
  it('the tree footer shows a key exactly when the table does not rule it out and its binding hints it', () => {
    for (const row of rows) {
      for (const readOnly of [false, true]) {
        const footer = footerHints('tree', { readOnly, row }).split(' · ');
        for (const binding of BINDINGS.filter((b) => b.hint !== 'help' && (b.contexts as readonly string[]).includes('tree'))) {
          const facts = { readOnly, context: 'tree' as const, row };
          const ruledOut = disabledReason(binding.action, facts) !== null;
          // A key may stay off the footer and still work (t on an indicator): its binding's `hinted` says so.
          const hinted = binding.hinted?.(facts) ?? true;
          expect(footer.includes(hint(binding.action)), `${binding.action} on ${row.kind}${readOnly ? ' read-only' : ''}`).toBe(
            !ruledOut && hinted,
          );
        }
      }
    }
  });

  it('a key the row rules out is refused with the table’s text, as information', () => {
    const state = consoleReducer(initialConsoleState({ readOnly: false, pageSize: 10 }), {
      type: 'open',
      list: ROOT_LIST,
      rows: [],
    });
    const company = rows[0]!;
    expect(routeKey(state, 'v', 'v', { row: company })).toEqual({
      type: 'refused',
      reason: 'v records a value of an indicator: select one',
      tone: 'info',
    });
    expect(routeKey(state, 't', 't', { row: company })).toEqual({
      type: 'refused',
      reason: 't shows the tasks of an objective or a hoshin: select one, or something in one',
      tone: 'info',
    });
    expect(routeKey(state, 's', 's', { row: company })).toEqual({
      type: 'refused',
      reason: 's changes the status of a task: select one',
      tone: 'info',
    });
    // b says why beside its binding now, with the words its command said.
    expect(routeKey(state, 'b', 'b', { row: company })).toEqual({
      type: 'refused',
      reason: 'b draws the bowling chart of a hoshin, an area or an objective: select one, or something in one',
      tone: 'info',
    });
    expect(routeKey(state, 'v', 'v', { row: rows[2]! })).toMatchObject({ type: 'run', context: 'tree', action: 'record-value' });
  });

  it('gives each context its own handler of a key', () => {
    const edits = ['tree', 'history', 'due'].map((context) => KEY_TABLE.bindingOf('edit', context)?.run);
    expect(edits.every((run) => typeof run === 'function')).toBe(true);
    expect(new Set(edits).size).toBe(3);
    // On the board, s is the board's own key, as its arrows are.
    expect(KEY_TABLE.bindingOf('task-status', 'board')?.run).toBe(KEY_TABLE.bindingOf('board-left', 'board')?.run);
    expect(KEY_TABLE.bindingOf('task-status', 'board')?.run).not.toBe(KEY_TABLE.bindingOf('task-status', 'tree')?.run);
  });
});
