// What Enter in the palette runs: the typed line, or the highlighted suggestion when the person
// moved to it or the line is not a command as typed.
import { describe, expect, it } from 'vitest';
import { paletteChoice } from '../../../source/tui/app/palette-controller.js';
import { newPalette } from '../../../source/tui/state/overlays.js';

const context = {
  findResources: (_kind: string, text: string) =>
    [
      { id: 61, name: 'Halve the scrap rate' },
      { id: 62, name: 'Half the lead time' },
    ].filter((resource) => resource.name.toLowerCase().includes(text.toLowerCase()) || String(resource.id) === text),
};

describe('Enter in the palette', () => {
  it('takes the highlighted suggestion when the typed line is not a command', () => {
    expect(paletteChoice({ ...newPalette(), text: 'objective hal' }, context)).toEqual({ type: 'open', kind: 'objective', id: 61 });
    expect(paletteChoice({ ...newPalette(), text: 'objective hal', selection: 1, picked: true }, context)).toEqual({ type: 'open', kind: 'objective', id: 62 });
  });

  it('runs a line that is a command as typed, unless the person moved to a suggestion', () => {
    expect(paletteChoice({ ...newPalette(), text: 'objective 61' }, context)).toEqual({ type: 'open', kind: 'objective', id: 61 });
    expect(paletteChoice({ ...newPalette(), text: 'quit' }, context)).toEqual({ type: 'quit' });
  });

  it('keeps the typed line’s error when no suggestion is a command either', () => {
    expect(paletteChoice({ ...newPalette(), text: 'objective zzz' }, context)).toMatchObject({ type: 'error' });
    // `profile ` needs a name: the suggestion is no command, the typed line’s reason stands.
    expect(paletteChoice({ ...newPalette(), text: 'prof' }, context)).toMatchObject({ type: 'error' });
  });
});
