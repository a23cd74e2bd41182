// The scroll keys a context inherits from the kernel: a view that declares it scrolls (`scrolls`)
// gets the move keys from the key table, first in its help and footer, each kept within 0..max;
// the view binds none of them by hand.
import { describe, expect, it } from 'vitest';
import type { Binding, Feature, RouteFacts } from '../../../source/tui/kernel/feature.js';
import { buildKeyTable } from '../../../source/tui/kernel/key-table.js';
import { PAGE_MOVES } from '../../../source/tui/kernel/list-keys.js';
import { VIEW_KEYS } from '../../../source/tui/kernel/shared-keys.js';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { initialConsoleState, type ConsoleAction } from '../../../source/tui/kernel/console-store.js';

const providers: Feature = {
  name: 'providers',
  provides: { palette: { step: () => ({ type: 'close-overlays' }) }, help: { step: () => ({ type: 'pop-overlay' }) } },
};
const own: Binding = { action: 'scratch-go', keys: ['x'], description: 'go', hint: 1, context: 'scratch', primary: true };
// A scratch view's scroll as an action the test can read back: how far, and the farthest.
const scrolled = (delta: number, max: number): ConsoleAction => ({ type: 'status', status: { text: `${delta}/${max}`, tone: 'info' } });
const scratch: Feature = {
  name: 'scratch',
  contexts: [
    {
      name: 'scratch',
      title: 'Scratch',
      inherits: VIEW_KEYS.filter((name) => name !== 'messages'),
      scrolls: { moves: PAGE_MOVES, page: 4, max: () => 10, to: scrolled, word: 'select' },
    },
  ],
  bindings: [own],
};
const press = (binding: Binding | undefined, facts: RouteFacts = {}) =>
  binding?.step?.({
    state: initialConsoleState({ readOnly: false, pageSize: 10 }),
    name: '',
    input: '',
    key: {},
    action: binding.action,
    facts,
    line: undefined,
  });

describe('the scroll keys a context inherits', () => {
  it('a view that scrolls has the moves first, then the shared keys after its last move, then its own', () => {
    const table = buildKeyTable([providers, scratch]);
    expect(table.bindingsOf('scratch').map((binding) => binding.action)).toEqual([
      'move-up',
      'move-down',
      'move-top',
      'move-bottom',
      'page-up',
      'page-down',
      'palette',
      'help',
      'scratch-go',
      'close-view',
    ]);
    // Down stands for the pair in the footer, in the view's word.
    expect(table.bindingOf('move-down', 'scratch')).toMatchObject({ short: 'select', footerKeys: ['j', 'k'] });
  });

  it('each move goes its way, a page as far as the view says, the ends to 0 and the farthest', () => {
    const table = buildKeyTable([providers, scratch]);
    const go = (key: string) => press(table.bindingFor('scratch', key));
    expect(go('j')).toEqual(scrolled(1, 10));
    expect(go('k')).toEqual(scrolled(-1, 10));
    expect(go('pgdn')).toEqual(scrolled(4, 10));
    expect(go('G')).toEqual(scrolled(11, 10));
    expect(go('g')).toEqual(scrolled(-11, 10));
  });

  it("the console's scrolled views (help, messages, changes, cascade, meeting) bind their moves through the kernel", () => {
    for (const name of ['help', 'messages', 'changes', 'cascade', 'meeting']) {
      const context = KEY_TABLE.context(name);
      expect(context?.scrolls, name).toBeDefined();
      expect(KEY_TABLE.bindingsOf(name)[0]?.action, name).toBe('move-up');
    }
  });
});
