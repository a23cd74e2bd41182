// The client every front end writes through: journalled before sending, completed with the outcome; "before" is a fresh read.
// Only a definite refusal is "refused"; any other failure after sending is unknown until a later read settles it.
import { fieldSpec, kindSpec, writableFields, type KindName } from '../catalogue/catalogue.js';
import { asSent } from '../catalogue/typed-resource.js';
import type { JsonValue } from '../catalogue/values.js';
import { heldValue } from '../catalogue/held-value.js';
import { isHoshinError } from '../core/errors.js';
import type { ClashSettlement, Resource, ResourceClient, WriteOptions } from '../core/resource.js';
import { whatOf, type Values } from './change.js';
import type { Journal, Outcome } from './journal.js';
import { Settler } from './settle.js';

export interface JournalingOptions {
  /** Settle earlier unknown outcomes from what reads show (default true). */
  readonly settle?: boolean;
  /** The clock that dates the reads kept for the values before (epoch ms). */
  readonly now?: () => number;
}

/** A read this recent stands for what the service holds; an older one is read again before a change. */
export const FRESH_READ_MS = 3_000;

// Transport failures that happen before a byte of the request left: nothing was applied.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function causeCode(error: { details: { cause?: unknown } }): string | undefined {
  const code = (error.details.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

// Refusals that prove nothing was applied: the service named what it refused, before anything changed.
const DEFINITE_REFUSALS = new Set(['usage', 'invalid', 'auth', 'permission', 'not_found']);

/** What a failed write means for its outcome: refused (nothing applied) or unknown. */
export function failureOutcome(error: unknown): Outcome {
  if (!isHoshinError(error)) return { outcome: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  const kind = error.kind as string;
  const status = error.details.status;
  if (kind === 'network' || kind === 'timeout') {
    const code = causeCode(error);
    const notSent = error.details.sent === false || (code !== undefined && NOT_SENT_CODES.has(code));
    if (notSent && status === undefined) return { outcome: 'refused', reason: `not sent: ${error.message}` };
    return { outcome: 'unknown', reason: error.message };
  }
  // Refused as a signed request already used, and a read showed nothing applied (client/clash-settlement.ts).
  if (error.details.notApplied === true) return { outcome: 'refused', reason: error.message };
  if (status === 429 || (DEFINITE_REFUSALS.has(kind) && (status === undefined || status < 500)))
    return { outcome: 'refused', reason: error.message };
  return { outcome: 'unknown', reason: error.message };
}

const CONTEXT_FIELDS = ['value', 'last_update', 'next_update', 'last_value', 'status', 'day', 'indicator_id'];
const LONGEST_KEPT = 4000;

/** The values before worth keeping: what can be written back, and what names the resource. */
export function beforeValues(kind: KindName, resource: Resource | undefined): Values | null {
  if (!resource) return null;
  const names = new Set([
    ...writableFields(kind).map((field) => field.name),
    kindSpec(kind).titleField,
    ...CONTEXT_FIELDS.filter((name) => fieldSpec(kind, name)),
  ]);
  const kept: Record<string, JsonValue> = {};
  // The journal keeps the service's text: log and undo show and write back what it held.
  const sent = asSent(resource);
  for (const name of names) {
    const value = heldValue(kind, name, sent);
    if (value === undefined) continue;
    // A text too long to keep is left out: an undo then refuses to guess it.
    if (typeof value === 'string' && value.length > LONGEST_KEPT) continue;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

export function journalingClient(client: ResourceClient, journal: Journal, options: JournalingOptions = {}): ResourceClient {
  const now = options.now ?? Date.now;
  const recent = new Map<string, { readonly resource: Resource; readonly at: number }>();
  // Writes under way, counted by resource (`kind:id`, or `kind:new` for a create).
  const writing = new Map<string, number>();
  const settler = options.settle === false ? null : new Settler(journal);
  const key = (kind: KindName, id: number) => `${kind}:${id}`;
  const remember = (kind: KindName, resource: Resource) => {
    recent.delete(key(kind, resource.id));
    recent.set(key(kind, resource.id), { resource, at: now() });
    if (recent.size > 2000) recent.delete(recent.keys().next().value as string);
  };
  client.onEvent((event) => {
    if (event.type === 'seen') remember(event.kind, event.resource);
    else if (event.type === 'listed') for (const resource of event.resources) remember(event.kind, resource);
    else recent.delete(key(event.kind, event.id));
    // A write's own answer proves nothing of an earlier write (the public service answers an update with what it was sent).
    const busy =
      writing.has(`${event.kind}:new`) ||
      (event.type === 'listed'
        ? [...writing.keys()].some((k) => k.startsWith(`${event.kind}:`))
        : writing.has(key(event.kind, event.type === 'seen' ? event.resource.id : event.id)));
    if (!busy) settler?.hear(event);
  });

  /** What the service holds just before a change: a read of moments ago, else a read now; null when it cannot be read. */
  async function before(kind: KindName, id: number): Promise<Values | null> {
    const seen = recent.get(key(kind, id));
    if (seen && now() - seen.at <= FRESH_READ_MS) return beforeValues(kind, seen.resource);
    try {
      return beforeValues(kind, await client.get(kind, id));
    } catch {
      // Not readable now (gone, refused, unreachable): the change says so, and its undo refuses to guess.
      return null;
    }
  }

  /** An indicator's value moved right after a value of it was recorded or changed: one change with it. */
  function follows(kind: KindName, id: number, values: Values): string | undefined {
    if (kind !== 'indicator' || !('value' in values)) return undefined;
    const last = journal.written.at(-1);
    if (!last || last.kind !== 'indicator_history') return undefined;
    const indicatorId = last.what === 'record' ? last.parent : Number(last.before?.indicator_id ?? Number.NaN);
    return indicatorId === id ? last.change : undefined;
  }

  /** A signature clash is settled by the client's read: the outcome says what it showed, and whether the write was sent again. */
  async function journalled<T>(
    target: string,
    change: string,
    send: (options: WriteOptions) => Promise<T>,
    done: (answer: T) => Outcome,
    before: Values | null,
  ): Promise<T> {
    writing.set(target, (writing.get(target) ?? 0) + 1);
    // What the client says of a clash of signatures while the write is under way.
    const heard: { clash?: ClashSettlement } = {};
    try {
      const answer = await send({ before, onClash: (settlement) => (heard.clash = settlement) });
      const outcome = done(answer);
      const { clash } = heard;
      journal.finish(
        change,
        clash === undefined ? outcome : { ...outcome, reason: clash.reason, ...(clash.type === 'seen-applied' ? { settled: true } : {}) },
      );
      return answer;
    } catch (error) {
      const failed = failureOutcome(error);
      const { clash } = heard;
      const outcome =
        clash?.type === 'sent-again' ? { ...failed, reason: `${clash.reason}; then ${failed.reason ?? 'it failed'}` } : failed;
      journal.finish(change, outcome);
      if (outcome.outcome === 'unknown') settler?.pending(change);
      throw error;
    } finally {
      const left = (writing.get(target) ?? 1) - 1;
      if (left === 0) writing.delete(target);
      else writing.set(target, left);
    }
  }

  return {
    get: (kind, id) => client.get(kind, id),
    list: (kind, scopeId) => client.list(kind, scopeId),
    people: (companyId) => client.people(companyId),
    onEvent: (listener) => client.onEvent(listener),
    get dialectInUse() {
      return client.dialectInUse;
    },
    close: () => client.close(),
    async create(kind, parentId, values) {
      const change = journal.begin({
        what: whatOf(kind, 'create', values),
        kind,
        id: null,
        parent: parentId,
        sent: values,
        before: null,
      });
      return journalled(
        `${kind}:new`,
        change,
        (options) => client.create(kind, parentId, values, options),
        (resource) => ({ outcome: 'done', id: resource.id }),
        null,
      );
    },
    async update(kind, id, values) {
      const previous = await before(kind, id);
      const follow = follows(kind, id, values);
      const change = journal.begin({
        what: whatOf(kind, 'update', values),
        kind,
        id,
        parent: null,
        sent: values,
        before: previous,
        ...(follow ? { follows: follow } : {}),
      });
      return journalled(
        key(kind, id),
        change,
        (options) => client.update(kind, id, values, options),
        () => ({ outcome: 'done', id }),
        previous,
      );
    },
    async remove(kind, id) {
      const previous = await before(kind, id);
      const change = journal.begin({ what: 'delete', kind, id, parent: null, sent: {}, before: previous });
      return journalled(
        key(kind, id),
        change,
        (options) => client.remove(kind, id, options),
        () => ({ outcome: 'done', id }),
        previous,
      );
    },
  };
}
