import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { echoEdit } from '../../source/terminal/line-echo.js';
import {
  answerKey,
  confirm,
  EMPTY_LINE,
  promptLine,
  readAllStdin,
  withQuietTerminal,
  type LineEdit,
} from '../../source/terminal/prompt.js';
import { terminalKeys } from '../../source/terminal/terminal-keys.js';

const text = (line: LineEdit) => line.input.value;

/** Raw terminal input applied to an answer as promptLine applies it: key by key, up to its end. */
function editLine(line: LineEdit, input: string): LineEdit {
  let edited = line;
  for (const key of terminalKeys(input, 'enter')) {
    if (edited.state !== 'editing') break;
    edited = answerKey(edited, key);
  }
  return edited;
}

describe('answerKey (the one line editor on raw terminal input)', () => {
  it('types, erases, clears and finishes on Enter', () => {
    let line = editLine(EMPTY_LINE, 'hunter');
    line = editLine(line, '\u007f\u007fer2');
    expect([text(line), line.state]).toEqual(['hunter2', 'editing']);
    line = editLine(line, '\u0015x\r');
    expect([text(line), line.state]).toEqual(['x', 'done']);
  });

  it('has the readline keys of the console: ctrl-a/e/k/w, alt-b/f, arrows', () => {
    expect(text(editLine(EMPTY_LINE, 'hello world\u0017\u0001X\u0005!'))).toBe('Xhello !');
    expect(text(editLine(EMPTY_LINE, 'one two three\u001bb\u001bb\u000b'))).toBe('one ');
    expect(text(editLine(EMPTY_LINE, 'ab\u001b[D\u001b[Dx\u001bf!'))).toBe('xab!');
    expect(text(editLine(EMPTY_LINE, 'abc\u001b[1;5D_'))).toBe('_abc');
  });

  it('ignores other escape sequences and tabs', () => {
    expect(text(editLine(EMPTY_LINE, 'a\u001b[Ab\u001b[15~c\u001bOAd\t'))).toBe('abcd');
  });

  it('takes a pasted line up to its line break', () => {
    const line = editLine(EMPTY_LINE, 's3cr=t/+\nmore');
    expect([text(line), line.state]).toEqual(['s3cr=t/+', 'done']);
  });

  it('cancels on Ctrl-C, and on Ctrl-D only when the line is empty (else it deletes)', () => {
    expect(editLine(editLine(EMPTY_LINE, 'abc'), '\u0003').state).toBe('cancelled');
    const kept = editLine(EMPTY_LINE, 'abc\u0002\u0004');
    expect([text(kept), kept.state]).toEqual(['ab', 'editing']);
    expect(editLine(EMPTY_LINE, '\u0004').state).toBe('cancelled');
  });
});

describe('echoEdit (what the screen is told)', () => {
  const state = (value: string, cursor = value.length) => ({ value, cursor });
  it('writes only the change at the end of the line, one star per character of a secret', () => {
    expect(echoEdit(state('ab'), state('abcd'), false)).toBe('cd');
    expect(echoEdit(state('ab'), state('abé'), true)).toBe('*');
    expect(echoEdit(state('abc'), state('a'), true)).toBe('\b\b  \b\b');
  });

  it('draws the answer again after an edit in the middle, the cursor back where it is', () => {
    // "abcd" with the cursor after "b"; ctrl-k leaves "ab".
    expect(echoEdit(state('abcd', 2), state('ab', 2), false)).toBe('\b\bab  \b\b');
    // A character inserted at the start of "bc".
    expect(echoEdit(state('bc', 0), state('abc', 1), true)).toBe('***\b\b');
  });

  it('counts wide characters as two cells', () => {
    expect(echoEdit(state('日本'), state('日'), false)).toBe('\b\b  \b\b');
  });
});

/** A stdin that claims to be a terminal and records raw-mode switches, and whether each write came in raw mode. */
function fakeTerminal(options: { terminalOutput?: boolean } = {}) {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, rawModes: [] as boolean[] });
  const withRaw = Object.assign(stdin, {
    setRawMode: (on: boolean) => {
      stdin.rawModes.push(on);
      stdin.isRaw = on;
    },
  });
  const output = Object.assign(new PassThrough(), { isTTY: options.terminalOutput === true });
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
    for (const [typed, expected] of [
      ['\r', false],
      ['n\r', false],
      ['yes please\r', false],
      ['y\r', true],
      ['YES\r', true],
    ] as const) {
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
    // A slow step between the questions (the keychain check) that ends when the test says so.
    let stepStarted!: () => void;
    const inStep = new Promise<void>((resolve) => (stepStarted = resolve));
    let endStep!: () => void;
    const stepEnded = new Promise<void>((resolve) => (endStep = resolve));
    const answers = withQuietTerminal(terminal.stdin, async () => {
      const key = await promptLine(terminal, 'App key: ');
      stepStarted();
      await stepEnded;
      return [key, await promptLine(terminal, 'Secret: ', { masked: true })];
    });
    terminal.stdin.write('k\r');
    await inStep;
    // Typed during the step: the terminal is still raw, so the secret is not echoed.
    expect(terminal.stdin.isRaw).toBe(true);
    terminal.stdin.write('s\r');
    endStep();
    expect(await answers).toEqual(['k', 's']);
    expect(terminal.shown()).toBe('App key: k\nSecret: *\n');
    expect(terminal.stdin.rawModes).toEqual([true, false]);
    expect(terminal.stdin.isRaw).toBe(false);
  });

  it('marks pastes: a pasted secret with its line breaks is one answer, never an Enter for the next question', async () => {
    const terminal = fakeTerminal({ terminalOutput: true });
    const secret = promptLine(terminal, 'Secret: ', { masked: true });
    // A paste whose line ending the terminal sent as two breaks, then a key typed after it.
    terminal.stdin.write('\u001b[200~s3cret\r\r\u001b[201~n');
    expect(await secret).toBe('s3cret');
    // Had the second break been an Enter, the next answer would be empty.
    const next = promptLine(terminal, 'Next: ');
    terminal.stdin.write('o\r');
    expect(await next).toBe('no');
    expect(terminal.shown()).toBe('Secret: \u001b[?2004h******\u001b[?2004l\nNext: \u001b[?2004hno\u001b[?2004l\n');
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
