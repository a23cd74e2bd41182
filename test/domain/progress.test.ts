// The progress figure: named for what it is, one rounding rule that never shows 100 below the goal
// nor a sign against the value's side, and no figure where the goal equals the worst value.
import { describe, expect, it } from 'vitest';
import {
  noProgressWhy,
  PROGRESS_FORMULA,
  progressBetween,
  progressFigure,
  progressOf,
  progressState,
  progressText,
  type Progress,
} from '../../source/domain/progress.js';

const figure = (value: number, goal: number, worst: number): Extract<Progress, { kind: 'figure' }> => {
  const progress = progressOf(value, goal, worst);
  if (progress.kind !== 'figure') throw new Error('no figure');
  return progress;
};

describe('progress', () => {
  it('is (value − worst) / (goal − worst), not value / goal: OEE 79 against 85 from 50 is 83%', () => {
    expect(progressText(progressOf(79, 85, 50))).toBe('83%');
    expect(progressBetween(progressOf(79, 85, 50), 85, 50)).toBe('progress 83% (0% at the worst value 50, 100% at the goal 85)');
    expect(PROGRESS_FORMULA).toBe('progress = (value − worst) / (goal − worst): 0% at the worst value, 100% at the goal');
  });

  it('is whole, but never 100 below the goal: 84.9 against 85 is 99.7, and 99.96 is 99.9', () => {
    expect(progressText(progressOf(84.9, 85, 50))).toBe('99.7%');
    expect(progressText(progressOf(99.96, 100, 0))).toBe('99.9%');
    expect(progressText(progressOf(99.5, 100, 0))).toBe('99.5%');
    expect(progressText(progressOf(99.4, 100, 0))).toBe('99%');
    expect(progressText(progressOf(85, 85, 50))).toBe('100%');
    expect(progressText(progressOf(104.4, 100, 0))).toBe('104%');
  });

  it('is met on the values, not on a ratio that floating point rounds: a value at its goal is 100 and met', () => {
    for (const [goal, worst] of [
      [0.3, 0.1],
      [85.1, 50.3],
      [1e-7, 3e-7],
      [2, 8],
    ] as const) {
      const progress = figure(goal, goal, worst);
      expect(progress.met).toBe(true);
      expect(progressFigure(progress)).toBe(100);
    }
  });

  it('keeps the sign of a value past its worst value: never 0 or -0 for one just past it', () => {
    expect(progressText(progressOf(49.99, 85, 50))).toBe('-0.1%');
    expect(progressText(progressOf(49.9, 85, 50))).toBe('-0.3%');
    expect(progressText(progressOf(50, 85, 50))).toBe('0%');
    expect(progressText(progressOf(50.1, 85, 50))).toBe('0%');
    // Lower is better: far past the worst value.
    expect(progressText(progressOf(10.3, 0, 1.2))).toBe('-758%');
  });

  it('says why there is none where the goal equals the worst value, instead of a number', () => {
    const none = progressOf(38, 50, 50);
    expect(none).toEqual({ kind: 'none', met: false, goal: 50 });
    expect(progressText(none)).toBe('n/a');
    if (none.kind === 'none')
      expect(noProgressWhy(none)).toBe('no progress: the goal 50 equals the worst value, so no value lies between them');
    expect(progressBetween(none, 50, 50)).toBe('no progress: the goal 50 equals the worst value, so no value lies between them');
    expect(progressState(none)).toBe('behind');
    expect(progressState(progressOf(51, 50, 50))).toBe('on-track');
  });

  it('has no figure for a span too small to divide by', () => {
    expect(progressOf(1, 5e-324, 0)).toEqual({ kind: 'none', met: true, goal: 5e-324 });
  });

  it('reads its state on the figure shown: 79.6 shows 80 and is at risk, never "80% behind"', () => {
    expect(progressState(progressOf(79.6, 100, 0))).toBe('at-risk');
    expect(progressState(progressOf(79.4, 100, 0))).toBe('behind');
    expect(progressState(progressOf(99.99, 100, 0))).toBe('at-risk');
    expect(progressState(progressOf(100, 100, 0))).toBe('on-track');
    expect(progressState(null)).toBeNull();
  });
});
