// How the board shares its room: empty columns narrowed to their headers, names wrapped at words,
// the cards of a column in view around the selected one.
import { describe, expect, it } from 'vitest';
import { cardsInView, columnWidths, nameLines } from '../../../source/tui/board/board-layout.js';

describe('columnWidths', () => {
  const headers = ['  backlog (0)', '▸ active (0)', '  completed (0)', '  discarded (0)'];

  it('narrows an empty column to its header and shares the rest among the columns with cards', () => {
    expect(columnWidths(headers, [3, 2, 0, 0], 78, 1, 14)).toEqual([23, 22, 15, 15]);
    expect(columnWidths(headers, [3, 2, 1, 0], 78, 1, 14)).toEqual([20, 20, 20, 15]);
  });

  it('shares equally when no column has cards, and gives up (the selected column alone) below the least width', () => {
    expect(columnWidths(headers, [0, 0, 0, 0], 79, 1, 14)).toEqual([19, 19, 19, 19]);
    expect(columnWidths(headers, [1, 1, 1, 1], 58, 1, 14)).toBeNull();
  });
});

describe('nameLines', () => {
  it('wraps at words and cuts after a word past the lines given, with the mark given', () => {
    expect(nameLines('Standard work sheets for assembly stations 1-6', 14, '$')).toEqual(['Standard work', 'sheets for', 'assembly$']);
  });
});

describe('cardsInView', () => {
  it('shows from the top while the selected card fits, else ends with it', () => {
    expect(cardsInView([3, 3, 2, 4], 0, 8)).toEqual({ first: 0, last: 3 });
    expect(cardsInView([3, 3, 2, 4], 3, 8)).toEqual({ first: 2, last: 4 });
    // A card taller than the rows is still shown (cut).
    expect(cardsInView([9], 0, 4)).toEqual({ first: 0, last: 1 });
    expect(cardsInView([], -1, 4)).toEqual({ first: 0, last: 0 });
  });
});
