// The console's forms refuse what the CLI refuses, with the same catalogue checks: control
// characters (pasted), lengths past the service's columns, numbers that would not arrive exactly.
import { describe, expect, it } from 'vitest';
import { createFormState, type FormState } from '../../../source/tui/forms/form-state.js';
import { fieldHint, invalidFields, validateField } from '../../../source/tui/forms/form-derived.js';
import { formReducer, type FormAction } from '../../../source/tui/forms/form-reducer.js';

function run(state: FormState, ...actions: FormAction[]): FormState {
  return actions.reduce(formReducer, state);
}
function type(state: FormState, name: string, text: string): FormState {
  return run(
    state,
    { type: 'focus', field: name },
    { type: 'edit', key: 'ctrl+e' },
    { type: 'edit', key: 'ctrl+u' },
    { type: 'edit', key: { text } },
  );
}
const problem = (state: FormState, name: string): string | null =>
  validateField(
    state,
    state.fields.find((f) => f.spec.name === name)!,
  );

describe('the forms refuse what the CLI refuses', () => {
  it('a C1 control pasted into a name (the line editor drops C0 ones), named by character and place', () => {
    const state = type(createFormState('task', 'create'), 'name', 'Call\u009b2J');
    expect(problem(state, 'name')).toBe(
      'holds the control character U+009B at character 5; it is one line of text without control characters',
    );
    expect(invalidFields(state).map((f) => f.spec.name)).toEqual(['name']);
  });

  it('a description from $EDITOR keeps tabs and newlines but not an escape sequence', () => {
    const fine = run(createFormState('task', 'create'), { type: 'set', field: 'description', text: 'one\n\ttwo' });
    expect(problem(fine, 'description')).toBeNull();
    const bad = run(createFormState('task', 'create'), {
      type: 'set',
      field: 'description',
      text: 'one\n\u001b[2Jtwo',
    });
    expect(problem(bad, 'description')).toBe(
      'holds the control character U+001B (ESC) at character 5; only tab and newline are allowed in it',
    );
  });

  it('a 256-character name and a goal that would reach the service as another number', () => {
    expect(problem(type(createFormState('task', 'create'), 'name', 'n'.repeat(256)), 'name')).toBe(
      'is 256 characters long; the service takes at most 255',
    );
    expect(problem(type(createFormState('indicator', 'create'), 'goal', '12345678901234567890123'), 'goal')).toMatch(
      /^12345678901234567890123 cannot be sent exactly/,
    );
  });

  it('the hint of a text field names its limit', () => {
    const state = createFormState('task', 'create');
    expect(fieldHint(state.fields.find((f) => f.spec.name === 'name')!)).toBe('one line of text, at most 255 characters');
  });
});
