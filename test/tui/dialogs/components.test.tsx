// The dialogs as the console drives them: each key goes through the pure reducer (by the names the
// keymap uses; typed letters as text, the way App hands them to deleteKey), and the frame is the
// View drawn from the state the reducer left.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { DeleteView } from '../../../source/tui/dialogs/delete-dialog.js';
import { PickerView } from '../../../source/tui/dialogs/picker.js';
import { ConfirmView } from '../../../source/tui/dialogs/confirm-dialog.js';
import { createDeleteDialog, deleteKey, type KnownDescendant } from '../../../source/tui/dialogs/delete-state.js';
import { confirmKey, createConfirm } from '../../../source/tui/dialogs/confirm-state.js';
import { createPicker, pickerKey, valueOptions } from '../../../source/tui/dialogs/picker-state.js';
import type { EditKey } from '../../../source/terminal/edit-text.js';
import type { KindName } from '../../../source/catalogue/catalogue.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

interface Driven<K> {
  /** Every outcome the reducer reported, in order. */
  readonly seen: string[];
  press(...keys: K[]): void;
}

/** Holds a dialog's state, applies keys with its reducer and redraws its View after each press. */
function drive<S, K>(
  initial: S,
  step: (state: S, key: K) => { readonly state: S; readonly outcome?: string | undefined },
  view: (state: S) => ReactElement,
): Driven<K> {
  let state = initial;
  const seen: string[] = [];
  app = renderApp(view(state));
  return {
    seen,
    press(...keys) {
      for (const key of keys) {
        const next = step(state, key);
        state = next.state;
        if (next.outcome !== undefined) seen.push(next.outcome);
      }
      app?.rerender(view(state));
    },
  };
}

function deleteDialog(kind: KindName, name: string, descendants?: readonly KnownDescendant[]): Driven<EditKey> {
  return drive(createDeleteDialog({ kind, name, ...(descendants ? { descendants } : {}) }), deleteKey, (state) => (
    <DeleteView state={state} />
  ));
}

/** A letter or a paste typed into the terminal. */
const typed = (text: string): EditKey => ({ text });

describe('delete dialog (deleteKey + <DeleteView>)', () => {
  const descendants = [
    { kind: 'indicator' as const, name: 'Revenue' },
    { kind: 'task' as const, name: 'Call' },
    { kind: 'task' as const, name: 'Write' },
  ];

  it('shows what goes with it and focuses Cancel', async () => {
    const dialog = deleteDialog('objective', 'Grow sales', descendants);
    await app!.waitFor('Delete objective “Grow sales”?');
    expect(app!.frame().replace(/[│\s]+/g, ' ')).toContain('1 indicator, 2 tasks');
    expect(app!.frame()).toContain('· task Write');
    expect(app!.frame()).toContain('[ Cancel ]');
    dialog.press('enter');
    expect(dialog.seen).toEqual(['cancel']);
  });

  it('does nothing on D then D, and deletes only after the name is typed and Delete pressed', async () => {
    const dialog = deleteDialog('objective', 'Grow', descendants);
    await app!.waitFor('Type Grow to enable Delete');
    dialog.press(typed('D'), typed('D'), 'enter', 'enter');
    expect(dialog.seen).toEqual([]);
    dialog.press('ctrl+u', typed('Grow'), 'enter', 'enter');
    await app!.waitFor('Delete is enabled');
    expect(dialog.seen).toEqual([]);
    dialog.press('shift+tab');
    await app!.waitFor('[ Delete ]');
    dialog.press('enter');
    expect(dialog.seen).toEqual(['confirm']);
  });

  it('deletes a leaf after moving to Delete, never on the first key', async () => {
    const dialog = deleteDialog('task', 'Call');
    await app!.waitFor('Delete task “Call”?');
    dialog.press(typed('D'), typed('D'));
    expect(dialog.seen).toEqual([]);
    dialog.press('tab');
    await app!.waitFor('[ Delete ]');
    dialog.press('enter');
    expect(dialog.seen).toEqual(['confirm']);
  });
});

describe('picker (pickerKey + <PickerView>)', () => {
  it('marks the current value, moves with j/k and chooses with Enter', async () => {
    const picker = drive(
      createPicker('Status', valueOptions(['backlog', 'active', 'completed']), 'active'),
      (state, name: string) => {
        const step = pickerKey(state, name);
        return {
          state: step.state,
          outcome: step.outcome?.type === 'chosen' ? step.outcome.value : step.outcome ? '(cancel)' : undefined,
        };
      },
      (state) => <PickerView state={state} />,
    );
    await app!.waitFor('✓ current');
    expect(app!.frame()).toMatch(/› active ✓ current/);
    picker.press('j');
    await app!.waitFor('› completed');
    expect(app!.frame()).toMatch(/^\W*active ✓ current/m);
    picker.press('enter');
    expect(picker.seen).toEqual(['completed']);
    picker.press('esc');
    expect(picker.seen).toEqual(['completed', '(cancel)']);
  });
});

describe('a long picker', () => {
  it('keeps the highlighted row in view and says where it is', async () => {
    const values = Array.from({ length: 20 }, (_, index) => `value ${index + 1}`);
    const picker = drive(
      createPicker('Pick', valueOptions(values)),
      (state, name: string) => ({ state: pickerKey(state, name).state }),
      (state) => <PickerView state={state} height={8} />,
    );
    await app!.waitFor('1/20');
    picker.press('G');
    await app!.waitFor('20/20');
    expect(app!.frame()).toMatch(/› value 20/);
    expect(app!.frame()).not.toMatch(/value 2\b/);
    picker.press('k', 'k');
    await app!.waitFor('18/20');
    expect(app!.frame()).toMatch(/› value 18/);
  });
});

describe('confirm dialog (confirmKey + <ConfirmView>)', () => {
  it('keeps the safe answer focused', async () => {
    const dialog = drive(
      createConfirm({ title: 'Discard changes?', cancelLabel: 'Keep editing', confirmLabel: 'Discard' }),
      (state, name: string) => confirmKey(state, name),
      (state) => <ConfirmView state={state} />,
    );
    await app!.waitFor('[ Keep editing ]');
    dialog.press('enter');
    dialog.press('right', 'enter');
    expect(dialog.seen).toEqual(['cancel', 'confirm']);
  });
});

describe('a picker whose choice is wider than its box', () => {
  it('shows the highlighted choice whole under the list, wrapped; a choice that fits is not repeated', () => {
    const long = 'Only for this session: in memory until the console exits, nothing is written to disk';
    const state = createPicker('Where should the secret be kept?', [
      { value: 'session', label: long },
      { value: 'file', label: 'In a file' },
    ]);
    app = renderApp(<PickerView state={state} width={40} />);
    const text = app
      .frame()
      .replace(/[│╭╮╰╯─]/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(long);
    app.rerender(<PickerView state={{ ...state, cursor: 1 }} width={40} />);
    expect(app.frame().match(/In a file/g)).toHaveLength(1);
    expect(app.frame()).not.toContain('nothing is written to disk');
  });
});
