import { describe, expect, it } from 'vitest';
import { writableFields } from '../../../source/catalogue/catalogue.js';
import { allValues, changedValues, fieldMessages, invalidFields, isDirty, validateField } from '../../../source/tui/forms/form-derived.js';
import { createFormState, type FormState } from '../../../source/tui/forms/form-state.js';
import { formReducer, type FormAction } from '../../../source/tui/forms/form-reducer.js';

function run(state: FormState, ...actions: FormAction[]): FormState {
  return actions.reduce(formReducer, state);
}
/** Focuses a field and types text into it, as a person would (clearing it first). */
function type(state: FormState, field: string, text: string): FormState {
  return run(
    state,
    { type: 'focus', field },
    { type: 'edit', key: 'ctrl+e' },
    { type: 'edit', key: 'ctrl+u' },
    { type: 'edit', key: { text } },
  );
}
const names = (state: FormState): string[] => state.fields.map((f) => f.spec.name);
const field = (state: FormState, name: string) => {
  const found = state.fields.find((f) => f.spec.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const problem = (state: FormState, name: string): string | null => validateField(state, field(state, name));

const indicator = {
  id: 7,
  name: 'Sales',
  description: 'Monthly sales',
  value: '33.74',
  goal: '50.0',
  worst_value: '0.0',
  frequency: 'monthly',
  next_update: '2026-12-01',
  responsible_id: 3,
  reminder: true,
  show_on_parent: false,
  show_on_charts: null,
  ind_pos: 2,
  objective_id: 9,
};
const task = {
  id: 4,
  name: 'Call the bank',
  status: 'active',
  deadline: '2026-12-24',
  responsible_id: null,
  feeling: 'smile',
  reminder: false,
};

describe('createFormState', () => {
  it('has one input per writable field, the name first and focused', () => {
    for (const kind of ['company', 'hoshin', 'area', 'goal', 'objective', 'indicator', 'task', 'indicator_history'] as const) {
      const state = createFormState(kind, 'create');
      expect(names(state).sort()).toEqual(
        writableFields(kind)
          .map((f) => f.name)
          .sort(),
      );
      expect(state.focus).toBe(0);
    }
    expect(names(createFormState('task', 'create'))[0]).toBe('name');
    expect(names(createFormState('indicator_history', 'create'))[0]).toBe('day');
    expect(names(createFormState('indicator', 'create'))).not.toContain('created_at');
    expect(names(createFormState('indicator', 'create'))).not.toContain('objective_id');
  });

  it('marks the fields required on create', () => {
    const state = createFormState('indicator_history', 'create');
    expect(state.fields.filter((f) => f.required).map((f) => f.spec.name)).toEqual(['day', 'value']);
  });

  it('starts an edit from the resource as the person would type it', () => {
    const state = createFormState('indicator', 'edit', indicator);
    expect(field(state, 'value').input.value).toBe('33.74');
    expect(field(state, 'goal').input.value).toBe('50');
    expect(field(state, 'reminder').input.value).toBe('true');
    expect(field(state, 'show_on_charts').input.value).toBe('');
    expect(field(state, 'responsible_id').input.value).toBe('3');
    expect(isDirty(state)).toBe(false);
  });

  it('builds a small form from a field subset, with defaults the resource lacks', () => {
    const deadline = createFormState('task', 'edit', task, { fields: ['deadline', 'responsible_id'] });
    expect(names(deadline)).toEqual(['deadline', 'responsible_id']);
    const record = createFormState('indicator_history', 'create', undefined, {
      fields: ['day', 'value'],
      defaults: { day: '2026-11-22' },
    });
    expect(field(record, 'day').input.value).toBe('2026-11-22');
    expect(allValues(type(record, 'value', '12.5'))).toEqual({ day: '2026-11-22', value: 12.5 });
  });

  it('refuses a field that is not writable and a read-only kind', () => {
    expect(() => createFormState('task', 'edit', task, { fields: ['created_at'] })).toThrow(/not a writable field/);
    expect(() => createFormState('invoice', 'edit')).toThrow(/read-only/);
  });
});

describe('focus', () => {
  it('moves to the next and previous field, wrapping around', () => {
    const state = createFormState('goal', 'create');
    expect(run(state, { type: 'focus-next' }).focus).toBe(1);
    expect(run(state, { type: 'focus-next' }, { type: 'focus-next' }).focus).toBe(0);
    expect(run(state, { type: 'focus-previous' }).focus).toBe(1);
  });
});

describe('validation per type', () => {
  const cases: [kind: 'indicator' | 'task' | 'area' | 'objective' | 'hoshin', field: string, bad: string[], good: string[]][] = [
    ['task', 'deadline', ['2026-02-30', '2026-13-01', '24/12/2026', '2026-1-1'], ['2026-02-28', '2024-02-29']],
    ['area', 'color', ['#ABC', 'DAF3F8', '#GGGGGG', 'blue'], ['#daf3f8', '#DAF3F8']],
    ['indicator', 'goal', ['1.2.3', 'ten', '1e', '--1', '7,25', '1,234'], ['42', '12.5', '-3', '.5', '7,250.5']],
    ['hoshin', 'position', ['1.5', 'x', '1e3'], ['3', '-1']],
    ['objective', 'responsible_id', ['0', '-2', 'bob', '1.0'], ['12']],
    ['task', 'name', ['', 'x'.repeat(256)], ['Call the bank']],
  ];
  for (const [kind, name, bad, good] of cases) {
    it(`${kind}.${name} refuses ${bad.join(' ')} and accepts ${good.join(' ')}`, () => {
      const state = createFormState(kind, 'create');
      for (const text of bad) expect(problem(type(state, name, text), name), text).not.toBeNull();
      for (const text of good) expect(problem(type(state, name, text), name), text).toBeNull();
    });
  }

  it('calls a required name of spaces missing', () => {
    expect(problem(type(createFormState('goal', 'create'), 'name', '   '), 'name')).toBe('is required');
  });

  it('says what is expected, without the field name', () => {
    expect(problem(type(createFormState('task', 'create'), 'deadline', '2026-02-30'), 'deadline')).toBe('expected a date YYYY-MM-DD');
    expect(problem(createFormState('task', 'create'), 'name')).toBe('is required');
  });

  it('shows a problem once the field is edited, or on every field after a save attempt', () => {
    const fresh = createFormState('task', 'create');
    expect(fieldMessages(fresh, field(fresh, 'name'))).toEqual([]);
    const tried = run(type(fresh, 'deadline', 'soon'), { type: 'attempt' });
    expect(fieldMessages(tried, field(tried, 'name'))).toEqual(['is required']);
    expect(fieldMessages(tried, field(tried, 'deadline'))).toEqual(['expected a date YYYY-MM-DD']);
    expect(tried.focus).toBe(0);
    expect(invalidFields(tried).map((f) => f.spec.name)).toEqual(['name', 'deadline']);
  });

  it('leaves unchanged stored values of an edit alone, but not a required field cleared', () => {
    const state = createFormState('area', 'edit', { id: 1, name: 'Ops', color: 'lightblue' });
    expect(invalidFields(state)).toEqual([]);
    expect(problem(type(state, 'name', ''), 'name')).toBe('is required');
  });
});

describe('editing', () => {
  it('edits the focused field with readline keys and never types shortcuts', () => {
    let state = type(createFormState('goal', 'create'), 'name', 'Grow sales fast');
    state = run(state, { type: 'edit', key: 'ctrl+w' }, { type: 'edit', key: 'ctrl+s' }, { type: 'edit', key: 'meta+x' });
    expect(field(state, 'name').input.value).toBe('Grow sales ');
  });

  it('does not type into a yes/no or a choice field', () => {
    const state = createFormState('task', 'edit', task);
    const toggled = run(state, { type: 'focus', field: 'reminder' }, { type: 'edit', key: { text: 'x' } });
    expect(field(toggled, 'reminder').input.value).toBe('false');
  });

  it('toggles yes/no, including "not set" only for a field that started unset', () => {
    let state = run(createFormState('indicator', 'edit', indicator), { type: 'focus', field: 'reminder' });
    state = run(state, { type: 'toggle' });
    expect(field(state, 'reminder').input.value).toBe('false');
    expect(field(run(state, { type: 'toggle' }), 'reminder').input.value).toBe('true');
    let unset = run(createFormState('indicator', 'edit', indicator), { type: 'focus', field: 'show_on_charts' });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      unset = run(unset, { type: 'toggle' });
      seen.push(field(unset, 'show_on_charts').input.value);
    }
    expect(seen).toEqual(['true', 'false', '']);
  });

  it('picks an enum value and ignores a value the field does not have', () => {
    const state = createFormState('indicator', 'edit', indicator);
    expect(field(run(state, { type: 'pick', field: 'frequency', value: 'weekly' }), 'frequency').input.value).toBe('weekly');
    expect(field(run(state, { type: 'pick', field: 'frequency', value: 'daily' }), 'frequency').input.value).toBe('monthly');
  });

  it('keeps line breaks in a long text set by the editor', () => {
    const state = run(createFormState('area', 'create'), { type: 'set', field: 'description', text: 'one\ntwo' });
    expect(allValues(type(state, 'name', 'Ops'))).toEqual({ name: 'Ops', description: 'one\ntwo' });
  });
});

describe('dirty and values', () => {
  it('is dirty after an edit and clean again when the text is back', () => {
    const state = createFormState('indicator', 'edit', indicator);
    const edited = type(state, 'name', 'Sales EU');
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(type(edited, 'name', 'Sales'))).toBe(false);
    expect(isDirty(run(edited, { type: 'reset' }))).toBe(false);
  });

  it('takes saved values as the new starting point', () => {
    const saved = run(type(createFormState('indicator', 'edit', indicator), 'name', 'Sales EU'), { type: 'saved' });
    expect(isDirty(saved)).toBe(false);
    expect(changedValues(type(saved, 'name', 'Sales'))).toEqual({ name: 'Sales' });
  });

  it('sends only what changed in an edit, by value not by text', () => {
    let state = createFormState('indicator', 'edit', indicator);
    state = type(state, 'goal', '50.00');
    state = type(state, 'value', '40');
    state = type(state, 'description', '');
    state = run(state, { type: 'focus', field: 'reminder' }, { type: 'toggle' });
    expect(changedValues(state)).toEqual({ value: 40, description: '', reminder: false });
  });

  it("sends a task's status only when it really changes", () => {
    const state = createFormState('task', 'edit', task);
    const same = run(state, { type: 'pick', field: 'status', value: 'completed' }, { type: 'pick', field: 'status', value: 'active' });
    expect(changedValues(type(same, 'name', 'Call the bank today'))).toEqual({ name: 'Call the bank today' });
    expect(changedValues(run(state, { type: 'pick', field: 'status', value: 'completed' }))).toEqual({
      status: 'completed',
    });
  });

  it('clears a field with null when emptied in an edit', () => {
    expect(changedValues(type(createFormState('task', 'edit', task), 'deadline', ''))).toEqual({ deadline: null });
  });

  it('sends every filled field of a create and leaves empty optional ones out', () => {
    let state = createFormState('task', 'create');
    state = type(state, 'name', 'Plan Q1');
    state = type(state, 'deadline', '2027-01-15');
    state = run(state, { type: 'pick', field: 'status', value: 'active' });
    expect(allValues(state)).toEqual({ name: 'Plan Q1', deadline: '2027-01-15', status: 'active' });
    expect(allValues(type(createFormState('area', 'create'), 'color', '#daf3f8'))).toEqual({ color: '#DAF3F8' });
  });
});

describe('server errors', () => {
  it('puts each message at the field it names and moves the focus there, keeping every edit', () => {
    let state = type(createFormState('task', 'create'), 'name', 'Plan');
    state = type(state, 'deadline', '2027-01-15');
    state = run(
      state,
      { type: 'focus', field: 'name' },
      { type: 'server-errors', errors: { deadline: ['is in the past'] }, message: 'Not saved' },
    );
    expect(fieldMessages(state, field(state, 'deadline'))).toEqual(['is in the past']);
    expect(state.fields[state.focus]?.spec.name).toBe('deadline');
    expect(state.formError).toBe('Not saved');
    expect(allValues(state)).toEqual({ name: 'Plan', deadline: '2027-01-15' });
  });

  it('maps an association name to its id field and unknown fields to the form-level line', () => {
    const state = run(createFormState('task', 'create'), {
      type: 'server-errors',
      errors: {
        responsible: ['must exist'],
        base: ['Objective is archived'],
        creator_id: ['is not allowed'],
        wat: ['odd'],
      },
    });
    expect(state.serverErrors).toEqual({ responsible_id: ['must exist'] });
    expect(state.formError).toBe('Objective is archived · Creator is not allowed · wat odd');
  });

  it('sends a field not in a small form to the form-level line', () => {
    const state = run(createFormState('task', 'edit', task, { fields: ['deadline', 'responsible_id'] }), {
      type: 'server-errors',
      errors: { name: ["can't be blank"] },
    });
    expect(state.formError).toBe("Name can't be blank");
  });

  it("clears a field's server message once the field is edited", () => {
    const state = run(createFormState('task', 'create'), { type: 'server-errors', errors: { name: ['is taken'] } });
    expect(type(state, 'name', 'Other').serverErrors).toEqual({});
  });
});
