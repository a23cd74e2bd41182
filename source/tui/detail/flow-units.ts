// A line of figures wrapped onto rows by its units: a unit (a figure with its label, an arrow with
// its word, a name) moves whole to the next row; only one wider than a row wraps. Pure.
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
const wrapUnit = (text: string, width: number): string[] => wrapAll(gluedWords(text), width).map((piece) => piece.replaceAll(GLUE, ' '));

/** The units on rows of `width` cells, `separator` only between units (a trailing `|` reads as a border). */
export function flowUnits<Tone>(units: readonly Unit<Tone>[], width: number, separator: string): Unit<Tone>[][] {
  const rows: Unit<Tone>[][] = [];
  const room = Math.max(1, width);
  const shown = units.filter((unit) => unit.text !== '');
  let row: Unit<Tone>[] = [];
  let used = 0;
  shown.forEach((unit) => {
    const cells = textWidth(unit.text);
    const joined = used === 0 ? cells : used + textWidth(separator) + cells;
    if (row.length > 0 && joined <= room) {
      row.push({ text: separator, tone: unit.tone }, { text: unit.text, tone: unit.tone });
      used = joined;
      return;
    }
    if (row.length > 0) rows.push(row);
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
