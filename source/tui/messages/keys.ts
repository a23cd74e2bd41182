// The keys of the session's messages (m): open and close. Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const MESSAGES = {
  action: 'messages',
  keys: ['m'],
  description: 'the messages of this session, whole, the newest first (the status line cuts a long one)',
  hint: 7,
  short: 'messages',
  shared: true,
} as const satisfies KeyDef;
export const MESSAGES_CLOSE = {
  action: 'messages-close',
  keys: ['esc', 'q', 'm'],
  description: 'close the messages',
  hint: 1,
  short: 'close',
} as const satisfies KeyDef;
