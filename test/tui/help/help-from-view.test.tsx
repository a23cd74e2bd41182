// `?` in the console opens the help at the keys of the view it was opened from, at 80x24 and
// 60x20; it still scrolls and filters, and Esc goes back to the view. The views that scroll say so
// in their footers, and `m` opens the messages from a view but is typed in a form's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { openByPalette } from '../helpers/ink.js';
import { openConsole, type TestConsole } from '../helpers/console-harness.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

async function withConsole(columns: number, rows: number, body: (ui: TestConsole) => Promise<void>): Promise<void> {
  const ui = openConsole(sandbox);
  try {
    ui.resize(columns, rows);
    await body(ui);
  } finally {
    await ui.close();
  }
}

/** The help box's rows under its title, inside the border, trimmed at the right. */
const helpRows = (frame: string): string[] => {
  const lines = frame.split('\n');
  const title = lines.findIndex((line) => line.includes('Help  ('));
  return lines
    .slice(title + 1)
    .filter((line) => line.startsWith('│'))
    .map((line) => line.replace(/^│|│$/g, '').trimEnd());
};
const helpFirst = (frame: string): number => Number(/Help {2}\((\d+)-/.exec(frame)?.[1]);
const footer = (frame: string): string => frame.split('\n').at(-1) ?? '';

async function inCascade(ui: TestConsole): Promise<void> {
  await openByPalette(ui, 'hoshin', 11);
  await ui.press('K');
  await ui.waitFor((frame) => frame.includes('The cascade of hoshin') && !frame.includes('reading the cascade'), 20_000);
}

describe('the help opened from a view', () => {
  for (const [columns, rows] of [
    [80, 24],
    [60, 20],
  ] as const) {
    it(`from the cascade at ${columns}x${rows}: the cascade's keys first, scrolls, filters, and Esc goes back`, () =>
      withConsole(columns, rows, async (ui) => {
        await inCascade(ui);
        expect(footer(ui.frame())).toMatch(/^j\/k scroll · esc close/);
        await ui.press('?');
        await ui.waitFor('Help  (');
        const shown = helpRows(ui.frame());
        expect(shown[0]).toBe('The cascade (here)');
        expect(shown[1]).toMatch(/^ {2}j\/k g\/G pgdn\/pgup +scroll: the list keys/);
        expect(shown.join('\n')).not.toMatch(/move up/);
        expect(footer(ui.frame())).toContain('j/k scroll');
        await ui.press('j');
        await ui.waitFor((frame) => helpFirst(frame) === 2);
        await ui.press('/', 'p', 'a', 'g', 'e', ' ', 'd', 'o', 'w', 'n', 'enter');
        await ui.waitFor((frame) => helpRows(frame).some((row) => /pgdn, ctrl\+f +page down/.test(row)));
        expect(helpRows(ui.frame()).join('\n')).not.toContain('The cascade');
        await ui.press('esc');
        await ui.waitFor((frame) => helpRows(frame)[0] === 'The cascade (here)');
        await ui.press('esc');
        await ui.waitFor((frame) => !frame.includes('Help  (') && frame.includes('The cascade of hoshin'));
      }));
  }

  it('from the changes list (L): its own z, the selected change, first', () =>
    withConsole(80, 24, async (ui) => {
      await ui.waitFor('companies');
      await ui.press('L');
      await ui.waitFor('Changes, newest first (');
      expect(footer(ui.frame())).toContain('j/k select');
      await ui.press('?');
      await ui.waitFor('Help  (');
      const shown = helpRows(ui.frame());
      expect(shown[0]).toBe('Changes in the journal (here)');
      expect(shown.slice(0, 4).join(' ')).toMatch(/z +undo the selected change/);
      await ui.press('esc');
      await ui.waitFor((frame) => !frame.includes('Help  (') && frame.includes('Changes, newest first ('));
    }));

  it("from the palette's help command: the keys of the view under the palette first", () =>
    withConsole(80, 24, async (ui) => {
      await ui.waitFor('companies');
      await ui.press(':', 'h', 'e', 'l', 'p', 'enter');
      await ui.waitFor('Help  (');
      expect(helpRows(ui.frame())[0]).toBe('Tree and lists (here)');
    }));
});

describe('m, the messages of this session', () => {
  it('opens from the cascade, and Esc comes back to it where it was', () =>
    withConsole(80, 24, async (ui) => {
      await inCascade(ui);
      await ui.press('j');
      await ui.waitFor((frame) => /lines 2-/.test(frame));
      await ui.press('m');
      await ui.waitFor('Messages of this session (');
      await ui.press('esc');
      await ui.waitFor((frame) => /lines 2-/.test(frame) && !frame.includes('Messages of this session ('));
    }));

  it("is typed in a form's text field", () =>
    withConsole(80, 24, async (ui) => {
      await openByPalette(ui, 'objective', Number(sandbox.store.all('objective')[0]!.id));
      await ui.press('e');
      await ui.waitFor('Edit objective');
      await ui.press('ctrl+u', 'm', 'm');
      await ui.waitFor((frame) => /Name \*\s+mm/.test(frame));
      expect(ui.frame()).not.toContain('Messages of this session (');
      await ui.press('esc');
    }));
});
