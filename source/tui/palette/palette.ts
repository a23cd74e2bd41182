// The `:` command palette: what a typed line means, and what Tab completes it to. Pure.
import { KINDS, resolveKind, type KindName } from '../../catalogue/catalogue.js';
import {
  looksLikeAddress,
  parseKindId,
  parseReferenceList,
  parseResourceAddress as readAddress,
  type ReferenceResult,
  type ResourceReference,
} from '../../index/references.js';
import { clearMatch, type NameSearch } from '../../index/name-search.js';
import { redactSignatures } from '../../signing/signing.js';
import { keyOf } from '../kernel/keys.js';
import { PALETTE_NEXT, PALETTE_PREVIOUS, PALETTE_RUN } from './keys.js';
import { PALETTE_WORDS } from '../kernel/shared-keys.js';

export type PaletteCommand =
  | { readonly type: 'open'; readonly kind: KindName; readonly id: number }
  /** Several addresses or `kind id` pairs pasted at once; `problems` names the pieces that name nothing. */
  | {
      readonly type: 'open-many';
      readonly references: readonly ResourceReference[];
      readonly problems: readonly string[];
    }
  | { readonly type: 'quit' }
  | { readonly type: 'refresh' }
  | { readonly type: 'readonly' }
  | { readonly type: 'profile'; readonly name: string }
  | { readonly type: 'help' }
  /** Text that is no command: the name of a known resource (see resolveFind). */
  | { readonly type: 'find'; readonly text: string }
  /** Nothing typed: close the palette. */
  | { readonly type: 'none' }
  | { readonly type: 'error'; readonly message: string };

const WORD_ALIASES: Readonly<Record<string, string>> = {
  q: 'quit',
  'q!': 'quit',
  exit: 'quit',
  r: 'refresh',
  '?': 'help',
  ro: 'readonly',
};
const PROFILE_NAME = /^[A-Za-z0-9._-]{1,64}$/;
const ID_TEXT = /^[1-9]\d*$/;
const EXAMPLE = 'try a name, "objective 42", web addresses, quit, refresh, readonly, profile NAME or help';

const error = (message: string): PaletteCommand => ({ type: 'error', message: redactSignatures(message) });

function fromReference(result: ReferenceResult): PaletteCommand {
  return result.ok ? { type: 'open', kind: result.kind, id: result.id } : error(result.message);
}

/** A paste naming several resources (addresses or `kind id` pairs, however separated); undefined for one command. */
function severalReferences(text: string, service: string | undefined): PaletteCommand | undefined {
  if (!/[\s,;]/.test(text)) return undefined;
  const head = (text.split(/[\s,;]+/)[0] as string).toLowerCase();
  if (WORD_ALIASES[head] || PALETTE_WORDS.some((entry) => entry.word === head)) return undefined;
  const list = parseReferenceList(text, service);
  const written = /[,;\n]/.test(text) || text.split(/\s+/).some(looksLikeAddress);
  if (list.found === 0 || list.found + list.problems.length < 2 || (list.found < 2 && !written)) return undefined;
  return { type: 'open-many', references: list.references, problems: list.problems };
}

/** `service`: the base URL of the service the console reads; an address on another host is refused. */
export function parsePaletteInput(input: string, service?: string): PaletteCommand {
  const text = input.trim().replace(/^:\s*/, '');
  if (text === '') return { type: 'none' };
  const several = severalReferences(text, service);
  if (several) return several;
  if (looksLikeAddress(text) && !/\s/.test(text)) return fromReference(readAddress(text, service));
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
    return fromReference(parseKindId(kind, rest[0] as string));
  }
  if (ID_TEXT.test(head) && rest.length === 0) return error(`which kind is ${head}? e.g. objective ${head}`);
  if (looksLikeAddress(head)) return error(`unknown command "${words[0]}": ${EXAMPLE}`);
  return { type: 'find', text };
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
  /** Known resources (of one kind, or of any) whose name matches the text, best first (index/name-search.ts). */
  readonly findNames?: (text: string, kind?: KindName) => NameSearch;
  /** Known resources of a kind, for a kind typed with no id yet (`indicator ` + Tab). */
  readonly knownOfKind?: (kind: KindName) => readonly { readonly id: number; readonly name: string | null }[];
  /** At most this many suggestions (default 10). */
  readonly limit?: number;
  /** The base URL of the service the console reads: a pasted address on another host is refused. */
  readonly service?: string;
}

interface PaletteCompletion {
  /** The line after Tab: extended by what all candidates share (unchanged when nothing fits). */
  readonly completed: string;
  readonly suggestions: readonly PaletteSuggestion[];
  /** Known resources that match but are not among the suggestions (typing more of the name narrows them). */
  readonly more: number;
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
    if (word)
      found.push({
        text: `${word} `,
        label: word,
        description: `open ${/^[aeiou]/i.test(spec.label) ? 'an' : 'a'} ${spec.label.toLowerCase()} by id`,
      });
  }
  return found;
}

/** A known resource as a suggestion: its kind and id to open, its name to read. */
function resourceSuggestion(word: string, kind: KindName, id: number, name: string | null): PaletteSuggestion {
  return { text: `${word} ${id}`, label: `${kind} ${id}`, description: name ?? '' };
}

function nameSuggestions(text: string, context: PaletteContext, limit: number): { suggestions: PaletteSuggestion[]; total: number } {
  if (!context.findNames || text.trim() === '') return { suggestions: [], total: 0 };
  const search = context.findNames(text.trim());
  return {
    suggestions: search.matches.slice(0, limit).map(({ entry }) => resourceSuggestion(entry.kind, entry.kind, entry.id, entry.name)),
    total: search.total,
  };
}

/** Completion and suggestions for the palette line (Tab takes `completed`; the list shows `suggestions`). */
export function completePalette(input: string, context: PaletteContext = {}): PaletteCompletion {
  const limit = context.limit ?? 10;
  const lead = /^\s*:?\s*/.exec(input)?.[0] ?? '';
  const text = input.slice(lead.length);
  if (looksLikeAddress(text)) return { completed: input, suggestions: [], more: 0 };
  const match = /^(\S*)(\s+)?(.*)$/.exec(text) as RegExpExecArray;
  const head = match[1] as string;
  const argument = match[3] as string;
  if (match[2] === undefined) {
    const words = firstWordSuggestions(head);
    const { suggestions: names, total } = nameSuggestions(head, context, limit);
    const texts = words.map((s) => s.text);
    const shared = texts.length === 1 ? (texts[0] as string) : commonPrefix(texts);
    // Tab on text that is no command word and names exactly one known resource puts in its kind and id.
    const completed =
      shared.length > head.length
        ? lead + shared
        : words.length === 0 && names.length === 1
          ? lead + (names[0] as PaletteSuggestion).text
          : input;
    const suggestions = [...words, ...names].slice(0, limit);
    return { completed, suggestions, more: Math.max(0, words.length + total - suggestions.length) };
  }
  if (head.toLowerCase() === 'profile') {
    const names = (context.profiles ?? []).filter((name) => name.toLowerCase().startsWith(argument.toLowerCase()));
    const suggestions = names.map((name) => ({
      text: `profile ${name}`,
      label: name,
      description: 'switch to this profile',
    }));
    const shared = names.length === 1 ? (names[0] as string) : commonPrefix(names);
    const completed = shared.length > argument.length ? `${lead}profile ${shared}` : input;
    return { completed, suggestions: suggestions.slice(0, limit), more: Math.max(0, suggestions.length - limit) };
  }
  const kind = resolveKind(head);
  if (kind && argument.trim() === '') {
    // `indicator ` + Tab: the known indicators, to choose by name.
    const all = context.knownOfKind ? context.knownOfKind(kind.name) : [];
    const suggestions = all.slice(0, limit).map((resource) => resourceSuggestion(head, kind.name, resource.id, resource.name));
    return {
      completed: suggestions.length === 1 ? lead + (suggestions[0] as PaletteSuggestion).text : input,
      suggestions,
      more: all.length - suggestions.length,
    };
  }
  if (kind && context.findNames) {
    const search = context.findNames(argument.trim(), kind.name);
    const found = search.matches.slice(0, limit);
    const suggestions = found.map(({ entry }) => resourceSuggestion(head, kind.name, entry.id, entry.name));
    // Tab on a name that fits exactly one known resource replaces it with the id.
    const completed = found.length === 1 && !ID_TEXT.test(argument.trim()) ? lead + (suggestions[0] as PaletteSuggestion).text : input;
    return { completed, suggestions, more: Math.max(0, search.total - found.length) };
  }
  if (kind || PALETTE_WORDS.some((entry) => entry.word === head.toLowerCase()) || WORD_ALIASES[head.toLowerCase()])
    return { completed: input, suggestions: [], more: 0 };
  // Several words that are no command: a name.
  const { suggestions: names, total } = nameSuggestions(text, context, limit);
  return {
    completed: names.length === 1 ? lead + (names[0] as PaletteSuggestion).text : input,
    suggestions: names,
    more: Math.max(0, total - names.length),
  };
}

// ---- finding by name ----

/** Enter on a name: the one clear match opens; else the palette stays open and says how many match. */
export function resolveFind(command: Extract<PaletteCommand, { type: 'find' }>, context: PaletteContext): PaletteCommand {
  const what = `"${command.text}"`;
  if (!context.findNames) return error(`unknown command "${command.text.split(/\s+/)[0] ?? ''}": ${EXAMPLE}`);
  const search = context.findNames(command.text);
  const clear = clearMatch(search);
  if (clear) return { type: 'open', kind: clear.entry.kind, id: clear.entry.id };
  const known = `${search.known.toLocaleString('en-US')} known`;
  if (search.total === 0) return error(`no command or name matches ${what} (no match among ${known}): ${EXAMPLE}`);
  const moves = `${keyOf(PALETTE_PREVIOUS)}/${keyOf(PALETTE_NEXT)}`;
  return error(`${search.total} names match ${what} (among ${known}): ${moves} picks one, ${keyOf(PALETTE_RUN)} opens it`);
}
