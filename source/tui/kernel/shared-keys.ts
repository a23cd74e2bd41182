// The keys most views share, owned by the kernel: `:`, `?`, `m` and Esc. A context lists the ones
// it inherits; the feature that `provides` each handles it. Pure data.
import type { KeyDef } from './keys.js';

export const PALETTE = {
  action: 'palette',
  keys: [':'],
  description: 'command palette (a name, :objective 42, web addresses or ids, several at once, quit…)',
  hint: 3,
  short: 'palette',
  shared: true,
} as const satisfies KeyDef;

export const HELP = { action: 'help', keys: ['?'], description: 'help', hint: 0, short: 'help', shared: true } as const satisfies KeyDef;

export const MESSAGES = {
  action: 'messages',
  keys: ['m'],
  description: 'the messages of this session, whole, the newest first (the status line cuts a long one)',
  hint: 7,
  short: 'messages',
  shared: true,
} as const satisfies KeyDef;

export const CLOSE_VIEW = {
  action: 'close-view',
  keys: ['esc', 'q'],
  description: 'back to the tree',
  hint: 2,
  short: 'close',
  shared: true,
} as const satisfies KeyDef;

/** The shared keys by the name a view inherits them; help and close work while a view still gathers. */
export const SHARED_KEYS = {
  palette: PALETTE,
  help: { ...HELP, whileGathering: true },
  close: { ...CLOSE_VIEW, whileGathering: true },
  messages: { ...MESSAGES, hint: 'help' },
} as const satisfies Record<string, KeyDef & { readonly whileGathering?: true }>;

export type SharedKeyName = keyof typeof SHARED_KEYS;

/** What a view over the tree inherits: every shared key. */
export const VIEW_KEYS: readonly SharedKeyName[] = ['palette', 'help', 'close', 'messages'];

/** The palette's command words, each with what it does (the kind words come from the catalogue); the help lists them too. */
export const PALETTE_WORDS: readonly { readonly word: string; readonly description: string }[] = [
  { word: 'quit', description: 'quit hoshin (also q)' },
  { word: 'refresh', description: 'fetch the current list again' },
  { word: 'readonly', description: 'switch read-only mode on or off' },
  { word: 'profile', description: 'switch to another profile: profile NAME' },
  { word: 'help', description: 'show the keys and commands' },
];
