// Searching the index by id or name, best first (the CLI's search; the palette ranks in name-search.ts).
import { KIND_NAMES, type KindName } from '../catalogue/catalogue.js';
import { compareNames } from '../core/text-order.js';
import type { IndexEntry } from './index-entry.js';

/**
 * Entries whose id equals the text, or whose name contains it (case-insensitive), best first:
 * id matches, then names starting with the text, then names with a word starting with it, then the
 * rest; ties go to the kind higher in the hierarchy, then by name.
 */
export function searchEntries(
  loaded: (kind: KindName) => Iterable<IndexEntry>,
  text: string,
  options: { readonly kind?: KindName; readonly limit?: number } = {},
): readonly IndexEntry[] {
  const needle = text.trim().toLowerCase();
  const limit = options.limit ?? 50;
  if (needle === '' || limit <= 0) return [];
  const kinds = options.kind ? [options.kind] : KIND_NAMES;
  const ranked: { entry: IndexEntry; rank: number }[] = [];
  const numeric = /^\d+$/.test(needle) ? Number(needle) : null;
  for (const kind of kinds) {
    for (const entry of loaded(kind)) {
      let rank = -1;
      if (entry.id === numeric) rank = 0;
      else if (entry.name) {
        const name = entry.name.toLowerCase();
        const at = name.indexOf(needle);
        if (at === 0) rank = 1;
        else if (at > 0) rank = /[\s\-_/.(]/.test(name.charAt(at - 1)) ? 2 : 3;
      }
      if (rank >= 0) ranked.push({ entry, rank });
    }
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_NAMES.indexOf(a.entry.kind) - KIND_NAMES.indexOf(b.entry.kind) ||
      compareNames(a.entry.name ?? '', b.entry.name ?? '') ||
      a.entry.id - b.entry.id,
  );
  return ranked.slice(0, limit).map((item) => item.entry);
}
