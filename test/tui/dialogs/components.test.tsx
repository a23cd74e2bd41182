import { afterEach, describe, expect, it } from 'vitest';
import { DeleteDialog } from '../../../source/tui/dialogs/delete-dialog.js';
import { Picker } from '../../../source/tui/dialogs/picker.js';
import { ConfirmDialog } from '../../../source/tui/dialogs/confirm-dialog.js';
import { valueOptions } from '../../../source/tui/dialogs/picker-state.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

function answers() {
  const seen: string[] = [];
  return { seen, confirm: () => seen.push('confirm'), cancel: () => seen.push('cancel') };
}

describe('<DeleteDialog>', () => {
  const descendants = [
    { kind: 'indicator' as const, name: 'Revenue' },
    { kind: 'task' as const, name: 'Call' },
    { kind: 'task' as const, name: 'Write' },
  ];

  it('shows what goes with it and focuses Cancel', async () => {
    const a = answers();
    app = renderApp(<DeleteDialog kind="objective" name="Grow sales" descendants={descendants} onConfirm={a.confirm} onCancel={a.cancel} />);
    await app.waitFor('Delete objective “Grow sales”?');
    expect(app.frame().replace(/[│\s]+/g, ' ')).toContain('1 indicator, 2 tasks');
    expect(app.frame()).toContain('· task Write');
    expect(app.frame()).toContain('[ Cancel ]');
    await app.press('enter');
    expect(a.seen).toEqual(['cancel']);
  });

  it('does nothing on D then D, and deletes only after the name is typed and Delete pressed', async () => {
    const a = answers();
    app = renderApp(<DeleteDialog kind="objective" name="Grow" descendants={descendants} onConfirm={a.confirm} onCancel={a.cancel} />);
    await app.waitFor('Type Grow to enable Delete');
    await app.press('D', 'D', 'enter', 'enter');
    expect(a.seen).toEqual([]);
    await app.press('ctrl+u', 'Grow', 'enter', 'enter');
    await app.waitFor('Delete is enabled');
    expect(a.seen).toEqual([]);
    await app.press('shift+tab');
    await app.waitFor('[ Delete ]');
    await app.press('enter');
    expect(a.seen).toEqual(['confirm']);
  });

  it('deletes a leaf after moving to Delete, never on the first key', async () => {
    const a = answers();
    app = renderApp(<DeleteDialog kind="task" name="Call" onConfirm={a.confirm} onCancel={a.cancel} />);
    await app.waitFor('Delete task “Call”?');
    await app.press('D', 'D');
    expect(a.seen).toEqual([]);
    await app.press('tab');
    await app.waitFor('[ Delete ]');
    await app.press('enter');
    expect(a.seen).toEqual(['confirm']);
  });
});

describe('<Picker>', () => {
  it('marks the current value, moves with j/k and chooses with Enter', async () => {
    const chosen: string[] = [];
    app = renderApp(
      <Picker title="Status" options={valueOptions(['backlog', 'active', 'completed'])} current="active" onChoose={(v) => chosen.push(v)} onCancel={() => chosen.push('(cancel)')} />,
    );
    await app.waitFor('✓ current');
    expect(app.frame()).toMatch(/› active ✓ current/);
    await app.press('j', 'enter');
    expect(chosen).toEqual(['completed']);
    await app.press('esc');
    expect(chosen).toEqual(['completed', '(cancel)']);
  });
});

describe('<ConfirmDialog>', () => {
  it('keeps the safe answer focused', async () => {
    const a = answers();
    app = renderApp(<ConfirmDialog title="Discard changes?" cancelLabel="Keep editing" confirmLabel="Discard" onConfirm={a.confirm} onCancel={a.cancel} />);
    await app.waitFor('[ Keep editing ]');
    await app.press('enter');
    await app.press('right', 'enter');
    expect(a.seen).toEqual(['cancel', 'confirm']);
  });
});
