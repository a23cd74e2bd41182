// The bowling chart view: indicators under their objectives, each cell its mark and the percent
// where it fits, the cursor kept on the chart, the first month worth reading.
import { describe, expect, it } from 'vitest';
import { bowlingChart } from '../../../source/domain/bowling.js';
import {
  bowlingCellText,
  bowlingCellWidth,
  bowlingLayout,
  bowlingCursor,
  bowlingLines,
  incompleteSentence,
  latestKnownColumn,
  unrecordedSentence,
  emptyMonthsSentence,
} from '../../../source/tui/bowling/bowling-view.js';
import { overlaysReducer } from '../../../source/tui/kernel/registry.js';
import { newBowling } from '../../../source/tui/bowling/bowling-overlay.js';

const months = ['2026-01', '2026-02', '2026-03'];
const since = { created_at: '2025-01-01T09:00:00Z' };
/** Its latest value February's, its next update at the end of March: March is not due yet. */
const waiting = (value: string) => ({ value, last_update: '2026-02-28', next_update: '2026-03-31', frequency: 'monthly' });
const chart = bowlingChart(
  months,
  [
    {
      indicator: { id: 1, name: 'OEE', objective_id: 7, goal: '85', worst_value: '50', ...since, ...waiting('70') },
      histories: [
        { day: '2026-01-31', value: '90' },
        { day: '2026-02-28', value: '70' },
      ],
    },
    {
      indicator: { id: 2, name: 'Scrap', objective_id: 7, goal: '2', worst_value: '8', ...since, ...waiting('3') },
      histories: [{ day: '2026-02-28', value: '3' }],
    },
    // No value ever recorded: the service holds none, and its updates since January passed.
    {
      indicator: { id: 3, name: 'Sales', objective_id: 9, goal: '100', ...since, next_update: '2026-01-31', frequency: 'monthly' },
      histories: [],
    },
  ],
  '2026-03-10',
);

describe('bowling chart lines', () => {
  it('put a heading before each objective’s indicators', () => {
    const lines = bowlingLines(chart, (id) => `objective ${id}`);
    expect(lines.map((line) => (line.type === 'objective' ? `# ${line.name}` : line.row.name))).toEqual([
      '# objective 7',
      'OEE',
      'Scrap',
      '# objective 9',
      'Sales',
    ]);
  });

  it('write each cell as its mark with its progress where it fits; an empty month says why: . not known here, ! not recorded, blank not due', () => {
    const [oee, scrap, sales] = chart.indicators;
    // 100·(90 − 50)/(85 − 50) = 114.3; 100·(70 − 50)/35 = 57.1; scrap 100·(3 − 8)/(2 − 8) = 83.3
    expect(oee!.cells.map((cell) => bowlingCellText(cell, 4))).toEqual(['+114', 'x57', ' ']);
    expect(scrap!.cells.map((cell) => bowlingCellText(cell, 4))).toEqual(['.', 'x83', ' ']);
    expect(sales!.cells.map((cell) => bowlingCellText(cell, 4))).toEqual(['!', '!', ' ']);
    // Narrow: the mark alone still reads without colour.
    expect(oee!.cells.map((cell) => bowlingCellText(cell, 1))).toEqual(['+', 'x', ' ']);
    // Just short of the goal reads as short of it: never "100", never a minus sign before the figure.
    const near = bowlingChart(
      ['2026-01'],
      [{ indicator: { id: 4, goal: '85', worst_value: '0' }, histories: [{ day: '2026-01-31', value: '84.9' }] }],
    ).indicators[0]!.cells[0]!;
    // A figure too wide for its cell is the bound it passes, true and never a bare mark among figures.
    expect([bowlingCellText(near, 5), bowlingCellText(near, 4), bowlingCellText(near, 2)]).toEqual(['x99.9', 'x>99', 'x']);
    const far = bowlingChart(
      ['2026-01'],
      [{ indicator: { id: 5, goal: '10', worst_value: '0' }, histories: [{ day: '2026-01-31', value: '-12' }] }],
    ).indicators[0]!.cells[0]!;
    expect([bowlingCellText(far, 5), bowlingCellText(far, 4)]).toEqual(['x-120', 'x<-9']);
    expect(bowlingCellWidth(60, 12)).toBe(5);
    expect(bowlingCellWidth(20, 12)).toBe(2);
  });

  it('share the width: figures first, names as wide as the longest, then wider cells, never names wider than they need', () => {
    // 80 columns (76 inside): cells of 5 for the figures, names get the rest, cut.
    expect(bowlingLayout(76, 12, 39)).toEqual({ nameWidth: 16, cellWidth: 5 });
    // 160 columns: names as wide as the longest plus a space, cells widen with what is left.
    expect(bowlingLayout(156, 12, 39)).toEqual({ nameWidth: 40, cellWidth: 9 });
    // Short names keep at least 16 columns; cells stop at 10, the rest stays after the last month.
    expect(bowlingLayout(156, 12, 8)).toEqual({ nameWidth: 16, cellWidth: 10 });
    // A very long name is cut at 48 columns rather than pushing the months apart.
    expect(bowlingLayout(300, 12, 200)).toEqual({ nameWidth: 48, cellWidth: 10 });
    // 60 columns: the mark alone in cells of 3.
    expect(bowlingLayout(56, 12, 39)).toEqual({ nameWidth: 20, cellWidth: 3 });
  });

  it('start at the latest month with a value, and keep the cursor on the chart', () => {
    expect(latestKnownColumn(chart)).toBe(1);
    expect(bowlingCursor({ row: 0, column: 2 }, { rows: -1, columns: 1 }, { rows: 3, columns: 3 })).toEqual({
      row: 0,
      column: 2,
    });
    expect(bowlingCursor({ row: 2, column: 0 }, { rows: 5 }, { rows: 3, columns: 3 })).toEqual({ row: 2, column: 0 });
    const moved = overlaysReducer([newBowling({ kind: 'hoshin', id: 11 }, months, 1)], {
      type: 'bowling-move',
      rows: 3,
      delta: { rows: 1, columns: -1 },
    });
    expect(moved[0]).toMatchObject({ row: 1, column: 0 });
  });

  it('say how many indicators have months not known here, and apart from them those not recorded', () => {
    // Scrap's January may be on the service; Sales never had a value: not recorded, not unknown.
    expect(chart.incomplete).toBe(1);
    expect(chart.unrecorded).toBe(1);
    expect(incompleteSentence(chart.incomplete)).toMatch(/^\. 1 indicator has months not known here: the service cannot list values/);
    expect(incompleteSentence(3)).toMatch(/^\. 3 indicators have months/);
    expect(incompleteSentence(0)).toBeNull();
    expect(unrecordedSentence(chart.unrecorded)).toBe(
      '! 1 indicator has months not recorded: the update fell due and no value came (u walks what is due).',
    );
    expect(unrecordedSentence(0)).toBeNull();
    // Both in one sentence, so the chart keeps its rows at 80x24.
    expect(emptyMonthsSentence(1, 2)).toBe(
      '. 1 indicator has months not known here (v, an index import or opening them by id fills them); ! 2 have months not recorded (u walks what is due).',
    );
    expect(emptyMonthsSentence(0, 1)).toBe(unrecordedSentence(1));
    expect(emptyMonthsSentence(0, 0)).toBeNull();
  });
});
