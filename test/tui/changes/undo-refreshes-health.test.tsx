// `z` in the tree: the plan health in the header is the service's again once the undo is done, as it
// is after the change it undid, without a refresh (r) first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { openConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

const healthLine = (frame: string): string => frame.split('\n').find((line) => line.startsWith('health ')) ?? '';

describe('undo and the plan health', () => {
  it('shows the hoshin’s health as the service computes it after the undo', async () => {
    const ui = openConsole(sandbox);
    try {
      ui.resize(80, 24);
      await openByPalette(ui, 'hoshin', 11);
      await ui.waitFor((frame) => healthLine(frame) !== '');
      const before = healthLine(ui.frame());

      await ui.press('t');
      await ui.waitFor('on the board');
      await ui.press('>');
      await ui.waitFor('moved task');
      await ui.waitFor((frame) => healthLine(frame) !== before);
      await ui.press('esc');
      await ui.waitFor((frame) => !frame.includes('on the board'));

      await ui.press('z');
      await ui.waitFor('This sends:');
      await ui.press('tab');
      await ui.waitFor('[ Undo ]');
      await ui.press('enter');
      await ui.waitFor('undid ');
      // No r: the undo itself reads the figures the service derives again.
      await ui.waitFor((frame) => healthLine(frame) === before);
      expect(healthLine(ui.frame())).toBe(before);
    } finally {
      await ui.close();
    }
  }, 60_000);
});
