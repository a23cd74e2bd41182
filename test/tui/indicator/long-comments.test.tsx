// A history value's comment longer than the table's last column is not cut: the rest wraps on
// lines of its own under the row, and a selected row with a long comment stays in view.
import { describe, expect, it } from 'vitest';
import { IndicatorDetail } from '../../../source/tui/detail/indicator-detail.js';
import { tableColumns, tableRowLines } from '../../../source/tui/detail/value-columns.js';
import { renderApp } from '../helpers/ink.js';

const comment = 'New sand mixer commissioned after the porosity review of week 12';
const indicator = {
  id: 104,
  name: 'Foundry scrap rate (%)',
  value: '3.4',
  goal: '2',
  worst_value: '8',
  frequency: 'monthly',
};
const histories = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  day: `2026-${String(i + 1).padStart(2, '0')}-28`,
  value: String(6 - i * 0.2),
  goal: '2',
  ...(i === 2 ? { comment } : {}),
}));
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('long comments in the value table', () => {
  it('wrap under their row: every word is on screen in a 34-column pane', () => {
    const row = { day: '2026-03-28', value: '5.6', goal: '2', percent: '36%', comment };
    const lines = tableRowLines(row, 32, tableColumns([row], 32));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 32)).toBe(true);
    expect(lines.some((line) => line.includes('…'))).toBe(false);
    expect(words(lines.join(' ')).slice(-words(comment).length)).toEqual(words(comment));
    // A comment that fits beside the columns (the progress column is headed by its name) stays on the row.
    const short = { ...row, comment: 'ok' };
    expect(tableRowLines(short, 40, tableColumns([short], 40))).toHaveLength(1);
  });

  it('keep the selected row in view when the rows above it take more lines', () => {
    // Newest first: the value with the comment is the tenth row; select it.
    const app = renderApp(
      <IndicatorDetail indicator={indicator} histories={histories} width={32} height={24} today="2026-12-01" selectedIndex={9} />,
    );
    const frame = app.frame();
    app.unmount();
    expect(frame).toMatch(/› 2026-03-28/);
    for (const word of words(comment)) expect(frame).toContain(word);
    expect(frame.split('\n').length).toBeLessThanOrEqual(24);
  });
});
