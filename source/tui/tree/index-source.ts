// The local index as a tree source: resources as last fetched, or a stub of an imported entry.
import type { KindName } from '../../catalogue/catalogue.js';
import { entryResource } from '../../index/entry-resource.js';
import type { LocalIndex } from '../../index/model.js';
import type { TreeSource } from './tree-source.js';
import { queryMatcher, type QueryProfile } from './query-filter.js';
import type { ViewRows } from '../../store/view-rows.js';
import { localDay } from '../../domain/dates.js';

export { entryResource };

export function indexTreeSource(
  index: LocalIndex,
  today: () => string = () => localDay(Date.now()),
  views: ViewRows | null = null,
  people?: QueryProfile['people'],
): TreeSource {
  // `owner:me`, `@NAME` and `owner:aiko` read the profile and the people directory, as hoshin find does.
  const profile =
    views || people
      ? {
          me: () => views?.me()?.userId ?? null,
          viewText: (name: string) => views?.get(name)?.query,
          ...(people ? { people } : {}),
        }
      : undefined;
  const query = queryMatcher(index, today, profile);
  return {
    query,
    resource(kind: KindName, id: number) {
      const entry = index.get(kind, id);
      return entry ? entryResource(entry) : undefined;
    },
    children(parentKind, parentId, childKind) {
      return index.children(parentKind, parentId, childKind).map(entryResource);
    },
    isComplete(parentKind, parentId, childKind) {
      return index.isComplete(parentKind, parentId, childKind);
    },
    cutFields(kind: KindName, id: number) {
      return index.get(kind, id)?.cut ?? [];
    },
  };
}
