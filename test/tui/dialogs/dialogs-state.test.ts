import { describe, expect, it } from 'vitest';
import { confirmKey, discardChangesConfirm } from '../../../source/tui/dialogs/confirm-state.js';
import { canDelete, countByKind, createDeleteDialog, deleteKey, type DeleteState } from '../../../source/tui/dialogs/delete-state.js';
import type { EditKey } from '../../../source/terminal/edit-text.js';
import { createPicker, pickerKey, pickerScroll, valueOptions } from '../../../source/tui/dialogs/picker-state.js';
import type { DialogOutcome } from '../../../source/tui/dialogs/confirm-state.js';

function pressAll(state: DeleteState, keys: EditKey[]): { state: DeleteState; outcomes: (DialogOutcome | undefined)[] } {
  const outcomes: (DialogOutcome | undefined)[] = [];
  for (const key of keys) {
    const step = deleteKey(state, key);
    state = step.state;
    outcomes.push(step.outcome);
  }
  return { state, outcomes };
}
const text = (s: string): EditKey[] => [...s].map((c) => ({ text: c }));

describe('picker', () => {
  const statuses = valueOptions(['backlog', 'active', 'completed', 'discarded']);

  it('starts on the current value and marks it', () => {
    const state = createPicker('Status', statuses, 'completed');
    expect(state.cursor).toBe(2);
    expect(state.current).toBe('completed');
    expect(createPicker('Status', statuses, 'nonsense')).toMatchObject({ cursor: 0, current: null });
  });

  it('moves with j/k and arrows, stops at the ends, jumps with g/G', () => {
    let state = createPicker('Status', statuses);
    for (const key of ['j', 'down', 'down', 'down', 'j']) state = pickerKey(state, key).state;
    expect(state.cursor).toBe(3);
    for (const key of ['k', 'up']) state = pickerKey(state, key).state;
    expect(state.cursor).toBe(1);
    expect(pickerKey(state, 'G').state.cursor).toBe(3);
    expect(pickerKey(state, 'g').state.cursor).toBe(0);
    expect(pickerKey(createPicker('S', statuses), 'up').state.cursor).toBe(0);
  });

  it('chooses the highlighted value with Enter and cancels with Esc', () => {
    const state = pickerKey(createPicker('Status', statuses, 'backlog'), 'j').state;
    expect(pickerKey(state, 'enter').outcome).toEqual({ type: 'chosen', value: 'active' });
    expect(pickerKey(state, 'esc').outcome).toEqual({ type: 'cancelled' });
    expect(pickerKey(state, 'x').outcome).toBeUndefined();
  });

  it('scrolls a long list so that the cursor is visible', () => {
    const state = createPicker('N', valueOptions(Array.from({ length: 30 }, (_, i) => `v${i}`)), 'v25');
    const first = pickerScroll(state, 5);
    expect(first).toBeLessThanOrEqual(25);
    expect(first + 5).toBeGreaterThan(25);
    expect(pickerScroll(createPicker('N', statuses), 10)).toBe(0);
  });
});

describe('confirm dialog', () => {
  it('focuses Keep editing first, so Enter keeps the edits', () => {
    const state = discardChangesConfirm();
    expect(state.focus).toBe('cancel');
    expect(state.cancelLabel).toBe('Keep editing');
    expect(confirmKey(state, 'enter').outcome).toBe('cancel');
  });

  it('discards only after moving to Discard and pressing it', () => {
    const moved = confirmKey(discardChangesConfirm(), 'tab').state;
    expect(moved.focus).toBe('confirm');
    expect(confirmKey(moved, 'enter').outcome).toBe('confirm');
    expect(confirmKey(moved, 'esc').outcome).toBe('cancel');
    expect(confirmKey(confirmKey(moved, 'left').state, 'enter').outcome).toBe('cancel');
  });

  it('ignores keys that are not its own', () => {
    expect(confirmKey(discardChangesConfirm(), 'y').outcome).toBeUndefined();
  });
});

describe('delete dialog', () => {
  const descendants = [
    { kind: 'indicator' as const, name: 'Revenue' },
    { kind: 'task' as const, name: 'Call' },
    { kind: 'task' as const, name: 'Write' },
  ];

  it('counts descendants by kind', () => {
    expect(countByKind(descendants).map((c) => c.text)).toEqual(['1 indicator', '2 tasks']);
    expect(countByKind([...descendants].reverse()).map((c) => c.text)).toEqual(['1 indicator', '2 tasks']);
    expect(
      countByKind([
        { kind: 'indicator_history', name: '2024-01-01' },
        { kind: 'indicator_history', name: '2024-02-01' },
      ])[0]?.text,
    ).toBe('2 indicator histories');
  });

  it('focuses Cancel, and Enter on Cancel cancels', () => {
    const state = createDeleteDialog({ kind: 'task', name: 'Call' });
    expect(state.focus).toBe('cancel');
    expect(deleteKey(state, 'enter').outcome).toBe('cancel');
  });

  it('never confirms on the same key twice (D then D)', () => {
    for (const dialog of [
      createDeleteDialog({ kind: 'task', name: 'Call' }),
      createDeleteDialog({ kind: 'objective', name: 'Grow', descendants }),
    ]) {
      const { outcomes } = pressAll(dialog, [{ text: 'D' }, { text: 'D' }, 'D', 'D']);
      expect(outcomes.every((o) => o === undefined)).toBe(true);
    }
  });

  it('deletes a leaf only after moving to Delete and pressing Enter', () => {
    const { outcomes } = pressAll(createDeleteDialog({ kind: 'task', name: 'Call' }), ['tab', 'enter']);
    expect(outcomes).toEqual([undefined, 'confirm']);
    expect(pressAll(createDeleteDialog({ kind: 'task', name: 'Call' }), [{ text: 'l' }, 'enter']).outcomes[1]).toBe('confirm');
  });

  it('keeps Delete disabled until the name of a resource with descendants is typed', () => {
    const dialog = createDeleteDialog({ kind: 'objective', name: 'Grow sales', descendants });
    expect(dialog.requiresTyping).toBe(true);
    expect(canDelete(dialog)).toBe(false);
    // Delete cannot take the focus yet: Tab cycles between the input and Cancel.
    let run = pressAll(dialog, ['tab', 'tab', 'tab']);
    expect(run.state.focus).not.toBe('delete');
    run = pressAll(dialog, [...text('Grow sale'), 'enter', 'tab', 'tab', 'enter']);
    expect(run.outcomes.includes('confirm')).toBe(false);
    run = pressAll(run.state, [{ text: 's' }]);
    expect(canDelete(run.state)).toBe(true);
    // A double Enter after typing does nothing; Delete takes a deliberate move.
    run = pressAll(run.state, ['enter', 'enter']);
    expect(run.state.focus).toBe('input');
    expect(run.outcomes).toEqual([undefined, undefined]);
    run = pressAll(run.state, ['shift+tab']);
    expect(run.state.focus).toBe('delete');
    expect(deleteKey(run.state, 'enter').outcome).toBe('confirm');
  });

  it('types h and l into the name rather than moving between buttons', () => {
    const run = pressAll(createDeleteDialog({ kind: 'area', name: 'hl', descendants }), [{ text: 'h' }, { text: 'l' }]);
    expect(run.state.typed.value).toBe('hl');
    expect(canDelete(run.state)).toBe(true);
  });

  it('disables Delete again when the typed name stops matching', () => {
    const run = pressAll(createDeleteDialog({ kind: 'area', name: 'Ops', descendants }), [...text('Ops'), 'shift+tab', 'shift+tab']);
    expect(run.state.focus).toBe('cancel');
    const edited = pressAll(run.state, [{ text: 'x' }]).state;
    expect(canDelete(edited)).toBe(false);
    expect(edited.focus).toBe('input');
    expect(pressAll(edited, ['tab', 'tab']).state.focus).not.toBe('delete');
  });

  it('cancels with Esc from anywhere', () => {
    const dialog = createDeleteDialog({ kind: 'area', name: 'Ops', descendants });
    expect(deleteKey(dialog, 'esc').outcome).toBe('cancel');
    expect(deleteKey(pressAll(dialog, text('Op')).state, 'esc').outcome).toBe('cancel');
  });

  it('asks for the id when the resource has no name', () => {
    expect(createDeleteDialog({ kind: 'indicator_history', name: '', id: 42, descendants }).confirmText).toBe('42');
  });
});
