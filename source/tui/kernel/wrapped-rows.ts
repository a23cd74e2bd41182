// A text on as many rows as it needs, up to a most: wrapped at spaces with every word kept, the last
// row cut with the ellipsis only when the text needs more rows than that. Pure.
import { wrapAll } from '../../terminal/text-wrap.js';
import { fitText } from './layout.js';

export function wrappedRows(text: string, width: number, most: number): string[] {
  const lines = wrapAll(text, width);
  if (lines.length <= most) return lines;
  return [...lines.slice(0, most - 1), fitText(lines.slice(most - 1).join(' '), width)];
}
