// The indicator's value table as a window, and the notes that say what is not there. Pure.
import { EMPTY_WORDS } from '../../domain/bowling.js';
import { monthRanges } from '../../domain/pack-gaps.js';
import type { ValueNotes } from '../../domain/value-notes.js';
import { textWidth } from '../kernel/layout.js';
import { clampScroll } from './indicator-view.js';

/** Notes above the newest value (later days) and below the oldest (earlier months). */
interface NoteLines {
  /** Newest first: the next update not due yet, then the unrecorded ones. */
  readonly above: readonly string[];
  readonly below: string | null;
}

/** The notes in words, fitted to `width` where a shorter form says the same. */
export function valueNoteLines(notes: ValueNotes, width: number): NoteLines {
  const [first] = notes.unrecorded;
  const count = notes.unrecorded.length;
  const unrecorded =
    first === undefined ? [] : [count === 1 ? `${first} ${EMPTY_WORDS.unrecorded}` : `${count} ${EMPTY_WORDS.unrecorded} since ${first}`];
  const above = [...(notes.notDue === null ? [] : [`${notes.notDue} ${EMPTY_WORDS['not-due']}`]), ...unrecorded];
  if (notes.none) return { above, below: 'none: the indicator has no value yet' };
  if (notes.unknownMonths.length === 0) return { above, below: null };
  const months = `${EMPTY_WORDS.unknown}: ${monthRanges(notes.unknownMonths)}`;
  return { above, below: textWidth(months) <= width ? months : `earlier values ${EMPTY_WORDS.unknown}` };
}

interface TableWindow<Row> {
  readonly top: number;
  readonly shownRows: readonly Row[];
  readonly hiddenBelow: number;
  readonly visible: number;
  readonly aboveNotes: readonly string[];
  readonly belowNote: string | null;
}

/** The rows that fit `height` lines, the selection in view; the notes give way to the rows. */
export function tableWindow<Row>(input: {
  readonly rows: readonly Row[];
  readonly linesOf: (row: Row) => number;
  readonly height: number;
  readonly scrollOffset: number;
  readonly selected: number | undefined;
  readonly notes: NoteLines;
}): TableWindow<Row> {
  const { rows, linesOf, height, scrollOffset, selected, notes } = input;
  const room = Math.max(0, height - (rows.length > 0 ? 1 : 0));
  // With little room the unrecorded note stays before the one not due yet.
  const above = notes.above.length > room ? notes.above.slice(notes.above.length - room) : [...notes.above];
  const belowNote = notes.below !== null && above.length < room ? notes.below : null;

  const window = (reservedAbove: number, reservedBelow: number) => {
    const visible = Math.max(0, height - reservedAbove - reservedBelow);
    const scroll =
      selected === undefined
        ? clampScroll(scrollOffset, rows.length, visible)
        : clampScroll(Math.min(Math.max(scrollOffset, selected - visible + 1), selected), rows.length, visible);
    // Rows from `top` on, as many whole rows as the lines hold (at least one, cut if it must be).
    const fit = (top: number): Row[] => {
      const shown: Row[] = [];
      let used = 0;
      for (const row of rows.slice(top)) {
        const lines = linesOf(row);
        if (shown.length > 0 && used + lines > visible) break;
        shown.push(row);
        used += lines;
      }
      return visible > 0 ? shown : [];
    };
    let top = scroll;
    while (selected !== undefined && top < selected && fit(top).length <= selected - top) top += 1;
    const shownRows = fit(top);
    return { top, shownRows, hiddenBelow: rows.length - top - shownRows.length, visible };
  };

  const reservedBelow = belowNote === null ? 0 : 1;
  let shown = window(above.length, reservedBelow);
  let aboveNotes: readonly string[] = above;
  // Scrolled past the newest row: the notes above it scroll away with it.
  if (shown.top > 0) {
    aboveNotes = [];
    shown = window(0, reservedBelow);
  }
  // The oldest row not in view: nor is the note below it.
  if (reservedBelow > 0 && shown.hiddenBelow > 0) {
    shown = window(aboveNotes.length, 0);
    return { ...shown, aboveNotes, belowNote: null };
  }
  return { ...shown, aboveNotes, belowNote };
}
