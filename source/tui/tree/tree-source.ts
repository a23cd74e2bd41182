// Where the tree reads resources from (the local index in the console, fixtures in tests).
import type { KindName } from '../../catalogue/catalogue.js';
import type { Resource } from '../../core/resource.js';
import type { QueryMatches } from './query-filter.js';

export interface TreeSource {
  resource(kind: KindName, id: number): Resource | undefined;
  /** Known children of a parent in display order (null parent: the top-level companies). */
  children(parentKind: KindName | null, parentId: number | null, childKind: KindName): readonly Resource[];
  /** True when every child of that kind is known (the service listed them). */
  isComplete(parentKind: KindName | null, parentId: number | null, childKind: KindName): boolean;
  /** Fields whose text the source holds only the beginning of (the index bounds what it keeps). */
  cutFields?(kind: KindName, id: number): readonly string[];
  /** What the `/` filter's query matches across the known plan (query-filter.ts); absent: names only. */
  query?(text: string): QueryMatches;
}
