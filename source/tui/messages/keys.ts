// The key that closes the session's messages (`m` that opens them is a shared key: kernel/shared-keys.ts). Pure data.
import type { KeyDef } from '../kernel/keys.js';

export const MESSAGES_CLOSE = {
  action: 'messages-close',
  keys: ['esc', 'q', 'm'],
  description: 'close the messages',
  hint: 1,
  short: 'close',
} as const satisfies KeyDef;
