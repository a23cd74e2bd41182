// What the detail pane says of the selected row: the people-facing summary, or with `V` every field. Pure.
import { heldValue } from '../../catalogue/held-value.js';
import { childKinds, isPersonField, kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { displayValue } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { cutNote } from '../../index/kept-fields.js';
import { visibleLine } from '../../core/untrusted-text.js';
import { companyOfResource, personLabel } from '../../domain/people-choice.js';
import { keyOf } from '../kernel/keys.js';
import { RAW_FIELDS, REFRESH } from './keys.js';
import { type DetailLine, type PeopleContext } from '../detail/people-text.js';
import { childNames, historyTitle, resourceLines } from './people-lines.js';
import { childrenCount, groupSummary, othersUnreachable, reachAdvice } from './reach.js';
import { describeRow, groupTitle, type ListRef, type RowRef } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';

export type { DetailLine } from '../detail/people-text.js';

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

/** Every field the resource has, as the catalogue labels and displays it; people by name beside the id. */
function rawLines(kind: KindName, resource: Resource | undefined, people: PeopleContext): DetailLine[] {
  const lines: DetailLine[] = [];
  const company = companyOfResource(kind, resource);
  for (const field of kindSpec(kind).fields) {
    const value = resource ? heldValue(kind, field.name, resource) : undefined;
    if (value === undefined || value === null || value === '') continue;
    const shown =
      isPersonField(field) && typeof value === 'number'
        ? personLabel(value, people.nameOf(company, value))
        : displayValue(field.type, value);
    lines.push({ label: field.label, value: shown, ...(isPersonField(field) ? { whole: true } : {}) });
  }
  return lines;
}

interface DetailOptions {
  readonly baseUrl: string;
  /** The open list, for when no row is selected. */
  readonly list?: ListRef;
  /** `V`: every field instead of the summary. */
  readonly raw?: boolean;
  readonly people: PeopleContext;
  /** The resource's recent changes from the journal, newest first, as lines. */
  readonly changes?: readonly DetailLine[];
}

/** What the detail pane shows: its title (with an end kept whole where the title is cut, as a value's day) and its lines. */
interface Detail {
  readonly title: string;
  /** Kept whole after the title: where the title is too long, the title is cut at a word before it. */
  readonly titleEnd?: string;
  readonly lines: DetailLine[];
}

/** The detail of a row, every text one visible line but a paragraph, which keeps its line breaks. */
export function detailLines(ref: RowRef | undefined, source: TreeSource, options: DetailOptions): Detail {
  const { title, titleEnd, lines } = detailOf(ref, source, options);
  const safe = (line: DetailLine): string =>
    line.prose === true && line.label === '' ? paragraphLines(line.value) : visibleLine(line.value);
  return {
    title: visibleLine(title),
    ...(titleEnd === undefined ? {} : { titleEnd: visibleLine(titleEnd) }),
    lines: lines.map((line) => ({ ...line, label: visibleLine(line.label), value: safe(line) })),
  };
}

/** A paragraph's lines, each made one safe line, joined by line breaks again. */
function paragraphLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(visibleLine)
    .join('\n');
}

/** A resource's title: a history value by its indicator's name and its day, every other kind by its label and id. */
function resourceTitle(kind: KindName, id: number, resource: Resource | undefined, source: TreeSource, raw: boolean): Detail {
  const every = raw ? ' (every field)' : '';
  const history = kind === 'indicator_history' ? historyTitle(resource, source) : null;
  if (history) return { title: history.name, titleEnd: `${history.end}${every}`, lines: [] };
  return { title: `${kindSpec(kind).label} ${id}${every}`, lines: [] };
}

function detailOf(ref: RowRef | undefined, source: TreeSource, options: DetailOptions): Detail {
  const { people, baseUrl } = options;
  if (!ref) return listDetail(options.list, source);
  const view = describeRow(ref, source, people.today);
  if (ref.type === 'group') {
    const count = childrenCount(source, ref.parentKind, ref.parentId, ref.childKind);
    const advice = othersUnreachable(count) ? adviceLines(ref.childKind) : [];
    const names = childNames(source, ref.parentKind, ref.parentId, ref.childKind, people.glyphs);
    return { title: view.title, lines: [{ label: 'Known', value: view.children }, ...names, ...advice] };
  }
  const resource: Resource | undefined = source.resource(ref.kind, ref.id);
  const lines: DetailLine[] = [];
  if (options.raw) {
    if (view.children) lines.push({ label: 'Children', value: view.children });
    lines.push(...rawLines(ref.kind, resource, people));
  } else if (resource) {
    lines.push(...resourceLines(ref.kind, resource, source, people, view.children));
  }
  if (!resource) lines.push({ label: 'Note', value: `not fetched yet: ${keyOf(REFRESH)} refreshes` });
  // A text the index cut is said to be cut above it, where the pane shows it before its long text.
  const notes: DetailLine[] = (source.cutFields?.(ref.kind, ref.id) ?? []).map((field) => ({
    label: 'Note',
    value: cutNote(ref.kind, ref.id, field),
    tone: 'muted',
  }));
  const prose = lines.findIndex((line) => line.prose === true);
  lines.splice(prose > 0 ? prose - 1 : lines.length, 0, ...notes);
  if (options.changes && options.changes.length > 0) lines.push(...options.changes);
  lines.push({ label: 'Web', value: webAddress(baseUrl, ref.kind, ref.id) });
  // The parent counts more than are known here: say how to reach them.
  const short = childKinds(ref.kind).find((child) => {
    const count = childrenCount(source, ref.kind, ref.id, child.name);
    return count.counted !== null && othersUnreachable(count);
  });
  if (short) lines.push(...adviceLines(short.name));
  const toggle = keyOf(RAW_FIELDS);
  lines.push(
    { label: '', value: '' },
    { label: '', value: options.raw ? `${toggle} shows the summary` : `${toggle} shows every field`, tone: 'muted' },
  );
  return { ...resourceTitle(ref.kind, ref.id, resource, source, options.raw === true), lines };
}
