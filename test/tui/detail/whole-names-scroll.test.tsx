// The detail pane of a task, an objective or any kind but an indicator at 60x20: a person's name is
// never split between rows (too wide beside its label, it goes whole on the row under it), an
// indicator's figures keep their units whole, and scrolled, the title marks the rows above and below.
import { afterEach, describe, expect, it } from 'vitest';
import { DetailPane, detailRows } from '../../../source/tui/detail/detail-pane.js';
import { computeLayout } from '../../../source/tui/kernel/layout.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

const owner = 'Aiko Tanaka-Whitfield';
const layout = computeLayout(60, 20);
const lines = [
  { label: 'Name', value: 'Retrofit the second assembly line' },
  { label: 'Status', value: 'active' },
  { label: 'Responsible', value: owner, whole: true },
  { label: 'Created by', value: 'Jonas Keller', whole: true },
  { label: 'Children', value: 'indicators: 1 · tasks: 2' },
  { label: '', value: '' },
  {
    label: '',
    value: 'Replace the worn spindles and the two presses of the second line, then measure the effectiveness for a month',
    prose: true,
  },
  ...Array.from({ length: 8 }, (_, i) => ({ label: `Field ${i}`, value: `value ${i}` })),
];
const rowsText = (frame: string) => frame.split('\n').map((row) => row.replace(/^[│╭╰]|[│╮╯]$/g, ''));

describe('<DetailPane> at 60x20', () => {
  it('keeps a person’s name whole, under its label when it does not fit beside it', () => {
    app = renderApp(<DetailPane title="Task 5" lines={lines} width={layout.detailWidth} height={layout.bodyHeight} scroll={0} focused />);
    const rows = rowsText(app.frame());
    expect(rows.some((row) => row.trim() === owner)).toBe(true);
    // Its label is whole too: the label column is as wide as the widest label.
    expect(rows.some((row) => /^Responsible\s*$/.test(row))).toBe(true);
    expect(app.frame()).not.toContain('…');
    // A value of parts wraps between them, never a row starting with the separator.
    expect(rows.some((row) => /^Children\s+indicators: 1( ·)?\s*$/.test(row))).toBe(true);
    expect(rows.some((row) => /^\s*· /.test(row))).toBe(false);
    // A name that fits beside its label stays there.
    expect(rows.some((row) => /^Created by\s+Jonas Keller/.test(row))).toBe(true);
  });

  it('marks the rows below at the top, and the rows above and below once scrolled', () => {
    app = renderApp(<DetailPane title="Task 5" lines={lines} width={layout.detailWidth} height={layout.bodyHeight} scroll={0} focused />);
    expect(rowsText(app.frame())[1]).toMatch(/^Task 5 ↓\d+\s*$/);
    app.unmount();
    app = renderApp(<DetailPane title="Task 5" lines={lines} width={layout.detailWidth} height={layout.bodyHeight} scroll={3} focused />);
    expect(rowsText(app.frame())[1]).toMatch(/^Task 5 ↑3 ↓\d+\s*$/);
    app.unmount();
    app = renderApp(<DetailPane title="Task 5" lines={lines} width={layout.detailWidth} height={layout.bodyHeight} scroll={99} focused />);
    const last = rowsText(app.frame());
    expect(last[1]).toMatch(/^Task 5 ↑\d+\s*$/);
    expect(last.some((row) => row.startsWith('Field 7'))).toBe(true);
  });

  it('wraps an indicator’s figures by their units: an arrow with its word, a figure with its label', () => {
    const value = {
      label: 'Value',
      value: '86.4, goal 85 · progress 104% on track ██████████ · ↗ better · worst 50 · higher is better',
      units: {
        texts: ['86.4, goal 85', 'progress 104% on track ██████████', '↗ better', 'worst 50', 'higher is better'],
        separator: ' · ',
      },
    };
    const rows = detailRows([value], 40, 12).map((row) => row.value.trim());
    for (const whole of ['↗ better', 'worst 50', 'higher is better', '86.4, goal 85'])
      expect(rows.some((row) => row.includes(whole))).toBe(true);
  });
});
