// A countermeasure: the task a red month asks for, prefilled, or why there is none to start.
import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../source/core/resource.js';
import { progressOf } from '../../../source/domain/progress.js';
import { countermeasurePlan, currentMonth } from '../../../source/tui/forms/countermeasure.js';

const today = '2026-04-15';
const address = 'https://plan.example/indicators/7';
const indicator: Resource = {
  id: 7,
  name: 'OEE line 2',
  objective_id: 40,
  responsible_id: 4,
  value: '80',
  goal: '85',
  worst_value: '50',
  last_update: '2026-03-31',
};

describe('a countermeasure', () => {
  it('for a red month: a task under the indicator’s objective, named for the gap, due a month on, for the indicator’s responsible', () => {
    const plan = countermeasurePlan(indicator, { month: '2026-03', value: 80, goal: 85, progress: progressOf(80, 85, 50) }, today, address);
    expect(plan).toEqual({
      ok: true,
      objectiveId: 40,
      values: {
        name: 'Countermeasure: OEE line 2 at 86% progress in March 2026',
        description: 'Indicator “OEE line 2” was 80 against a goal of 85 (86% progress) in March 2026: https://plan.example/indicators/7',
        deadline: '2026-05-15',
        status: 'active',
        responsible_id: 4,
      },
      sameMonth: { prefix: 'Countermeasure: OEE line 2 at ', suffix: ' in March 2026' },
    });
  });

  it('from the indicator as it stands: its value, in the month of its last update', () => {
    expect(currentMonth(indicator, today)).toEqual({
      month: '2026-03',
      value: 80,
      goal: 85,
      progress: { kind: 'figure', percent: expect.closeTo(85.71, 2), met: false },
    });
  });

  it('says why nothing opens for a green month, a month with no value, an indicator whose objective is unknown', () => {
    const green = countermeasurePlan(
      indicator,
      { month: '2026-02', value: 90, goal: 85, progress: progressOf(90, 85, 50) },
      today,
      address,
    );
    expect(green).toEqual({
      ok: false,
      reason: '“OEE line 2” met its goal in February 2026 (114% progress): countermeasures are for months below the goal',
    });
    const unknown = countermeasurePlan(indicator, { month: '2026-01', value: null, goal: null, progress: null }, today, address);
    expect(unknown).toEqual({
      ok: false,
      reason: 'no value of “OEE line 2” is known for January 2026: nothing to counter (v records one)',
    });
    const orphan = countermeasurePlan(
      { ...indicator, objective_id: null },
      { month: '2026-03', value: 80, goal: 85, progress: progressOf(80, 85, 50) },
      today,
      address,
    );
    expect(orphan.ok).toBe(false);
  });
});
