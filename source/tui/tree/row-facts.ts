// What the selected row offers, for the keymap's disabled reasons: its kind (in the due queue: the
// item on screen's), whether it is at the top level, and the board and hoshin above it.
import type { KeyContext, RowFacts } from '../kernel/keymap.js';
import { currentDueItem } from '../review/due-walk.js';
import { selectedRow, topOverlay, type ConsoleState } from '../kernel/console-store.js';
import type { Session } from '../../usecases/session.js';
import { boardScopeOf, hoshinOf } from './scopes.js';
import { rowChain } from './selection.js';

export function rowFacts(session: Session, state: ConsoleState, context: KeyContext): RowFacts {
  const ref = selectedRow(state)?.ref;
  const chain = context === 'tree' ? rowChain(session, state) : [];
  const top = topOverlay(state);
  const dueItem = top?.type === 'due' ? currentDueItem(top.walk) : undefined;
  return {
    kind: context === 'due' ? (dueItem?.kind ?? null) : ref?.type === 'resource' ? ref.kind : null,
    topLevel: state.nav.frames.length <= 1,
    board: boardScopeOf(chain) !== null,
    hoshin: hoshinOf(chain) !== null,
  };
}
