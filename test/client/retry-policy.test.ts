// When a refused request is tried again: the pause after a clash of signatures,
// Retry-After as the service writes it, and the backoff when it says nothing.
import { describe, expect, it } from 'vitest';
import { afterClash, busyPauseMs, retryAfterMs } from '../../source/client/retry-policy.js';

const ALWAYS = (value: number) => () => value;
const JUST_UNDER_ONE = 0.999_999;

describe('after a clash of signatures', () => {
  it('pauses a random time that grows with each clash, never past 2 s', () => {
    expect([1, 2, 3, 4, 5].map((clashes) => afterClash(clashes, ALWAYS(JUST_UNDER_ONE)).pauseMs)).toEqual([249, 499, 999, 1999, 1999]);
    expect(afterClash(3, ALWAYS(0)).pauseMs).toBe(0);
  });
});

describe('Retry-After', () => {
  const received = Date.parse('2026-11-27T10:00:00Z');

  it('reads whole seconds', () => {
    expect(retryAfterMs('120', null, received)).toBe(120_000);
    expect(retryAfterMs(' 0 ', null, received)).toBe(0);
  });

  it("reads an HTTP date against the answer's own Date, so the service's clock decides, not ours", () => {
    const answerDate = Date.parse('2026-11-27T09:59:00Z');
    expect(retryAfterMs('Fri, 27 Nov 2026 09:59:30 GMT', answerDate, received)).toBe(30_000);
    // Without a Date header, against our clock; a date already past asks no wait.
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:05 GMT', null, received)).toBe(5000);
    expect(retryAfterMs('Fri, 27 Nov 2026 09:00:00 GMT', null, received)).toBe(0);
    // The obsolete forms RFC 9110 asks a recipient to read.
    expect(retryAfterMs('Friday, 27-Nov-26 10:00:05 GMT', null, received)).toBe(5000);
  });

  it('is no answer when absent or unreadable, however it is written', () => {
    for (const value of [undefined, '', '-5', '1.5', '5s', 'soon', '2026-11-27T10:00:05Z', '1e3', 'Fri, 99 Nov 2026 10:00:05 GMT'])
      expect(retryAfterMs(value, null, received), String(value)).toBeNull();
  });
});

describe('the pause before a read turned away is tried again', () => {
  it('waits what Retry-After asked, and at most a tenth (up to 1 s) more', () => {
    expect(busyPauseMs(3000, 1, ALWAYS(0))).toBe(3000);
    expect(busyPauseMs(3000, 1, ALWAYS(JUST_UNDER_ONE))).toBe(3300);
    expect(busyPauseMs(60_000, 1, ALWAYS(JUST_UNDER_ONE))).toBe(61_000);
  });

  it('pauses a little even when asked for no wait, so the service is not asked in a tight loop', () => {
    expect(busyPauseMs(0, 1, ALWAYS(0))).toBe(200);
  });

  it('backs off 1 s, 2 s, 4 s, 8 s (between half and all of it) when the service says nothing', () => {
    expect([1, 2, 3, 4, 5].map((retry) => busyPauseMs(null, retry, ALWAYS(0)))).toEqual([500, 1000, 2000, 4000, 4000]);
    expect([1, 2, 3, 4, 5].map((retry) => busyPauseMs(null, retry, ALWAYS(JUST_UNDER_ONE)))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});
