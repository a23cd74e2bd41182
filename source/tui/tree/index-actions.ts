// What the shell does to learn more of the plan: `r` (state/refresh-target.ts decides what it
// refreshes) and several resources pasted into the palette at once. Requests go through the
// session; the index they feed redraws the tree.
import { useMemo } from 'react';
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import type { ResourceReference } from '../../index/references.js';
import { keyOf } from '../kernel/key-lookup.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';
import { openedSummary } from '../palette/opened-summary.js';
import { refreshTarget } from './refresh-target.js';
import { listOwner, titleOf, type ListRef, type RowRef } from './tree-shape.js';
import type { NodeRef } from '../../usecases/session.js';

export interface IndexActions {
  refresh(list: ListRef, selected: RowRef | undefined): void;
  openMany(references: readonly ResourceReference[], problems: readonly string[]): void;
}

function counted(count: number, kind: KindName): string {
  const spec = kindSpec(kind);
  return `${count} ${count === 1 ? spec.label.toLowerCase() : pluralWords(spec)}`;
}

/** `reveal` shows a resource where it lives in the tree, selected. */
export function useIndexActions(reveal: (chain: readonly NodeRef[]) => void): IndexActions {
  const { session, source, request } = useConsoleActions();
  const { dispatch } = useConsoleState();
  return useMemo(() => {
    const status = (text: string, tone: 'success' | 'error' | 'info') => dispatch({ type: 'status', status: { text, tone } });
    const named = (kind: KindName, id: number) => `${kindSpec(kind).label.toLowerCase()} “${titleOf(kind, source.resource(kind, id), id)}”`;

    const refresh = (list: ListRef, selected: RowRef | undefined): void => {
      const target = refreshTarget(list, selected);
      if (target.type === 'lists') {
        void request(`fetching the lists of ${kindSpec(target.kind).label.toLowerCase()} ${target.id}…`, () =>
          session.fetchLists(target.kind, target.id),
        ).then((counts) => {
          if (counts)
            status(`fetched ${counts.map((c) => counted(c.count, c.kind)).join(' and ')} of ${named(target.kind, target.id)}`, 'success');
        });
        return;
      }
      if (target.type === 'unlistable') {
        const { parentKind, parentId, childKind } = target;
        const noun = pluralWords(kindSpec(childKind));
        void request(`refreshing ${kindSpec(parentKind).label.toLowerCase()} ${parentId} and its known ${noun}…`, () =>
          session.refreshUnlistable(parentKind, parentId, childKind),
        ).then((result) => {
          if (!result) return;
          const count =
            result.counted === null
              ? `${result.known} known here`
              : `${named(parentKind, parentId)} says it has ${result.counted}, ${result.known} known here`;
          status(`the service cannot list ${noun}: ${count}; ${keyOf('palette', 'tree')} opens others by web address or id`, 'info');
        });
        return;
      }
      const owner = listOwner(target.list);
      const what = owner ? `${kindSpec(owner.kind).label.toLowerCase()} ${owner.id} and what is known under it` : 'companies';
      void request(`refreshing ${what}…`, async () => {
        await session.refresh(target.list);
        return true;
      }).then((done) => {
        if (done) status(`refreshed ${what}`, 'success');
      });
    };

    const openMany = (references: readonly ResourceReference[], problems: readonly string[]): void => {
      void request(`opening ${references.length} resources…`, () => session.openMany(references)).then((result) => {
        if (!result) return;
        const first = result.chains.find((chain) => chain[0]?.kind === 'company');
        if (first) reveal(first);
        const summary = openedSummary(result.chains.length, result.failures, problems);
        status(summary.text, summary.tone);
      });
    };

    return { refresh, openMany };
  }, [session, source, dispatch, request, reveal]);
}
