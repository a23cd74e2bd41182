// Text from the service made safe for a page or a Markdown table: a name can change neither layout nor behaviour. Pure.

/** Longest text kept from one field; the rest becomes "…". */
export const MAX_TEXT = 300;

const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Control characters as visible pictures (U+2400…), bidi controls as U+FFFD, cut at MAX_TEXT. */
export function visibleText(value: string): string {
  const shown = value
    .replace(/[\u0000-\u001F]/g, (c) => String.fromCharCode(0x2400 + c.charCodeAt(0)))
    .replace(/\u007F/g, '\u2421')
    .replace(/[\u0080-\u009F]/g, '\uFFFD')
    .replace(BIDI, '\uFFFD');
  const chars = Array.from(shown);
  return chars.length > MAX_TEXT ? `${chars.slice(0, MAX_TEXT - 1).join('')}…` : shown;
}

const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function htmlText(value: string): string {
  return visibleText(value).replace(/[&<>"']/g, (c) => HTML[c] as string);
}

/** For a Markdown table cell or line: no raw HTML, and nothing that would make code, emphasis, a link or a cell break. */
export function markdownText(value: string): string {
  return visibleText(value)
    .replace(/[&<>]/g, (c) => HTML[c] as string)
    .replace(/[\\`*_[\]#|~]/g, (c) => `\\${c}`);
}
