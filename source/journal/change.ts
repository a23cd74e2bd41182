// What the journal holds: an intent written before a write is sent, then its outcome. Pure.
import { fieldSpec, kindSpec, type KindName } from '../catalogue/catalogue.js';
import { readDecimal, valueText, type JsonValue } from '../catalogue/values.js';
import { heldValue } from '../catalogue/held-value.js';
import { redactSignatures } from '../signing/signing.js';

export const JOURNAL_VERSION = 1;

/** create, update, delete; a history value created is a record, a task's status changed a move. */
export type ChangeWhat = 'create' | 'update' | 'delete' | 'record' | 'move';
export type ChangeOutcome = 'done' | 'refused' | 'unknown';

export type Values = Readonly<Record<string, JsonValue>>;

export interface IntentLine {
  readonly v: number;
  readonly type: 'intent';
  readonly change: string;
  readonly at: string;
  readonly what: ChangeWhat;
  readonly kind: KindName;
  /** The resource changed; null for a create (its id comes with the outcome). */
  readonly id: number | null;
  /** The parent a create or record went under. */
  readonly parent: number | null;
  readonly sent: Values;
  /** The values before, where known (the local index or a GET of this process); null when not known. */
  readonly before: Values | null;
  /** The process that sent it, so the console can show its session's changes. */
  readonly session: string;
  /** A write that belongs to an earlier one (an indicator moved by a recorded value). */
  readonly follows?: string;
  /** A write made to undo an earlier change. */
  readonly undoes?: string;
  /** The group of a bulk change it belongs to (journal/groups.ts), undone with the group. */
  readonly group?: string;
}

export interface OutcomeLine {
  readonly v: number;
  readonly type: 'outcome';
  readonly change: string;
  readonly at: string;
  readonly outcome: ChangeOutcome;
  /** The resource's id when done (a create's new id). */
  readonly id?: number;
  /** Why it was refused, or why the outcome is unknown. */
  readonly reason?: string;
  /** Settled later by a read of the resource, not by the write's own answer. */
  readonly settled?: boolean;
}

/** One change with what is known of its outcome. */
export interface Change extends IntentLine {
  readonly outcome: ChangeOutcome;
  /** The outcome line is missing (a crash before the answer): treated as unknown. */
  readonly unanswered: boolean;
  readonly resultId: number | null;
  readonly reason: string | null;
  readonly settled: boolean;
  readonly outcomeAt: string | null;
}

/** Strings of a line as the journal may hold them: no live signature, no secret. */
export function scrub<T>(value: T, secrets: readonly string[]): T {
  return scrubAny(value, secrets) as T;
}

function scrubAny(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') {
    let text = redactSignatures(value);
    for (const secret of secrets) if (secret.length >= 4) text = text.split(secret).join('[redacted]');
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => scrubAny(item, secrets));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubAny(item, secrets)]));
  }
  return value;
}

/** A reason for the journal: one line, no URL query (where signatures live), bounded. */
export function reasonText(message: string, secrets: readonly string[]): string {
  const oneLine = redactSignatures(message)
    .replace(/\s+/g, ' ')
    .replace(/(https?:\/\/[^\s?]*)\?\S*/g, '$1');
  const clean = scrub(oneLine, secrets);
  return clean.length > 500 ? `${clean.slice(0, 499)}…` : clean;
}

/** What a write is, in the product's words. */
export function whatOf(kind: KindName, mode: 'create' | 'update' | 'delete', values: Values): ChangeWhat {
  if (mode === 'create') return kind === 'indicator_history' ? 'record' : 'create';
  if (mode === 'update' && kind === 'task' && 'status' in values) return 'move';
  return mode;
}

/** The resource a change is about: the id it changed, or the one it created. */
export function targetId(change: Change): number | null {
  return change.id ?? change.resultId;
}

/** Two renderings of one field's value are the same value ("50.0" and 50, "" and null). */
export function sameValue(kind: KindName, field: string, a: unknown, b: unknown): boolean {
  const type = fieldSpec(kind, field)?.type.kind;
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (type === 'decimal' || type === 'integer' || typeof a === 'number' || typeof b === 'number') {
    const x = readDecimal(a);
    const y = readDecimal(b);
    if (x !== null && y !== null) return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  }
  if (type === 'date') return valueText(a).slice(0, 10) === valueText(b).slice(0, 10);
  return valueText(a) === valueText(b);
}

/** The fields of `sent` the resource does not hold (null when it holds them all). */
export function differences(
  kind: KindName,
  sent: Values,
  resource: Readonly<Record<string, unknown>>,
): { field: string; expected: JsonValue; found: unknown }[] {
  return Object.entries(sent)
    .filter(([field, value]) => !sameValue(kind, field, heldValue(kind, field, resource), value))
    .map(([field, value]) => ({ field, expected: value, found: heldValue(kind, field, resource) ?? null }));
}

/** A resource's title for a sentence: `task 12 "Fix the line"`. */
export function resourceLabel(kind: KindName, id: number | null, values?: Readonly<Record<string, unknown>> | null): string {
  const spec = kindSpec(kind);
  const title = values?.[spec.titleField];
  const named = typeof title === 'string' && title !== '' ? ` "${title.length > 40 ? `${title.slice(0, 39)}…` : title}"` : '';
  return `${spec.label.toLowerCase()}${id === null ? '' : ` ${id}`}${named}`;
}
