// The due queue walked one item at a time (`u`): its place, the typed value and the tally. Pure.
import { knownField } from '../../catalogue/catalogue.js';
import { parseTypedValue } from '../../catalogue/values.js';
import type { DueItem } from '../../domain/due.js';

/** The plan the queue walks: a hoshin, or everything the index knows. */
export type DueScope = { readonly kind: 'hoshin'; readonly id: number } | { readonly kind: 'all' };

export interface DueWalk {
  readonly scope: DueScope;
  /** Null while the lists are being refreshed. */
  readonly items: readonly DueItem[] | null;
  /** While loading: "objective 3 of 12". */
  readonly progress: string;
  readonly position: number;
  /** The value typed for the current indicator. */
  readonly field: string;
  /** The day typed for it; null: the day it is for (dueDay). */
  readonly day: string | null;
  /** Which of the two the keys type into. */
  readonly focus: 'value' | 'day';
  /** What the queue cannot show (items the service counts that are not known here); null when complete. */
  readonly partial: string | null;
  /** Why the last Enter recorded nothing (the value, or the service's refusal). */
  readonly error: string | null;
  readonly recorded: number;
  readonly moved: number;
  readonly skipped: number;
}

export type DueOutcome = 'recorded' | 'moved' | 'skipped';

/** An item's entry as it starts: nothing typed, the value focused. */
const FRESH_ENTRY = { field: '', day: null, focus: 'value', error: null } as const;

export function newDueWalk(scope: DueScope): DueWalk {
  return { ...FRESH_ENTRY, scope, items: null, progress: '', position: 0, partial: null, recorded: 0, moved: 0, skipped: 0 };
}

export function withDueItems(walk: DueWalk, items: readonly DueItem[], partial: string | null = null): DueWalk {
  return { ...walk, ...FRESH_ENTRY, items, partial, position: 0, progress: '' };
}

export const currentDueItem = (walk: DueWalk): DueItem | undefined => walk.items?.[walk.position];

export const isDueDone = (walk: DueWalk): boolean => walk.items !== null && walk.position >= walk.items.length;

export const withDueField = (walk: DueWalk, field: string): DueWalk => ({ ...walk, field, error: null });

/** The day a value is for unless one was typed: its next update, which has come (the service's rule). */
export function dueDay(walk: DueWalk): string | null {
  const item = currentDueItem(walk);
  if (item?.kind !== 'indicator') return null;
  return walk.day ?? item.date;
}

/** The text the focused field holds: the value, or the day (its default until one is typed). */
export const dueFocusedText = (walk: DueWalk): string => (walk.focus === 'value' ? walk.field : (dueDay(walk) ?? ''));

/** The focused field holds the day offered (none typed yet): the first key typed replaces it. */
export const dueTextOffered = (walk: DueWalk): boolean => walk.focus === 'day' && walk.day === null;

/** Typing into the focused field. */
export function withDueText(walk: DueWalk, text: string): DueWalk {
  return walk.focus === 'value' ? withDueField(walk, text) : { ...walk, day: text, error: null };
}

/** Tab: between the value and its day. */
export const toggleDueFocus = (walk: DueWalk): DueWalk => ({ ...walk, focus: walk.focus === 'value' ? 'day' : 'value', error: null });

/** The typed day, checked as the service's day field is. */
export function parseDueDay(text: string): { readonly ok: true; readonly day: string } | { readonly ok: false; readonly error: string } {
  const result = parseTypedValue(knownField('indicator_history', 'day'), text.trim());
  return result.ok && typeof result.value === 'string'
    ? { ok: true, day: result.value }
    : { ok: false, error: `the day must be a date YYYY-MM-DD, got "${text}"` };
}

export const withDueError = (walk: DueWalk, error: string): DueWalk => ({ ...walk, error });

/** On to the next item, counting what became of this one. */
export function advanceDue(walk: DueWalk, outcome: DueOutcome): DueWalk {
  return {
    ...walk,
    ...FRESH_ENTRY,
    position: walk.position + 1,
    recorded: walk.recorded + (outcome === 'recorded' ? 1 : 0),
    moved: walk.moved + (outcome === 'moved' ? 1 : 0),
    skipped: walk.skipped + (outcome === 'skipped' ? 1 : 0),
  };
}

/** "3 of 7": where the walk is (the last item once done). */
export function dueProgress(walk: DueWalk): string {
  const total = walk.items?.length ?? 0;
  return `${Math.min(walk.position + 1, total)} of ${total}`;
}

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** "2 values recorded, 1 task moved, 3 skipped". */
export function dueSummary(walk: DueWalk): string {
  return [
    counted(walk.recorded, 'value recorded', 'values recorded'),
    counted(walk.moved, 'task moved', 'tasks moved'),
    `${walk.skipped} skipped`,
  ].join(', ');
}

/** The typed value as the value field of a history value takes it (the form's rule). */
export function parseDueValue(
  text: string,
): { readonly ok: true; readonly value: number } | { readonly ok: false; readonly error: string } {
  const result = parseTypedValue(knownField('indicator_history', 'value'), text.trim());
  if (!result.ok) return { ok: false, error: result.error.replace(/^value: /, '') };
  if (typeof result.value !== 'number') return { ok: false, error: 'type a number' };
  return { ok: true, value: result.value };
}
