// The shared keys a context inherits from the kernel: a view declares only its own keys and gets
// `:`, `?`, Esc and `m` from the key table, handled by the feature that provides each; a view that
// takes one of their keys, or inherits a key no feature provides, is refused when the table is built.
import { describe, expect, it } from 'vitest';
import type { Binding, Feature } from '../../../source/tui/kernel/feature.js';
import { buildKeyTable } from '../../../source/tui/kernel/key-table.js';
import { MOVE_DOWN, MOVE_UP } from '../../../source/tui/kernel/list-keys.js';
import { VIEW_KEYS } from '../../../source/tui/kernel/shared-keys.js';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { initialConsoleState } from '../../../source/tui/kernel/console-store.js';

const providers: Feature = {
  name: 'providers',
  provides: {
    palette: { step: () => ({ type: 'close-overlays' }) },
    help: { step: () => ({ type: 'pop-overlay' }) },
    messages: { step: () => ({ type: 'pop-overlay' }) },
  },
};
const own: Binding = { action: 'scratch-go', keys: ['x'], description: 'go', hint: 1, context: 'scratch', primary: true };
const scratch = (bindings: readonly Binding[] = [own]): Feature => ({
  name: 'scratch',
  contexts: [{ name: 'scratch', title: 'Scratch', inherits: VIEW_KEYS }],
  bindings: [{ ...MOVE_UP, context: 'scratch' }, { ...MOVE_DOWN, context: 'scratch' }, ...bindings],
});
const press = (binding: Binding | undefined) =>
  binding?.step?.({
    state: initialConsoleState({ readOnly: false, pageSize: 10 }),
    name: '',
    input: '',
    key: {},
    action: binding.action,
    facts: {},
    line: undefined,
  });

describe('the shared keys a context inherits', () => {
  it('a view that declares one key of its own has the palette, help, close and messages too, after its moves', () => {
    const table = buildKeyTable([providers, scratch()]);
    expect(table.bindingsOf('scratch').map((binding) => binding.action)).toEqual([
      'move-up',
      'move-down',
      'palette',
      'help',
      'scratch-go',
      'close-view',
      'messages',
    ]);
    expect(press(table.bindingFor('scratch', ':'))).toEqual({ type: 'close-overlays' });
    // Close is the kernel's: the view on top goes; `m` in a view is in the help only, never its footer.
    expect(press(table.bindingFor('scratch', 'esc'))).toEqual({ type: 'pop-overlay' });
    expect(table.bindingOf('messages', 'scratch')?.hint).toBe('help');
  });

  it('a view that binds a key of an inherited one, or inherits a key no feature provides, is refused', () => {
    expect(() => buildKeyTable([providers, scratch([{ ...own, keys: ['q'] }])])).toThrow(
      'scratch: scratch-go takes a key of the inherited close',
    );
    expect(() => buildKeyTable([scratch()])).toThrow('scratch inherits palette: no feature provides it');
  });

  it('no view of the console binds a shared key by hand: each one it has, it inherits', () => {
    for (const context of KEY_TABLE.contexts) {
      const inherits: readonly string[] = context.inherits ?? [];
      for (const binding of KEY_TABLE.bindingsOf(context.name).filter((b) => b.shared && context.name !== 'tree'))
        expect(inherits, `${context.name}:${binding.action}`).toContain(binding.action === 'close-view' ? 'close' : binding.action);
    }
  });
});
