// `r` (refresh-target.ts decides what) and several resources pasted into the palette at once.
import { PALETTE } from '../kernel/shared-keys.js';
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import type { ResourceReference } from '../../index/references.js';
import type { Shell } from '../kernel/feature.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { say } from '../kernel/status-line.js';
import { openedSummary } from './opened-summary.js';
import { reveal } from './lists.js';
import { refreshTarget } from './refresh-target.js';
import { listOwner, titleOf, type ListRef, type RowRef } from './tree-shape.js';

function counted(count: number, kind: KindName): string {
  const spec = kindSpec(kind);
  return `${count} ${count === 1 ? spec.label.toLowerCase() : pluralWords(spec)}`;
}

/** `r`: what the list and the row selected in it can refresh. */
export function refreshList(shell: Shell, list: ListRef, selected: RowRef | undefined): void {
  const { session, source, request } = shell;
  const status = (text: string, tone: 'success' | 'error' | 'info') => say(shell, text, tone);
  const named = (kind: KindName, id: number) => `${kindSpec(kind).label.toLowerCase()} “${titleOf(kind, source.resource(kind, id), id)}”`;
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
      status(`the service cannot list ${noun}: ${count}; ${keyOf(PALETTE)} opens others by web address or id`, 'info');
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
}

/** `r` in the tree: the current list, around the selected row. */
export function refreshHere(shell: Shell): void {
  const state = shell.current();
  const frame = currentFrame(state);
  if (frame) refreshList(shell, frame.list, selectedRow(state)?.ref);
}

/** Several resources pasted into the palette: fetched, the first shown where it lives. */
export function openMany(shell: Shell, references: readonly ResourceReference[], problems: readonly string[]): void {
  void shell
    .request(`opening ${references.length} resources…`, () => shell.session.openMany(references))
    .then((result) => {
      if (!result) return;
      const first = result.chains.find((chain) => chain[0]?.kind === 'company');
      if (first) reveal(shell, first);
      const summary = openedSummary(result.chains.length, result.failures, problems);
      say(shell, summary.text, summary.tone);
    });
}
