// What the detail pane says about the selected row, as label/value lines from the catalogue's
// fields, and a resource's web address. Pure: the data comes from a TreeSource.
import { childKinds, kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { displayValue } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { keyOf } from '../keymap.js';
import { childrenCount, groupSummary, othersUnreachable, reachAdvice } from './reach.js';
import { describeRow, groupTitle, type ListRef, type RowRef, type RowView } from './tree.js';
import type { TreeSource } from './tree-source.js';

export interface DetailLine {
  readonly label: string;
  readonly value: string;
  readonly tone?: RowView['tone'];
  /** A sentence over the pane's whole width, wrapped (the label is not shown). */
  readonly prose?: boolean;
}

/** The page of a resource in the service's web app. */
export function webAddress(baseUrl: string, kind: KindName, id: number): string {
  return `${baseUrl.replace(/\/$/, '')}/${kindSpec(kind).webSegment}/${id}`;
}

function adviceLines(childKind: KindName): DetailLine[] {
  return [{ label: '', value: '' }, ...reachAdvice(childKind).map((value) => ({ label: '', value, prose: true }))];
}

/** An open list with nothing selected: what is known of it and, when the service cannot list it, how to reach more. */
function listDetail(list: ListRef | undefined, source: TreeSource): { title: string; lines: DetailLine[] } {
  if (list?.type !== 'children' || list.parentKind === null || list.parentId === null) return { title: '', lines: [] };
  const count = childrenCount(source, list.parentKind, list.parentId, list.childKind);
  if (count.listable) return { title: '', lines: [] };
  const lines: DetailLine[] = [{ label: 'Known', value: groupSummary(count, list.childKind) }, ...adviceLines(list.childKind)];
  return { title: groupTitle(kindSpec(list.childKind)), lines };
}

/** The detail of a row; `list` is the open list, for when no row is selected. */
export function detailLines(ref: RowRef | undefined, source: TreeSource, today: string, baseUrl: string, list?: ListRef): { title: string; lines: DetailLine[] } {
  if (!ref) return listDetail(list, source);
  const view = describeRow(ref, source, today);
  if (ref.type === 'group') {
    const count = childrenCount(source, ref.parentKind, ref.parentId, ref.childKind);
    const advice = othersUnreachable(count) ? adviceLines(ref.childKind) : [];
    return { title: view.title, lines: [{ label: 'Known', value: view.children }, ...advice] };
  }
  const spec = kindSpec(ref.kind);
  const resource: Resource | undefined = source.resource(ref.kind, ref.id);
  const lines: DetailLine[] = [];
  if (view.figure) lines.push({ label: 'Figure', value: view.figure, tone: view.tone });
  if (view.children) lines.push({ label: 'Children', value: view.children });
  for (const field of spec.fields) {
    const value = resource?.[field.name];
    if (value === undefined || value === null || value === '') continue;
    lines.push({ label: field.label, value: displayValue(field.type, value) });
  }
  if (!resource) lines.push({ label: 'Note', value: `not fetched yet: ${keyOf('refresh', 'tree')} refreshes` });
  lines.push({ label: 'Web', value: webAddress(baseUrl, ref.kind, ref.id) });
  // The parent counts more than are known here: say how to reach them.
  const short = childKinds(ref.kind).find((child) => {
    const count = childrenCount(source, ref.kind, ref.id, child.name);
    return count.counted !== null && othersUnreachable(count);
  });
  if (short) lines.push(...adviceLines(short.name));
  return { title: `${spec.label} ${ref.id}`, lines };
}
