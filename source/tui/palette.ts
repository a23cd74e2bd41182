// The `:` command palette: what a typed line means, and what Tab completes it to. Pure: the
// profiles and known resources it suggests are passed in.
import { KINDS, resolveKind, type KindName, type KindSpec } from '../catalogue/catalogue.js';
import { redactSignatures } from '../signing/signing.js';

export type PaletteCommand =
  | { readonly type: 'open'; readonly kind: KindName; readonly id: number }
  | { readonly type: 'quit' }
  | { readonly type: 'refresh' }
  | { readonly type: 'readonly' }
  | { readonly type: 'profile'; readonly name: string }
  | { readonly type: 'help' }
  /** Nothing typed: close the palette. */
  | { readonly type: 'none' }
  | { readonly type: 'error'; readonly message: string };

/** Command words, each with what it does (the kind words come from the catalogue). */
export const PALETTE_WORDS: readonly { readonly word: string; readonly description: string }[] = [
  { word: 'quit', description: 'quit hoshin (also q)' },
  { word: 'refresh', description: 'fetch the current list again' },
  { word: 'readonly', description: 'switch read-only mode on or off' },
  { word: 'profile', description: 'switch to another profile: profile NAME' },
  { word: 'help', description: 'show the keys and commands' },
];

const WORD_ALIASES: Readonly<Record<string, string>> = { q: 'quit', 'q!': 'quit', exit: 'quit', r: 'refresh', '?': 'help', ro: 'readonly' };
const PROFILE_NAME = /^[A-Za-z0-9._-]{1,64}$/;
const ID_TEXT = /^[1-9]\d*$/;
/** A web slug: the id, optionally followed by -words and a .json/.xml suffix. */
const SLUG = /^([1-9]\d*)(?:-[^/.]*)?(?:\.(?:json|xml|html|pdf))?$/i;
const EXAMPLE = 'try "objective 42", a web address, quit, refresh, readonly, profile NAME or help';

const byWebSegment = new Map<string, KindSpec>(KINDS.map((spec) => [spec.webSegment, spec]));

function error(message: string): PaletteCommand {
  return { type: 'error', message: redactSignatures(message) };
}

function parseId(kind: KindSpec, text: string): PaletteCommand {
  const bare = text.startsWith('#') ? text.slice(1) : text;
  if (!ID_TEXT.test(bare) || !Number.isSafeInteger(Number(bare))) {
    return error(`${kind.label.toLowerCase()} id must be a positive whole number, got "${text}"`);
  }
  return { type: 'open', kind: kind.name, id: Number(bare) };
}

function looksLikeAddress(text: string): boolean {
  return /^https?:\/\//i.test(text) || text.startsWith('/') || /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?\//i.test(text);
}

/**
 * Reads a pasted address of the service (web page or API path): the last `<segment>/<id-slug>`
 * pair whose segment names a kind wins, so /subscriptions/3/invoices/9 opens invoice 9 and
 * /indicators/7/history opens indicator 7.
 */
export function parseResourceAddress(text: string): PaletteCommand {
  let path: string;
  try {
    const absolute = /^https?:\/\//i.test(text) ? text : text.startsWith('/') ? `http://host${text}` : `https://${text}`;
    path = new URL(absolute).pathname;
  } catch {
    return error(`"${text}" is not a web address`);
  }
  const segments = path.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
  for (let at = segments.length - 2; at >= 0; at -= 1) {
    const spec = byWebSegment.get((segments[at] as string).toLowerCase());
    const slug = SLUG.exec(segments[at + 1] as string);
    if (spec && slug) return parseId(spec, slug[1] as string);
  }
  const first = segments[0];
  if (first !== undefined && byWebSegment.has(first.toLowerCase())) {
    const second = segments[1];
    const what = second === undefined ? 'no id' : `"${second}", which is not an id`;
    return error(`the address names ${first} but ${what} (expected e.g. /${first}/42)`);
  }
  return error(`the address ${path} does not name a resource hoshin knows (expected e.g. /objectives/42)`);
}

export function parsePaletteInput(input: string): PaletteCommand {
  const text = input.trim().replace(/^:\s*/, '');
  if (text === '') return { type: 'none' };
  if (looksLikeAddress(text) && !/\s/.test(text)) return parseResourceAddress(text);
  const words = text.split(/\s+/);
  const head = (words[0] as string).toLowerCase();
  const rest = words.slice(1);
  const command = WORD_ALIASES[head] ?? head;
  switch (command) {
    case 'quit':
    case 'refresh':
    case 'readonly':
    case 'help':
      return rest.length === 0 ? { type: command } : error(`${command} takes no arguments`);
    case 'profile': {
      if (rest.length === 0) return error('profile needs a name: profile NAME');
      if (rest.length > 1) return error('profile takes one name');
      const name = rest[0] as string;
      return PROFILE_NAME.test(name) && name !== '.' && name !== '..'
        ? { type: 'profile', name }
        : error(`"${name}" is not a profile name (letters, digits, "-", "_" and ".")`);
    }
  }
  const kind = resolveKind(head);
  if (kind) {
    if (rest.length === 0) return error(`which ${kind.label.toLowerCase()}? e.g. ${kind.name} 42`);
    if (rest.length > 1) return error(`${kind.name} takes one id, e.g. ${kind.name} 42`);
    return parseId(kind, rest[0] as string);
  }
  if (ID_TEXT.test(head) && rest.length === 0) return error(`which kind is ${head}? e.g. objective ${head}`);
  return error(`unknown command "${words[0]}": ${EXAMPLE}`);
}

// ---- completion ----

export interface PaletteSuggestion {
  /** The whole palette line if this suggestion is taken. */
  readonly text: string;
  /** What the list shows. */
  readonly label: string;
  readonly description: string;
}

export interface PaletteContext {
  /** Profile names from the config. */
  readonly profiles?: readonly string[];
  /** Known resources of a kind whose id or name matches the text (the local index's search). */
  readonly findResources?: (kind: KindName, text: string) => readonly { readonly id: number; readonly name: string | null }[];
  /** At most this many suggestions (default 10). */
  readonly limit?: number;
}

export interface PaletteCompletion {
  /** The line after Tab: extended by what all candidates share (unchanged when nothing fits). */
  readonly completed: string;
  readonly suggestions: readonly PaletteSuggestion[];
}

function commonPrefix(values: readonly string[]): string {
  if (values.length === 0) return '';
  let prefix = values[0] as string;
  for (const value of values) {
    while (!value.toLowerCase().startsWith(prefix.toLowerCase())) prefix = prefix.slice(0, -1);
  }
  return prefix;
}

/** Kind and command words starting with the typed prefix: each kind once, under its best-matching word. */
function firstWordSuggestions(prefix: string): PaletteSuggestion[] {
  const lower = prefix.toLowerCase();
  const found: PaletteSuggestion[] = [];
  for (const { word, description } of PALETTE_WORDS) {
    // Only `profile` takes an argument; the others are complete as typed.
    if (word.startsWith(lower)) found.push({ text: word === 'profile' ? 'profile ' : word, label: word, description });
  }
  for (const spec of KINDS) {
    const word = [spec.name, ...spec.aliases].find((alias) => alias.startsWith(lower));
    if (word) found.push({ text: `${word} `, label: word, description: `open a ${spec.label.toLowerCase()} by id` });
  }
  return found;
}

/** Completion and suggestions for the palette line (Tab takes `completed`; the list shows `suggestions`). */
export function completePalette(input: string, context: PaletteContext = {}): PaletteCompletion {
  const limit = context.limit ?? 10;
  const lead = /^\s*:?\s*/.exec(input)?.[0] ?? '';
  const text = input.slice(lead.length);
  if (looksLikeAddress(text)) return { completed: input, suggestions: [] };
  const match = /^(\S*)(\s+)?(.*)$/.exec(text) as RegExpExecArray;
  const head = match[1] as string;
  const argument = match[3] as string;
  if (match[2] === undefined) {
    const suggestions = firstWordSuggestions(head);
    const words = suggestions.map((s) => s.text);
    const shared = words.length === 1 ? (words[0] as string) : commonPrefix(words);
    const completed = shared.length > head.length ? lead + shared : input;
    return { completed, suggestions: suggestions.slice(0, limit) };
  }
  if (head.toLowerCase() === 'profile') {
    const names = (context.profiles ?? []).filter((name) => name.toLowerCase().startsWith(argument.toLowerCase()));
    const suggestions = names.map((name) => ({ text: `profile ${name}`, label: name, description: 'switch to this profile' }));
    const shared = names.length === 1 ? (names[0] as string) : commonPrefix(names);
    const completed = shared.length > argument.length ? `${lead}profile ${shared}` : input;
    return { completed, suggestions: suggestions.slice(0, limit) };
  }
  const kind = resolveKind(head);
  if (kind && context.findResources && argument.trim() !== '') {
    const found = context.findResources(kind.name, argument.trim()).slice(0, limit);
    const suggestions = found.map((resource) => ({
      text: `${head} ${resource.id}`,
      label: `${kind.name} ${resource.id}`,
      description: resource.name ?? '',
    }));
    // Tab on a name that fits exactly one known resource replaces it with the id.
    const completed = found.length === 1 && !ID_TEXT.test(argument.trim()) ? lead + (suggestions[0] as PaletteSuggestion).text : input;
    return { completed, suggestions };
  }
  return { completed: input, suggestions: [] };
}
