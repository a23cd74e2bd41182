// A line of figures ("86.4, goal 85 · progress 104% on track · ↗ better · worst 50") wrapped onto
// rows by its units: a unit (a figure with its label, an arrow with its word, a person's name) moves
// whole to the next row rather than being split; only a unit wider than the row wraps, at its
// spaces, an arrow still kept with its word. Nothing is cut. Pure.
import { textWidth } from '../../core/cell-text.js';
import { wrapAll } from '../../terminal/text-wrap.js';

/** One unit of a figure line, in its tone. */
export interface Unit<Tone = string> {
  readonly text: string;
  readonly tone: Tone;
}

/** Holds two words together through a wrap at spaces (a private-use character, never in a name from outside once sanitised for the screen). */
const GLUE = '\uE000';

/** A unit's words, an arrow (a word of one cell that is no letter nor digit) glued to the word after it. */
function gluedWords(text: string): string {
  return text.replace(/(^|\s)([^\p{L}\p{N}\s])\s+(?=\S)/gu, (_all, before: string, mark: string) => `${before}${mark}${GLUE}`);
}

/** A unit too wide for a row, wrapped at its spaces, an arrow kept with its word. */
function wrapUnit(text: string, width: number): string[] {
  return wrapAll(gluedWords(text), width).map((piece) => piece.replaceAll(GLUE, ' '));
}

/**
 * The units on rows of at most `width` cells, joined by `separator` within a row; no row starts or
 * ends with one (at a pane's edge a trailing `|` read as a second border under ASCII). Each row is
 * a list of pieces in the units' tones (a separator in the tone of the unit after it).
 */
export function flowUnits<Tone>(units: readonly Unit<Tone>[], width: number, separator: string): Unit<Tone>[][] {
  const rows: Unit<Tone>[][] = [];
  const room = Math.max(1, width);
  const shown = units.filter((unit) => unit.text !== '');
  let row: Unit<Tone>[] = [];
  let used = 0;
  const close = () => {
    if (row.length > 0) rows.push(row);
  };
  shown.forEach((unit) => {
    const cells = textWidth(unit.text);
    const joined = used === 0 ? cells : used + textWidth(separator) + cells;
    if (row.length > 0 && joined <= room) {
      row.push({ text: separator, tone: unit.tone }, { text: unit.text, tone: unit.tone });
      used = joined;
      return;
    }
    close();
    if (cells <= room) {
      row = [{ text: unit.text, tone: unit.tone }];
      used = cells;
      return;
    }
    const pieces = wrapUnit(unit.text, room);
    for (const piece of pieces.slice(0, -1)) rows.push([{ text: piece, tone: unit.tone }]);
    const last = pieces[pieces.length - 1] ?? '';
    row = [{ text: last, tone: unit.tone }];
    used = textWidth(last);
  });
  if (row.length > 0) rows.push(row);
  return rows;
}

/** The units as one line of text, as a wide pane shows them. */
export function unitsText(units: readonly Unit<unknown>[], separator: string): string {
  return units
    .filter((unit) => unit.text !== '')
    .map((unit) => unit.text)
    .join(separator);
}
