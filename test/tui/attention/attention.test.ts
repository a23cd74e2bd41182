// What needs attention: the items behind a hoshin's counters, one row each under its heading.
import { describe, expect, it } from 'vitest';
import { attentionLines, attentionRows, attentionSummary } from '../../../source/tui/attention/attention.js';

const today = '2026-04-15';
const items = {
  neglected: [{ id: 61, name: 'Raise OEE', responsible_id: 2, company_id: 1 }],
  blind: [{ id: 64, name: 'Standard work' }],
  outdatedIndicators: [{ id: 104, name: 'Scrap', next_update: '2026-03-31', frequency: 'monthly' }],
  outdatedTasks: [
    { id: 209, name: 'Porosity review', status: 'active', deadline: '2026-04-12' },
    { id: 207, name: 'Work sheets', deadline: '2026-04-11' },
  ],
};

describe('what needs attention', () => {
  it('has a row per item, saying why in words, with the responsible', () => {
    const rows = attentionRows(items, today);
    expect(rows.map((row) => `${row.section} ${row.kind} ${row.id}: ${row.detail}`)).toEqual([
      'neglected objective 61: ',
      'blind objective 64: ',
      'indicators indicator 104: update due 2 weeks ago (overdue)',
      // The latest first: 4 days late before 3 days late.
      'tasks task 207: deadline 4 days ago, backlog',
      'tasks task 209: deadline 3 days ago, active',
    ]);
    expect(rows[0]).toMatchObject({ responsibleId: 2, companyId: 1 });
    expect(attentionSummary(rows)).toBe('1 neglected, 1 blind, 1 late indicator, 2 late tasks known here');
  });

  it('puts a heading before each section', () => {
    const lines = attentionLines(attentionRows(items, today));
    expect(lines.map((line) => (line.type === 'heading' ? `# ${line.section}` : line.index))).toEqual([
      '# neglected',
      0,
      '# blind',
      1,
      '# indicators',
      2,
      '# tasks',
      3,
      4,
    ]);
  });

  it('puts the latest first in each section, whatever order the index gave, and an unknown day last', () => {
    const rows = attentionRows(
      {
        neglected: [],
        blind: [],
        outdatedIndicators: [
          { id: 1, name: 'Nine days', next_update: '2026-04-06', frequency: 'monthly' },
          { id: 2, name: 'Four days', next_update: '2026-04-11', frequency: 'monthly' },
          { id: 3, name: 'Three weeks', next_update: '2026-03-25', frequency: 'monthly' },
        ],
        outdatedTasks: [
          { id: 4, name: 'No deadline', status: 'active' },
          { id: 5, name: 'A month', status: 'active', deadline: '2026-03-15' },
          { id: 6, name: 'A day', status: 'active', deadline: '2026-04-14' },
        ],
      },
      today,
    );
    expect(rows.map((row) => row.id)).toEqual([3, 1, 2, 5, 6, 4]);
  });
});
