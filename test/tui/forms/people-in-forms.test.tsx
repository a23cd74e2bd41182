// The console's forms against a real sandbox: the board's `e` on a task shows its responsible by
// name, once the company's people are read, and saves the person chosen by typing a name.
import { describe, expect, it } from 'vitest';
import { openByPalette, type RenderedApp } from '../helpers/ink.js';
import { demoSandbox } from '../helpers/console-harness.js';

const demo = demoSandbox();

function open(): RenderedApp {
  return demo.openApp({ fetchOnStart: false }).app;
}

const lineOf = (frame: string, label: string): string => frame.split('\n').find((line) => line.includes(label)) ?? '';

describe('people in the console’s forms', () => {
  it('the board’s e names the responsible and takes a new one chosen by typing part of a name', async () => {
    const app = open();
    const task = demo.sandbox.store.all('task').find((t) => t.status === 'active' && t.responsible_id !== 3)!;
    const before = demo.sandbox.store.users().find((user) => user.id === task.responsible_id)!;
    await openByPalette(app, 'task', Number(task.id));
    await app.press('t');
    await app.waitFor('▸ active');
    await app.press('e');
    await app.waitFor((f) => lineOf(f, 'Responsible').includes(`${before.name} (${before.id})`));
    await app.press('tab');
    await app.waitFor((f) => f.includes('type a name to choose'));
    await app.press('t', 'a', 'n');
    await app.waitFor((f) => f.includes('Name:') && f.includes('Aiko Tanaka'));
    await app.press('enter');
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('Aiko Tanaka (3)'));
    await app.press('ctrl+s');
    await app.waitFor('saved task');
    expect(demo.sandbox.store.get('task', Number(task.id))!.responsible_id).toBe(3);
  });
});
