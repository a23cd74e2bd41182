// The session's messages: `m` lists what the status line said in this session, each whole (the
// status line gives a message one row and cuts a long one), the newest first; it scrolls.
import { overlaySlice, type Feature } from '../kernel/feature.js';
import { listMoveDelta, moveBindings, PAGE_MOVES } from '../kernel/list-keys.js';
import { UNDO } from '../changes/keys.js';
import { MESSAGES, MESSAGES_CLOSE } from './keys.js';
import { messageRows, messagesReduce, messagesRoom } from './messages-overlay.js';
import { MessagesView } from './messages-view.js';

const CONTEXT = 'messages';
/** Rows a page of messages moves, whatever the body's height. */
const PAGE = 10;

declare module '../kernel/feature.js' {
  interface RouteFacts {
    /** The last row the messages can start at. */
    readonly messagesMax?: number;
  }
}

export const messages: Feature = {
  name: 'messages',
  contexts: [
    {
      name: CONTEXT,
      title: 'Messages of this session',
      overlays: ['messages'],
      commandKeys: true,
      facts: (shell, state) => {
        const rows = messageRows(state.status.said, Math.max(1, shell.layout.width - 2)).length;
        return { messagesMax: Math.max(0, rows - messagesRoom(shell.layout.bodyHeight)) };
      },
    },
  ],
  bindings: [
    ...moveBindings(CONTEXT, PAGE_MOVES, (action) => ({
      step: ({ facts }) => {
        const max = facts.messagesMax ?? 0;
        const delta = listMoveDelta(action, max + 1, PAGE);
        return delta === undefined ? undefined : { type: 'messages-scroll', delta, max };
      },
    })),
    { ...MESSAGES_CLOSE, context: CONTEXT, primary: true, step: () => ({ type: 'pop-overlay' }) },
    { ...MESSAGES, context: 'tree', after: UNDO.action, step: () => ({ type: 'push-overlay', overlay: { type: 'messages', scroll: 0 } }) },
  ],
  overlays: [overlaySlice({ type: 'messages', actions: ['messages-scroll'], reduce: messagesReduce, layer: 'body', View: MessagesView })],
};
