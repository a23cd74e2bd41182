import { describe, expect, it } from 'vitest';
import { dueQueue } from '../../source/domain/due.js';

describe('dueQueue', () => {
  it('lists due, overdue and multioverdue indicators and open tasks past their deadline, most late first', () => {
    const today = '2026-11-23';
    const queue = dueQueue(
      [
        { id: 1, name: 'Current', next_update: '2026-11-30', frequency: 'monthly' },
        { id: 2, name: 'Due', next_update: '2026-11-23', frequency: 'monthly', responsible_id: 5 },
        { id: 3, name: 'Overdue', next_update: '2026-10-31', frequency: 'monthly' },
        { id: 4, name: 'Multi', next_update: '2026-08-31', frequency: 'monthly' },
        { id: 5, name: 'Quarterly, late but within its period', next_update: '2026-09-30', frequency: 'quarterly' },
        { id: 6, name: 'Never scheduled', next_update: null, frequency: 'monthly' },
      ],
      [
        { id: 10, name: 'Slipped', status: 'active', deadline: '2026-11-20' },
        { id: 11, name: 'Done late', status: 'completed', deadline: '2026-10-01' },
        { id: 12, name: 'Dropped', status: 'discarded', deadline: '2026-10-01' },
        { id: 13, name: 'Due today', status: 'backlog', deadline: '2026-11-23' },
        { id: 14, name: 'Backlog slipped', status: 'backlog', deadline: '2026-09-15' },
      ],
      today,
    );
    expect(queue.map((item) => [item.kind, item.id, item.status, item.date])).toEqual([
      ['indicator', 4, 'multioverdue', '2026-08-31'],
      ['task', 14, 'backlog', '2026-09-15'],
      ['indicator', 5, 'overdue', '2026-09-30'],
      ['indicator', 3, 'overdue', '2026-10-31'],
      ['task', 10, 'active', '2026-11-20'],
      ['indicator', 2, 'due', '2026-11-23'],
    ]);
    expect(queue.find((item) => item.id === 2)?.responsibleId).toBe(5);
  });
});
