// What Enter in the palette runs: the typed line, or the highlighted suggestion when the person
// moved to it or the line is not a command as typed.
import { describe, expect, it } from 'vitest';
import { LocalIndex } from '../../../source/index/model.js';
import { searchNames } from '../../../source/index/name-search.js';
import type { KindName } from '../../../source/catalogue/catalogue.js';
import { paletteChoice } from '../../../source/tui/palette/palette-controller.js';
import { newPalette } from '../../../source/tui/palette/palette-overlay.js';

const index = new LocalIndex();
index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 61, name: 'Halve the scrap rate', area_id: 3 } });
index.applyEvent({ type: 'seen', kind: 'objective', resource: { id: 62, name: 'Half the lead time', area_id: 3 } });
index.applyEvent({ type: 'seen', kind: 'indicator', resource: { id: 70, name: 'OEE line 2 (%)', objective_id: 61 } });
index.applyEvent({ type: 'seen', kind: 'task', resource: { id: 80, name: 'Install OEE counters', objective_id: 61 } });
index.applyEvent({ type: 'seen', kind: 'task', resource: { id: 81, name: 'Paint the shop floor', objective_id: 62 } });
const context = { findNames: (text: string, kind?: KindName) => searchNames(index, text, kind ? { kind } : {}) };

describe('Enter in the palette', () => {
  it('takes the highlighted suggestion when the typed line is not a command', () => {
    // The shorter name is the tighter match: it comes first.
    expect(paletteChoice({ ...newPalette(), text: 'objective hal' }, context)).toEqual({
      type: 'open',
      kind: 'objective',
      id: 62,
    });
    expect(paletteChoice({ ...newPalette(), text: 'objective hal', selection: 1, picked: true }, context)).toEqual({
      type: 'open',
      kind: 'objective',
      id: 61,
    });
  });

  it('runs a line that is a command as typed, unless the person moved to a suggestion', () => {
    expect(paletteChoice({ ...newPalette(), text: 'objective 61' }, context)).toEqual({
      type: 'open',
      kind: 'objective',
      id: 61,
    });
    expect(paletteChoice({ ...newPalette(), text: 'quit' }, context)).toEqual({ type: 'quit' });
  });

  it('keeps the typed line’s error when no suggestion is a command either', () => {
    expect(paletteChoice({ ...newPalette(), text: 'objective zzz' }, context)).toMatchObject({ type: 'error' });
    // `profile ` needs a name: the suggestion is no command, the typed line’s reason stands.
    expect(paletteChoice({ ...newPalette(), text: 'prof' }, context)).toMatchObject({ type: 'error' });
  });

  it('opens the one clear match of a name typed alone, else says how many match and opens nothing', () => {
    expect(paletteChoice({ ...newPalette(), text: 'shop floor' }, context)).toEqual({
      type: 'open',
      kind: 'task',
      id: 81,
    });
    expect(paletteChoice({ ...newPalette(), text: 'oee line 2 (%)' }, context)).toEqual({
      type: 'open',
      kind: 'indicator',
      id: 70,
    });
    const ambiguous = paletteChoice({ ...newPalette(), text: 'OEE' }, context);
    expect(ambiguous).toEqual({
      type: 'error',
      message: '2 names match "OEE" (among 5 known): up/down picks one, enter opens it',
    });
    // Moving to a candidate and Enter opens that one.
    expect(paletteChoice({ ...newPalette(), text: 'OEE', selection: 1, picked: true }, context)).toEqual({
      type: 'open',
      kind: 'task',
      id: 80,
    });
    expect(paletteChoice({ ...newPalette(), text: 'frobnicate' }, context)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('no command or name matches "frobnicate" (no match among 5 known)'),
    });
  });
});
