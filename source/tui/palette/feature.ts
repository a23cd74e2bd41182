// The `:` palette: open a resource by name, id or web address (several pasted at once), and the
// console's commands (quit, refresh, readonly, profile, help). `:` opens it from the tree (each
// view brings its own).
import { overlaySlice, type Feature, type Handler } from '../kernel/feature.js';
import { topOfType } from '../kernel/console-store.js';
import { LINE_KEYS, editLine } from '../kernel/input/line-keys.js';
import { openPalette, paletteBinding } from './palette-key.js';
import { paletteReduce } from './palette-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { PALETTE_CLOSE, PALETTE_COMPLETE, PALETTE_NEXT, PALETTE_PREVIOUS, PALETTE_RUN } from './keys.js';

const PaletteView = lazyView(() => import('../later.js').then((later) => later.paletteView.PaletteView));

// What its keys run, and the paste it reads: loaded after the first frame (kernel/lazy-module.ts).
const controller = lazyModule(() => import('../later.js').then((later) => later.paletteController));
const paste = lazyModule(() => import('../later.js').then((later) => later.palettePaste));

const PALETTE = 'palette';

/** Typed text and the line keys edit the line. */
const typing: Handler = {
  step: ({ state, name, input }) => {
    const text = editLine(topOfType(state, PALETTE)?.text ?? '', name, input);
    return text === undefined ? undefined : { type: 'palette-set', text };
  },
};

export const palette: Feature = {
  name: 'palette',
  contexts: [{ name: PALETTE, title: 'Command palette', overlays: ['palette'], otherKeys: typing }],
  bindings: [
    { ...PALETTE_RUN, context: PALETTE, primary: true, run: (shell) => controller().runPalette(shell) },
    { ...PALETTE_COMPLETE, context: PALETTE, run: (shell) => controller().completeLine(shell) },
    { ...PALETTE_PREVIOUS, context: PALETTE, run: (shell) => controller().stepSuggestion(shell, -1) },
    { ...PALETTE_NEXT, context: PALETTE, run: (shell) => controller().stepSuggestion(shell, 1) },
    { ...PALETTE_CLOSE, context: PALETTE, step: () => ({ type: 'pop-overlay' }) },
    ...LINE_KEYS.map((def) => ({ ...def, context: PALETTE, ...typing })),
    // Rank 4 in the tree: at the top level (where it reaches a hoshin the service cannot list) beside q.
    { ...paletteBinding('tree', { after: 'filter' }), hint: 4 },
  ],
  provides: { palette: openPalette },
  overlays: [
    overlaySlice({
      type: 'palette',
      actions: ['palette-set', 'palette-select', 'palette-error'],
      reduce: paletteReduce,
      layer: 'body',
      View: PaletteView,
    }),
  ],
  // Several lines pasted into the palette (or typed ahead after `:`) run as one command.
  reads: (state, input) => (topOfType(state, PALETTE) || input.startsWith(':') ? paste().joinPastedLines(input) : input),
};
