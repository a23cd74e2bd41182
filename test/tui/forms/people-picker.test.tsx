// A person field of a form: shown by name, chosen from the company's people by typing part of a
// name, and saved as the person's id; an id typed still works.
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { JsonValue } from '../../../source/catalogue/values.js';
import type { Person } from '../../../source/domain/people-choice.js';
import { ResourceForm, type ResourceFormProps } from '../../../source/tui/forms/resource-form.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

const PEOPLE: Person[] = [
  { id: 1, name: 'Marta Ibarra' },
  { id: 2, name: 'Jonas Keller' },
  { id: 3, name: 'Aiko Tanaka' },
  { id: 4, name: 'Samuel Okafor' },
  { id: 6, name: 'Aiko Mori' },
];

function form(props: Partial<ResourceFormProps>, submitted: Record<string, JsonValue>[]): ReactElement {
  return (
    <ResourceForm
      kind="task"
      mode="edit"
      resource={{ id: 50, name: 'Call the supplier', responsible_id: 2, deadline: '2026-12-01' }}
      fields={['responsible_id', 'deadline']}
      width={80}
      height={24}
      people={PEOPLE}
      onSubmit={async (values) => void submitted.push(values)}
      onCancel={() => undefined}
      {...props}
    />
  );
}
const lineOf = (frame: string, label: string): string => frame.split('\n').find((line) => line.includes(label)) ?? '';

describe('a person field of a form', () => {
  it('shows the responsible by name, opens the people when a name is typed, narrows them, and saves the id chosen', async () => {
    const submitted: Record<string, JsonValue>[] = [];
    app = renderApp(form({}, submitted));
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('Jonas Keller (2)'));
    expect(app.frame()).toContain('type a name to choose, space lists the people, or a user id');

    await app.press('a');
    await app.waitFor((f) => f.includes('Name:') && f.includes('Aiko Tanaka') && f.includes('Aiko Mori'));
    // "a" is in Marta, Jonas and Samuel too: they follow the names that start with it.
    expect(app.frame().indexOf('Aiko Mori')).toBeLessThan(app.frame().indexOf('Marta Ibarra'));
    // The cursor is on the best match, not on the person chosen now (Jonas).
    expect(lineOf(app.frame(), 'Aiko Mori')).toContain('›');
    await app.press('i', 'k', 'o', 'space', 't');
    await app.waitFor((f) => f.includes('Aiko Tanaka') && !f.includes('Aiko Mori') && !f.includes('Jonas Keller'));
    await app.press('enter');
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('Aiko Tanaka (3)'));
    await app.press('ctrl+s');
    await app.waitFor(() => submitted.length === 1);
    expect(submitted).toEqual([{ responsible_id: 3 }]);
  });

  it('lists everyone on space, moves with the arrows, and Esc leaves the field as it was', async () => {
    const submitted: Record<string, JsonValue>[] = [];
    app = renderApp(form({}, submitted));
    await app.waitFor('Jonas Keller (2)');
    await app.press('space');
    await app.waitFor((f) => f.includes('Samuel Okafor') && f.includes('Marta Ibarra') && f.includes('current'));
    await app.press('esc');
    await app.waitFor((f) => !f.includes('Name:') && lineOf(f, 'Responsible').includes('Jonas Keller (2)'));
    await app.press('space', 'down', 'enter');
    // Sorted by name: Aiko Mori, Aiko Tanaka, Jonas Keller, ...; the cursor starts on the current one.
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('Marta Ibarra (1)'));
    await app.press('ctrl+s');
    await app.waitFor(() => submitted.length === 1);
    expect(submitted).toEqual([{ responsible_id: 1 }]);
  });

  it('still takes an id, and a name typed whole where the people are unknown is refused with why', async () => {
    const submitted: Record<string, JsonValue>[] = [];
    app = renderApp(form({ people: null }, submitted));
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('2'));
    await app.press('ctrl+u', 'A', 'i', 'k', 'o');
    await app.waitFor((f) => f.includes('not known here: give the user id'));
    expect(app.frame()).not.toContain('Name:');
    await app.press('ctrl+u', '4', 'ctrl+s');
    await app.waitFor(() => submitted.length === 1);
    expect(submitted).toEqual([{ responsible_id: 4 }]);
  });

  it('takes the names when the people arrive after the form opened', async () => {
    const submitted: Record<string, JsonValue>[] = [];
    let closed = 0;
    const onCancel = (): void => void closed++;
    app = renderApp(form({ people: null, onCancel }, submitted));
    await app.waitFor((f) => /Responsible\s+2\b/.test(f));
    app.rerender(form({ onCancel }, submitted));
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('Jonas Keller (2)'));
    await app.press('ctrl+s');
    // Nothing changed (the name shown is the same person): the form closes without a request.
    await app.waitFor(() => closed === 1);
    expect(submitted).toEqual([]);
  });
});
