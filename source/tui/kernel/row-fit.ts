// A list row fitted to its width: the secondary parts give way, whole items at a time, before the
// name, which is cut only at a word. Pure.
import { flattenControls, textWidth, truncateAtWord, wordPrefix, type FitOptions } from '../../core/cell-text.js';

/** One secondary part: its items from the most to the least telling, and what joins them. */
interface RowPart {
  readonly items: readonly string[];
  readonly separator: string;
}

/** A secondary text as items that can be left out from its end: "86.4, goal 85  104%" -> "86.4", ", goal 85", "  104%". */
export const rowItems = (text: string): RowPart => ({ items: text === '' ? [] : text.split(/(?=, | · | {2}| \()/u), separator: '' });

interface FittedRow {
  readonly name: string;
  /** What is shown of each part, in the order given ('' for a part left out). */
  readonly parts: readonly string[];
}

/** The ways to show the parts, most first: the first part loses items from its end until gone, then the next. */
function choices(parts: readonly RowPart[]): string[][] {
  const shown = parts.map((part) => part.items.length);
  const out: string[][] = [];
  const take = () => out.push(parts.map((part, index) => part.items.slice(0, shown[index]).join(part.separator)));
  take();
  parts.forEach((_, index) => {
    while ((shown[index] ?? 0) > 0) {
      shown[index] = (shown[index] ?? 0) - 1;
      take();
    }
  });
  return out;
}

/**
 * The name whole with what fits of the parts; a name that alone does not fit is cut at a word, the
 * last part kept only while the name shown is at least as wide.
 */
export function fitRow(
  name: string,
  parts: readonly RowPart[],
  width: number,
  gap: (shown: readonly string[]) => number,
  options: FitOptions & { readonly lastStays?: boolean } = {},
): FittedRow {
  const flat = flattenControls(name);
  const full = textWidth(flat);
  const all = choices(parts);
  // `lastStays`: the last part's first item (how late) outranks the name's end.
  const lastNeeded = options.lastStays === true && (parts[parts.length - 1]?.items.length ?? 0) > 0;
  for (const shown of all) {
    if (lastNeeded && shown[shown.length - 1] === '') break;
    if (full + gap(shown) <= width) return { name: flat, parts: shown };
  }
  const ellipsisWidth = textWidth(options.ellipsis ?? '…');
  // Beside a cut name only the last part (the most telling) may stay; the others are left out first.
  for (const shown of all.filter((choice) => choice.slice(0, -1).every((text) => text === ''))) {
    const room = width - gap(shown);
    const kept = wordPrefix(flat, room, ellipsisWidth);
    const partsWidth = shown.reduce((sum, text) => sum + textWidth(text), 0);
    if (kept !== '' && textWidth(kept) >= partsWidth) return { name: truncateAtWord(flat, room, options), parts: shown };
  }
  return { name: truncateAtWord(flat, width, options), parts: parts.map(() => '') };
}
