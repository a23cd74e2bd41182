// Saves that would surprise, against the demo plan on a sandbox over loopback HTTP: saving an edit
// form that changed nothing says so and sends nothing; a second countermeasure for the same red
// month is asked about first, naming the one there is.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResourceClient } from '../../../source/core/resource.js';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';

const HOSHIN = 11;
const demo = demoSandbox({ each: true });
let ui: TestConsole;
/** What the console asked the client to create or update, as "create task" / "update objective 4". */
const writes: string[] = [];

/** The client, with every create and update written down. */
function watched(client: ResourceClient): ResourceClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'update')
        return (kind: string, id: number, values: never) => (writes.push(`update ${kind} ${id}`), target.update(kind as never, id, values));
      if (property === 'create')
        return (kind: string, parent: number | null, values: never) => (
          writes.push(`create ${kind}`),
          target.create(kind as never, parent, values)
        );
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

beforeEach(() => {
  writes.length = 0;
  ui = demo.open({ client: watched });
});

const statusLine = (): string => ui.statusText();

describe('saving an edit form that changed nothing', () => {
  it('closes the form, says nothing changed and nothing was sent, and sends nothing', async () => {
    const objective = demo.sandbox.store.all('objective')[0]!;
    await openByPalette(ui, 'objective', Number(objective.id));
    await ui.press('e');
    await ui.waitFor('Edit objective');
    await ui.press('ctrl+s');
    await ui.waitFor((frame) => !frame.includes('Edit objective'));
    await ui.waitFor(`nothing changed in objective “${String(objective.name)}”; nothing sent`.slice(0, 60));
    expect(statusLine()).toContain('; nothing sent');
    expect(writes).toEqual([]);
  });
});

describe('a second countermeasure for the same red month', () => {
  it('is asked about first, naming the one there is; keeping it creates nothing, starting another opens the form', async () => {
    await openByPalette(ui, 'hoshin', HOSHIN);
    await ui.press('b');
    await ui.waitFor('Bowling chart of hoshin');
    await ui.press('j');
    // The sentence under the chart, its wrapped rows read as one.
    await ui.waitFor((frame) => /Energy per pump \(kWh\), \w+ \d{4}: .*below the goal/.test(frame.replace(/\s*│\n│/g, ' ')));
    await ui.press('c');
    await ui.waitFor('New task under objective');
    await ui.press('ctrl+s');
    await ui.waitFor('created task “Countermeasure: Energy per pump');
    await ui.waitFor('Bowling chart of hoshin');
    const first = demo.sandbox.store.all('task').find((task) => String(task.name).startsWith('Countermeasure: Energy per pump'))!;
    expect(writes).toEqual(['create task']);

    // The same cell again: the question names the task there is, and Keep (the safe answer, focused) creates nothing.
    await ui.press('c');
    await ui.waitFor('A countermeasure for this month exists');
    expect(ui.frame()).toContain(`task ${String(first.id)} “Countermeasure: Energy`);
    expect(ui.frame()).not.toContain('New task under objective');
    await ui.press('enter');
    await ui.waitFor((frame) => !frame.includes('A countermeasure for this month exists'));
    expect(ui.frame()).not.toContain('New task under objective');
    expect(writes).toEqual(['create task']);

    // Asked again, Start another opens the prefilled form.
    await ui.press('c');
    await ui.waitFor('A countermeasure for this month exists');
    await ui.press('tab', 'enter');
    await ui.waitFor('New task under objective “Cut energy used per pump built”');
    expect(ui.frame()).toContain('Countermeasure: Energy per pump (kWh) at');
  });
});
