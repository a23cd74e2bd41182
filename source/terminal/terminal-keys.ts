// A raw terminal read as the keys a person pressed, for the one line editor. Pure, no Ink: the CLI's prompts use it too.
import type { EditKey } from './edit-text.js';

/** `enter`: a line break ends the answer; `text`: a line break or tab that came with other text stays text (forms). */
export type LineBreaks = 'enter' | 'text';

export interface ReadKey {
  /** The key, or null for bytes that mean nothing here (paste markers, stray control bytes). */
  readonly key: EditKey | null;
  /** The bytes it was read from, to give back what one question did not use. */
  readonly raw: string;
  readonly pasted: boolean;
}

export const PASTE_START = '\u001b[200~';
export const PASTE_END = '\u001b[201~';
/** Asks the terminal to mark pastes (bracketed paste mode), and to stop. */
export const PASTE_MARKS_ON = '\u001b[?2004h';
export const PASTE_MARKS_OFF = '\u001b[?2004l';

const ESC = '\u001b';
const FINAL_NAMES: Readonly<Record<string, string>> = {
  A: 'up',
  B: 'down',
  C: 'right',
  D: 'left',
  H: 'home',
  F: 'end',
  Z: 'shift+tab',
};
const TILDE_NAMES: Readonly<Record<string, string>> = {
  '1': 'home',
  '7': 'home',
  '4': 'end',
  '8': 'end',
  '3': 'delete',
  '5': 'pgup',
  '6': 'pgdn',
};

/** A CSI sequence's key: ctrl or alt with left/right moves by words, as readline does. */
function csiName(params: string, final: string): string | null {
  if (final === '~') return TILDE_NAMES[params.split(';')[0] ?? ''] ?? null;
  const name = FINAL_NAMES[final];
  if (!name) return null;
  const modifier = params.split(';')[1];
  if (modifier !== undefined && modifier !== '1' && (name === 'left' || name === 'right')) return name === 'left' ? 'meta+b' : 'meta+f';
  return name;
}

/** The name of a control byte (\x01..\x1a as ctrl+letter), or null. Line breaks and tabs are the caller's. */
function controlName(character: string): string | null {
  const code = character.charCodeAt(0);
  if (code === 0x7f || code === 0x08) return 'backspace';
  if (code >= 1 && code <= 26) return `ctrl+${String.fromCharCode(code + 96)}`;
  return null;
}

type Token = { readonly key: EditKey | null; readonly length: number } | 'incomplete';

/** The escape sequence at `at` (input[at] is ESC). */
function escapeToken(input: string, at: number): Token {
  const next = input[at + 1];
  // A terminal writes a sequence whole: an Esc that ends a read is the Esc key.
  if (next === undefined) return { key: 'esc', length: 1 };
  if (next === '[') {
    const match = /^\u001b\[([0-9;?]*)([ -/]*)([@-~])/.exec(input.slice(at));
    if (match) return { key: csiName(match[1] as string, match[3] as string), length: match[0].length };
    return /^\u001b\[[0-9;?]*[ -/]*$/.test(input.slice(at)) ? 'incomplete' : { key: null, length: 2 };
  }
  if (next === 'O') {
    const final = input[at + 2];
    if (final === undefined) return 'incomplete';
    return { key: FINAL_NAMES[final] ?? null, length: 3 };
  }
  if (next === '\u007f' || next === '\b') return { key: 'meta+backspace', length: 2 };
  if (next >= ' ' && next !== ESC) return { key: `meta+${next.toLowerCase()}`, length: 2 };
  return { key: 'esc', length: 1 };
}

/** Sequences and pastes may span reads; a pasted "secret\r\n" ends one answer, never the next question's too. */
export class TerminalKeyReader {
  private pending = '';
  private pasting = false;
  /** The last key was a pasted line break: more breaks of that paste are the same one. */
  private pastedBreak = false;

  constructor(private readonly lineBreaks: LineBreaks) {}

  read(chunk: string): ReadKey[] {
    const input = this.pending + chunk;
    this.pending = '';
    const keys: ReadKey[] = [];
    let text = '';
    let textRaw = '';
    const flush = (): void => {
      if (textRaw !== '') keys.push({ key: { text }, raw: textRaw, pasted: this.pasting });
      if (textRaw !== '') this.pastedBreak = false;
      text = '';
      textRaw = '';
    };
    const push = (key: EditKey | null, raw: string): void => {
      flush();
      keys.push({ key, raw, pasted: this.pasting });
      this.pastedBreak = false;
    };
    let at = 0;
    while (at < input.length) {
      const character = input[at] as string;
      if (character === ESC) {
        if (input.startsWith(PASTE_START, at) || input.startsWith(PASTE_END, at)) {
          flush();
          const starting = input.startsWith(PASTE_START, at);
          keys.push({ key: null, raw: input.slice(at, at + PASTE_START.length), pasted: true });
          this.pasting = starting;
          this.pastedBreak = false;
          at += PASTE_START.length;
          continue;
        }
        const token = escapeToken(input, at);
        if (token === 'incomplete') {
          flush();
          this.pending = input.slice(at);
          return keys;
        }
        push(token.key, input.slice(at, at + token.length));
        at += token.length;
        continue;
      }
      if (character === '\r' || character === '\n') {
        const breaks = this.pasting ? /^[\r\n]+/ : /^(\r\n|\r|\n)/;
        const raw = (breaks.exec(input.slice(at)) as RegExpExecArray)[0];
        if (this.lineBreaks === 'enter') {
          flush();
          const again = this.pasting && this.pastedBreak;
          push(again ? null : 'enter', raw);
          this.pastedBreak = this.pasting;
        } else {
          text += raw;
          textRaw += raw;
        }
        at += raw.length;
        continue;
      }
      if (character === '\t') {
        if (this.lineBreaks === 'enter') push('tab', character);
        else {
          text += character;
          textRaw += character;
        }
        at += 1;
        continue;
      }
      const code = character.charCodeAt(0);
      if (code < 0x20 || code === 0x7f) {
        push(controlName(character), character);
        at += 1;
        continue;
      }
      const point = String.fromCodePoint(input.codePointAt(at) as number);
      text += point;
      textRaw += point;
      at += point.length;
    }
    flush();
    return keys;
  }

  /** The bytes of the keys a question did not use, re-marked as a paste when read inside one. */
  leftover(unused: readonly ReadKey[]): string {
    const insidePaste = unused.length > 0 ? (unused[0] as ReadKey).pasted && !unused[0]?.raw.startsWith(PASTE_START) : this.pasting;
    const raw = unused.map((key) => key.raw).join('') + this.pending;
    if (raw === '' && !insidePaste) return '';
    return `${insidePaste ? PASTE_START : ''}${raw}`;
  }
}

/** Every key of one piece of raw input (a reader that starts and ends with it). */
export function terminalKeys(input: string, lineBreaks: LineBreaks): EditKey[] {
  return new TerminalKeyReader(lineBreaks).read(input).flatMap((read) => (read.key === null ? [] : [read.key]));
}
