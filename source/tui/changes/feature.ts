// The journal of this session: `L` lists the changes sent, with their outcome, and `z` undoes the
// last one, or in `L` the selected one (showing what it sends, asking first).
import { overlaySlice, type Binding, type Feature } from '../kernel/feature.js';
import { listMoveDelta, moveBindings, PAGE_MOVES } from '../kernel/list-keys.js';
import { changesData } from '../kernel/refusals.js';
import { COPY_ID } from '../tree/keys.js';
import { topOverlay } from '../kernel/console-store.js';
import { changesMax, ChangesView } from './changes-overlay.js';
import { changesReduce } from './changes-state.js';
import { CHANGES, CHANGES_CLOSE, UNDO } from './keys.js';
import { undoLast, undoSelected } from './undo-commands.js';

const CONTEXT = 'changes';
/** Changes a page of the list moves, whatever the body's height. */
const PAGE = 5;

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last change of the session's list that can be selected. */
    readonly changesMax?: number;
  }
}

const bindings: Binding[] = [
  ...moveBindings(CONTEXT, PAGE_MOVES, (action) => ({
    step: ({ facts }) => {
      const max = facts.changesMax ?? 0;
      const delta = listMoveDelta(action, max + 1, PAGE);
      return delta === undefined ? undefined : { type: 'changes-scroll', delta, max };
    },
  })),
  {
    ...UNDO,
    context: CONTEXT,
    primary: true,
    description: 'undo the selected change (shows what it sends, asks first)',
    disabled: changesData,
    run: (shell) => {
      const overlay = topOverlay(shell.current());
      const selected = overlay?.type === 'changes' ? overlay.selected : 0;
      undoSelected(shell, shell.session.changes?.ofSession()[selected]);
    },
  },
  { ...CHANGES_CLOSE, context: CONTEXT, step: () => ({ type: 'pop-overlay' }) },
  { ...CHANGES, context: 'tree', after: COPY_ID.action, step: () => ({ type: 'push-overlay', overlay: { type: 'changes', selected: 0 } }) },
  { ...UNDO, context: 'tree', after: CHANGES.action, disabled: changesData, run: undoLast },
];

export const changes: Feature = {
  name: 'changes',
  contexts: [
    {
      name: CONTEXT,
      title: 'Changes of this session',
      overlays: ['changes'],
      facts: (shell) => ({ changesMax: changesMax(shell.session) }),
    },
  ],
  bindings,
  overlays: [overlaySlice({ type: 'changes', actions: ['changes-scroll'], reduce: changesReduce, layer: 'body', View: ChangesView })],
};
