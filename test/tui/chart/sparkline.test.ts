import { describe, expect, it } from 'vitest';
import { sparkline } from '../../../source/tui/chart/sparkline.js';

describe('sparkline', () => {
  it('maps the range onto the eight blocks', () => {
    expect(sparkline([0, 1, 2, 3, 4, 5, 6, 7], 8)).toBe('▁▂▃▄▅▆▇█');
  });

  it('is exactly `width` wide: recent values only, padded on the left', () => {
    expect(sparkline([7, 0, 7], 2)).toBe('▁█');
    expect(sparkline([0, 7], 5)).toBe('   ▁█');
    expect(sparkline([], 4)).toBe('    ');
    expect(sparkline([1, 2], 0)).toBe('');
  });

  it('draws a flat series at mid height and gaps for missing values', () => {
    expect(sparkline([3, 3, 3], 3)).toBe('▄▄▄');
    expect(sparkline([0, null, 7], 3)).toBe('▁ █');
    expect(sparkline([-5, 5], 2)).toBe('▁█');
  });
});
