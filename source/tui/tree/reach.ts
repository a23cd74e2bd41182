// What the console says of children the service cannot list: the parent's counters against what
// is known here, and how to reach the rest. Pure.
import { PALETTE } from '../kernel/shared-keys.js';
import { ancestorKinds, kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { countedChildren, isListableUnder } from '../../index/counters.js';
import { keyOf } from '../kernel/keys.js';
import type { TreeSource } from './tree-source.js';

interface ChildrenCount {
  readonly known: number;
  /** What the parent's counter says; null without a counter (areas count no objectives). */
  readonly counted: number | null;
  /** The service lists these children and the list was fetched: `known` is all of them. */
  readonly complete: boolean;
  /** The service offers a list of these children. */
  readonly listable: boolean;
}

export function childrenCount(source: TreeSource, parentKind: KindName, parentId: number, childKind: KindName): ChildrenCount {
  return {
    known: source.children(parentKind, parentId, childKind).length,
    counted: countedChildren(parentKind, source.resource(parentKind, parentId), childKind),
    complete: source.isComplete(parentKind, parentId, childKind),
    listable: isListableUnder(parentKind, childKind),
  };
}

/** "1 area" or "4 areas". */
function countOf(count: number, childKind: KindName): string {
  const spec = kindSpec(childKind);
  return `${count} ${count === 1 ? spec.label.toLowerCase() : pluralWords(spec)}`;
}

/** What is known of one kind of children: "4 areas, 4 known" where the parent counts them, else "2 tasks known". */
export function groupSummary(count: ChildrenCount, childKind: KindName): string {
  if (count.counted === null) return `${countOf(count.known, childKind)} known`;
  return `${countOf(count.counted, childKind)}, ${count.known} known`;
}

/** More may exist than are known, and the service will not list them. */
export function othersUnreachable(count: ChildrenCount): boolean {
  return !count.listable && (count.counted === null || count.known < count.counted);
}

/** How to reach children the service cannot list, as sentences for the detail pane. */
export function reachAdvice(childKind: KindName): string[] {
  const noun = pluralWords(kindSpec(childKind));
  const palette = keyOf(PALETTE);
  const lines = [
    `The service cannot list ${noun}. To reach the others:`,
    `• paste one or several web addresses or ids into the palette (${palette}), e.g. ${palette}${childKind} 12`,
    '• hoshin index import FILE, with an export of another profile or machine (hoshin index export)',
  ];
  // An indicator or a task names its objective, area, hoshin and company (the upward links every child carries).
  if (ancestorKinds('indicator').includes(childKind)) {
    lines.push(`• open any indicator or task by id (${palette}indicator 42): it reveals its objective, area, hoshin and company`);
  }
  return lines;
}
