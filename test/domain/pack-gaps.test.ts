// What the review pack says it does not know: its figures against the service's counters, and the
// months of the chart with no value known here.
import { describe, expect, it } from 'vitest';
import { monthRanges, packGaps } from '../../source/domain/pack-gaps.js';

describe("the review pack's gaps against the service counters", () => {
  const objective = { id: 1, name: 'O', fetched: true, blind: false, indicatorsKnown: 1 };

  it('is complete when what is known matches every counter', () => {
    const hoshin = { objectives_count: 1, indicators_count: 1, tasks_count: 2 };
    expect(packGaps({ hoshin, objectives: [objective], indicatorsKnown: 1, openTasksKnown: 2, rows: [] })).toEqual({
      complete: true,
      gaps: [],
      unrecorded: [],
    });
  });

  it('names each shortfall: counters, an objective known by id, one with unknown indicators, unknown months', () => {
    const coverage = packGaps({
      hoshin: { objectives_count: 3, indicators_count: '4', tasks_count: 2 },
      objectives: [objective, { ...objective, id: 2, indicatorsKnown: 0 }, { ...objective, id: 3, fetched: false, blind: null }],
      indicatorsKnown: 1,
      openTasksKnown: 2,
      rows: [
        { id: 9, name: 'I', unknownMonths: ['2026-01', '2026-02', '2026-03', '2026-05'], unrecordedMonths: ['2026-10'] },
        { id: 10, name: 'J', unknownMonths: [], unrecordedMonths: [] },
      ],
    });
    expect(coverage.complete).toBe(false);
    expect(coverage.gaps.map((gap) => gap.text)).toEqual([
      '1 of the 4 indicators the service counts are known here',
      "“O” has indicators by the service's flag, none known here",
      'objective 3 is known only by id: its flags and name were not read',
      '“I”: not known here for Jan 2026 to Mar 2026, May 2026',
    ]);
    // A month nobody recorded is not missing here: it is said apart, and does not make the pack partial.
    expect(coverage.unrecorded).toEqual([
      { id: 9, months: ['2026-10'], text: '“I”: not recorded for Oct 2026 (the update fell due and no value came)' },
    ]);
    expect(packGaps({ hoshin: null, objectives: [], indicatorsKnown: 0, openTasksKnown: 0, rows: [] }).gaps[0]?.kind).toBe('counters');
    expect(monthRanges(['2026-11', '2026-12', '2027-01'])).toBe('Nov 2026 to Jan 2027');
  });
});
