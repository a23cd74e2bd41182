// The console's `/` filter in the query language (domain/query.ts, as `hoshin find`): a row passes
// when it matches, a match lies under it, or its name holds the text. A text the language refuses
// (a half-typed `status:`) filters by name alone and says why.
import type { KindName } from '../../catalogue/catalogue.js';
import { isHoshinError } from '../../core/errors.js';
import type { LocalIndex } from '../../index/model.js';
import type { PeopleDirectory } from '../../index/people.js';
import { lazyModule } from '../kernel/lazy-module.js';

// The query language and its search: loaded after the first frame, which filters nothing
// (kernel/lazy-module.ts); a filter is typed with `/`, a key.
const finding = lazyModule(() => import('../later.js').then((later) => later.findKnown));

export interface QueryMatches {
  /** The row keys that pass: each match (`task:12`), every resource above it and the kind group it is in. */
  readonly shown: ReadonlySet<string>;
  /** The matches themselves, as the header counts them and `*` marks them. */
  readonly matched: readonly { readonly kind: KindName; readonly id: number }[];
  /** Why the text is not a query (the rows are then filtered by name only). */
  readonly error: string | null;
}

const NONE: QueryMatches = { shown: new Set(), matched: [], error: null };

/** Who "me" is and the saved views (`@NAME`), when the profile keeps them. */
export interface QueryProfile {
  readonly me: () => number | null;
  readonly viewText: (name: string) => string | undefined;
  /** The people directory, for `owner:aiko` (as hoshin find reads it); its revision grows as names arrive. */
  readonly people?: Pick<PeopleDirectory, 'nameOf' | 'revision'>;
}

/** A matcher over the index that remembers its last answer (each key typed asks again, each row asks the same). */
export function queryMatcher(index: LocalIndex, today: () => string, profile?: QueryProfile): (text: string) => QueryMatches {
  // Holds while the text, the index, the names and the day stay (a move of all marked counts again).
  let last: { text: string; revision: string; matches: QueryMatches } | null = null;
  return (text) => {
    const trimmed = text.trim();
    if (trimmed === '') return NONE;
    const day = today();
    const revision = `${index.revision}/${profile?.people?.revision ?? 0}/${day}`;
    if (last?.text === trimmed && last.revision === revision) return last.matches;
    let matches: QueryMatches;
    try {
      const found = finding().findKnown(index, trimmed, {
        today: day,
        me: profile?.me() ?? null,
        nameOf: profile?.people?.nameOf ?? (() => null),
        ...(profile ? { viewText: profile.viewText } : {}),
      }).found;
      const shown = new Set<string>();
      for (const match of found) {
        const chain = [...index.ancestors(match.kind, match.id), { kind: match.kind, id: match.id }];
        chain.forEach((link, at) => {
          shown.add(`${link.kind}:${link.id}`);
          const above = chain[at - 1];
          if (above) shown.add(`${above.kind}:${above.id}>${link.kind}`);
        });
      }
      matches = { shown, matched: found.map(({ kind, id }) => ({ kind, id })), error: null };
    } catch (error) {
      if (!isHoshinError(error)) throw error;
      matches = { ...NONE, error: error.message };
    }
    last = { text: trimmed, revision, matches };
    return matches;
  };
}
