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
      'tasks task 209: active, deadline 3 days ago',
      'tasks task 207: backlog, deadline 4 days ago',
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
});
