import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { confirm, EMPTY_LINE, editLine, promptLine, readAllStdin, withQuietTerminal } from '../../source/credentials/prompt.js';

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

/** A stdin that claims to be a terminal and records raw-mode switches, and whether each write came in raw mode. */
function fakeTerminal() {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, rawModes: [] as boolean[] });
  const withRaw = Object.assign(stdin, {
    setRawMode: (on: boolean) => {
      stdin.rawModes.push(on);
      stdin.isRaw = on;
    },
  });
  const output = new PassThrough();
  let shown = '';
  const writtenRaw: boolean[] = [];
  const write = output.write.bind(output) as (chunk: string) => boolean;
  output.write = ((chunk: string) => {
    writtenRaw.push(stdin.isRaw);
    return write(chunk);
  }) as typeof output.write;
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { stdin: withRaw, output, shown: () => shown, writtenRaw };
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

  it('takes the terminal raw before the question shows, so no key typed at once is echoed by it', async () => {
    const terminal = fakeTerminal();
    const answer = promptLine(terminal, 'App key: ');
    terminal.stdin.write('k\r');
    await answer;
    expect(terminal.writtenRaw[0]).toBe(true);
  });

  it('keeps keys typed after Enter for the next question, in order', async () => {
    const terminal = fakeTerminal();
    terminal.stdin.write('key\ry\rsec');
    expect(await promptLine(terminal, 'App key: ')).toBe('key');
    expect(await confirm(terminal, 'Plain text?')).toBe(true);
    const secret = promptLine(terminal, 'Secret: ', { masked: true });
    terminal.stdin.write('ret\r');
    expect(await secret).toBe('secret');
    expect(terminal.shown()).toBe('App key: key\nPlain text? [y/N] y\nSecret: ******\n');
  });

  it('stays raw for a whole conversation: nothing typed between two questions is echoed', async () => {
    const terminal = fakeTerminal();
    const answers = withQuietTerminal(terminal.stdin, async () => {
      const key = await promptLine(terminal, 'App key: ');
      // A slow step between the questions (the keychain check): the terminal must stay raw.
      expect(terminal.stdin.isRaw).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return [key, await promptLine(terminal, 'Secret: ', { masked: true })];
    });
    terminal.stdin.write('k\rs\r');
    expect(await answers).toEqual(['k', 's']);
    expect(terminal.stdin.rawModes).toEqual([true, false]);
    expect(terminal.stdin.isRaw).toBe(false);
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
