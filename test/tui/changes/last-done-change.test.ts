// An indicator's "Last change" is the newest change the service took (done) and nothing undid:
// a change that was refused, whose outcome is unknown, or that was undone is never shown as done.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../source/journal/change.js';
import { lastDoneChangeLine } from '../../../source/tui/detail/change-lines.js';
import type { Session } from '../../../source/usecases/session.js';

function change(name: string, at: string, outcome: Change['outcome'], value: number, undoes?: string): Change {
  return {
    v: 1,
    type: 'intent',
    change: name,
    at,
    what: 'update',
    kind: 'indicator',
    id: 101,
    parent: null,
    sent: { goal: value },
    before: { goal: value - 1 },
    session: 's',
    ...(undoes ? { undoes } : {}),
    outcome,
    unanswered: false,
    resultId: null,
    reason: null,
    settled: false,
    outcomeAt: at,
  };
}

/** A session whose journal holds these changes of indicator 101, newest first. */
const sessionOf = (changes: Change[]): Session => ({ changes: { of: () => changes } }) as unknown as Session;

describe('the last change of an indicator', () => {
  it('skips a refused and an unknown change to the newest done one', () => {
    const line = lastDoneChangeLine(
      sessionOf([
        change('c3', '2026-11-27T10:03:00Z', 'refused', 90),
        change('c2', '2026-11-27T10:02:00Z', 'unknown', 80),
        change('c1', '2026-11-27T10:01:00Z', 'done', 70),
      ]),
      'indicator',
      101,
    );
    expect(line?.value).toContain('70');
    expect(line?.value).toContain('[done]');
  });

  it('does not show a change that a later done change undid; the undo itself is a change', () => {
    const undone = sessionOf([change('c2', '2026-11-27T10:02:00Z', 'done', 69, 'c1'), change('c1', '2026-11-27T10:01:00Z', 'done', 70)]);
    expect(lastDoneChangeLine(undone, 'indicator', 101)?.value).toContain('69');
    const failedUndo = sessionOf([
      change('c2', '2026-11-27T10:02:00Z', 'refused', 69, 'c1'),
      change('c1', '2026-11-27T10:01:00Z', 'done', 70),
    ]);
    expect(lastDoneChangeLine(failedUndo, 'indicator', 101)?.value).toContain('70');
  });

  it('is nothing when no change was taken', () => {
    expect(lastDoneChangeLine(sessionOf([change('c1', '2026-11-27T10:01:00Z', 'refused', 70)]), 'indicator', 101)).toBeUndefined();
  });
});
