import { describe, expect, it } from 'vitest';
import { ReplayMemory } from '../../source/sandbox/replay.js';

const T0 = Date.parse('2026-01-01T00:00:00Z');

describe('ReplayMemory', () => {
  it('accepts a target once', () => {
    const memory = new ReplayMemory();
    expect(memory.use('/a?sig=1', T0, T0)).toBe('fresh');
    expect(memory.use('/a?sig=1', T0, T0 + 10)).toBe('replayed');
    expect(memory.use('/a?sig=2', T0, T0 + 10)).toBe('fresh');
  });

  it('forgets entries older than the signature lifetime', () => {
    const memory = new ReplayMemory();
    memory.use('/old', T0, T0);
    memory.use('/new', T0 + 200_000, T0 + 200_000);
    memory.use('/probe', T0 + 300_500, T0 + 300_500 + 1000);
    expect(memory.size).toBe(2);
  });

  it('stays within its capacity and refuses what it had to forget', () => {
    const memory = new ReplayMemory(3);
    for (let i = 0; i < 5; i += 1) expect(memory.use(`/t${i}`, T0 + i, T0 + 10)).toBe('fresh');
    expect(memory.size).toBe(3);
    // /t0 and /t1 were evicted: their timestamps are now under the floor.
    expect(memory.use('/t0', T0, T0 + 10)).toBe('below-floor');
    expect(memory.use('/t1', T0 + 1, T0 + 10)).toBe('below-floor');
    expect(memory.use('/t4', T0 + 4, T0 + 10)).toBe('replayed');
    expect(memory.use('/t9', T0 + 9, T0 + 10)).toBe('fresh');
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new ReplayMemory(0)).toThrow(/positive integer/);
  });
});
