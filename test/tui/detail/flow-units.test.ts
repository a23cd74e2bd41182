// A figure line wrapped by its units: a unit moves whole, and no row starts or ends with the separator.
import { describe, expect, it } from 'vitest';
import { flowUnits } from '../../../source/tui/detail/flow-units.js';

const units = ['86.4, goal 85', 'progress 104% on track', '↗ better', 'worst 50', 'higher is better'].map((text) => ({
  text,
  tone: 'plain',
}));
const rowText = (row: readonly { text: string }[]) => row.map((piece) => piece.text).join('');

describe('a figure line on rows', () => {
  it.each([14, 20, 26, 34, 60])('at %i cells keeps every unit whole, and no row starts or ends with the separator', (width) => {
    for (const separator of [' · ', ' | ']) {
      const rows = flowUnits(units, width, separator).map(rowText);
      for (const row of rows) {
        expect(row.length, row).toBeLessThanOrEqual(width);
        expect(row.trim().startsWith(separator.trim()), row).toBe(false);
        expect(row.trim().endsWith(separator.trim()), row).toBe(false);
      }
      // Where every unit fits a row, the rows are the units, whole, in order (a wider one wraps at its spaces).
      if (width >= Math.max(...units.map((unit) => unit.text.length)))
        expect(rows.join(separator)).toBe(units.map((unit) => unit.text).join(separator));
    }
  });
});
