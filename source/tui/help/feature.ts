// The `?` help: every feature's keys by context, then the palette's commands and how the figures
// read; it scrolls, and `/` filters its lines. `?` opens it from the tree (each view brings its own),
// with the keys of where it was opened first.
import { PALETTE } from '../kernel/shared-keys.js';
import { overlaySlice, type Feature } from '../kernel/feature.js';
import { topOfType } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { ALL_MOVES, TEXT_PAGE } from '../kernel/list-keys.js';
import { FILTER } from '../filter/keys.js';
import { helpBinding, openHelp } from './help-key.js';
import { helpFilterReduce, helpReduce } from './help-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { panelRoom } from '../kernel/layout.js';
import { HELP_CLOSE } from './keys.js';
import { viewContext } from '../kernel/view-context.js';

// Its text and what measures it: loaded after the first frame (kernel/lazy-view.ts, lazy-module.ts).
const HelpView = lazyView(() => import('../later.js').then((later) => later.helpView.HelpView));
const rows = lazyModule(() => import('../later.js').then((later) => later.helpRows));
const from = lazyModule(() => import('../later.js').then((later) => later.helpFrom));

const HELP = 'help';
declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last line the help text can start at. */
    readonly helpMax?: number;
  }
}

export const help: Feature = {
  name: 'help',
  contexts: [
    viewContext(HELP, 'Help', {
      inherits: ['messages'],
      scrolls: {
        moves: ALL_MOVES,
        page: TEXT_PAGE,
        max: (facts) => facts.helpMax ?? 0,
        to: (delta, max) => ({ type: 'help-scroll', delta, max }),
      },
      facts: (shell, state) => {
        const filter = topOfType(state, HELP)?.filter ?? '';
        const place = from().helpFrom(shell.keys, state);
        const count = rows().helpRows(shell.keys, state.readOnly, filter, Math.max(1, shell.layout.width - 2), place).length;
        return { helpMax: Math.max(0, count - panelRoom(shell.layout.bodyHeight)) };
      },
    }),
  ],
  bindings: [
    { ...FILTER, context: HELP, step: () => ({ type: 'filter-start' }) },
    {
      ...HELP_CLOSE,
      context: HELP,
      primary: true,
      // Esc (its first key) first clears a kept filter, as in the tree.
      step: ({ name, line }) =>
        name === keyOf(HELP_CLOSE) && (line?.text ?? '') !== '' ? { type: 'filter-clear' } : { type: 'pop-overlay' },
    },
    helpBinding('tree', { after: PALETTE.action }),
  ],
  provides: { help: openHelp },
  overlays: [
    overlaySlice({
      type: 'help',
      actions: ['help-scroll'],
      reduce: helpReduce,
      filter: {
        text: (overlay) => overlay.filter ?? '',
        typing: (overlay) => overlay.filtering ?? false,
        reduce: helpFilterReduce,
        move: (_overlay, facts, delta) => ({ type: 'help-scroll', delta, max: facts.helpMax ?? 0 }),
      },
      layer: 'body',
      View: HelpView,
    }),
  ],
};
