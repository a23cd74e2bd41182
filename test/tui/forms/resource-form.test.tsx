import { afterEach, describe, expect, it } from 'vitest';
import { useState, type ReactElement } from 'react';
import { HoshinError } from '../../../source/core/errors.js';
import type { JsonValue } from '../../../source/catalogue/values.js';
import { ResourceForm, formTitle, type ResourceFormProps } from '../../../source/tui/forms/resource-form.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

interface Recorder {
  submitted: Record<string, JsonValue>[];
  cancelled: number;
}

function form(props: Partial<ResourceFormProps> & Pick<ResourceFormProps, 'kind' | 'mode'>, recorder: Recorder): ReactElement {
  return (
    <ResourceForm
      width={80}
      height={30}
      onSubmit={async (values) => {
        recorder.submitted.push(values);
      }}
      onCancel={() => {
        recorder.cancelled++;
      }}
      {...props}
    />
  );
}
const recorder = (): Recorder => ({ submitted: [], cancelled: 0 });
/** The frame's line that holds a field's label. */
const lineOf = (frame: string, label: string): string => frame.split('\n').find((line) => line.includes(label)) ?? '';

describe('<ResourceForm>', () => {
  it('titles new and edited resources', () => {
    expect(formTitle('task', 'create', undefined, { label: 'Objective', title: 'Grow sales' })).toBe('New task under Objective Grow sales');
    expect(formTitle('indicator', 'edit', { name: 'Sales' })).toBe('Edit indicator Sales');
  });

  it('shows labels, the required mark, and the hint of the focused field', async () => {
    app = renderApp(form({ kind: 'task', mode: 'create', parent: { label: 'Objective', title: 'Grow sales' } }, recorder()));
    await app.waitFor('New task under Objective Grow sales');
    const frame = app.frame();
    expect(lineOf(frame, 'Name')).toContain('*');
    expect(frame).toContain('one line of text, at most 255 characters');
    expect(frame).toContain('Deadline');
  });

  it('types into the focused field, and ctrl+u clears it without typing a u', async () => {
    app = renderApp(form({ kind: 'goal', mode: 'create' }, recorder()));
    await app.waitFor('New long-term goal');
    await app.press('G', 'r', 'o', 'w', ' ', 's', 'a', 'l', 'e', 's');
    await app.waitFor((f) => lineOf(f, 'Name').includes('Grow sales'));
    await app.press('ctrl+w');
    await app.waitFor((f) => lineOf(f, 'Name').includes('Grow') && !lineOf(f, 'Name').includes('sales'));
    await app.press('ctrl+u');
    await app.waitFor((f) => !lineOf(f, 'Name').includes('Grow'));
    expect(lineOf(app.frame(), 'Name')).not.toMatch(/\bu\b/);
  });

  it('handles keys that arrive together in one read, as over a slow link', async () => {
    const calls = recorder();
    app = renderApp(form({ kind: 'goal', mode: 'create' }, calls));
    await app.waitFor('Name');
    await app.press('Grow sales now\u0017\u007f!\u0001> \u0013');
    await app.waitFor(() => calls.submitted.length === 1);
    expect(calls.submitted).toEqual([{ name: '> Grow sales!' }]);
  });

  it('ctrl+s submits the values without typing an s', async () => {
    const calls = recorder();
    app = renderApp(form({ kind: 'goal', mode: 'create' }, calls));
    await app.waitFor('Name');
    await app.press('Grow', 'ctrl+s');
    await app.waitFor(() => calls.submitted.length === 1);
    expect(calls.submitted).toEqual([{ name: 'Grow' }]);
  });

  it('shows invalid values inline and sends nothing while any is invalid', async () => {
    const calls = recorder();
    app = renderApp(form({ kind: 'task', mode: 'create' }, calls));
    await app.waitFor('Name');
    await app.press('down', 'down', 'down', '2026-02-30');
    await app.waitFor('✗ expected a date YYYY-MM-DD');
    await app.press('ctrl+s');
    await app.waitFor('✗ is required');
    expect(calls.submitted).toEqual([]);
  });

  it('a refused save keeps every edit and shows the message at the field it names', async () => {
    const submitted: Record<string, JsonValue>[] = [];
    let refuse = true;
    app = renderApp(
      form(
        {
          kind: 'task',
          mode: 'create',
          onSubmit: async (values) => {
            submitted.push(values);
            if (refuse) {
              throw new HoshinError('invalid', 'the service refused the values', {
                status: 422,
                fieldErrors: { deadline: ['is in the past'], base: ['Objective is archived'] },
              });
            }
          },
        },
        recorder(),
      ),
    );
    await app.waitFor('Name');
    await app.press('Plan Q1', 'tab', 'Why', 'tab', 'tab', '2020-01-01', 'up', 'up', 'up', 'ctrl+s');
    await app.waitFor('is in the past');
    const frame = app.frame();
    expect(frame).toContain('Not saved: the service refused the values · Objective is archived');
    const lines = frame.split('\n');
    const deadline = lines.findIndex((l) => l.includes('Deadline'));
    expect(lines[deadline + 1]).toContain('✗ is in the past');
    expect(lineOf(frame, 'Name')).toContain('Plan Q1');
    expect(lineOf(frame, 'Description')).toContain('Why');
    expect(lineOf(frame, 'Deadline')).toContain('2020-01-01');
    // Fixing the field clears its message, and the next save goes through with every value.
    refuse = false;
    await app.press('ctrl+u', '2027-01-01');
    await app.waitFor((f) => !f.includes('is in the past'));
    await app.press('ctrl+s');
    await app.waitFor(() => submitted.length === 2);
    expect(submitted[1]).toEqual({ name: 'Plan Q1', description: 'Why', deadline: '2027-01-01' });
  });

  it('shows an error that is not a HoshinError on the form line and keeps the form', async () => {
    app = renderApp(
      form({ kind: 'goal', mode: 'create', onSubmit: async () => Promise.reject(new Error('connection reset')) }, recorder()),
    );
    await app.waitFor('Name');
    await app.press('Grow', 'ctrl+s');
    await app.waitFor('Not saved: connection reset');
    expect(lineOf(app.frame(), 'Name')).toContain('Grow');
  });

  it('Esc on a dirty form asks first; Enter keeps editing; Discard cancels', async () => {
    const calls = recorder();
    app = renderApp(form({ kind: 'goal', mode: 'create' }, calls));
    await app.waitFor('Name');
    await app.press('Grow', 'esc');
    await app.waitFor('Discard changes?');
    expect(app.frame()).toContain('[ Keep editing ]');
    await app.press('enter');
    await app.waitFor((f) => !f.includes('Discard changes?') && lineOf(f, 'Name').includes('Grow'));
    expect(calls.cancelled).toBe(0);
    await app.press('esc', 'tab', 'enter');
    await app.waitFor(() => calls.cancelled === 1);
  });

  it('Esc on a clean form cancels at once', async () => {
    const calls = recorder();
    app = renderApp(form({ kind: 'goal', mode: 'create' }, calls));
    await app.waitFor('Name');
    await app.press('esc');
    await app.waitFor(() => calls.cancelled === 1);
  });

  it('picks an enum value in a picker with the current value marked', async () => {
    const calls = recorder();
    app = renderApp(form({ kind: 'task', mode: 'edit', resource: { id: 4, name: 'Call', status: 'active' } }, calls));
    await app.waitFor('Edit task Call');
    await app.press('down', 'down', 'space');
    await app.waitFor('✓ current');
    expect(lineOf(app.frame(), '✓ current')).toContain('active');
    await app.press('j', 'enter');
    await app.waitFor((f) => lineOf(f, 'Status').includes('completed'));
    await app.press('ctrl+s');
    await app.waitFor(() => calls.submitted.length === 1);
    expect(calls.submitted).toEqual([{ status: 'completed' }]);
  });

  it('opens long text in the external editor and takes its text back', async () => {
    const calls = recorder();
    const given: string[] = [];
    app = renderApp(
      form(
        {
          kind: 'area',
          mode: 'edit',
          resource: { id: 1, name: 'Ops', description: 'old' },
          openEditor: async (text) => {
            given.push(text);
            return 'new\ndescription';
          },
        },
        calls,
      ),
    );
    await app.waitFor('Edit area Ops');
    await app.press('tab', 'ctrl+e');
    await app.waitFor('new↵description');
    expect(given).toEqual(['old']);
    await app.press('ctrl+s');
    await app.waitFor(() => calls.submitted.length === 1);
    expect(calls.submitted).toEqual([{ description: 'new\ndescription' }]);
  });

  it('reports dirtiness and key context on change only, even to an owner re-rendering with new callbacks', async () => {
    const reports: string[] = [];
    function Owner() {
      const [, setRenders] = useState(0);
      return form(
        {
          kind: 'task',
          mode: 'edit',
          resource: { id: 4, name: 'Call', status: 'active' },
          onDirtyChange: (dirty) => {
            reports.push(`dirty:${dirty}`);
            setRenders((n) => n + 1);
          },
          onKeyContext: (context) => {
            reports.push(`context:${context}`);
            setRenders((n) => n + 1);
          },
        },
        recorder(),
      );
    }
    app = renderApp(<Owner />);
    await app.waitFor('Edit task Call');
    await app.press('!', 'down', 'down', 'space');
    await app.waitFor('✓ current');
    await app.press('esc');
    await app.waitFor((f) => !f.includes('✓ current'));
    expect(reports).toEqual(['context:form', 'dirty:false', 'dirty:true', 'context:picker', 'context:form']);
  });

  it('scrolls the fields when they do not fit in the height', async () => {
    app = renderApp(form({ kind: 'indicator', mode: 'create', height: 8 }, recorder()));
    await app.waitFor('more');
    expect(app.frame()).toContain('↓');
    expect(app.frame()).not.toContain('Position');
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(8);
    for (let i = 0; i < 11; i++) await app.press('down');
    await app.waitFor('Position');
    expect(app.frame()).toContain('↑');
    expect(app.frame().split('\n').length).toBeLessThanOrEqual(8);
  });

  it('records a value with the small form: today by default, then the value', async () => {
    const calls = recorder();
    app = renderApp(
      form(
        {
          kind: 'indicator_history',
          mode: 'create',
          fields: ['day', 'value'],
          defaults: { day: '2026-11-22' },
          title: 'Record a value of Sales',
        },
        calls,
      ),
    );
    await app.waitFor('Record a value of Sales');
    await app.press('enter', '1,041.5', 'enter');
    await app.waitFor(() => calls.submitted.length === 1);
    expect(calls.submitted).toEqual([{ day: '2026-11-22', value: 1041.5 }]);
  });
});
