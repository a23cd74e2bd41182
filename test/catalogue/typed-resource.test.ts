// A resource parsed once into its typed shape: decimals and ids as numbers, days as YYYY-MM-DD,
// absent fields left absent, unknown keys kept, and a second parse changing nothing.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseResource, type TypedResource } from '../../source/catalogue/typed-resource.js';

describe('parseResource', () => {
  it('turns an indicator answer into typed values', () => {
    const indicator = parseResource('indicator', {
      id: 7,
      name: 'Sales',
      value: '33.740',
      goal: '100.0',
      worst_value: null,
      last_update: '2026-11-02T00:00:00Z',
      next_update: '2026-13-01',
      responsible_id: '12',
      objective_id: 3,
      frequency: 'monthly',
      reminder: true,
      ind_pos: '2',
      colour_of_the_day: 'kept',
    });
    expect(indicator).toMatchObject({
      id: 7,
      name: 'Sales',
      value: 33.74,
      goal: 100,
      worst_value: null,
      last_update: '2026-11-02',
      next_update: null,
      responsible_id: 12,
      objective_id: 3,
      frequency: 'monthly',
      reminder: true,
      ind_pos: 2,
      colour_of_the_day: 'kept',
    });
    expect('last_value' in indicator).toBe(false);
    expectTypeOf(indicator.value).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(indicator.last_update).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(indicator).toMatchTypeOf<TypedResource<'indicator'>>();
  });

  it('refuses garbage as null rather than a wrong number', () => {
    const history = parseResource('indicator_history', { id: 1, day: 20261102, value: 'lots', goal: '', indicator_id: -4 });
    expect(history).toMatchObject({ day: null, value: null, goal: null, indicator_id: null });
  });

  it('gives the same values when parsed again (a resource read back from the index)', () => {
    const once = parseResource('indicator_history', { id: 1, day: '2026-11-02', value: '5.50', goal: 10 });
    expect(parseResource('indicator_history', once)).toBe(once);
    expect(parseResource('indicator_history', { ...once })).toEqual(once);
  });
});
