import { describe, expect, it } from 'vitest';
import { compareNames, segmentGraphemes } from '../../source/core/text-order.js';

describe('text order', () => {
  it('orders names as people read them: numbers by value, case and accents aside', () => {
    expect(['Area 10', 'area 2', 'Área 1'].sort(compareNames)).toEqual(['Área 1', 'area 2', 'Area 10']);
    expect(compareNames('Ops', 'ops')).toBe(0);
  });

  it('splits text into user-perceived characters', () => {
    expect(Array.from(segmentGraphemes('👍🏽e\u0301x'), (part) => part.segment)).toEqual(['👍🏽', 'e\u0301', 'x']);
  });
});
