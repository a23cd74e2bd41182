// Keys typed in the few milliseconds after the first frame, before the features' lazy modules are
// in (source/tui/kernel/lazy-module.ts): kept, then handled once they are, in the order typed;
// ctrl-c quits at once all the same.
import { describe, expect, it } from 'vitest';
import type { LazyModules } from '../../../source/tui/kernel/lazy-module.js';
import { demoSandbox } from '../helpers/console-harness.js';
import { pollUntil } from '../../helpers/wait.js';

/** The requests the sandbox answered, one line each. */
const requests: string[] = [];
const demo = demoSandbox({ log: (line) => requests.push(line) });

/** Lazy modules that come in only when the test says (the setup has loaded the real ones). */
function heldBack(): { readonly modules: LazyModules; readonly asked: () => number; readonly release: () => void } {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let loaded = false;
  let asked = 0;
  return {
    modules: {
      loaded: () => loaded,
      load: () => {
        asked += 1;
        return arrived.then(() => {
          loaded = true;
        });
      },
    },
    asked: () => asked,
    release: () => release(),
  };
}

describe('keys typed before the lazy modules are in', () => {
  it('wait for them, then are handled in the order typed, none lost', async () => {
    const held = heldBack();
    const ui = demo.open({ lazyModules: held.modules });
    await ui.waitFor('Nordwind');
    await ui.idle();
    const first = ui.frame();
    // `/` opens the tree's filter; what follows is typed into it (the query runs through find-known, a lazy module).
    await ui.press('/', 'N', 'o', 'r', 'd');
    await ui.idle();
    expect(ui.frame()).toBe(first);
    expect(held.asked()).toBe(1);
    held.release();
    await ui.waitFor('/Nord▏');
    // Typed after they came in: handled at once, after the held ones.
    await ui.press('w');
    await ui.waitFor('/Nordw▏');
  });

  it('ctrl-c quits at once, without them', async () => {
    const held = heldBack();
    const ui = demo.open({ lazyModules: held.modules });
    await ui.waitFor('Nordwind');
    await ui.press('j', 'ctrl+c');
    expect(ui.exits).toEqual([{ type: 'quit' }]);
  });

  it('stop at a q among them: the keys typed after it are not handled once the console has quit', async () => {
    const held = heldBack();
    const ui = demo.open({ lazyModules: held.modules });
    await ui.waitFor('Nordwind');
    await ui.idle();
    const before = requests.length;
    // q quits; r (refresh) and a second q come after it, as they would have to a console that had quit.
    await ui.press('q', 'r', 'q');
    held.release();
    await pollUntil(() => ui.exits.length > 0, 'the console quit');
    await ui.idle();
    expect(ui.exits).toEqual([{ type: 'quit' }]);
    expect(requests.slice(before)).toEqual([]);
  });
});
