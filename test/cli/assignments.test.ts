import { describe, expect, it } from 'vitest';
import { parseAssignments } from '../../source/cli/assignments.js';
import { HoshinError } from '../../source/core/errors.js';

function refusal(fn: () => unknown): HoshinError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HoshinError);
    return error as HoshinError;
  }
  throw new Error('expected a refusal');
}

describe('field=value parsing', () => {
  it('parses values by their catalogue type', () => {
    expect(
      parseAssignments('indicator', ['name=Scrap rate', 'goal=2.5', 'worst_value=8', 'frequency=monthly', 'reminder=no'], 'create'),
    ).toEqual({
      name: 'Scrap rate',
      goal: 2.5,
      worst_value: 8,
      frequency: 'monthly',
      reminder: false,
    });
    expect(parseAssignments('task', ['description=a=b'], 'update')).toEqual({ description: 'a=b' });
    expect(parseAssignments('task', ['deadline='], 'update')).toEqual({ deadline: null });
  });

  it('refuses bad input with one usage error naming the field and the form', () => {
    const cases: [Parameters<typeof parseAssignments>, RegExp][] = [
      [['indicator', ['name=x', 'goal=high'], 'create'], /goal: "high" is not a number/],
      [['task', ['name=x', 'deadline=tomorrow'], 'create'], /deadline: "tomorrow" is not a date/],
      [['area', ['name=x', 'color=red'], 'create'], /color: "red" is not a colour/],
      [['task', ['status=done'], 'update'], /status: "done" is not a status/],
      [['task', ['colour=1'], 'update'], /field: "colour" is not a field of a task/],
      [['task', ['hoshin_id=1'], 'update'], /field: "hoshin_id" is read-only/],
      [['task', ['name'], 'update'], /field=value: "name" is not a field=value pair/],
      [['task', ['name=a', 'name=b'], 'update'], /given twice/],
      [['task', ['deadline=2026-01-01'], 'create'], /^missing name=…$/],
      [['task', [], 'update'], /nothing to change/],
      [['task', ['name='], 'update'], /name: "" is empty/],
      // Only spaces are blank to the service's presence check too.
      [['task', ['name=   '], 'update'], /name: " {3}" is empty/],
      [['task', ['name= \t '], 'create'], /name: " \^I " is empty, and it is required/],
      [['invoice', ['description=x'], 'update'], /invoices are read-only/],
    ];
    for (const [args, message] of cases) {
      const error = refusal(() => parseAssignments(...args));
      expect(error.kind).toBe('usage');
      expect(error.exitCode).toBe(2);
      expect(error.message).toMatch(message);
    }
  });
});
