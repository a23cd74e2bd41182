// Finding known resources by name, as the palette does: every word typed must appear in the name,
// as a substring or, failing that, as letters in order (`oee` finds "Overall Equipment
// Effectiveness"). Ranked by how the name matches (exact, start, word start, anywhere, all the
// words, letters in order), then by how tightly, then higher kinds first and shorter names first.
// Covers what the index holds in memory now (see LocalIndex.loaded); `known` says how much that is.
import { compareNames } from '../core/text-order.js';
import { KIND_NAMES, type KindName } from '../catalogue/catalogue.js';
import type { IndexEntry } from './index-entry.js';
import type { LocalIndex } from './model.js';

/** How a name matches, best last: a higher tier always ranks first. */
export const MATCH_TIERS = ['letters', 'words', 'anywhere', 'word-start', 'start', 'exact'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface NameScore {
  readonly tier: MatchTier;
  /** Within a tier, higher is tighter. */
  readonly score: number;
}

export interface NameMatch extends NameScore {
  readonly entry: IndexEntry;
}

export interface NameSearch {
  /** The best matches, at most the limit. */
  readonly matches: readonly NameMatch[];
  /** How many entries matched in all. */
  readonly total: number;
  /** How many entries were searched (those in memory now). */
  readonly known: number;
}

const ALPHANUMERIC = /[\p{L}\p{N}]/u;

function isWordStart(name: string, at: number): boolean {
  if (at === 0) return true;
  const before = name.charAt(at - 1);
  return !ALPHANUMERIC.test(before) || /\p{N}/u.test(before) !== /\p{N}/u.test(name.charAt(at));
}

/**
 * Letters of `token` in order in `name` (both lower case), each at a word start or right after the
 * letter before it (`oee` in "Overall Equipment Effectiveness", `eqeff` in "equipment
 * effectiveness"); null when they cannot be placed so. Higher for longer runs and fewer words.
 */
function lettersInOrder(token: string, name: string, runsFirst: boolean): number | null {
  let from = 0;
  let previous = -2;
  let score = 0;
  for (const letter of token) {
    const runs = previous === from - 1 && name.charAt(from) === letter ? from : -1;
    let start = -1;
    for (let index = name.indexOf(letter, from); index >= 0 && start < 0; index = name.indexOf(letter, index + 1)) {
      if (isWordStart(name, index)) start = index;
    }
    const at = runsFirst ? (runs >= 0 ? runs : start) : start >= 0 ? start : runs;
    if (at < 0) return null;
    score += at === previous + 1 ? 2 : 1;
    previous = at;
    from = at + 1;
  }
  return score;
}

function fuzzyToken(token: string, name: string): number | null {
  const runs = lettersInOrder(token, name, true);
  const starts = lettersInOrder(token, name, false);
  if (runs === null) return starts;
  return starts === null ? runs : Math.max(runs, starts);
}

/** How `name` matches the typed text, or null when it does not. */
export function scoreName(text: string, name: string): NameScore | null {
  const query = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const lower = name.toLowerCase().replace(/\s+/g, ' ');
  if (query === '' || lower === '') return null;
  // Shorter names are tighter matches of the same text.
  const tightness = query.length / lower.length;
  if (lower === query) return { tier: 'exact', score: 1 };
  const at = lower.indexOf(query);
  if (at === 0) return { tier: 'start', score: tightness };
  if (at > 0) {
    let word = -1;
    for (let index = at; index >= 0 && word < 0; index = lower.indexOf(query, index + 1)) if (isWordStart(lower, index)) word = index;
    return word >= 0 ? { tier: 'word-start', score: tightness } : { tier: 'anywhere', score: tightness };
  }
  const tokens = query.split(' ');
  if (tokens.every((token) => lower.includes(token))) {
    const atWordStarts = tokens.filter((token) => isWordStart(lower, lower.indexOf(token))).length;
    return { tier: 'words', score: atWordStarts + tightness };
  }
  // Letters in order: one or two letters would match nearly everything.
  if (query.replace(/ /g, '').length < 3) return null;
  let score = 0;
  for (const token of tokens) {
    const found = lower.includes(token) ? 3 * token.length : fuzzyToken(token, lower);
    if (found === null) return null;
    score += found;
  }
  return { tier: 'letters', score: score / query.length + tightness };
}

/** Best first: tier, tightness, the kind higher in the hierarchy, the shorter name, then by name and id. */
export function compareMatches(a: NameMatch, b: NameMatch): number {
  return (
    MATCH_TIERS.indexOf(b.tier) - MATCH_TIERS.indexOf(a.tier) ||
    b.score - a.score ||
    KIND_NAMES.indexOf(a.entry.kind) - KIND_NAMES.indexOf(b.entry.kind) ||
    (a.entry.name ?? '').length - (b.entry.name ?? '').length ||
    compareNames(a.entry.name ?? '', b.entry.name ?? '') ||
    a.entry.id - b.entry.id
  );
}

/** Known entries (of one kind, or of all) whose name matches the text, best first; with a kind, its id matches too. */
export function searchNames(
  index: LocalIndex,
  text: string,
  options: { readonly kind?: KindName; readonly limit?: number } = {},
): NameSearch {
  const limit = options.limit ?? 10;
  const kinds = options.kind ? [options.kind] : KIND_NAMES;
  const found: NameMatch[] = [];
  let known = 0;
  const id = options.kind && /^[1-9]\d*$/.test(text.trim()) ? Number(text.trim()) : null;
  for (const kind of kinds) {
    for (const entry of index.loaded(kind)) {
      known += 1;
      const score = entry.id === id ? ({ tier: 'exact', score: 2 } as const) : entry.name === null ? null : scoreName(text, entry.name);
      if (score) found.push({ entry, ...score });
    }
  }
  found.sort(compareMatches);
  return { matches: found.slice(0, Math.max(0, limit)), total: found.length, known };
}

/**
 * The one match Enter may open without asking: the only match, or the only exact one. Otherwise
 * the person chooses among the candidates.
 */
export function clearMatch(search: NameSearch): NameMatch | undefined {
  if (search.total === 1) return search.matches[0];
  const [first, second] = search.matches;
  return first?.tier === 'exact' && second?.tier !== 'exact' ? first : undefined;
}
