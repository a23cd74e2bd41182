// What is selected in the tree: the row's place and the resource it is.
import type { KindName } from '../../catalogue/catalogue.js';
import { currentFrame, selectedRow, type ConsoleState } from '../kernel/console-store.js';
import type { Shell } from '../kernel/feature.js';
import type { Overlay } from '../kernel/overlays.js';
import { hoshinOf } from './scopes.js';
import { listOwner } from './tree-shape.js';
import type { NodeRef, Session } from '../../usecases/session.js';

/** The selected row's place in the tree (root first, the row last), from the index alone. */
export function rowChain(session: Session, state: ConsoleState): NodeRef[] {
  const ref = selectedRow(state)?.ref;
  if (ref?.type === 'resource') return session.knownChain(ref.kind, ref.id);
  if (ref?.type === 'group') return session.knownChain(ref.parentKind, ref.parentId);
  const frame = currentFrame(state);
  const owner = frame ? listOwner(frame.list) : null;
  return owner ? session.knownChain(owner.kind, owner.id) : [];
}

/** The resource of the selected row, when it is one. */
export function selectedResource(state: ConsoleState): { kind: KindName; id: number } | null {
  const ref = selectedRow(state)?.ref;
  return ref?.type === 'resource' ? { kind: ref.kind, id: ref.id } : null;
}

/** Opens a view of the selected row's hoshin over the tree, the status line clear; its hoshin, or null outside one (the key's refusal says so). */
export function openOverHoshin(shell: Shell, overlayOf: (hoshinId: number) => Overlay): number | null {
  const hoshinId = hoshinOf(rowChain(shell.session, shell.current()));
  if (hoshinId === null) return null;
  shell.dispatch({ type: 'push-overlay', overlay: overlayOf(hoshinId) });
  shell.dispatch({ type: 'status', status: null });
  return hoshinId;
}
