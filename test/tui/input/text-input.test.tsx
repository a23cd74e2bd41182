import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { Text } from 'ink';
import { TextInput } from '../../../source/tui/input/text-input.js';
import { textState, type TextState } from '../../../source/tui/input/edit-text.js';
import { renderApp, type RenderedApp } from '../helpers/ink.js';

let app: RenderedApp | undefined;
afterEach(() => app?.unmount());

function Harness({ masked = false, width = 20, keys }: { masked?: boolean; width?: number; keys: string[] }) {
  const [state, setState] = useState<TextState>(textState(''));
  return (
    <>
      <TextInput state={state} onChange={setState} onKey={(name) => keys.push(name)} width={width} masked={masked} />
      <Text>value=[{state.value}]</Text>
    </>
  );
}

describe('<TextInput>', () => {
  it('edits with readline keys and hands other keys to its owner', async () => {
    const keys: string[] = [];
    app = renderApp(<Harness keys={keys} />);
    await app.press('hello world', 'ctrl+w', 'ctrl+a', 'X', 'ctrl+e', '!');
    await app.waitFor('value=[Xhello !]');
    await app.press('enter', 'ctrl+s', 'up', 'esc');
    expect(keys).toEqual(['enter', 'ctrl+s', 'up', 'esc']);
    expect(app.frame()).toContain('value=[Xhello !]');
  });

  it('keeps up with keys that arrive before a re-render', async () => {
    app = renderApp(<Harness keys={[]} />);
    await app.press('a', 'b', 'c', 'left', 'ctrl+k', 'd');
    await app.waitFor('value=[abd]');
  });

  it('scrolls a long value and keeps the cursor in view', async () => {
    app = renderApp(<Harness keys={[]} width={10} />);
    await app.press('abcdefghijklmnopqrstuvwxyz');
    await app.waitFor('value=[abcdefghijklmnopqrstuvwxyz]');
    const line = app.frame().split('\n')[0] ?? '';
    expect(line).toContain('‹');
    expect(line).toContain('tuvwxyz');
    expect(line).not.toContain('abc');
    await app.press('home');
    await app.waitFor((f) => (f.split('\n')[0] ?? '').startsWith('abcdefgh'));
    expect(app.frame().split('\n')[0]).toContain('›');
  });

  it('masks a secret on screen', async () => {
    app = renderApp(<Harness keys={[]} masked />);
    await app.press('s3cret');
    await app.waitFor('value=[s3cret]');
    const line = app.frame().split('\n')[0] ?? '';
    expect(line).toContain('••••••');
    expect(line).not.toContain('s3cret');
  });
});
