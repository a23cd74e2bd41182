// The console's objective form against the demo sandbox: the parent objective is chosen by name
// from the parent plan's objectives (hoshin 11 sits under the group plan, hoshin 13), and a plan
// with no parent plan says so instead of opening an empty list.
import { describe, expect, it } from 'vitest';
import { writableFields } from '../../../source/catalogue/catalogue.js';
import { openByPalette, type RenderedApp } from '../helpers/ink.js';
import { demoSandbox } from '../helpers/console-harness.js';

const demo = demoSandbox({ each: true });

const lineOf = (frame: string, label: string): string => frame.split('\n').find((line) => line.includes(label)) ?? '';

/** Tabs from the name (the form's first field) to parent_id. */
async function focusParent(app: RenderedApp): Promise<void> {
  const others = writableFields('objective').filter((field) => field.name !== 'name');
  const tabs = others.findIndex((field) => field.name === 'parent_id') + 1;
  for (let i = 0; i < tabs; i += 1) await app.press('tab');
}

async function editObjective(app: RenderedApp, id: number): Promise<void> {
  await openByPalette(app, 'objective', id);
  await app.press('e');
  await app.waitFor('Parent objective');
  await focusParent(app);
}

describe('the parent objective picker', () => {
  it('chooses a group objective by typing part of its name, shows its name and saves its id', async () => {
    const app = demo.openApp({ fetchOnStart: false }).app;
    const store = demo.sandbox.store;
    const target = store.all('objective').find((o) => o.hoshin_id === 13 && o.name === 'Zero harm')!;
    const objective = store.all('objective').find((o) => o.hoshin_id === 11 && o.parent_id !== target.id)!;
    await editObjective(app, Number(objective.id));
    await app.waitFor((f) => f.includes('space lists the parent plan’s objectives'));
    await app.press('z', 'e', 'r');
    await app.waitFor((f) => f.includes('Name:') && f.includes('Zero harm'));
    await app.press('enter');
    await app.waitFor((f) => lineOf(f, 'Parent objective').includes(`Zero harm (${target.id})`));
    await app.press('ctrl+s');
    await app.waitFor('saved objective');
    expect(store.get('objective', Number(objective.id))!.parent_id).toBe(target.id);
  });

  it('creates an objective under a group objective chosen by name', async () => {
    const app = demo.openApp({ fetchOnStart: false }).app;
    const store = demo.sandbox.store;
    const target = store.all('objective').find((o) => o.hoshin_id === 13 && o.name === 'Right first time, on time')!;
    const area = store.all('area').find((a) => a.hoshin_id === 11)!;
    await openByPalette(app, 'area', Number(area.id));
    await app.press('n');
    await app.waitFor('New objective under area');
    await app.press(...'Fewer reworks on line 3'.split(''));
    await focusParent(app);
    await app.press('space');
    await app.waitFor((f) => f.includes('Name:') && f.includes('Zero harm'));
    await app.press('r', 'i', 'g', 'h', 't', 'enter');
    await app.waitFor((f) => lineOf(f, 'Parent objective').includes(`Right first time, on time (${target.id})`));
    await app.press('ctrl+s');
    await app.waitFor('created objective');
    const created = store.all('objective').find((o) => o.name === 'Fewer reworks on line 3')!;
    expect(created.parent_id).toBe(target.id);
  });

  it('says a plan at the top has no parent plan, and sends nothing', async () => {
    const app = demo.openApp({ fetchOnStart: false }).app;
    const group = demo.sandbox.store.all('objective').find((o) => o.hoshin_id === 13)!;
    await editObjective(app, Number(group.id));
    await app.press('space');
    await app.waitFor((f) => f.includes('has no parent plan') && f.includes('parent_id takes an'));
    expect(app.frame()).not.toContain('Name:');
    expect(demo.sandbox.store.get('objective', Number(group.id))!.parent_id ?? null).toBe(group.parent_id ?? null);
  });

  it('says when the parent plan’s objectives are not known here, and how to learn them', async () => {
    const { app, session } = demo.openApp({ fetchOnStart: false });
    const store = demo.sandbox.store;
    for (const group of store.all('objective').filter((o) => o.hoshin_id === 13)) {
      session.index.applyEvent({ type: 'gone', kind: 'objective', id: Number(group.id) });
    }
    const objective = store.all('objective').find((o) => o.hoshin_id === 11)!;
    await editObjective(app, Number(objective.id));
    await app.press('space');
    await app.waitFor((f) => f.includes('are not known here') && f.includes('open that plan once'));
    expect(app.frame()).not.toContain('Name:');
  });
});
