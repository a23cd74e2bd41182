// Small terminal prompts on raw stdin: a line of text, a masked secret, a yes/no question (default No).
// Line editing is a pure function; only promptLine touches the terminal.
import type { Readable, Writable } from 'node:stream';
import { HoshinError } from '../core/errors.js';

export interface LineEdit {
  readonly text: string;
  readonly state: 'editing' | 'done' | 'cancelled';
}

export const EMPTY_LINE: LineEdit = { text: '', state: 'editing' };

/** Applies typed or pasted input; escape sequences (arrows, function keys) are ignored. */
export function editLine(line: LineEdit, input: string): LineEdit {
  let { text } = line;
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i] as string;
    if (char === '\r' || char === '\n') return { text, state: 'done' };
    if (char === '\u0003') return { text: '', state: 'cancelled' }; // Ctrl-C
    if (char === '\u0004') {
      if (text === '') return { text: '', state: 'cancelled' }; // Ctrl-D on an empty line
      continue;
    }
    if (char === '\u007f' || char === '\b') {
      text = Array.from(text).slice(0, -1).join('');
    } else if (char === '\u0015') {
      text = ''; // Ctrl-U
    } else if (char === '\u001b') {
      // Skip CSI/SS3 sequences: ESC [ params final, ESC O final.
      const next = input[i + 1];
      if (next === '[' || next === 'O') {
        i += 2;
        while (i < input.length && !/[A-Za-z~]/.test(input[i] as string)) i += 1;
      }
    } else if (char >= ' ') {
      text += char;
    }
  }
  return { text, state: 'editing' };
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

/** One key per item: escape sequences whole, so the echo follows every erase exactly. */
const KEYS = /\u001b(?:[[O][^A-Za-z~]*[A-Za-z~]?)?|[^]/gu;

/**
 * Keeps the terminal raw, echoing nothing itself, for the whole of `work`: a conversation of
 * questions (between two of them a keychain check can take seconds, and a secret typed ahead
 * would be echoed in clear), or an Ink screen (Ink takes the keys only once the effects of its
 * first render have run). Line mode comes back however the work ends.
 */
export async function withQuietTerminal<T>(stdin: RawInput, work: () => Promise<T>): Promise<T> {
  if (!canPrompt(stdin) || stdin.isRaw === true) return work();
  stdin.setRawMode?.(true);
  try {
    return await work();
  } finally {
    stdin.setRawMode?.(false);
  }
}

/** Asks one question; with `masked` each typed character shows as `*` and nothing else is echoed. */
export async function promptLine(io: PromptIo, question: string, options: { masked?: boolean } = {}): Promise<string> {
  const { stdin, output } = io;
  if (!canPrompt(stdin)) throw new HoshinError('usage', 'no terminal to ask on');
  // Raw before the question shows: a key typed as soon as it appears is never echoed by the terminal.
  const wasRaw = stdin.isRaw === true;
  if (!wasRaw) stdin.setRawMode?.(true);
  output.write(question);
  stdin.setEncoding('utf8');
  stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let line = EMPTY_LINE;
      const onData = (chunk: string | Buffer): void => {
        const keys = chunk.toString().match(KEYS) ?? [];
        let used = 0;
        while (used < keys.length && line.state === 'editing') {
          const before = Array.from(line.text).length;
          line = editLine(line, keys[used] as string);
          used += 1;
          const after = Array.from(line.text).length;
          if (line.state === 'cancelled') break;
          if (after > before) output.write(options.masked ? '*'.repeat(after - before) : Array.from(line.text).slice(before).join(''));
          if (after < before) output.write('\b \b'.repeat(before - after));
        }
        if (line.state === 'editing') return;
        stdin.off('data', onData);
        stdin.off('end', onEnd);
        // Keys typed after Enter belong to the next question: give them back (paused first, or a
        // flowing stream would hand them straight to no listener).
        stdin.pause();
        if (line.state === 'done' && used < keys.length) stdin.unshift(keys.slice(used).join(''));
        output.write('\n');
        if (line.state === 'done') resolve(line.text);
        else reject(new HoshinError('usage', 'cancelled; nothing was saved'));
      };
      const onEnd = (): void => {
        stdin.off('data', onData);
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
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}
