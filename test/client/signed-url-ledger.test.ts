import { describe, expect, it } from 'vitest';
import { SignedUrlLedger } from '../../source/client/signed-url-ledger.js';
import { formatTimestamp, signRequest } from '../../source/signing/signing.js';

const T = 1_767_225_600; // 2026-01-01T00:00:00Z in seconds
/** Always the latest free second: the order of the window made visible. */
const LATEST = { pick: () => 0 };

describe('SignedUrlLedger', () => {
  it('gives identical requests in one second distinct timestamps, counting the free seconds latest first', () => {
    const ledger = new SignedUrlLedger(LATEST);
    expect([1, 2, 3, 4].map(() => ledger.claim('/companies', T))).toEqual([T, T - 1, T - 2, T - 3]);
  });

  it('never yields the same signed URL for identical requests', () => {
    const ledger = new SignedUrlLedger();
    const urls = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const second = ledger.claim('/tasks/7', T);
      expect(second).not.toBeNull();
      const signed = signRequest({
        path: '/tasks/7',
        appKey: 'k',
        secret: 's',
        timestamp: formatTimestamp(second! * 1000),
        dialect: 'hoshinplan',
      });
      urls.add(signed.pathAndQuery);
    }
    expect(urls.size).toBe(100);
  });

  it('keeps paths apart: another path may use the same second', () => {
    const ledger = new SignedUrlLedger(LATEST);
    expect(ledger.claim('/tasks/1', T)).toBe(T);
    expect(ledger.claim('/tasks/2', T)).toBe(T);
    expect(ledger.claim('/tasks/1', T)).toBe(T - 1);
  });

  it('counts the new current second among the free ones once time moves on', () => {
    const ledger = new SignedUrlLedger(LATEST);
    ledger.claim('/a', T);
    ledger.claim('/a', T);
    expect(ledger.claim('/a', T + 1)).toBe(T + 1);
    expect(ledger.claim('/a', T + 1)).toBe(T - 2);
  });

  it('stays inside the signature window and answers null when the whole window of a path is used', () => {
    const ledger = new SignedUrlLedger({ maxStepBackSeconds: 3, ...LATEST });
    const claimed = [0, 1, 2, 3].map(() => ledger.claim('/a', T));
    expect(claimed).toEqual([T, T - 1, T - 2, T - 3]);
    expect(ledger.claim('/a', T)).toBeNull();
    expect(ledger.claim('/a', T + 1)).toBe(T + 1);
  });

  it('never steps back beyond the 5-minute lifetime, whatever it is told', () => {
    const ledger = new SignedUrlLedger({ maxStepBackSeconds: 10_000 });
    let last: number | null = T;
    let count = 0;
    while (last !== null) {
      last = ledger.claim('/a', T);
      if (last !== null) {
        expect(T - last).toBeLessThan(300);
        count++;
      }
    }
    expect(count).toBe(300);
  });

  it('picks at random among the free seconds of the whole window, never one used for the path', () => {
    const picks: number[] = [];
    const ledger = new SignedUrlLedger({ maxStepBackSeconds: 9, pick: (n) => (picks.push(n), n - 1) });
    expect(ledger.claim('/a', T)).toBe(T - 9);
    expect(ledger.claim('/a', T)).toBe(T - 8);
    expect(ledger.claim('/b', T)).toBe(T - 9);
    expect(picks).toEqual([10, 9, 10]);
    // A pick out of range still lands in the window.
    const wild = new SignedUrlLedger({ maxStepBackSeconds: 9, pick: () => 1000 });
    expect(wild.claim('/a', T)).toBe(T - 9);
  });

  it("at random, draws only free seconds of the window, evenly, when half of a path's window is used", () => {
    const counts = new Map<number, number>();
    for (let run = 0; run < 600; run++) {
      const ledger = new SignedUrlLedger();
      // The latest 120 seconds used (a test's pick, latest first), the 121 earlier ones free.
      for (let i = 0; i < 120; i++) ledger.claim('/a', T, undefined, () => 0);
      const second = ledger.claim('/a', T)!;
      counts.set(second, (counts.get(second) ?? 0) + 1);
    }
    for (const second of counts.keys()) {
      expect(second).toBeLessThanOrEqual(T - 120);
      expect(second).toBeGreaterThanOrEqual(T - 240);
    }
    // 600 draws over 121 seconds, about 5 each: the earlier and later halves share them about evenly.
    const earlier = [...counts].filter(([second]) => second < T - 180).reduce((sum, [, n]) => sum + n, 0);
    expect(earlier).toBeGreaterThan(220);
    expect(earlier).toBeLessThan(380);
  });

  it('two machines signing one path in one run after the other rarely pick the same seconds (one app key, two state directories)', () => {
    // What the first run of `record --csv` signed for one indicator's history path, and the second's a few seconds later.
    const claims = (ledger: SignedUrlLedger, latest: number) =>
      Array.from({ length: 10 }, (_, i) => ledger.claim('/indicator/101/indicator_histories', latest + i));
    const first = new Set(claims(new SignedUrlLedger(), T));
    const second = claims(new SignedUrlLedger(), T + 10);
    // Stepping back from now, the second run repeated every second of the first. At random among
    // 241 seconds, about 0.4 of the ten meet on average; seven or more, about once in ten million runs.
    expect(second.filter((s) => first.has(s as number)).length).toBeLessThan(7);
    for (const s of second) expect(T + 10 - (s as number)).toBeLessThanOrEqual(240 + 9);
  });

  it('forgets pairs older than the window and stays bounded', () => {
    const ledger = new SignedUrlLedger({ maxEntries: 50 });
    for (let i = 0; i < 200; i++) ledger.claim(`/tasks/${i}`, T);
    expect(ledger.size).toBeLessThanOrEqual(50);
    const pruning = new SignedUrlLedger();
    for (let i = 0; i < 10; i++) pruning.claim(`/x/${i}`, T);
    pruning.prune(T + 10_000);
    expect(pruning.size).toBe(0);
  });
});
