// A change in words, for `hoshin log` and the console. Pure.
import { fieldSpec, kindSpec } from '../catalogue/catalogue.js';
import { resourceLabel, type Change } from './change.js';
import { IN_FLIGHT_MS } from './settle.js';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > 40 ? `${oneLine.slice(0, 39)}…` : oneLine;
}

/** A person's name from their user id, in the company of the changed resource; null when not known. */
export type PersonNamer = (userId: number, change: Change) => string | null;

/** `responsible`, not `responsible_id`, and a person's name for a user id. */
function inWords(change: Change, field: string, nameOf: PersonNamer): { field: string; value: (value: unknown) => string } {
  const spec = fieldSpec(change.kind, field);
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  if (spec?.type.kind !== 'reference' || spec.type.to !== 'user') return { field: words, value: shown };
  return {
    field: words,
    value: (value) => (typeof value === 'number' ? shown(nameOf(value, change) ?? `user ${value}`) : shown(value)),
  };
}

/** `status: active -> completed`; given names, `responsible: Aiko Tanaka -> Jonas Keller`. */
export function valuesChanged(change: Change, nameOf?: PersonNamer): string {
  return Object.entries(change.sent)
    .map(([name, value]) => {
      const { field, value: word } = nameOf ? inWords(change, name, nameOf) : { field: name, value: shown };
      return change.before && name in change.before
        ? `${field}: ${word(change.before[name])} -> ${word(value)}`
        : `${field} -> ${word(value)}`;
    })
    .join(', ');
}

/** What a change did: to what (head), and the values it changed (empty when none to show). */
export function changeParts(change: Change, nameOf?: PersonNamer): { readonly head: string; readonly values: string } {
  const id = change.id ?? change.resultId;
  switch (change.what) {
    case 'record': {
      // A history row with a goal and no value is a month's target (hoshin targets), not a value.
      const target = (change.sent.value ?? null) === null && (change.sent.goal ?? null) !== null;
      const what = target ? `target ${shown(change.sent.goal)}` : `record ${shown(change.sent.value)}`;
      return {
        head: `${what} on ${shown(change.sent.day)} for indicator ${change.parent ?? '?'}${id === null ? '' : ` (history ${id})`}`,
        values: '',
      };
    }
    case 'create': {
      const parent = kindSpec(change.kind).parent;
      const under = parent && change.parent !== null ? ` under ${parent.replace(/_/g, ' ')} ${change.parent}` : '';
      return { head: `create ${resourceLabel(change.kind, id, change.sent)}${under}`, values: '' };
    }
    case 'delete':
      return { head: `delete ${resourceLabel(change.kind, id, change.before)}`, values: '' };
    default:
      return { head: `${change.what} ${resourceLabel(change.kind, id, change.before)}`, values: valuesChanged(change, nameOf) };
  }
}

/** What a change did, in one line without its outcome. */
export function changeSummary(change: Change, nameOf?: PersonNamer): string {
  const { head, values } = changeParts(change, nameOf);
  return values === '' ? head : `${head}: ${values}`;
}

export function outcomeText(change: Change): string {
  if (change.outcome === 'done') {
    if (change.settled) return `done (settled: ${change.reason ?? 'seen on the service'})`;
    // A write sent a second time after a clash of signatures says so.
    return change.reason ? `done (${change.reason})` : 'done';
  }
  if (change.outcome === 'refused') return `refused: ${change.reason ?? 'no reason given'}`;
  return `UNKNOWN: ${unknownReason(change)}`;
}

/** A write with no answer may still be under way: only a read IN_FLIGHT_MS after it settles it. */
export function unknownReason(change: Change, nowMs: number = Date.now()): string {
  const why = change.reason ?? 'no answer';
  const from = Date.parse(change.at) + IN_FLIGHT_MS;
  if (change.unanswered && nowMs < from)
    return `${why}; it may still be under way, so a read of it after ${new Date(from).toISOString().slice(11, 19)} UTC that shows what was sent settles it`;
  return `${why}; a read of it that shows what was sent settles it`;
}

/** `2026-11-24 20:41:07` in UTC, as the journal keeps times. */
export function changeTime(change: Change): string {
  return change.at.slice(0, 19).replace('T', ' ');
}

/** `undoneBy`: so a change undone never reads as plainly done. */
export function changeLine(change: Change, undoneBy?: string): string {
  return `${change.change}  ${changeTime(change)}  ${changeText(change, undoneBy)}`;
}

/** What changeLine says after the change's id and time: what changed, and its outcome in brackets. */
export function changeText(change: Change, undoneBy?: string): string {
  const undo = change.undoes ? ` (undoes ${change.undoes})` : change.follows ? ` (with ${change.follows})` : '';
  const outcome = undoneBy === undefined ? outcomeText(change) : `${outcomeText(change)}, undone by ${undoneBy}`;
  return `${changeSummary(change)}${undo}  [${outcome}]`;
}

/** Remembers the undos met reading the journal newest first, to name them at the changes they took back. */
export function undoTracker(): { readonly see: (change: Change) => void; readonly undoneBy: (change: Change) => string | undefined } {
  const undos = new Map<string, string>();
  return {
    see(change) {
      if (change.undoes && change.outcome === 'done' && !undos.has(change.undoes)) undos.set(change.undoes, change.change);
    },
    undoneBy: (change) =>
      change.outcome === 'done' ? (undos.get(change.change) ?? (change.follows ? undos.get(change.follows) : undefined)) : undefined,
  };
}

/** A change as `hoshin log --json` gives it. */
export function changeJson(change: Change): Record<string, unknown> {
  return {
    change: change.change,
    at: change.at,
    what: change.what,
    kind: change.kind,
    id: change.id ?? change.resultId,
    parent: change.parent,
    sent: change.sent,
    before: change.before,
    outcome: change.outcome,
    reason: change.reason,
    settled: change.settled,
    session: change.session,
    ...(change.follows ? { follows: change.follows } : {}),
    ...(change.undoes ? { undoes: change.undoes } : {}),
    ...(change.group ? { group: change.group } : {}),
  };
}
