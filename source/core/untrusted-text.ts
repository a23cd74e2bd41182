// Text that came from outside (a service's answer, an imported index, a CSV file) made safe for a
// terminal: no control character a terminal obeys survives, and each one is shown visibly so a
// reader sees that something odd was there. C0 controls and DEL in caret notation (`^[`, `^?`),
// C1 controls and the bidi embedding/override/isolate controls as `\u009b`, `\u202e`. Pure.

const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const UNSAFE_ALL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const UNSAFE_BUT_LAYOUT = /\r\n|[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r]+/g;
// Characters JSON.stringify leaves raw that a terminal may obey (DEL, C1, bidi) or that end a line
// in some readers (U+2028, U+2029): escaped, so the document stays exact and safe to print.
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

/**
 * For views that show several lines deliberately: line breaks (CRLF read as LF) and tabs stay,
 * every other control is shown visibly.
 */
export function visibleLines(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_BUT_LAYOUT, (match) => (match === '\r\n' ? '\n' : visibleControl(match))) : text;
}

/** One line: runs of line breaks and tabs become one space, every other control is shown visibly. */
export function visibleLine(text: string): string {
  return UNSAFE.test(text) ? visibleText(text.replace(LINE_BREAKS_AND_TABS, ' ')) : text;
}

/**
 * JSON of the value, exact (it parses back to the same value) and safe to print: JSON.stringify
 * escapes C0 controls; DEL, C1, the bidi controls and U+2028/U+2029, which it leaves raw, are
 * escaped too. They can only stand inside strings, so escaping them never changes the structure.
 */
export function safeJson(value: unknown, space?: number, replacer?: (this: unknown, key: string, value: unknown) => unknown): string {
  const text = JSON.stringify(value, replacer, space) as string | undefined;
  return (text ?? 'null').replace(JSON_UNSAFE, hex);
}
