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

/** keyName(), plus alt/meta chords ('meta+b') so that they never type their letter. */
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
 * All the keys in one read ("\u0017\u007f!" is ctrl+w, backspace, "!"). In `text` (forms) line
 * breaks stay text, so a paste never presses Enter; in `enter` (the login) they are Enter and Tab.
 */
export function editKeysFor(input: string, key: KeyFlags, lineBreaks: LineBreaks = 'text'): EditKey[] {
  const single = editKeyFor(input, key);
  return typeof single === 'string' ? [single] : terminalKeys(input, lineBreaks);
}

/** One typed character where keys are commands: a line break in a read with other keys is Enter. */
export function characterKeyName(character: string): string {
  const press = characterPress(character);
  return keyName(press.input, press.key);
}
