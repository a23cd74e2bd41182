// A text on at most `most` rows, wrapped at spaces, the last cut with the ellipsis only if it must be. Pure.
import { wrapAll } from '../../terminal/text-wrap.js';
import { fitText } from './layout.js';

export function wrappedRows(text: string, width: number, most: number): string[] {
  const lines = wrapAll(text, width);
  if (lines.length <= most) return lines;
  return [...lines.slice(0, most - 1), fitText(lines.slice(most - 1).join(' '), width)];
}
