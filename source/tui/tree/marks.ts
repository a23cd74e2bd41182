// The rows marked to be changed at once, by key (`task:12`), kept while you move between lists. Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import { isKindName } from '../../catalogue/catalogue.js';

export type MarksChange =
  | { readonly type: 'toggle'; readonly key: string }
  /** Marks these keys; when every one is marked already, unmarks them (`*` twice). */
  | { readonly type: 'all'; readonly keys: readonly string[] }
  | { readonly type: 'clear' };

export function marksReducer(marked: readonly string[], change: MarksChange): readonly string[] {
  switch (change.type) {
    case 'toggle':
      return marked.includes(change.key) ? marked.filter((key) => key !== change.key) : [...marked, change.key];
    case 'all': {
      if (change.keys.every((key) => marked.includes(key))) return marked.filter((key) => !change.keys.includes(key));
      return [...marked, ...change.keys.filter((key) => !marked.includes(key))];
    }
    case 'clear':
      return [];
  }
}

/** The resources marked, from their keys. */
export function markedResources(marked: readonly string[]): { readonly kind: KindName; readonly id: number }[] {
  return marked.flatMap((key) => {
    const [kind, id] = key.split(':');
    return kind !== undefined && isKindName(kind) && /^\d+$/.test(id ?? '') ? [{ kind, id: Number(id) }] : [];
  });
}
