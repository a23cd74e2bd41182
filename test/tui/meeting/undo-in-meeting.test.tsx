// `z` in the review meeting: the decision taken back, and the walk shows the item as the service
// now holds it at once, not only after the next key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { pollUntil } from '../../helpers/wait.js';
import { openConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

const meetingAt = (frame: string): number => Number(/· (\d+) of \d+/.exec(frame)?.[1]);

describe('undo in the review meeting', () => {
  it('shows the month unrecorded again as soon as the recorded value is undone', async () => {
    const ui = openConsole(sandbox);
    try {
      ui.resize(80, 24);
      await openByPalette(ui, 'hoshin', 11);
      await ui.press('M');
      await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame), 45_000);
      await ui.press('enter');
      await ui.waitFor('· 1 of ');
      for (let step = 0; step < 20 && !ui.frame().includes('no value recorded for'); step += 1) {
        const at = meetingAt(ui.frame());
        await ui.press('n');
        await pollUntil(() => meetingAt(ui.frame()) !== at, 'the next item');
      }
      await ui.waitFor('no value recorded for');
      const name = /! (.+?): no value recorded for/.exec(ui.frame())?.[1];
      expect(name, ui.frame()).toBeDefined();
      const before = sandbox.store.all('indicator_history').length;

      await ui.press('v', '4', '2', 'enter');
      await pollUntil(() => sandbox.store.all('indicator_history').length === before + 1, 'the value recorded');
      await ui.waitFor((frame) => !frame.includes('no value recorded for'));

      await ui.press('z');
      await ui.waitFor('This sends:');
      await ui.press('tab');
      await ui.waitFor('[ Undo ]');
      await ui.press('enter');
      await pollUntil(() => sandbox.store.all('indicator_history').length === before, 'the value deleted');
      // No further key: the walk is gathered again when the undo is done.
      await ui.waitFor((frame) => frame.includes(`${name}: no value recorded for`));
    } finally {
      await ui.close();
    }
  }, 90_000);
});
