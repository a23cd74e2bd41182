// The cascade (`K`) in the console against the demo sandbox: the plans above and below, the flags by
// name and what is not known here, in the words of `hoshin cascade`, scrolled when longer than the
// screen, and refused with its reason outside a hoshin.
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

/** The frame's lines inside the pane's border, trimmed, joined by a space (a wrapped sentence reads whole). */
const paneText = (frame: string): string =>
  frame
    .split('\n')
    .filter((line) => line.startsWith('│'))
    .map((line) => line.replace(/^│|│$/g, '').trim())
    .join(' ');

/** The first line of the cascade the pane shows, from its title. */
const firstLine = (frame: string): number => Number(/lines (\d+)-/.exec(frame)?.[1]);

async function withConsole(body: (ui: TestConsole) => Promise<void>): Promise<void> {
  const ui = openConsole(sandbox);
  try {
    ui.resize(80, 24);
    await body(ui);
  } finally {
    await ui.close();
  }
}

describe('the cascade in the console', () => {
  it('shows a plant plan under its group plan, with the objectives that support nothing above flagged by name', () =>
    withConsole(async (ui) => {
      await openByPalette(ui, 'hoshin', 11);
      await ui.press('K');
      await ui.waitFor('The cascade of hoshin 11');
      await ui.waitFor((frame) => !frame.includes('reading the cascade'), 20_000);
      const first = paneText(ui.frame());
      expect(first).toContain('Above: "Nordwind Group 2026" (hoshin 13)');
      expect(first).toContain('supports nothing in the plan above: "Document standard work for every station" (objective 64)');
      // Longer than the screen: the title says which lines show, and the list keys scroll.
      expect(ui.frame()).toMatch(/lines 1-\d+ of \d+/);
      // The plan by name in the title, beside its id, when the title has room for it.
      expect(ui.frame()).toMatch(/The cascade of hoshin 11, “Hoshin 2026” \(lines 1-\d+ of \d+\)/);
      await ui.press('G');
      await ui.waitFor((frame) => paneText(frame).includes('"Build a multi-skilled workforce" (objective 72): supports nothing above'));
      const bottom = firstLine(ui.frame());
      expect(bottom).toBeGreaterThan(1);
      await ui.press('k');
      await ui.waitFor((frame) => firstLine(frame) === bottom - 1);
      await ui.press('pgup');
      await ui.waitFor((frame) => firstLine(frame) === Math.max(1, bottom - 11));
      for (const line of ui.frame().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      await ui.press('esc');
      await ui.waitFor((frame) => !frame.includes('The cascade of hoshin'));
    }));

  it('says how many child plans of the group plan are not known here, as the CLI does', () =>
    withConsole(async (ui) => {
      await openByPalette(ui, 'hoshin', 13);
      await ui.press('K');
      await ui.waitFor('The cascade of hoshin 13');
      await ui.waitFor((frame) => !frame.includes('reading the cascade'), 20_000);
      expect(paneText(ui.frame())).toContain('Below: "Hoshin 2026" (hoshin 11) (the service counts 2)');
      await ui.press('G');
      await ui.waitFor((frame) =>
        paneText(frame).includes(
          '1 of the 2 child plans the service counts is not known here (it cannot list them): their objectives are not in the flags',
        ),
      );
      const text = paneText(ui.frame());
      expect(text).toContain('Not known here:');
    }));

  it('flags the group objectives no known child objective supports', () =>
    withConsole(async (ui) => {
      await openByPalette(ui, 'hoshin', 13);
      await ui.press('K');
      await ui.waitFor((frame) => frame.includes('The cascade of hoshin 13') && !frame.includes('reading the cascade'), 20_000);
      await ui.waitFor((frame) => paneText(frame).includes('not supported by any known child objective:'));
    }));

  it('is refused outside a hoshin, saying why', () =>
    withConsole(async (ui) => {
      await ui.waitFor('companies');
      await ui.press('K');
      await ui.waitFor((frame) => frame.includes('K shows the cascade of a hoshin: select one, or something in one'));
      expect(ui.frame()).not.toContain('The cascade of hoshin');
    }));
});
