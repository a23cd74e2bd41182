// The review meeting's walk: red worst first by the progress figure, then the months never
// recorded, then late tasks, green left for the summary; where an interrupted meeting resumes.
import { describe, expect, it } from 'vitest';
import type { BowlingCell } from '../../source/domain/bowling.js';
import { progressOf } from '../../source/domain/progress.js';
import { monthStanding, resumePosition, reviewWalk, walkPosition, type ItemMark } from '../../source/domain/review-walk.js';

const MONTH = '2026-10';

function valued(value: number, goal = 100, worst = 0): BowlingCell {
  const progress = progressOf(value, goal, worst);
  return {
    month: MONTH,
    value,
    goal,
    goalFrom: 'indicator',
    tpc: null,
    progress,
    mark: progress.met ? 'green' : 'red',
    empty: null,
    historyId: 1,
  };
}

function empty(why: BowlingCell['empty']): BowlingCell {
  return { month: MONTH, value: null, goal: null, goalFrom: null, tpc: null, progress: null, mark: 'none', empty: why, historyId: null };
}

describe('how a month stands', () => {
  it('is red below the goal, green at it, and tells an unrecorded month from one not known here', () => {
    expect(monthStanding(valued(40))).toBe('red');
    expect(monthStanding(valued(100))).toBe('green');
    // Lower is better: 3 defects against a goal of 2 from a worst of 10 is red.
    expect(monthStanding(valued(3, 2, 10))).toBe('red');
    expect(monthStanding(empty('unrecorded'))).toBe('unrecorded');
    expect(monthStanding(empty('unknown'))).toBe('unknown');
    expect(monthStanding(empty('not-due'))).toBe('quiet');
    expect(monthStanding(undefined)).toBe('quiet');
  });
});

describe('the walk', () => {
  const walk = reviewWalk(
    [
      { id: 1, name: 'Scrap', cell: valued(70) },
      { id: 2, name: 'Delivery', cell: valued(20) },
      { id: 3, name: 'Yield', cell: valued(100) },
      { id: 4, name: 'Energy', cell: empty('unrecorded') },
      { id: 5, name: 'Safety', cell: empty('unknown') },
      { id: 6, name: 'Flat', cell: valued(5, 5, 5) },
      { id: 2, name: 'Delivery', cell: valued(20) },
      { id: 7, name: 'Quiet', cell: empty('no-update') },
    ],
    [
      { id: 31, name: 'Later task', deadline: '2026-10-20' },
      { id: 30, name: 'Older task', deadline: '2026-09-01' },
    ],
  );

  it('takes red worst first, a red without a figure after them, then unrecorded months, then late tasks oldest first', () => {
    expect(walk.items.map((item) => item.key)).toEqual(['indicator 2', 'indicator 1', 'indicator 4', 'task 30', 'task 31']);
    expect(walk.items[0]).toMatchObject({ kind: 'red', figure: 20 });
  });

  it('keeps green for the summary and says which months are not known here', () => {
    expect(walk.green.map((item) => item.id)).toEqual([3, 6]);
    expect(walk.unknown.map((item) => item.id)).toEqual([5]);
  });

  it('resumes at the first item not marked, and at the summary when every one is', () => {
    const marks = new Map<string, ItemMark>([
      ['indicator 2', 'reviewed'],
      ['indicator 1', 'escalated'],
    ]);
    expect(resumePosition(walk.items, new Map())).toBe(0);
    expect(resumePosition(walk.items, marks)).toBe(2);
    // A mark further on does not move the start past an item left unmarked.
    expect(resumePosition(walk.items, new Map([['task 31', 'reviewed']]))).toBe(0);
    const all = new Map(walk.items.map((item) => [item.key, 'reviewed' as ItemMark]));
    expect(resumePosition(walk.items, all)).toBe(walk.items.length);
  });

  it('says where it stands', () => {
    expect(walkPosition(2, 11)).toBe('3 of 11');
    expect(walkPosition(11, 11)).toBe('summary (11 items walked)');
  });
});
