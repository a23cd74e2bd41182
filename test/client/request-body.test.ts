import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../source/catalogue/catalogue.js';
import { isHoshinError } from '../../source/core/errors.js';
import { buildRequestBody, refusedAtTopLevel } from '../../source/client/request-body.js';

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isHoshinError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('buildRequestBody', () => {
  it('sends the documented flat form, decimals as JSON numbers', () => {
    const built = buildRequestBody('indicator', 'create', {
      name: 'Sales',
      value: '33.74',
      goal: 100,
      frequency: 'weekly',
    });
    expect(built.wrapped).toBe(false);
    expect(built.body).toEqual({ name: 'Sales', value: 33.74, goal: 100, frequency: 'weekly' });
    expect(JSON.stringify(built.body)).toBe('{"name":"Sales","value":33.74,"goal":100,"frequency":"weekly"}');
  });

  it('wraps a negative decimal and keeps a top-level name on create', () => {
    const built = buildRequestBody('indicator', 'create', { name: 'Margin', worst_value: -5, goal: 10 });
    expect(built.wrapped).toBe(true);
    expect(built.body).toEqual({ indicator: { name: 'Margin', worst_value: -5, goal: 10 }, name: 'Margin' });
  });

  it('wraps null (clearing a field) and adds no top-level name on update', () => {
    const built = buildRequestBody('task', 'update', { deadline: null, name: 'Renamed' });
    expect(built.body).toEqual({ task: { deadline: null, name: 'Renamed' } });
  });

  it('wraps a goal create with a negative position and keeps its required top-level name', () => {
    const built = buildRequestBody('goal', 'create', { name: 'Grow', position: -1 });
    expect(built.body).toEqual({ goal: { name: 'Grow', position: -1 }, name: 'Grow' });
  });

  it('uses the wrapper key of the kind (history values have no name)', () => {
    const built = buildRequestBody('indicator_history', 'create', { day: '2026-01-31', value: -2.5 });
    expect(built.body).toEqual({ indicator_history: { day: '2026-01-31', value: -2.5 } });
  });

  it('refuses an unknown field before any request', () => {
    const error = failure(() => buildRequestBody('area', 'create', { name: 'A', colour: '#FFFFFF' }));
    expect(error.kind).toBe('usage');
    expect(error.message).toBe('areas have no field "colour"');
  });

  it('refuses a read-only field', () => {
    const error = failure(() => buildRequestBody('task', 'update', { area_id: 4 }));
    expect(error.kind).toBe('usage');
    expect(error.message).toContain('area_id');
  });

  it('refuses values of the wrong type with field errors, naming every bad field', () => {
    const error = failure(() => buildRequestBody('task', 'create', { name: 'T', feeling: 'happy', deadline: '31/01/2026' }));
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.details.fieldErrors ?? {})).toEqual(['feeling', 'deadline']);
  });

  it('refuses writes to read-only kinds', () => {
    expect(failure(() => buildRequestBody('invoice', 'update', {})).kind).toBe('usage');
  });
});

describe('refusedAtTopLevel', () => {
  const value = fieldSpec('indicator', 'value')!;
  const name = fieldSpec('indicator', 'name')!;
  it('spots what the validator refuses: null, negatives, exponent forms', () => {
    expect(refusedAtTopLevel(value, null)).toBe(true);
    expect(refusedAtTopLevel(value, -1)).toBe(true);
    expect(refusedAtTopLevel(value, 1e21)).toBe(true);
    expect(refusedAtTopLevel(value, 0.5)).toBe(false);
    expect(refusedAtTopLevel(value, 12)).toBe(false);
    expect(refusedAtTopLevel(name, '-1')).toBe(false);
  });
});
