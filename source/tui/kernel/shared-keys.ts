// The keys most views share, owned by the kernel: `:`, `?`, `m` and Esc. A context lists the ones
// it inherits; the feature that `provides` each handles it. Pure data.
import { keyDef, type KeyDef } from './keys.js';

export const PALETTE = {
  ...keyDef('palette', [':'], 'command palette (a name, :objective 42, web addresses or ids, several at once, quit…)', 3, 'palette'),
  shared: true,
} as const;

export const HELP = { ...keyDef('help', ['?'], 'help', 0, 'help'), shared: true } as const;

export const MESSAGES = {
  ...keyDef('messages', ['m'], 'the messages of this session, whole, the newest first (the status line cuts a long one)', 7, 'messages'),
  shared: true,
} as const;

export const CLOSE_VIEW = { ...keyDef('close-view', ['esc', 'q'], 'back to the tree', 2, 'close'), shared: true } as const;

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
