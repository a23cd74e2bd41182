// Dates as people say them.
import { describe, expect, it } from 'vitest';
import { monthShort, monthTitle, relativeDate, relativeDay, slipText, spanWords } from '../../source/domain/relative-dates.js';

const today = '2026-04-15';

describe('relativeDay', () => {
  it('says today, tomorrow and yesterday', () => {
    expect(relativeDay('2026-04-15', today)).toBe('today');
    expect(relativeDay('2026-04-16', today)).toBe('tomorrow');
    expect(relativeDay('2026-04-14', today)).toBe('yesterday');
  });

  it('counts days under two weeks, then weeks, months and years, both ways', () => {
    expect(relativeDay('2026-04-18', today)).toBe('in 3 days');
    expect(relativeDay('2026-04-02', today)).toBe('13 days ago');
    expect(relativeDay('2026-04-29', today)).toBe('in 2 weeks');
    expect(relativeDay('2026-02-15', today)).toBe('2 months ago');
    expect(relativeDay('2026-06-15', today)).toBe('in 2 months');
    expect(relativeDay('2024-04-15', today)).toBe('2 years ago');
    expect(spanWords(1)).toBe('1 day');
    expect(spanWords(-21)).toBe('3 weeks');
  });

  it('reads the instants the service sends, and refuses what is not a date', () => {
    expect(relativeDate('2026-04-12T09:00:00.000Z', today)).toBe('3 days ago');
    expect(relativeDate('soon', today)).toBeNull();
    expect(relativeDate(null, today)).toBeNull();
  });
});

describe('slipText', () => {
  it('says how far a deadline moved from the first one', () => {
    expect(slipText('2026-04-29', '2026-04-15')).toBe('slipped 14 days');
    expect(slipText('2026-04-14', '2026-04-15')).toBe('brought forward 1 day');
    expect(slipText('2026-04-15', '2026-04-15')).toBeNull();
    expect(slipText('2026-04-15', null)).toBeNull();
  });
});

describe('month names', () => {
  it('names a month in full and short', () => {
    expect(monthTitle('2026-03')).toBe('March 2026');
    expect(monthShort('2025-12')).toBe('Dec');
  });
});
