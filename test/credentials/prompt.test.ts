import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { confirm, EMPTY_LINE, editLine, promptLine, readAllStdin } from '../../source/credentials/prompt.js';

describe('editLine', () => {
  it('types, erases, clears and finishes on Enter', () => {
    let line = editLine(EMPTY_LINE, 'hunter');
    line = editLine(line, '\u007f\u007fer2');
    expect(line).toEqual({ text: 'hunter2', state: 'editing' });
    expect(editLine(line, '\u0015x\r')).toEqual({ text: 'x', state: 'done' });
  });

  it('ignores arrow keys and other escape sequences', () => {
    expect(editLine(EMPTY_LINE, 'a\u001b[Db\u001b[1;5Cc\u001bOAd\t')).toEqual({ text: 'abcd', state: 'editing' });
  });

  it('takes a pasted line up to its line break', () => {
    expect(editLine(EMPTY_LINE, 's3cr=t/+\nmore')).toEqual({ text: 's3cr=t/+', state: 'done' });
  });

  it('cancels on Ctrl-C, and on Ctrl-D only when the line is empty', () => {
    expect(editLine(editLine(EMPTY_LINE, 'abc'), '\u0003').state).toBe('cancelled');
    expect(editLine(editLine(EMPTY_LINE, 'abc'), '\u0004').state).toBe('editing');
    expect(editLine(EMPTY_LINE, '\u0004').state).toBe('cancelled');
  });
});

/** A stdin that claims to be a terminal and records raw-mode switches. */
function fakeTerminal() {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
  const withRaw = Object.assign(stdin, { setRawMode: (on: boolean) => stdin.rawModes.push(on) });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { stdin: withRaw, output, shown: () => shown };
}

describe('promptLine', () => {
  it('masks the secret: only stars reach the screen, and raw mode is switched off again', async () => {
    const terminal = fakeTerminal();
    const answer = promptLine(terminal, 'Secret: ', { masked: true });
    terminal.stdin.write('hunt');
    terminal.stdin.write('er2\u007f2\r');
    expect(await answer).toBe('hunter2');
    expect(terminal.shown()).toBe('Secret: *******\b \b*\n');
    expect(terminal.stdin.rawModes).toEqual([true, false]);
  });

  it('refuses a cancelled prompt with a usage error', async () => {
    const terminal = fakeTerminal();
    const answer = promptLine(terminal, 'App key: ');
    terminal.stdin.write('ab\u0003');
    await expect(answer).rejects.toThrow(/cancelled; nothing was saved/);
    expect(terminal.stdin.rawModes).toEqual([true, false]);
  });

  it('answers No unless told yes', async () => {
    for (const [typed, expected] of [['\r', false], ['n\r', false], ['yes please\r', false], ['y\r', true], ['YES\r', true]] as const) {
      const terminal = fakeTerminal();
      const answer = confirm(terminal, 'Store in plain text?');
      terminal.stdin.write(typed);
      expect(await answer).toBe(expected);
      expect(terminal.shown()).toContain('[y/N]');
    }
  });

  it('refuses to prompt without a terminal', async () => {
    await expect(promptLine({ stdin: new PassThrough(), output: new PassThrough() }, 'x')).rejects.toThrow(/no terminal/);
  });
});

describe('readAllStdin', () => {
  it('reads everything and drops one trailing line break', async () => {
    const stdin = new PassThrough();
    stdin.end('top secret\r\n');
    expect(await readAllStdin(stdin)).toBe('top secret');
  });
});
