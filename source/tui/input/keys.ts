// Turns Ink's (input, key) pair into what the editors need: a key name, or text that was typed.
import { keyName, type KeyFlags } from '../keymap.js';
import type { EditKey } from './edit-text.js';

function isNamedKey(key: KeyFlags): boolean {
  return Boolean(
    key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageUp || key.pageDown ||
      key.home || key.end || key.return || key.escape || key.tab || key.backspace || key.delete,
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
