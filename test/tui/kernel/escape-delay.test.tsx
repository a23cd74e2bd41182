// Ink holds a lone Esc for a moment, to tell the key from the start of an escape sequence; the
// console's key tests wait that long after an Esc (test/tui/helpers/ink.ts). If Ink changes the
// delay, this says so before the key tests fail one by one.
import { useState, type ReactElement } from 'react';
import { Text, useInput } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { INK_ESCAPE_DELAY_MS } from '../helpers/ink.js';

function Keys(): ReactElement {
  const [seen, setSeen] = useState<string[]>([]);
  useInput((input, key) => setSeen((before) => [...before, key.escape ? 'esc' : key.return ? (key.meta ? 'meta+enter' : 'enter') : input]));
  return <Text>seen: {seen.join(' ')}</Text>;
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const after = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lone Esc', () => {
  it(`reaches the console ${INK_ESCAPE_DELAY_MS} ms after it is read, and not before`, async () => {
    const ui = render(<Keys />);
    ui.stdin.write('\u001B');
    await turn();
    await turn();
    expect(ui.lastFrame()).toBe('seen:');
    await after(INK_ESCAPE_DELAY_MS + 1);
    await turn();
    expect(ui.lastFrame()).toBe('seen: esc');
    ui.unmount();
  });

  it('is read with the next key as one when that key comes sooner', async () => {
    const ui = render(<Keys />);
    ui.stdin.write('\u001B');
    await turn();
    ui.stdin.write('\r');
    await after(INK_ESCAPE_DELAY_MS + 1);
    await turn();
    expect(ui.lastFrame()).toBe('seen: meta+enter');
    ui.unmount();
  });
});
