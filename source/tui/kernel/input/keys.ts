// Turns Ink's (input, key) pair into what the editors need: a key name, or text that was typed.
import { keyName, type KeyFlags } from './key-name.js';
import type { EditKey } from '../../../terminal/edit-text.js';
import { characterPress } from '../burst.js';
import { terminalKeys, type LineBreaks } from '../../../terminal/terminal-keys.js';

function isNamedKey(key: KeyFlags): boolean {
  return Boolean(
    key.upArrow ||
    key.downArrow ||
    key.leftArrow ||
    key.rightArrow ||
    key.pageUp ||
    key.pageDown ||
    key.home ||
    key.end ||
    key.return ||
    key.escape ||
    key.tab ||
    key.backspace ||
    key.delete,
  );
}

/**
 * keymap's keyName(), plus alt/meta chords ('meta+b', 'meta+backspace') so that they never type
 * their letter.
 */
export function inputKeyName(input: string, key: KeyFlags): string {
  if (key.meta && !key.escape) {
    if (key.backspace || key.delete) return 'meta+backspace';
    if (input && !isNamedKey(key) && !key.ctrl) return `meta+${input.toLowerCase()}`;
  }
  return keyName(input, key);
}

/** The key as an editing key: plain typing and pastes become TypedText, everything else a name. */
export function editKeyFor(input: string, key: KeyFlags): EditKey {
  if (input !== '' && input !== ' ' && !key.ctrl && !key.meta && !isNamedKey(key)) return { text: input };
  return inputKeyName(input, key);
}

/**
 * All the keys in one read from the terminal. Ink splits a read only at escape sequences, so keys
 * typed quickly (or sent over a slow SSH link) can arrive together: "\u0017\u007f!" is ctrl+w,
 * backspace, "!". In `text` (forms) line breaks and tabs stay text, so a pasted paragraph never
 * presses Enter; in `enter` (one-line answers: the login) they are Enter and Tab, as at a prompt.
 */
export function editKeysFor(input: string, key: KeyFlags, lineBreaks: LineBreaks = 'text'): EditKey[] {
  const single = editKeyFor(input, key);
  return typeof single === 'string' ? [single] : terminalKeys(input, lineBreaks);
}

/**
 * The name of one typed character where keys are commands: a line break that came in the same
 * read as other keys ("j\r") is Enter, a tab is Tab, a space is Space.
 */
export function characterKeyName(character: string): string {
  const press = characterPress(character);
  return keyName(press.input, press.key);
}
