// The session's messages: `m` lists what the status line said in this session, each whole (the
// status line gives a message one row and cuts a long one), the newest first; it scrolls. It opens
// from the tree and from every view that inherits it (a view that takes text types it).
import { MESSAGES } from '../kernel/shared-keys.js';
import { overlaySlice, type Feature } from '../kernel/feature.js';
import type { ConsoleAction } from '../kernel/console-store.js';
import { PAGE_MOVES, TEXT_PAGE } from '../kernel/list-keys.js';
import { MESSAGES_CLOSE } from './keys.js';
import { messageRows, messagesReduce } from './messages-overlay.js';
import { panelRoom } from '../kernel/layout.js';
import { lazyView } from '../kernel/lazy-view.js';
import { viewContext } from '../kernel/view-context.js';

const MessagesView = lazyView(() => import('../later.js').then((later) => later.messagesView.MessagesView));

const CONTEXT = 'messages';
declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last row the messages can start at. */
    readonly messagesMax?: number;
  }
}

const openMessages = (): ConsoleAction => ({ type: 'push-overlay', overlay: { type: 'messages', scroll: 0 } });

export const messages: Feature = {
  name: 'messages',
  contexts: [
    viewContext(CONTEXT, 'Messages of this session', {
      inherits: ['help'],
      scrolls: {
        moves: PAGE_MOVES,
        page: TEXT_PAGE,
        max: (facts) => facts.messagesMax ?? 0,
        to: (delta, max) => ({ type: 'messages-scroll', delta, max }),
      },
      facts: (shell, state) => {
        const rows = messageRows(state.status.said, Math.max(1, shell.layout.width - 2)).length;
        return { messagesMax: Math.max(0, rows - panelRoom(shell.layout.bodyHeight)) };
      },
    }),
  ],
  bindings: [
    { ...MESSAGES_CLOSE, context: CONTEXT, primary: true, step: () => ({ type: 'pop-overlay' }) },
    { ...MESSAGES, context: 'tree', after: 'undo', step: openMessages },
  ],
  // `m` in every view that inherits it (kernel/shared-keys.ts); Esc comes back to the view.
  provides: { messages: { step: openMessages } },
  overlays: [overlaySlice({ type: 'messages', actions: ['messages-scroll'], reduce: messagesReduce, layer: 'body', View: MessagesView })],
};
