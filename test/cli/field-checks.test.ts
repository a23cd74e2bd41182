// The field=value checks of create and update, word for word: each refusal names the field, the
// form it takes, or the fields there are.
import { describe, expect, it } from 'vitest';
import { parseAssignments } from '../../source/cli/assignments.js';
import { HoshinError } from '../../source/core/errors.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    expect((error as HoshinError).kind).toBe('usage');
    return (error as HoshinError).message;
  }
  throw new Error('expected a refusal');
}

describe('parseAssignments', () => {
  it('refuses words that are not field=value, naming the fields of the kind', () => {
    expect(refusal(() => parseAssignments('goal', ['name'], 'update'))).toBe('field=value: "name" is not a field=value pair');
    expect(refusal(() => parseAssignments('goal', ['=x'], 'update'))).toBe('field=value: "=x" is not a field=value pair');
    expect(refusal(() => parseAssignments('goal', ['colour=red'], 'update'))).toMatch(/^field: "colour" is not a field of a /);
  });

  it('refuses read-only fields and a field given twice', () => {
    expect(refusal(() => parseAssignments('goal', ['hoshin_id=3'], 'update'))).toBe('field: "hoshin_id" is read-only: the service sets it');
    expect(refusal(() => parseAssignments('goal', ['position=1', 'position=2'], 'update'))).toBe('field: "position" is given twice');
  });

  it('passes the value check’s words through', () => {
    expect(refusal(() => parseAssignments('goal', ['position=high'], 'update'))).toBe('position: "high" is not a whole number');
  });

  it('create: requires the required fields, given and not empty', () => {
    expect(refusal(() => parseAssignments('indicator_history', ['comment=x'], 'create'))).toBe('missing day=… value=…');
    expect(refusal(() => parseAssignments('indicator_history', ['day=2026-01-31', 'value='], 'create'))).toBe(
      'value: "" is empty, and it is required',
    );
    expect(parseAssignments('indicator_history', ['day=2026-01-31', 'value=4'], 'create')).toEqual({
      day: '2026-01-31',
      value: 4,
    });
  });

  it('update: clears optional fields with an empty value, never a required one', () => {
    expect(parseAssignments('goal', ['position='], 'update')).toEqual({ position: null });
    expect(parseAssignments('goal', ['position=null'], 'update')).toEqual({ position: null });
    expect(refusal(() => parseAssignments('goal', ['name='], 'update'))).toBe('name: "" is empty');
    expect(refusal(() => parseAssignments('indicator_history', ['value='], 'update'))).toBe('value: "" is empty');
    expect(parseAssignments('goal', ['name=a=b'], 'update')).toEqual({ name: 'a=b' });
  });

  it('update: needs something to change', () => {
    expect(refusal(() => parseAssignments('goal', [], 'update'))).toBe('nothing to change: give field=value');
  });

  it('refuses every change to a read-only kind', () => {
    expect(refusal(() => parseAssignments('invoice', [], 'create'))).toBe('invoices are read-only: they can be read, not changed');
  });
});
