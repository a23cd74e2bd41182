// The console on a real pty against a hostile service (a proxy that appends escape sequences to
// every text field of every answer): through the list, the detail pane and every field (V), the
// header, forms, dialogs, the bowling chart, the board and help, the terminal receives none of the
// injected sequences, and the screen shows them visibly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../source/sandbox/server.js';
import { injectedSequencesIn, startHostileProxy, type HostileProxy } from '../../../helpers/hostile-proxy.js';
import { spawnHoshin, type HoshinOnPty } from '../../../helpers/pty.js';

// The console's own full clear (paint.ts); the payload's ESC [2J never comes after ESC [H.
const OWN_CLEAR = '\u001B[H\u001B[2J';

let sandbox: RunningSandbox;
let proxy: HostileProxy;

beforeAll(async () => {
  sandbox = await startSandbox({ flavour: 'spec', seed: 'demo' });
  proxy = await startHostileProxy({ target: sandbox.url });
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});

const without = (text: string) => (screen: string[]) => !screen.join('\n').includes(text);

async function openByPalette(program: HoshinOnPty, what: string): Promise<void> {
  program.write(':');
  await program.waitFor('▏');
  program.write(what);
  await program.waitFor(`:${what}`);
  program.write('\r');
  await program.waitFor(`opened ${what}`);
}

describe('the console against a hostile service', () => {
  it('shows the injected text visibly in every view and sends the terminal none of its sequences', async () => {
    const program = spawnHoshin([], {
      env: { HOSHIN_BASE_URL: proxy.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret },
    });
    const seen: string[] = [];
    const look = async (expected: string | ((screen: string[]) => boolean)): Promise<void> => {
      await program.waitFor(expected);
      seen.push(program.text());
      expect(injectedSequencesIn(program.outputSince(0), [OWN_CLEAR]), program.text()).toEqual([]);
    };
    try {
      // The list (the name cut at a word: the payload is a word of it) and the detail pane, where the
      // name wraps whole, then every field.
      await look('S.L.^[]52;c;cHduZWQ=^');
      await look('\\u009b31m\\u202eev');
      program.write('V');
      await look('(every field)');
      // An objective: the header's crumbs, its detail, its edit form and the delete dialog.
      await openByPalette(program, 'objective 61');
      await look((screen) => screen[1]!.includes('Operations^[]52;c;cHduZWQ=^G^[[2J'));
      program.write('e');
      await look('Edit objective Raise overall equipment effectiveness on line 2^[]52;c;');
      program.write('\u001B');
      await look(without('Edit objective'));
      program.write('D');
      await look('Delete objective “Raise overall');
      program.write('\u001B');
      await look(without('Delete objective'));
      // A task's form: its text fields and a choice field whose value the service poisoned.
      await openByPalette(program, 'task 201');
      program.write('e');
      await look('Edit task SMED workshop');
      await look((screen) => screen.some((row) => /Feeling\s+smile\^\[\]52;c;/.test(row)));
      program.write('\u001B');
      await look(without('Edit task'));
      // The hoshin: its bowling chart, its board, help.
      await openByPalette(program, 'hoshin 11');
      program.write('b');
      await look('Bowling chart of hoshin “Hoshin 2026^[]52;c;');
      program.write('\u001B');
      await look(without('Bowling chart'));
      program.write('t');
      await look((screen) => screen.join('\n').includes('^[]52;c;') && /backlog \(\d+\)/.test(screen.join('\n')));
      program.write('\u001B');
      await look(without('backlog ('));
      program.write('?');
      await look('esc close help');
      program.write('\u001B');
      await look(without('esc close help'));
      program.write('\u0003');
      expect((await program.exited).exitCode).toBe(0);
      expect(injectedSequencesIn(program.outputSince(0), [OWN_CLEAR])).toEqual([]);
      // The visible forms of each part of the payload were on screen.
      const all = seen.join('\n');
      for (const marker of ['^[]52;c;cHduZWQ=^G', '^[[2J', '^[]0;hostile', '\\u009b31m', '\\u202eev']) expect(all).toContain(marker);
    } finally {
      program.close();
    }
  }, 120_000);
});
