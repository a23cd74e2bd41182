// A form in the console, against the demo plan on a sandbox over loopback HTTP: Down and Up move a
// line in a text of several lines and leave it from its last and first line, the footer saying so
// for the field in focus; the status line a form said something on closes with the form.
import { describe, expect, it } from 'vitest';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox } from '../helpers/console-harness.js';

const HOSHIN = 11;
const demo = demoSandbox({ each: true });

/** The form's row that holds a field's label. */
const rowOf = (frame: string, label: string): string => frame.split('\n').find((line) => line.includes(label)) ?? '';
const footerOf = (frame: string): string => frame.split('\n').at(-1) ?? '';
const statusOf = (frame: string): string => frame.split('\n').at(-2) ?? '';

describe('Down and Up in a form', () => {
  it('move a line in a text of several lines, leave it from the last and first line, and the footer says which', async () => {
    const task = demo.sandbox.store.all('task')[0]!;
    demo.sandbox.store.put('task', { ...task, description: 'Ask about rates\nand fees\nby Friday' });
    const ui = demo.open();
    await openByPalette(ui, 'task', Number(task.id));
    await ui.press('e');
    await ui.waitFor('Edit task');
    // On the one-line name, Down goes to the next field, as the footer says.
    await ui.waitFor((frame) => rowOf(frame, 'Name').includes('›'));
    expect(footerOf(ui.frame())).toContain('down next field');
    await ui.press('down');
    await ui.waitFor((frame) => rowOf(frame, 'Description').startsWith('›'));
    await ui.waitFor((frame) => footerOf(frame).includes('down next line or field'));
    expect(footerOf(ui.frame())).not.toContain('down next field');
    // The cursor starts at the end, on the third line: Up goes to the second, then the first.
    await ui.waitFor('line 3 of 3');
    await ui.press('up');
    await ui.waitFor('line 2 of 3');
    await ui.press('up');
    await ui.waitFor('line 1 of 3');
    expect(rowOf(ui.frame(), 'Description').startsWith('›')).toBe(true);
    // From the first line, Up leaves for the field above.
    await ui.press('up');
    await ui.waitFor((frame) => rowOf(frame, 'Name').startsWith('›'));
    await ui.waitFor((frame) => footerOf(frame).includes('down next field'));
    // Down and Down: into the text, then a line down; three Downs from the first line leave it.
    await ui.press('down');
    await ui.waitFor((frame) => rowOf(frame, 'Description').startsWith('›'));
    await ui.press('ctrl+a', 'down');
    await ui.waitFor('line 2 of 3');
    await ui.press('down');
    await ui.waitFor('line 3 of 3');
    await ui.press('down');
    await ui.waitFor((frame) => rowOf(frame, 'Status').startsWith('›'));
    expect(footerOf(ui.frame())).toContain('down next field');
    // Moving changed nothing: Esc closes at once, asking nothing.
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('Edit task'));
  });
});

describe('the status line of a form', () => {
  it('goes with the countermeasure form on Esc, and is not shown in the next form or under the tree', async () => {
    const ui = demo.open();
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('i');
    await ui.waitFor('Indicators of hoshin');
    await ui.press('j');
    await ui.press('c');
    await ui.waitFor('New task under objective');
    await ui.waitFor((frame) => statusOf(frame).startsWith('a countermeasure for indicator'));
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('New task under objective'));
    await ui.waitFor('Indicators of hoshin');
    expect(ui.frame()).not.toContain('a countermeasure for indicator');
    expect(statusOf(ui.frame()).trim()).toBe('');
    // Another form: its status line is its own, empty.
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('Indicators of hoshin'));
    await ui.press('e');
    await ui.waitFor('Edit hoshin');
    expect(ui.frame()).not.toContain('a countermeasure for indicator');
    expect(statusOf(ui.frame()).trim()).toBe('');
    // A message the console said before a form opened is not the form's either.
    await ui.press('esc');
    await ui.waitFor((frame) => !frame.includes('Edit hoshin'));
    await ui.press('v');
    await ui.waitFor((frame) => statusOf(frame).startsWith('v records a value'));
    await ui.press('e');
    await ui.waitFor('Edit hoshin');
    expect(statusOf(ui.frame()).trim()).toBe('');
  });

  it('says what a save did under the tree, once the form closed', async () => {
    const ui = demo.open();
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('e');
    await ui.waitFor('Edit hoshin');
    await ui.press('ctrl+s');
    await ui.waitFor((frame) => !frame.includes('Edit hoshin'));
    await ui.waitFor((frame) => statusOf(frame).startsWith('nothing changed in hoshin'));
  });
});
