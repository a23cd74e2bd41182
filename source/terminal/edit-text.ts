// Single-line editing with the readline keys people expect; the cursor sits on a grapheme boundary, so an emoji moves as one. Pure.
import { segmentGraphemes } from '../core/text-order.js';

export interface TextState {
  readonly value: string;
  /** Offset into value, 0..value.length. */
  readonly cursor: number;
}

/** Text that arrived as typing or a paste, never to be read as a key name. */
export interface TypedText {
  readonly text: string;
}

/** A key name ('left', 'ctrl+w', 'a') or typed text; a longer string that is not a key name is pasted text. */
export type EditKey = string | TypedText;

export interface EditOptions {
  /** Keep line breaks of pasted text (long descriptions); otherwise they become spaces. */
  readonly multiline?: boolean;
}

export function textState(value: string, cursor = value.length): TextState {
  return { value, cursor: Math.max(0, Math.min(cursor, value.length)) };
}

/** Grapheme clusters of a text with their start offsets. */
export function graphemes(value: string): { readonly text: string; readonly index: number }[] {
  return [...segmentGraphemes(value)].map((s) => ({ text: s.segment, index: s.index }));
}

function previousBoundary(value: string, cursor: number): number {
  let boundary = 0;
  for (const { index } of segmentGraphemes(value)) {
    if (index >= cursor) break;
    boundary = index;
  }
  return boundary;
}

function nextBoundary(value: string, cursor: number): number {
  for (const { index, segment } of segmentGraphemes(value)) {
    if (index >= cursor) return index + segment.length;
  }
  return value.length;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const SPACE = /\s/u;

/** Start of the whitespace-delimited word before the cursor (readline's unix-word-rubout). */
function bigWordStart(value: string, cursor: number): number {
  let at = cursor;
  while (at > 0 && SPACE.test(value[at - 1] as string)) at--;
  while (at > 0 && !SPACE.test(value[at - 1] as string)) at--;
  return at;
}

/** Start of the alphanumeric word before the cursor (alt-b, alt-backspace). */
function wordStart(value: string, cursor: number): number {
  let at = cursor;
  while (at > 0 && !WORD_CHAR.test(value[at - 1] as string)) at--;
  while (at > 0 && WORD_CHAR.test(value[at - 1] as string)) at--;
  return at;
}

/** End of the alphanumeric word after the cursor (alt-f, alt-d). */
function wordEnd(value: string, cursor: number): number {
  let at = cursor;
  while (at < value.length && !WORD_CHAR.test(value[at] as string)) at++;
  while (at < value.length && WORD_CHAR.test(value[at] as string)) at++;
  return at;
}

/** Typed or pasted text made safe for a one-line field: no control characters, no escapes. */
export function sanitiseTyped(text: string, options: EditOptions = {}): string {
  const lines = text.replace(/\r\n?/g, '\n');
  const joined = options.multiline ? lines : lines.replace(/\n+/g, ' ');
  return joined
    .replace(/\t/g, ' ')
    .replace(/\u001B\[[0-9;?]*[ -/]*[@-~]/g, '')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '');
}

function insert(state: TextState, text: string): TextState {
  if (text === '') return state;
  const value = state.value.slice(0, state.cursor) + text + state.value.slice(state.cursor);
  return { value, cursor: state.cursor + text.length };
}

function remove(state: TextState, from: number, to: number): TextState {
  if (from === to) return state;
  return { value: state.value.slice(0, from) + state.value.slice(to), cursor: from };
}

function move(state: TextState, cursor: number): TextState {
  return cursor === state.cursor ? state : { value: state.value, cursor };
}

/** The readline keys: the one definition the editor acts on and the console's help names. */
export const EDIT_KEYS = {
  back: ['left', 'ctrl+b'],
  forward: ['right', 'ctrl+f'],
  start: ['ctrl+a', 'home'],
  end: ['end', 'ctrl+e'],
  wordBack: ['meta+b'],
  wordForward: ['meta+f'],
  deleteBack: ['backspace', 'ctrl+h'],
  deleteForward: ['ctrl+d', 'delete'],
  deleteToStart: ['ctrl+u'],
  deleteToEnd: ['ctrl+k'],
  deleteSpacedWord: ['ctrl+w'],
  deleteWord: ['meta+backspace'],
  deleteWordForward: ['meta+d'],
  space: ['space'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

type EditMove = keyof typeof EDIT_KEYS;

/** What each key does at a cursor: the cursor it moves to, or the span [from, to] it deletes. */
const EDITS: Readonly<Record<Exclude<EditMove, 'space'>, (value: string, cursor: number) => number | readonly [number, number]>> = {
  back: (value, cursor) => previousBoundary(value, cursor),
  forward: (value, cursor) => nextBoundary(value, cursor),
  start: () => 0,
  end: (value) => value.length,
  wordBack: (value, cursor) => wordStart(value, cursor),
  wordForward: (value, cursor) => wordEnd(value, cursor),
  deleteBack: (value, cursor) => [previousBoundary(value, cursor), cursor],
  deleteForward: (value, cursor) => [cursor, nextBoundary(value, cursor)],
  deleteToStart: (_, cursor) => [0, cursor],
  deleteToEnd: (value, cursor) => [cursor, value.length],
  deleteSpacedWord: (value, cursor) => [bigWordStart(value, cursor), cursor],
  deleteWord: (value, cursor) => [wordStart(value, cursor), cursor],
  deleteWordForward: (value, cursor) => [cursor, wordEnd(value, cursor)],
};

const MOVE_OF: ReadonlyMap<string, EditMove> = new Map(
  (Object.entries(EDIT_KEYS) as [EditMove, readonly string[]][]).flatMap(([move, keys]) => keys.map((key) => [key, move] as const)),
);

/** Key names editText acts on; every other ctrl/meta/named key leaves the text alone. */
const EDITING_KEYS: readonly string[] = [...MOVE_OF.keys()];

/** Names that are keys rather than text (never typed, even when pasted alone). */
const NAMED_KEYS = new Set([...EDITING_KEYS, 'up', 'down', 'enter', 'esc', 'tab', 'shift+tab', 'pgup', 'pgdn']);

/** Whether a key name would change the text or the cursor if the text allowed it. */
export function isEditingKey(key: EditKey): boolean {
  if (typeof key !== 'string') return true;
  if (EDITING_KEYS.includes(key)) return true;
  return isPlainText(key);
}

function isPlainText(name: string): boolean {
  if (NAMED_KEYS.has(name)) return false;
  if (/^(ctrl|meta|shift)\+./.test(name)) return false;
  return name !== '';
}

export function editText(state: TextState, key: EditKey, options: EditOptions = {}): TextState {
  const current = textState(state.value, state.cursor);
  if (typeof key !== 'string') return insert(current, sanitiseTyped(key.text, options));
  const edit = MOVE_OF.get(key);
  if (edit === 'space') return insert(current, ' ');
  if (edit === undefined) return isPlainText(key) ? insert(current, sanitiseTyped(key, options)) : current;
  const to = EDITS[edit](current.value, current.cursor);
  return typeof to === 'number' ? move(current, to) : remove(current, to[0], to[1]);
}
