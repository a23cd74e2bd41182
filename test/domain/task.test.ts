import { describe, expect, it } from 'vitest';
import { BOARD_STATUSES, feelingSymbol, isOverdue, nextStatus, previousStatus, statusChange, statusOf } from '../../source/domain/task.js';

describe('task rules', () => {
  it('board columns are the kanban lanes, without deleted', () => {
    expect(BOARD_STATUSES).toEqual(['backlog', 'active', 'completed', 'discarded']);
  });

  it('next and previous status stop at the ends', () => {
    expect(nextStatus('backlog')).toBe('active');
    expect(nextStatus('completed')).toBe('discarded');
    expect(nextStatus('discarded')).toBeNull();
    expect(previousStatus('active')).toBe('backlog');
    expect(previousStatus('backlog')).toBeNull();
    expect(nextStatus('deleted')).toBeNull();
    expect(previousStatus('deleted')).toBeNull();
  });

  it('a change to the current status is no change', () => {
    expect(statusChange({ id: 5, status: 'completed' }, 'completed')).toBeNull();
    expect(statusChange({ id: 5, status: 'active' }, 'completed')).toEqual({ status: 'completed' });
    expect(statusOf({ id: 5 })).toBe('backlog');
    expect(statusChange({ id: 5 }, 'backlog')).toBeNull();
  });

  it('overdue: deadline before today and still open', () => {
    expect(isOverdue({ id: 1, status: 'active', deadline: '2025-03-09' }, '2025-03-10')).toBe(true);
    expect(isOverdue({ id: 1, status: 'backlog', deadline: '2025-03-09' }, '2025-03-10')).toBe(true);
    expect(isOverdue({ id: 1, status: 'active', deadline: '2025-03-10' }, '2025-03-10')).toBe(false);
    expect(isOverdue({ id: 1, status: 'completed', deadline: '2025-03-09' }, '2025-03-10')).toBe(false);
    expect(isOverdue({ id: 1, status: 'discarded', deadline: '2025-03-09' }, '2025-03-10')).toBe(false);
    expect(isOverdue({ id: 1, status: 'active', deadline: null }, '2025-03-10')).toBe(false);
  });

  it('feelings have symbols readable without colour', () => {
    expect(feelingSymbol('smile')).toBe(':)');
    expect(feelingSymbol('wondering')).toBe(':/');
    expect(feelingSymbol('sad')).toBe(':(');
    expect(feelingSymbol(null)).toBe('  ');
  });
});
