// One read can carry several keys (a paste, a fast typist over a slow link): split it into the keys
// pressed, so Enter at the end of a pasted line still runs it. Pure.
import type { KeyFlags } from './input/key-name.js';

export interface KeyPress {
  readonly input: string;
  readonly key: KeyFlags;
}

function controlKey(char: string): KeyPress {
  if (char === '\r' || char === '\n') return { input: '', key: { return: true } };
  if (char === '\t') return { input: '', key: { tab: true } };
  if (char === '\u007f' || char === '\b') return { input: '', key: { backspace: true } };
  if (char === '\u001b') return { input: '', key: { escape: true } };
  // ctrl+a .. ctrl+z arrive as \x01 .. \x1a
  return { input: String.fromCharCode(char.charCodeAt(0) + 96), key: { ctrl: true } };
}

/** One character as the key a terminal means by it: control bytes are keys, the rest is typed. */
export function characterPress(char: string): KeyPress {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f ? controlKey(char) : { input: char, key: {} };
}

/** The keys in one input event; a plain key or plain text comes back as it was. */
export function splitBurst(input: string, key: KeyFlags): KeyPress[] {
  if (input.length <= 1 || !/[\u0000-\u001f\u007f]/.test(input) || input.startsWith('\u001b')) return [{ input, key }];
  const presses: KeyPress[] = [];
  let text = '';
  for (const char of input) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) {
      if (text !== '') presses.push({ input: text, key: {} });
      text = '';
      presses.push(controlKey(char));
    } else {
      text += char;
    }
  }
  if (text !== '') presses.push({ input: text, key: {} });
  return presses;
}
