// Lists longer than a call's arguments: a spread (`push(...xs)`, `Math.max(...xs)`) of 200,000
// items overflows the stack, so a large plan or a long history from the service must be folded.
import { describe, expect, it } from 'vitest';
import { IndexTables } from '../../source/index/index-tables.js';
import { renderHistoryChart, type ChartPoint } from '../../source/tui/chart/history-chart.js';
import { addDays } from '../../source/domain/dates.js';

const MANY = 250_000;

describe('lists longer than a call takes', () => {
  it('the index gives a snapshot of 250,000 entries of one kind', () => {
    const tables = new IndexTables();
    for (let id = 1; id <= MANY; id += 1)
      tables.put({ kind: 'task', id, parentKind: 'objective', parentId: 1, name: `Task ${id}`, resource: null, seenAt: 1 });
    expect(tables.toSnapshot().entries).toHaveLength(MANY);
  });

  it('the chart draws a history of 250,000 values', () => {
    const points: ChartPoint[] = Array.from({ length: MANY }, (_, i) => ({ day: addDays('1400-01-01', i), value: i % 97, goal: 50 }));
    const lines = renderHistoryChart(points, { width: 60, height: 12, colour: false });
    expect(lines).toHaveLength(12);
    expect(lines[0]).toMatch(/^100┤/);
  });
});
