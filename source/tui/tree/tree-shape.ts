// The shape of the tree as the console walks it, from the catalogue: lists, rows, their words. Pure.
import { childKinds, kindSpec, pluralWords, type KindName, type KindSpec } from '../../catalogue/catalogue.js';
import { readDecimal, valueText } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { indicatorFigures } from '../../domain/indicator.js';
import { progressText } from '../../domain/progress.js';
import { isTargetRow } from '../../domain/targets.js';
import { formatValue } from '../chart/scale.js';
import { isOverdue, OVERDUE_MARK, statusOf } from '../../domain/task.js';
import { childrenCount, groupSummary } from './reach.js';
import type { TreeSource } from './tree-source.js';
import type { TreeList } from '../../usecases/tree-lists.js';

/** A list the console can show: the use cases' tree list (a parent with two child kinds, hoshin: areas and goals, first shows one row per kind). */
export type ListRef = TreeList;

export type RowRef =
  | { readonly type: 'resource'; readonly kind: KindName; readonly id: number }
  | { readonly type: 'group'; readonly parentKind: KindName; readonly parentId: number; readonly childKind: KindName };

export interface TreeRow {
  readonly key: string;
  readonly ref: RowRef;
  /** Lower-case text the `/` filter matches against. */
  readonly search: string;
  /** Whether the `/` filter's query shows the row (it matches, or a match is under it); null: the text is no query. */
  readonly inQuery?: (text: string) => boolean | null;
}

/** The row's answer to a query filter, from the source's matches. */
function inQueryOf(source: TreeSource, key: string): ((text: string) => boolean | null) | undefined {
  const query = source.query?.bind(source);
  if (!query) return undefined;
  return (text) => {
    const matches = query(text);
    return matches.error === null ? matches.shown.has(key) : null;
  };
}

export const ROOT_LIST: ListRef = { type: 'children', parentKind: null, parentId: null, childKind: 'company' };

export function listKey(list: ListRef): string {
  if (list.type === 'groups') return `${list.parentKind}:${list.parentId}>*`;
  return list.parentKind === null ? `>${list.childKind}` : `${list.parentKind}:${list.parentId}>${list.childKind}`;
}

export function rowKey(ref: RowRef): string {
  return ref.type === 'resource' ? `${ref.kind}:${ref.id}` : `${ref.parentKind}:${ref.parentId}>${ref.childKind}`;
}

export const resourceRow = (kind: KindName, id: number): RowRef => ({ type: 'resource', kind, id });

/** The list a row opens, or null for a leaf (history values). */
export function listOpenedBy(ref: RowRef): ListRef | null {
  if (ref.type === 'group') return { type: 'children', parentKind: ref.parentKind, parentId: ref.parentId, childKind: ref.childKind };
  const kinds = childKinds(ref.kind);
  if (kinds.length === 0) return null;
  if (kinds.length === 1) return { type: 'children', parentKind: ref.kind, parentId: ref.id, childKind: (kinds[0] as KindSpec).name };
  return { type: 'groups', parentKind: ref.kind, parentId: ref.id };
}

/** The resource whose children a list shows (null for the companies). */
export function listOwner(list: ListRef): { kind: KindName; id: number } | null {
  if (list.parentKind === null || list.parentId === null) return null;
  return { kind: list.parentKind, id: list.parentId };
}

export function titleOf(kind: KindName, resource: Resource | undefined, id: number): string {
  const title = resource?.[kindSpec(kind).titleField];
  if (typeof title === 'string' && title.trim() !== '') return title;
  if (typeof title === 'number') return String(title);
  return `${kindSpec(kind).label} ${id}`;
}

export function rowsOf(list: ListRef, source: TreeSource): TreeRow[] {
  if (list.type === 'groups') {
    return childKinds(list.parentKind).map((spec) => {
      const ref: RowRef = { type: 'group', parentKind: list.parentKind, parentId: list.parentId, childKind: spec.name };
      const key = rowKey(ref);
      return { key, ref, search: pluralWords(spec), inQuery: inQueryOf(source, key) };
    });
  }
  return source.children(list.parentKind, list.parentId, list.childKind).map((resource) => {
    const ref: RowRef = { type: 'resource', kind: list.childKind, id: resource.id };
    const key = rowKey(ref);
    return {
      key,
      ref,
      search: `${titleOf(list.childKind, resource, resource.id)} ${resource.id}`.toLowerCase(),
      inQuery: inQueryOf(source, key),
    };
  });
}

/** What a row says: its name, its key figure, and what is known of its children. */
export interface RowView {
  readonly title: string;
  readonly figure: string;
  /** Colour the figure carries (an area's own colour), as #RRGGBB. */
  readonly swatch?: string;
  /** Tone of the figure: good (indicator at goal), warn, bad, or plain. */
  readonly tone: 'good' | 'warn' | 'bad' | 'plain';
  readonly children: string;
  readonly openable: boolean;
}

/** A group row's title: the plural, with goals called what operators call them. */
export const groupTitle = (spec: KindSpec): string => (spec.plural === 'goals' ? 'long-term goals' : pluralWords(spec));

/** `today` (YYYY-MM-DD) decides overdue tasks and late indicators. */
export function describeRow(ref: RowRef, source: TreeSource, today: string): RowView {
  if (ref.type === 'group') {
    const spec = kindSpec(ref.childKind);
    return {
      title: groupTitle(spec),
      figure: '',
      tone: 'plain',
      children: groupSummary(childrenCount(source, ref.parentKind, ref.parentId, ref.childKind), ref.childKind),
      openable: true,
    };
  }
  const resource = source.resource(ref.kind, ref.id);
  const title = titleOf(ref.kind, resource, ref.id);
  const children = childKinds(ref.kind)
    .map((spec) => groupSummary(childrenCount(source, ref.kind, ref.id, spec.name), spec.name))
    .join(' · ');
  const base = { title, children, openable: childKinds(ref.kind).length > 0 };
  if (!resource) return { ...base, figure: '', tone: 'plain' };
  switch (ref.kind) {
    case 'indicator': {
      const figures = indicatorFigures(resource, today);
      if (figures.value === null) return { ...base, figure: 'no value', tone: 'plain' };
      return {
        ...base,
        // The value, its goal, and the progress figure every view shows (not value / goal).
        figure: `${figures.value}, goal ${figures.goal}  ${progressText(figures.progress)}`,
        tone: figures.state === 'on-track' ? 'good' : figures.state === 'at-risk' ? 'warn' : figures.state === 'behind' ? 'bad' : 'plain',
      };
    }
    case 'task': {
      const status = statusOf(resource);
      const deadline = typeof resource.deadline === 'string' ? resource.deadline : '';
      const overdue = isOverdue(resource, today);
      return {
        ...base,
        figure: [status, deadline && `${overdue ? OVERDUE_MARK : ''}due ${deadline}`].filter(Boolean).join('  '),
        tone: overdue ? 'bad' : status === 'completed' ? 'good' : status === 'active' ? 'warn' : 'plain',
      };
    }
    case 'area': {
      const colour = typeof resource.color === 'string' && /^#[0-9a-fA-F]{6}$/.test(resource.color) ? resource.color : undefined;
      return { ...base, figure: colour ?? '', ...(colour ? { swatch: colour } : {}), tone: 'plain' };
    }
    case 'hoshin':
      return { ...base, figure: typeof resource.state === 'string' ? resource.state : '', tone: 'plain' };
    case 'indicator_history': {
      // A target row (a goal for the day, no value yet) says what it is instead of looking blank.
      if (isTargetRow(resource)) return { ...base, figure: `target ${formatValue(readDecimal(resource.goal) as number)}`, tone: 'plain' };
      return { ...base, figure: valueText(readDecimal(resource.value) ?? ''), tone: 'plain' };
    }
    case 'invoice':
      return { ...base, figure: valueText(resource.total_amount ?? ''), tone: 'plain' };
    default:
      return { ...base, figure: '', tone: 'plain' };
  }
}

/** Breadcrumb text of a list: the names of the resources above it. */
export function crumbOf(list: ListRef, source: TreeSource): string {
  if (list.type === 'groups') return titleOf(list.parentKind, source.resource(list.parentKind, list.parentId), list.parentId);
  if (list.parentKind === null || list.parentId === null) return 'companies';
  if (childKinds(list.parentKind).length > 1) return groupTitle(kindSpec(list.childKind));
  return titleOf(list.parentKind, source.resource(list.parentKind, list.parentId), list.parentId);
}

/** The lists from the companies down to a resource, each with the row to select; `ancestry` runs root first. */
export function pathTo(ancestry: readonly { kind: KindName; id: number }[]): { list: ListRef; select: RowRef }[] {
  const steps: { list: ListRef; select: RowRef }[] = [];
  let list: ListRef = ROOT_LIST;
  for (const node of ancestry) {
    if (list.type === 'groups') {
      const group: RowRef = { type: 'group', parentKind: list.parentKind, parentId: list.parentId, childKind: node.kind };
      steps.push({ list, select: group });
      list = listOpenedBy(group) as ListRef;
    }
    const ref = resourceRow(node.kind, node.id);
    steps.push({ list, select: ref });
    const next = listOpenedBy(ref);
    if (!next) break;
    list = next;
  }
  return steps;
}
