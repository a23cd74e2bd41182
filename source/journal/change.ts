// What the journal of changes holds: an intent written before a write is sent, then its outcome.
// The lines are the form earlier versions kept them in (a file of JSON lines), still read when
// those files move into the database. Pure: lines in, changes out; no I/O.
import { fieldSpec, isKindName, kindSpec, type KindName } from '../catalogue/catalogue.js';
import { readDecimal, valueText, type JsonValue } from '../catalogue/values.js';
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

export type JournalLine = IntentLine | OutcomeLine;

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

function isValues(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WHATS: readonly string[] = ['create', 'update', 'delete', 'record', 'move'];
const OUTCOMES: readonly string[] = ['done', 'refused', 'unknown'];

/** A line read back, checked; null for a line that is not one of ours (truncated, foreign). */
export function parseLine(text: string): JournalLine | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isValues(value) || typeof value.change !== 'string' || typeof value.at !== 'string' || typeof value.v !== 'number') return null;
  if (value.type === 'intent') {
    const ok =
      typeof value.what === 'string' &&
      WHATS.includes(value.what) &&
      typeof value.kind === 'string' &&
      isKindName(value.kind) &&
      (value.id === null || typeof value.id === 'number') &&
      (value.parent === null || typeof value.parent === 'number') &&
      isValues(value.sent) &&
      (value.before === null || isValues(value.before)) &&
      typeof value.session === 'string';
    return ok ? (value as unknown as IntentLine) : null;
  }
  if (value.type === 'outcome') {
    const ok =
      typeof value.outcome === 'string' && OUTCOMES.includes(value.outcome) && (value.id === undefined || typeof value.id === 'number');
    return ok ? (value as unknown as OutcomeLine) : null;
  }
  return null;
}

/**
 * The changes of a run of lines, oldest first. A conclusive outcome (done, refused) wins over an
 * unknown one whatever their order, and the write's own answer over a settlement by a read (which
 * may have raced the answer). Duplicate lines (a compaction and a writer both carrying one over)
 * count once.
 */
export function foldChanges(lines: readonly JournalLine[]): Change[] {
  const intents = new Map<string, IntentLine>();
  const outcomes = new Map<string, OutcomeLine>();
  for (const line of lines) {
    if (line.type === 'intent') {
      if (!intents.has(line.change)) intents.set(line.change, line);
      continue;
    }
    const known = outcomes.get(line.change);
    // Unknown < settled by a later read < the write's own answer.
    const rank = (outcome: OutcomeLine) => (outcome.outcome === 'unknown' ? 0 : outcome.settled ? 1 : 2);
    if (!known || rank(line) > rank(known)) outcomes.set(line.change, line);
  }
  const changes: Change[] = [];
  for (const intent of intents.values()) {
    const outcome = outcomes.get(intent.change);
    changes.push({
      ...intent,
      outcome: outcome?.outcome ?? 'unknown',
      unanswered: outcome === undefined,
      resultId: outcome?.id ?? (outcome?.outcome === 'done' ? intent.id : null),
      reason: outcome?.reason ?? (outcome ? null : 'no answer was recorded (the process ended before it)'),
      settled: outcome?.settled === true,
      outcomeAt: outcome?.at ?? null,
    });
  }
  return changes.sort((a, b) => a.at.localeCompare(b.at) || a.change.localeCompare(b.change));
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
    .filter(([field, value]) => !sameValue(kind, field, resource[field], value))
    .map(([field, value]) => ({ field, expected: value, found: resource[field] ?? null }));
}

/** A resource's title for a sentence: `task 12 "Fix the line"`. */
export function resourceLabel(kind: KindName, id: number | null, values?: Readonly<Record<string, unknown>> | null): string {
  const spec = kindSpec(kind);
  const title = values?.[spec.titleField];
  const named = typeof title === 'string' && title !== '' ? ` "${title.length > 40 ? `${title.slice(0, 39)}…` : title}"` : '';
  return `${spec.label.toLowerCase()}${id === null ? '' : ` ${id}`}${named}`;
}
