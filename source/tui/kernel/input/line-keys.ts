// The filter's and the palette's line: the line editor with the cursor kept at the end, so arrows
// and ctrl-a stay free for the list under it. Pure.
import { EDIT_KEYS, editText, textState, type EditKey } from '../../../terminal/edit-text.js';
import { keyDef, type KeyDef } from '../keys.js';

const LINE_DELETE_BACK = keyDef('line-delete-back', EDIT_KEYS.deleteBack, 'delete the last character', 'help');
const LINE_DELETE_ALL = keyDef('line-delete-all', EDIT_KEYS.deleteToStart, 'delete the whole line', 'help');
const LINE_DELETE_WORD = keyDef(
  'line-delete-word',
  [...EDIT_KEYS.deleteSpacedWord, ...EDIT_KEYS.deleteWord],
  'delete the last word',
  'help',
);

/** The keys that edit a one-line text, in the order the help lists them. */
export const LINE_KEYS: readonly KeyDef[] = [LINE_DELETE_BACK, LINE_DELETE_ALL, LINE_DELETE_WORD];

/** Keys that edit at the end of a line (the line keys, and space); every other named key belongs to the caller. */
const END_OF_LINE_KEYS: ReadonlySet<string> = new Set([...LINE_KEYS.flatMap((def) => def.keys), ...EDIT_KEYS.space]);

/** Printable text of a key press (typed or pasted); control characters make it no text at all. */
function typedText(name: string, input: string): string | undefined {
  if (input === '' || name.startsWith('ctrl+') || name.startsWith('meta+') || name !== input) return undefined;
  return Array.from(input).every((char) => char >= ' ' && char !== '\u007f') ? input : undefined;
}

export interface LineOptions {
  /**
   * The text is a value offered (an old deadline, the day a value is for): the first printable key
   * typed replaces it whole, as a selected field's would; a line key (backspace) edits it instead.
   */
  readonly offered?: boolean;
}

/** The line after a key (`name` as keyName gives it, `input` as Ink reported it), or undefined when the key is not an edit. */
export function editLine(text: string, name: string, input: string, options: LineOptions = {}): string | undefined {
  const typed = typedText(name, input);
  const key: EditKey | undefined = END_OF_LINE_KEYS.has(name) ? name : typed !== undefined ? { text: typed } : undefined;
  if (key === undefined) return undefined;
  const replaces = options.offered === true && (typed !== undefined || EDIT_KEYS.space.some((key) => key === name));
  return editText(textState(replaces ? '' : text), key).value;
}
