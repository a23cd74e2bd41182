// The public implementation's top-level parameter validation, as a pure function.
import { describe, expect, it } from 'vitest';
import { checkParameters, rubyNumberText } from '../../source/sandbox/apipie.js';

describe('checkParameters', () => {
  it('checks only declared top-level keys of documented creates and updates', () => {
    expect(checkParameters({ type: 'update', kind: 'indicator_history' }, { value: -3, day: null })).toBeNull();
    expect(checkParameters({ type: 'get', kind: 'task' }, { name: null })).toBeNull();
    // Mass-assignable but undocumented: not validated.
    expect(checkParameters({ type: 'update', kind: 'hoshin' }, { color: null, position: -1 })).toBeNull();
    expect(checkParameters({ type: 'update', kind: 'indicator' }, { value: 5, last_update: null })).toBeNull();
    // Unknown keys pass, and an update never requires a name.
    expect(checkParameters({ type: 'update', kind: 'task' }, { whatever: null })).toBeNull();
    expect(checkParameters({ type: 'update', kind: 'task' }, { task: { deadline: null } })).toBeNull();
    expect(
      checkParameters({ type: 'update', kind: 'task' }, { deadline: '2026-02-01T10:00:00Z', reminder: '1', feeling: 'sad', tsk_pos: '3' }),
    ).toBeNull();
  });

  it('names the first refused parameter in the message', () => {
    const refusal = checkParameters({ type: 'update', kind: 'indicator' }, { name: 'ok', goal: 'x' });
    expect(refusal).toMatchObject({
      status: 500,
      body: {
        type: 'Apipie::ParamInvalid',
        message: 'Invalid parameter \'goal\' value "x": Must be a decimal number.',
      },
    });
    expect(checkParameters({ type: 'create', kind: 'goal' }, undefined)).toMatchObject({
      status: 500,
      body: { type: 'Apipie::ParamMissing', message: 'Missing parameter name' },
    });
  });
});

describe('rubyNumberText', () => {
  it('prints numbers as Ruby does: integers in full, small and huge floats with an exponent', () => {
    expect(rubyNumberText(42)).toBe('42');
    expect(rubyNumberText(-3)).toBe('-3');
    expect(rubyNumberText(33.74)).toBe('33.74');
    expect(rubyNumberText(0.0001)).toBe('0.0001');
    expect(rubyNumberText(0.00001)).toBe('1.0e-05');
    expect(rubyNumberText(1.5e-7)).toBe('1.5e-07');
    expect(rubyNumberText(1.5e22)).toBe('1.5e+22');
  });
});
