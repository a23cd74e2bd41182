import { describe, expect, it } from 'vitest';
import { parseHttpDate, SIGNING_MARGIN_MS, SkewEstimator } from '../../source/client/clock-skew.js';

describe('parseHttpDate', () => {
  it('reads an IMF-fixdate and refuses nonsense', () => {
    expect(parseHttpDate('Thu, 01 Jan 2026 00:00:05 GMT')).toBe(Date.UTC(2026, 0, 1, 0, 0, 5));
    expect(parseHttpDate(['Thu, 01 Jan 2026 00:00:05 GMT'])).toBe(Date.UTC(2026, 0, 1, 0, 0, 5));
    expect(parseHttpDate('yesterday')).toBeNull();
    expect(parseHttpDate(undefined)).toBeNull();
  });
});

describe('SkewEstimator', () => {
  const server = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('signs with our own clock minus the margin before any answer', () => {
    const clock = new SkewEstimator();
    expect(clock.offsetMs).toBeUndefined();
    expect(clock.signingTimeMs(1_000_000)).toBe(1_000_000 - SIGNING_MARGIN_MS);
  });

  it('estimates a clock 10 minutes ahead of the service so we never sign in its future', () => {
    const clock = new SkewEstimator();
    const local = server + 600_000;
    clock.add({ serverDateMs: server, sentMs: local - 20, receivedMs: local });
    expect(clock.offsetMs).toBe(-600_000);
    // The service's true time is at least its Date header: our timestamp stays 2 s behind it.
    expect(clock.signingTimeMs(local)).toBeLessThanOrEqual(server - SIGNING_MARGIN_MS);
    expect(clock.signingTimeMs(local)).toBeGreaterThan(server - SIGNING_MARGIN_MS - 1000);
  });

  it('estimates a clock 10 minutes behind', () => {
    const clock = new SkewEstimator();
    const local = server - 600_000;
    clock.add({ serverDateMs: server, sentMs: local - 5, receivedMs: local });
    expect(clock.offsetMs).toBe(600_000);
  });

  it('narrows the estimate with consistent samples (the Date header has whole seconds)', () => {
    const clock = new SkewEstimator();
    // True offset 300.5 s: service shows the second it is in.
    const trueOffset = 300_500;
    for (const local of [1_000_000, 1_000_250, 1_000_700, 1_001_100]) {
      const serverNow = local + trueOffset;
      clock.add({ serverDateMs: Math.floor(serverNow / 1000) * 1000, sentMs: local - 1, receivedMs: local });
    }
    expect(clock.offsetMs).toBeLessThanOrEqual(trueOffset);
    expect(clock.offsetMs).toBeGreaterThan(trueOffset - 400);
  });

  it('starts over when a sample contradicts the earlier ones (a clock was changed)', () => {
    const clock = new SkewEstimator();
    clock.add({ serverDateMs: server, sentMs: server - 10, receivedMs: server });
    clock.add({ serverDateMs: server + 5000, sentMs: server + 3_600_000, receivedMs: server + 3_600_010 });
    expect(clock.offsetMs).toBe(server + 5000 - (server + 3_600_010));
  });

  it('reset keeps only the given sample', () => {
    const clock = new SkewEstimator();
    clock.add({ serverDateMs: server, sentMs: server - 10, receivedMs: server });
    clock.reset({ serverDateMs: server, sentMs: server - 100_010, receivedMs: server - 100_000 });
    expect(clock.offsetMs).toBe(100_000);
  });
});
