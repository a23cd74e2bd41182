// Monthly targets: the one rule for the target of a month, the ramp's steps, what setting a target
// on a day does, and each month of the bowling chart judged against its own target.
import { describe, expect, it } from 'vitest';
import { bowlingChart } from '../../source/domain/bowling.js';
import { monthTarget, planTarget, rampSteps, rampStart, targetSteps } from '../../source/domain/targets.js';
import { cellTitle } from '../../source/usecases/report/words.js';
import { cellSentence } from '../../source/tui/bowling/bowling-pane.js';
import { targetLine } from '../../source/tui/detail/indicator-detail.js';

/** Targets stepping up through the year from 9 to 12, the indicator's goal already at December's 12. */
const indicator = { id: 7, name: 'Throughput', goal: 12, worst_value: 0, value: 9.5, last_update: '2026-03-31', created_at: '2025-12-01' };
const histories = [
  { id: 1, day: '2026-01-01', goal: 9, value: null },
  { id: 2, day: '2026-02-01', goal: '10.5', value: null },
  { id: 3, day: '2026-01-31', value: 9, goal: 12 },
  { id: 4, day: '2026-02-28', value: 10, goal: 12 },
  { id: 5, day: '2026-03-31', value: 9.5, goal: 11 },
];

describe('the target of a month', () => {
  it("is the month's target row, else the goal booked with its value, else the indicator's goal", () => {
    expect(monthTarget(indicator, histories, '2026-01')).toMatchObject({ goal: 9, from: 'target', day: '2026-01-01', historyId: 1 });
    expect(monthTarget(indicator, histories, '2026-02')).toMatchObject({ goal: 10.5, from: 'target' });
    expect(monthTarget(indicator, histories, '2026-03')).toMatchObject({ goal: 11, from: 'recorded', day: '2026-03-31' });
    expect(monthTarget(indicator, histories, '2026-04')).toEqual({
      month: '2026-04',
      goal: 12,
      from: 'indicator',
      day: null,
      historyId: null,
    });
    expect(monthTarget({}, [], '2026-04').goal).toBe(100);
  });

  it('takes the latest target row of a month that holds several', () => {
    const two = [...histories, { id: 9, day: '2026-01-15', goal: 9.4, value: null }];
    expect(monthTarget(indicator, two, '2026-01')).toMatchObject({ goal: 9.4, historyId: 9 });
    expect(targetSteps(two).map((step) => step.day)).toEqual(['2026-01-01', '2026-01-15', '2026-02-01']);
  });
});

describe('each month judged against its own target', () => {
  const chart = bowlingChart(['2026-01', '2026-02', '2026-03', '2026-04'], [{ indicator, histories }], '2026-04-10');
  const cells = chart.indicators[0]!.cells;

  it('marks a January at 9 green against its target of 9, not red against the year-end 12', () => {
    expect(cells.map((cell) => [cell.mark, cell.goal, cell.goalFrom])).toEqual([
      ['green', 9, 'target'],
      ['red', 10.5, 'target'],
      ['red', 11, 'recorded'],
      ['none', null, null],
    ]);
    expect(cells[0]!.tpc).toBe(100);
    expect(cells[1]!.tpc).toBe(95);
  });

  it('says where the goal comes from in the cell sentence of the pack and the console', () => {
    expect(cellTitle(cells[0]!, 'higher')).toBe("January 2026: 9 against the month's target of 9, progress 100%, met its goal");
    expect(cellSentence(chart.indicators[0], cells[0], 0)).toContain("; the goal is the month's target");
    const noTargets = bowlingChart(['2026-03'], [{ indicator, histories: [{ id: 3, day: '2026-03-31', value: 9 }] }], '2026-04-10');
    const cell = noTargets.indicators[0]!.cells[0]!;
    expect(cell.goalFrom).toBe('indicator');
    expect(cellTitle(cell, 'higher')).toBe(
      "March 2026: 9 against the indicator's goal of 12 (no target for the month), progress 75%, below its goal",
    );
    expect(cellSentence(noTargets.indicators[0], cell, 0)).toContain("; no target for the month: the indicator's goal");
  });
});

describe('a ramp', () => {
  it('steps equally each month from the month after this one to the month given, the last exactly the goal', () => {
    expect(rampSteps(9, 12, '2026-11', '2027-01')).toEqual([
      { month: '2026-12', day: '2026-12-01', goal: 10.5 },
      { month: '2027-01', day: '2027-01-01', goal: 12 },
    ]);
    expect(rampSteps(86.4, 90, '2026-11', '2027-02')!.map((step) => step.goal)).toEqual([87.6, 88.8, 90]);
    // Lower is better: the steps go down.
    expect(rampSteps(162, 140, '2026-11', '2027-01')!.map((step) => step.goal)).toEqual([151, 140]);
    expect(rampSteps(9, 12, '2026-11', '2026-11')).toBeNull();
    expect(rampSteps(9, 12, '2026-11', '2026-10')).toBeNull();
  });

  it('starts from the current value, else the goal', () => {
    expect(rampStart(indicator)).toEqual({ value: 9.5, from: 'value' });
    expect(rampStart({ goal: '40' })).toEqual({ value: 40, from: 'goal' });
  });
});

describe('setting a target on a day', () => {
  it('creates on a free day, leaves the same goal, updates a known row keeping its value, cannot reach an unknown one', () => {
    expect(planTarget(indicator, histories, '2026-05-01', 12)).toEqual({ type: 'create' });
    expect(planTarget(indicator, histories, '2026-02-01', 10.5)).toEqual({ type: 'same', historyId: 2 });
    expect(planTarget(indicator, histories, '2026-02-01', 10.6)).toEqual({
      type: 'update',
      historyId: 2,
      previous: 10.5,
      holdsValue: false,
    });
    expect(planTarget(indicator, histories, '2026-02-28', 10)).toEqual({ type: 'update', historyId: 4, previous: 12, holdsValue: true });
    // The row of the indicator's last update is the service's, its id not known here.
    expect(planTarget({ ...indicator, last_update: '2026-04-30', value: 11 }, histories, '2026-04-30', 12)).toEqual({
      type: 'unreachable',
      value: 11,
    });
  });

  it('refuses a second day in a month that has its target on another day: a month is judged against one', () => {
    expect(planTarget(indicator, histories, '2026-02-15', 11)).toEqual({ type: 'month-taken', day: '2026-02-01', goal: 10.5 });
    // A value on another day of the month is no target: the month is free for one.
    expect(planTarget(indicator, histories, '2026-04-01', 12)).toEqual({ type: 'create' });
  });
});

describe("the console's indicator detail", () => {
  it("shows this month's and next month's target once target rows are known, saying where the goal falls back", () => {
    expect(targetLine(indicator, histories, '2026-01-20')).toBe('Target: January 2026 9, next February 2026 10.5');
    expect(targetLine(indicator, histories, '2026-02-20')).toBe(
      'Target: February 2026 10.5, next March 2026 11 (the goal booked with its value)',
    );
    expect(targetLine(indicator, histories, '2026-04-20')).toBe(
      "Target: April 2026 12 (no target row: the indicator's goal), next May 2026 12 (no target row: the indicator's goal)",
    );
    expect(
      targetLine(
        indicator,
        histories.filter((h) => h.value !== null),
        '2026-01-20',
      ),
    ).toBeNull();
  });
});
