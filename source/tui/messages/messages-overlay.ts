// `m`: the session's messages as an overlay, each wrapped whole, the newest first. Pure.
import { flattenControls } from '../../core/cell-text.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { clamp } from '../kernel/overlays.js';
import type { Status, StatusTone } from '../kernel/status-line.js';

export interface MessagesOverlayState {
  readonly type: 'messages';
  /** The first row shown. */
  readonly scroll: number;
}

/** `max`: the last row the view can start at. */
type MessagesAction = { readonly type: 'messages-scroll'; readonly delta: number; readonly max: number };

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    messages: MessagesOverlayState;
  }
  interface FeatureActions {
    messages: MessagesAction;
  }
}

export function messagesReduce(overlay: MessagesOverlayState, action: ConsoleAction): MessagesOverlayState {
  return action.type === 'messages-scroll' ? { ...overlay, scroll: clamp(overlay.scroll + action.delta, action.max) } : overlay;
}

interface MessageRow {
  readonly text: string;
  readonly tone: StatusTone;
}

/** Each message wrapped whole at the width (controls shown, never obeyed), the newest first, a blank row between. */
export function messageRows(said: readonly Status[], width: number): MessageRow[] {
  return [...said]
    .reverse()
    .flatMap((status, place) => [
      ...(place > 0 ? [{ text: '', tone: status.tone }] : []),
      ...wrapAll(flattenControls(status.text), Math.max(1, width)).map((text) => ({ text, tone: status.tone })),
    ]);
}
