// What the selected row of the tree offers, for the reasons a key may not apply.
import type { RowFacts } from '../kernel/feature.js';
import { selectedRow, type ConsoleState } from '../kernel/console-store.js';
import type { Session } from '../../usecases/session.js';
import { boardScopeOf, hoshinOf } from './scopes.js';
import { rowChain } from './selection.js';

export function treeRowFacts(session: Session, state: ConsoleState): RowFacts {
  const ref = selectedRow(state)?.ref;
  const chain = rowChain(session, state);
  return {
    kind: ref?.type === 'resource' ? ref.kind : null,
    topLevel: state.nav.frames.length <= 1,
    board: boardScopeOf(chain) !== null,
    hoshin: hoshinOf(chain) !== null,
  };
}
