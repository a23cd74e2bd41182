// `a`: what needs attention in a hoshin as an overlay (its cursor), and its rows from the index.
import { healthItems } from '../../usecases/review-queries.js';
import type { Session } from '../../usecases/session.js';
import { clamp } from '../kernel/overlays.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { attentionRows } from './attention.js';

export interface AttentionOverlay {
  readonly type: 'attention';
  readonly hoshinId: number;
  readonly cursor: number;
}

type AttentionAction = { readonly type: 'attention-move'; readonly delta: number; readonly total: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    attention: AttentionOverlay;
  }
  interface FeatureActions {
    attention: AttentionAction;
  }
}

export function attentionReduce(overlay: AttentionOverlay, action: ConsoleAction): AttentionOverlay {
  return action.type === 'attention-move' ? { ...overlay, cursor: clamp(overlay.cursor + action.delta, action.total - 1) } : overlay;
}

/** The rows of a "what needs attention" overlay, from the index as it is now. */
export function overlayAttention(session: Session, overlay: AttentionOverlay, today: string) {
  return attentionRows(healthItems(session.index, { kind: 'hoshin', id: overlay.hoshinId }, today), today);
}
