// What a read after a write refused as already used shows of it: applied, exactly as before (not
// applied: sent again), a delete's resource still there but changed (not applied, not sent again),
// or anything else (unknown). Values compared as the service renders them.
import { describe, expect, it } from 'vitest';
import { judgeClash } from '../../source/client/clash-settlement.js';

const task = (values: Record<string, unknown>) => ({ id: 5, name: 'Fix the line', status: 'active', deadline: '2026-12-01', ...values });
const before = { name: 'Fix the line', status: 'active', deadline: '2026-12-01' };

describe('judgeClash', () => {
  it('an update is applied when every value sent reads back, in the forms the service gives them', () => {
    expect(judgeClash('update', 'task', { name: 'New' }, before, task({ name: 'New' }))).toEqual({ type: 'applied' });
    expect(
      judgeClash('update', 'indicator', { value: 50, last_update: '2026-10-31' }, null, {
        id: 1,
        value: '50.0',
        last_update: '2026-10-31T00:00:00Z',
      }),
    ).toEqual({ type: 'applied' });
    // A write of what the resource already held is applied whatever happened.
    expect(judgeClash('update', 'task', { name: 'Fix the line' }, before, task({}))).toEqual({ type: 'applied' });
  });

  it('is as before only when every value before reads back: not applied', () => {
    expect(judgeClash('update', 'task', { name: 'New' }, before, task({}))).toEqual({ type: 'as-before' });
    expect(judgeClash('delete', 'task', {}, before, task({}))).toEqual({ type: 'as-before' });
    expect(
      judgeClash(
        'update',
        'indicator',
        { value: 60 },
        { value: '50.0', next_update: '2026-11-30' },
        { id: 1, value: 50, next_update: '2026-11-30' },
      ),
    ).toEqual({ type: 'as-before' });
  });

  it('calls a delete applied when the resource is gone, an update with its resource gone unknown', () => {
    expect(judgeClash('delete', 'task', {}, before, null)).toEqual({ type: 'applied' });
    expect(judgeClash('update', 'task', { name: 'New' }, before, null)).toEqual({ type: 'other', found: 'a read then found it gone' });
  });

  it('names a third state, sent and before beside what the read found', () => {
    expect(judgeClash('update', 'task', { name: 'Ours' }, before, task({ name: 'Theirs' }))).toEqual({
      type: 'other',
      found: 'a read then showed it neither as sent nor as before: name is "Theirs", not "Ours" as sent nor "Fix the line" as before',
    });
    // A field not sent that changed since is a third state too.
    expect(judgeClash('update', 'task', { name: 'Ours' }, before, task({ status: 'completed' }))).toEqual({
      type: 'other',
      found:
        'a read then showed it neither as sent nor as before: name is "Fix the line", not "Ours" as sent and status is "completed", not "active" as before',
    });
  });

  it('keeps a delete whose resource changed since apart: still there, so not applied, but not the resource confirmed', () => {
    expect(judgeClash('delete', 'task', {}, before, task({ deadline: '2027-01-15' }))).toEqual({
      type: 'changed',
      found: 'a read shows it still there but changed since: deadline is "2027-01-15", not "2026-12-01" as before',
    });
  });

  it('never reads "as before" without the values before', () => {
    expect(judgeClash('update', 'task', { name: 'New' }, null, task({}))).toEqual({
      type: 'other',
      found: 'a read then showed name is "Fix the line", not "New" as sent, and what it held before is not known',
    });
    expect(judgeClash('delete', 'task', {}, null, task({}))).toEqual({
      type: 'changed',
      found: 'a read shows it still there, and what it held before the delete is not known',
    });
  });
});
