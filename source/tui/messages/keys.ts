// The key that closes the session's messages (`m` that opens them is a shared key: kernel/shared-keys.ts). Pure data.
import { keyDef } from '../kernel/keys.js';

export const MESSAGES_CLOSE = keyDef('messages-close', ['esc', 'q', 'm'], 'close the messages', 1, 'close');
