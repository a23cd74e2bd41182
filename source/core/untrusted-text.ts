// Text from outside made safe for a terminal: every control a terminal obeys is shown visibly (`^[`, `\u202e`). Pure.

const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const UNSAFE_ALL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const UNSAFE_BUT_LAYOUT = /\r\n|[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r]+/g;
// Raw in JSON.stringify's output, yet obeyed by a terminal or ending a line in some readers.
const JSON_UNSAFE = /[\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

function hex(char: string): string {
  return `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`;
}

/** The visible stand-in of one control character: `^[` for ESC, `^?` for DEL, `\u202e` for the rest. */
export function visibleControl(char: string): string {
  const code = char.codePointAt(0) as number;
  if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
  if (code === 0x7f) return '^?';
  return hex(char);
}

/** Whether the text holds a character a terminal would obey (line breaks and tabs included). */
export function hasControls(text: string): boolean {
  return UNSAFE.test(text);
}

/** Every control character visible, line breaks and tabs too (`^J`, `^I`). */
export function visibleText(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, visibleControl) : text;
}

/** Line breaks (CRLF as LF) and tabs stay. */
export function visibleLines(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_BUT_LAYOUT, (match) => (match === '\r\n' ? '\n' : visibleControl(match))) : text;
}

/** One line: runs of line breaks and tabs become one space, every other control is shown visibly. */
export function visibleLine(text: string): string {
  return UNSAFE.test(text) ? visibleText(text.replace(LINE_BREAKS_AND_TABS, ' ')) : text;
}

/** Exact and safe to print; the characters escaped can only stand inside strings, so the structure never changes. */
export function safeJson(value: unknown, space?: number, replacer?: (this: unknown, key: string, value: unknown) => unknown): string {
  const text = JSON.stringify(value, replacer, space) as string | undefined;
  return (text ?? 'null').replace(JSON_UNSAFE, hex);
}
