import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  clampScroll,
  historiesLookup,
  historyRows,
  overviewRows,
  overviewSummaryItems,
} from '../../../source/tui/detail/indicator-view.js';
import { detailLayout } from '../../../source/tui/detail/indicator-detail.js';
import { renderHistoryChart } from '../../../source/tui/chart/history-chart.js';
import { ASCII_GLYPHS } from '../../../source/terminal/glyphs.js';

const indicator = {
  id: 7,
  value: '85.0',
  goal: '100.0',
  worst_value: '0.0',
  next_update: '2025-07-31',
  frequency: 'monthly',
};
const histories = [
  { id: 2, day: '2025-02-28', value: '40', goal: '95.0', comment: ' second\nline ' },
  { id: 1, day: '2025-01-31', value: '30', goal: null },
  { id: 3, day: '2025-03-31', value: 'oops', goal: '100' },
];

describe('indicator view model', () => {
  it('chart points: oldest first, decimals read from strings, unreadable values left out', () => {
    expect(chartPoints(histories)).toEqual([
      { day: '2025-01-31', value: 30, goal: null },
      { day: '2025-02-28', value: 40, goal: 95 },
    ]);
  });

  it('table rows: newest first, percent against the row goal or the indicator goal, comments on one line', () => {
    const rows = historyRows(indicator, histories);
    expect(rows.map((r) => r.day)).toEqual(['2025-03-31', '2025-02-28', '2025-01-31']);
    expect(rows[1]).toEqual({
      id: 2,
      day: '2025-02-28',
      value: '40',
      goal: '95',
      percent: '42%',
      comment: 'second line',
    });
    expect(rows[2]!.percent).toBe('30%');
    expect(rows[0]!.value).toBe('');
  });

  it('overview rows flag indicators behind their goal and with a passed update date', () => {
    const rows = overviewRows(
      [
        indicator,
        {
          id: 8,
          name: 'Defects',
          value: '40',
          goal: '10',
          worst_value: '50',
          next_update: '2025-09-01',
          frequency: 'weekly',
        },
      ],
      historiesLookup(new Map([[7, histories]])),
      '2025-08-20',
    );
    expect(rows.map((r) => [r.id, r.behind, r.late])).toEqual([
      [7, false, true],
      [8, true, false],
    ]);
    expect(rows[0]!.series).toEqual([30, 40]);
    expect(rows[1]!.series).toEqual([40]);
    expect(rows[0]!.name).toBe('indicator 7');
    expect(overviewSummaryItems(rows).join(' · ')).toBe('2 indicators · 1 behind · 1 late');
  });

  it('scrolling is clamped to keep the window full', () => {
    expect(clampScroll(5, 10, 4)).toBe(5);
    expect(clampScroll(9, 10, 4)).toBe(6);
    expect(clampScroll(-3, 10, 4)).toBe(0);
    expect(clampScroll(2, 3, 10)).toBe(0);
  });

  it('leaves the chart out when there is little height', () => {
    expect(detailLayout(11)).toEqual({ chartRows: 0, tableRows: 8 });
    expect(detailLayout(24)).toEqual({ chartRows: 12, tableRows: 9 });
    expect(detailLayout(2)).toEqual({ chartRows: 0, tableRows: 0 });
  });
});

describe('the history chart against monthly targets', () => {
  // Target rows (a goal, no value) step 9, 10.5, 12; the values were booked while the goal was 12.
  const stepped = { id: 8, value: '11', goal: '12', worst_value: '0', frequency: 'monthly' };
  const rows = [
    { id: 10, day: '2026-01-01', value: null, goal: '9' },
    { id: 11, day: '2026-02-01', value: null, goal: '10.5' },
    { id: 12, day: '2026-03-01', value: null, goal: '12' },
    { id: 20, day: '2026-01-31', value: '8', goal: '12' },
    { id: 21, day: '2026-02-28', value: '10', goal: '12' },
    { id: 22, day: '2026-03-31', value: '11', goal: '12' },
  ];

  it("gives each value its month's target, so the goal line steps as the targets do", () => {
    expect(chartPoints(rows, stepped)).toEqual([
      { day: '2026-01-31', value: 8, goal: 9 },
      { day: '2026-02-28', value: 10, goal: 10.5 },
      { day: '2026-03-31', value: 11, goal: 12 },
    ]);
  });

  it('draws the steps on different rows, in ASCII too', () => {
    const lines = renderHistoryChart(chartPoints(rows, stepped), { width: 40, height: 14, colour: false, glyphs: ASCII_GLYPHS });
    const goalRows = lines.map((line, row) => (line.slice(3).includes('=') ? row : -1)).filter((row) => row >= 0);
    expect(new Set(goalRows).size).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(/^[\x20-\x7E]*$/);
  });
});
