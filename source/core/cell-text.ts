// Text measured in terminal cells by string-width, the measure Ink lays out with, so a padded row and Ink's border agree. Pure.
import stringWidth from 'string-width';
import { segmentGraphemes } from './text-order.js';
import { visibleLine } from './untrusted-text.js';

// One cell and one code unit each by string-width's measure, with nothing that combines.
const NARROW = /^[\x20-\x7E\u00A0-\u00AC\u00AE-\u02FF\u2010-\u2027\u2030-\u205E\u2190-\u21FF\u2500-\u259F\u2800-\u28FF]*$/;

export const DEFAULT_ELLIPSIS = '…';

export interface FitOptions {
  /** Ends a cut text: `…`, or `...` on an ASCII terminal (measured: a wider one leaves less of the text). */
  readonly ellipsis?: string;
}

/** The user-perceived characters of a text (👍🏽, 👩‍👩‍👧, e + U+0301 are one each). */
export function graphemes(text: string): string[] {
  return Array.from(segmentGraphemes(text), (part) => part.segment);
}

/** Terminal cells a text takes (wide characters and emoji two, combining marks none). */
export function textWidth(text: string): number {
  return NARROW.test(text) ? text.length : stringWidth(text);
}

/** One line, nothing the terminal obeys (core/untrusted-text.ts). */
export function flattenControls(text: string): string {
  return visibleLine(text);
}

/** Never inside a grapheme; a wide character that does not fit is left out. */
export function truncateToWidth(text: string, width: number, options: FitOptions = {}): string {
  if (width <= 0) return '';
  const flat = flattenControls(text);
  const given = options.ellipsis ?? DEFAULT_ELLIPSIS;
  // An ellipsis wider than the room (`...` in one or two cells) is cut to it.
  const ellipsis = textWidth(given) > width && NARROW.test(given) ? given.slice(0, width) : given;
  if (NARROW.test(flat)) return flat.length <= width ? flat : `${flat.slice(0, Math.max(0, width - textWidth(ellipsis)))}${ellipsis}`;
  if (stringWidth(flat) <= width) return flat;
  const room = width - textWidth(ellipsis);
  let used = 0;
  let out = '';
  for (const part of graphemes(flat)) {
    const cells = stringWidth(part);
    if (used + cells > room) break;
    out += part;
    used += cells;
  }
  return `${out}${ellipsis}`;
}

/** Text padded with spaces to at least `width` cells: on the right (`start`) or the left (`end`). */
export function padToWidth(raw: string, width: number, align: 'start' | 'end' = 'start'): string {
  const text = flattenControls(raw);
  const pad = ' '.repeat(Math.max(0, width - textWidth(text)));
  return align === 'start' ? text + pad : pad + text;
}

/** Exactly `width` cells: cut (with the ellipsis) or padded on the right. */
export function fitToWidth(text: string, width: number, options: FitOptions = {}): string {
  if (width <= 0) return '';
  return padToWidth(truncateToWidth(text, width, options), width);
}

/** Text centred in exactly `width` cells (cut when longer). */
export function centreInWidth(raw: string, width: number, options: FitOptions = {}): string {
  const text = flattenControls(raw);
  const cells = textWidth(text);
  if (cells >= width) return fitToWidth(text, width, options);
  const left = Math.floor((width - cells) / 2);
  return ' '.repeat(left) + text + ' '.repeat(width - cells - left);
}

/** Punctuation that joins a word to the next one: left out before a cut mark. */
const TRAILING_JOINERS = /[\s,;:·–—(-]+$/u;

/** Whole words that fit with `reserve` more cells; '' when not even the first does. */
export function wordPrefix(text: string, width: number, reserve = 0): string {
  const flat = flattenControls(text);
  let kept = '';
  for (const word of flat.split(' ')) {
    if (word === '') continue;
    const next = kept === '' ? word : `${kept} ${word}`;
    if (textWidth(next) + reserve > width) break;
    kept = next;
  }
  return kept.replace(TRAILING_JOINERS, '');
}

/** A first word wider than the width is cut inside. */
export function truncateAtWord(text: string, width: number, options: FitOptions = {}): string {
  if (width <= 0) return '';
  const flat = flattenControls(text);
  if (textWidth(flat) <= width) return flat;
  const ellipsis = options.ellipsis ?? DEFAULT_ELLIPSIS;
  const kept = wordPrefix(flat, width, textWidth(ellipsis));
  return kept === '' ? truncateToWidth(flat, width, options) : `${kept}${ellipsis}`;
}

/** The most leading items, joined by `separator`, that fit `width` cells; '' when not even the first fits. */
export function leadingItems(items: readonly string[], separator: string, width: number): string {
  let kept = '';
  for (const item of items) {
    const next = kept === '' ? item : `${kept}${separator}${item}`;
    if (textWidth(flattenControls(next)) > width) break;
    kept = next;
  }
  return kept;
}
