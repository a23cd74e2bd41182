// The breadcrumbs fitted to the header: as many crumbs as fit, long names shortened at a word.
import { describe, expect, it } from 'vitest';
import { fitCrumbs } from '../../../source/tui/kernel/breadcrumb.js';

const PATH = [
  'companies',
  'Nordwind Pumps S.L.',
  'Hoshin 2026',
  'areas',
  'Operations',
  'Raise overall equipment effectiveness on line 2',
  'indicators',
];
const JOINT = ' › ';

describe('the breadcrumb', () => {
  it.each([60, 80, 160])('at %i columns keeps the objective’s name (shortened at a word) above its indicators', (width) => {
    const crumbs = fitCrumbs(PATH, width, JOINT, '…');
    const path = crumbs.join(JOINT);
    expect([...path].length).toBeLessThanOrEqual(width);
    expect(crumbs.at(-1)).toBe('indicators');
    const objective = crumbs.at(-2) ?? '';
    expect(objective.startsWith('Raise overall')).toBe(true);
    // Every crumb is a whole name, or whole words of it ending in the cut mark.
    for (const crumb of crumbs.filter((text) => text !== '…')) {
      const name = PATH.find((whole) => whole === crumb || (crumb.endsWith('…') && whole.startsWith(`${crumb.slice(0, -1)} `)));
      expect(name, crumb).toBeDefined();
    }
    expect(crumbs.filter((text) => text !== '…').length).toBeGreaterThanOrEqual(width >= 80 ? 3 : 2);
  });

  it('shows the whole path when it fits', () => {
    expect(fitCrumbs(['companies', 'Nordwind Pumps S.L.'], 60, JOINT, '…')).toEqual(['companies', 'Nordwind Pumps S.L.']);
  });

  it('on an ASCII terminal leads with `...` where crumbs are left out, and cuts a name with `$`', () => {
    const crumbs = fitCrumbs(PATH, 60, ' > ', '$', '...');
    expect(crumbs[0]).toBe('...');
    expect(crumbs.join(' > ').length).toBeLessThanOrEqual(60);
    // The lead is not the cut mark, and no crumb begins with the joint's `>`.
    expect(crumbs.slice(1).every((crumb) => !crumb.startsWith('>') && !crumb.includes('...'))).toBe(true);
    expect(crumbs.slice(1, -1).some((crumb) => crumb.endsWith('$'))).toBe(true);
  });
});
