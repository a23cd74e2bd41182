// The one-line input as its owners (form-state, the login, the delete dialog) use it: editing keys go
// through editText, every other key stays with the owner (isEditingKey), and <TextInputView> draws
// the state that is left.
import { afterEach, describe, expect, it } from 'vitest';
import { TextInputView } from '../../../../source/tui/kernel/input/text-input.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../../../source/terminal/edit-text.js';
import { editKeysFor } from '../../../../source/tui/kernel/input/keys.js';
import { renderApp, type RenderedApp } from '../../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

/** Applies keys as an owner does: edits to the text, the rest (enter, esc, ctrl+s...) handed back. */
function typeInto(state: TextState, keys: readonly EditKey[]): { state: TextState; handed: EditKey[] } {
  const handed: EditKey[] = [];
  for (const key of keys) {
    if (isEditingKey(key)) state = editText(state, key);
    else handed.push(key);
  }
  return { state, handed };
}

/** A letter or a paste typed into the terminal. */
const typed = (text: string): EditKey => ({ text });

function show(state: TextState, options: { width?: number; masked?: boolean } = {}): string {
  const view = <TextInputView state={state} width={options.width ?? 20} focused masked={options.masked ?? false} />;
  if (app) app.rerender(view);
  else app = renderApp(view);
  return app.frame().split('\n')[0] ?? '';
}

describe('the text input (editText + <TextInputView>)', () => {
  it('edits with readline keys and hands other keys to its owner', async () => {
    let run = typeInto(textState(''), [typed('hello world'), 'ctrl+w', 'ctrl+a', typed('X'), 'ctrl+e', typed('!')]);
    expect(run.state.value).toBe('Xhello !');
    expect(run.handed).toEqual([]);
    run = typeInto(run.state, ['enter', 'ctrl+s', 'up', 'esc']);
    expect(run.handed).toEqual(['enter', 'ctrl+s', 'up', 'esc']);
    expect(run.state.value).toBe('Xhello !');
    show(run.state);
    await app!.waitFor('Xhello !');
  });

  it('keeps up with keys that arrive together in one read', () => {
    // "abc" in one read, Left, then ctrl+k and "d" in one read, split the way App and the login split them.
    const keys = [...editKeysFor('abc', {}), 'left', ...editKeysFor('\u000Bd', {})];
    expect(keys).toEqual([typed('abc'), 'left', 'ctrl+k', typed('d')]);
    expect(typeInto(textState(''), keys).state.value).toBe('abd');
  });

  it('scrolls a long value and keeps the cursor in view', async () => {
    let state = typeInto(textState(''), [typed('abcdefghijklmnopqrstuvwxyz')]).state;
    expect(state.value).toBe('abcdefghijklmnopqrstuvwxyz');
    show(state, { width: 10 });
    await app!.waitFor('tuvwxyz');
    const line = app!.frame().split('\n')[0] ?? '';
    expect(line).toContain('‹');
    expect(line).toContain('tuvwxyz');
    expect(line).not.toContain('abc');
    state = typeInto(state, ['home']).state;
    show(state, { width: 10 });
    await app!.waitFor((f) => (f.split('\n')[0] ?? '').startsWith('abcdefgh'));
    expect(app!.frame().split('\n')[0]).toContain('›');
  });

  it('masks a secret on screen', async () => {
    const state = typeInto(textState(''), [typed('s3cret')]).state;
    expect(state.value).toBe('s3cret');
    show(state, { masked: true });
    await app!.waitFor('••••••');
    const line = app!.frame().split('\n')[0] ?? '';
    expect(line).toContain('••••••');
    expect(line).not.toContain('s3cret');
  });
});
