// Small terminal prompts on raw stdin, edited by the one line editor (edit-text.ts).
import { readInput } from './bounded-input.js';
import type { Readable, Writable } from 'node:stream';
import { HoshinError } from '../core/errors.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from './edit-text.js';
import { PASTE_MARKS_OFF, PASTE_MARKS_ON, TerminalKeyReader } from './terminal-keys.js';
import { echoEdit } from './line-echo.js';

export interface LineEdit {
  readonly input: TextState;
  readonly state: 'editing' | 'done' | 'cancelled';
}

export const EMPTY_LINE: LineEdit = { input: textState(''), state: 'editing' };

/** One key of an answer: Enter ends it, ctrl-c (and ctrl-d on an empty line) cancels, readline keys edit. */
export function answerKey(line: LineEdit, key: EditKey): LineEdit {
  if (line.state !== 'editing') return line;
  if (key === 'enter') return { ...line, state: 'done' };
  if (key === 'ctrl+c') return { input: textState(''), state: 'cancelled' };
  if (key === 'ctrl+d' && line.input.value === '') return { ...line, state: 'cancelled' };
  return isEditingKey(key) ? { ...line, input: editText(line.input, key) } : line;
}

type RawInput = Readable & { isTTY?: boolean; isRaw?: boolean; setRawMode?: (on: boolean) => unknown };

export interface PromptIo {
  readonly stdin: RawInput;
  /** Where the question goes: the terminal (stderr, so stdout stays for results). */
  readonly output: Writable;
}

export function canPrompt(stdin: RawInput): boolean {
  return stdin.isTTY === true && typeof stdin.setRawMode === 'function';
}

/** Raw for the whole conversation, so a secret typed ahead is never echoed in clear; line mode comes back however it ends. */
export async function withQuietTerminal<T>(stdin: RawInput, work: () => Promise<T>): Promise<T> {
  if (!canPrompt(stdin) || stdin.isRaw === true) return work();
  stdin.setRawMode?.(true);
  try {
    return await work();
  } finally {
    stdin.setRawMode?.(false);
  }
}

function isTerminal(output: Writable): boolean {
  return (output as Writable & { isTTY?: boolean }).isTTY === true;
}

/** With `masked` each character shows as `*`; keys typed after Enter are left for the next question. */
export async function promptLine(io: PromptIo, question: string, options: { masked?: boolean } = {}): Promise<string> {
  const { stdin, output } = io;
  if (!canPrompt(stdin)) throw new HoshinError('usage', 'no terminal to ask on');
  // Raw before the question shows: a key typed as soon as it appears is never echoed by the terminal.
  const wasRaw = stdin.isRaw === true;
  if (!wasRaw) stdin.setRawMode?.(true);
  const marks = isTerminal(output);
  output.write(marks ? `${question}${PASTE_MARKS_ON}` : question);
  stdin.setEncoding('utf8');
  stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      const reader = new TerminalKeyReader('enter');
      let line = EMPTY_LINE;
      const onData = (chunk: string | Buffer): void => {
        const keys = reader.read(chunk.toString());
        let used = 0;
        while (used < keys.length && line.state === 'editing') {
          const { key } = keys[used] as (typeof keys)[number];
          used += 1;
          if (key === null) continue;
          const next = answerKey(line, key);
          if (next.state === 'editing') output.write(echoEdit(line.input, next.input, options.masked === true));
          line = next;
        }
        if (line.state === 'editing') return;
        stdin.off('data', onData);
        stdin.off('end', onEnd);
        // Paused first, or a flowing stream would hand them straight to no listener.
        stdin.pause();
        const leftover = line.state === 'done' ? reader.leftover(keys.slice(used)) : '';
        if (leftover !== '') stdin.unshift(leftover);
        output.write(marks ? `${PASTE_MARKS_OFF}\n` : '\n');
        if (line.state === 'done') resolve(line.input.value);
        else reject(new HoshinError('usage', 'cancelled; nothing was saved'));
      };
      const onEnd = (): void => {
        stdin.off('data', onData);
        if (marks) output.write(PASTE_MARKS_OFF);
        reject(new HoshinError('usage', 'input ended; nothing was saved'));
      };
      stdin.on('data', onData);
      stdin.once('end', onEnd);
    });
  } finally {
    if (!wasRaw) stdin.setRawMode?.(false);
    stdin.pause();
  }
}

/** A yes/no question whose default (Enter, anything else) is No. */
export async function confirm(io: PromptIo, question: string): Promise<boolean> {
  const answer = await promptLine(io, `${question} [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}

/** The whole of a piped stdin, minus one trailing line break (for --secret-stdin). */
export async function readAllStdin(stdin: Readable): Promise<string> {
  return (await readInput('-', stdin, 'standard input', 'secret')).toString('utf8').replace(/\r?\n$/, '');
}
