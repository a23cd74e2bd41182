// A write refused as a signed request already used (SecurityError 7) is settled by a read, within --timeout: applied is done,
// as-before is sent again once, a changed delete is not sent again, anything else is unknown. A history value's create,
// taken once per day, is simply sent again on a new second.
import { kindSpec, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { HoshinError, isHoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource, WriteOptions } from '../core/resource.js';
import { readsBackAs } from './answer-checks.js';
import { RESEND_NEEDS_MS, MIN_ATTEMPT_MS } from './retry-policy.js';
import type { RequestOptions, Timeouts } from './types.js';
import { classifyWriteFailure, uncertainSentence } from './uncertain-writes.js';

type Values = Readonly<Record<string, JsonValue>>;

/** What a read after the clash shows of the write; a delete's resource still there was not applied (ids are not reused). */
export type ClashVerdict =
  | { readonly type: 'applied' }
  | { readonly type: 'as-before' }
  | { readonly type: 'changed'; readonly found: string }
  | { readonly type: 'other'; readonly found: string };

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s+/g, ' ');
  return text.length > 40 ? `"${text.slice(0, 39)}…"` : `"${text}"`;
}

/** The fields of `expected` the resource does not hold. */
function differing(kind: KindName, expected: Values, resource: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(expected)
    .filter(([name, value]) => !readsBackAs(kind, name, value, resource[name]))
    .map(([name]) => name);
}

/** `name is "C", not "B" as sent nor "A" as before`: at most three fields, each value it differs from. */
function described(
  kind: KindName,
  names: readonly string[],
  resource: Readonly<Record<string, unknown>>,
  sent: Values,
  before: Values | null,
): string {
  const unlike = (values: Values | null, name: string): values is Values =>
    values !== null && name in values && !readsBackAs(kind, name, values[name] as JsonValue, resource[name]);
  return names
    .slice(0, 3)
    .map((name) => {
      const was = [
        ...(unlike(sent, name) ? [`${shown(sent[name])} as sent`] : []),
        ...(unlike(before, name) ? [`${shown(before[name])} as before`] : []),
      ];
      return `${name} is ${shown(resource[name])}${was.length > 0 ? `, not ${was.join(' nor ')}` : ''}`;
    })
    .join(' and ');
}

/** Pure. `read` null: gone; `before` null: never reads as before. */
export function judgeClash(
  action: 'update' | 'delete',
  kind: KindName,
  sent: Values,
  before: Values | null,
  read: Resource | null,
): ClashVerdict {
  if (read === null) return action === 'delete' ? { type: 'applied' } : { type: 'other', found: 'a read then found it gone' };
  const notAsSent = differing(kind, sent, read);
  if (action === 'update' && notAsSent.length === 0) return { type: 'applied' };
  if (before === null)
    return action === 'delete'
      ? { type: 'changed', found: 'a read shows it still there, and what it held before the delete is not known' }
      : {
          type: 'other',
          found: `a read then showed ${described(kind, notAsSent, read, sent, null)}, and what it held before is not known`,
        };
  const changed = differing(kind, before, read);
  if (changed.length === 0) return { type: 'as-before' };
  if (action === 'delete')
    return { type: 'changed', found: `a read shows it still there but changed since: ${described(kind, changed, read, sent, before)}` };
  const names = [...new Set([...notAsSent, ...changed])];
  return { type: 'other', found: `a read then showed it neither as sent nor as before: ${described(kind, names, read, sent, before)}` };
}

export interface ClashingWrite<T> {
  readonly action: 'update' | 'delete';
  readonly kind: KindName;
  readonly id: number;
  readonly sent: Values;
  readonly timeouts: Timeouts;
  /** The service's time as the client knows it (epoch ms), for the journal's "checked at". */
  readonly now: () => number;
  /** Sends the write; its failures as they come (not yet classified). */
  readonly send: (options: RequestOptions) => Promise<T>;
  /** Reads the resource; a missing record throws not_found. */
  readonly read: (options: RequestOptions) => Promise<Resource>;
  /** The write's result when a read showed it applied (`resource` null: gone). */
  readonly fromRead: (resource: Resource | null) => T;
}

const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

function clashOf(error: unknown): HoshinError | undefined {
  return isHoshinError(error) && error.details.signatureClash === true && error.details.notApplied !== true ? error : undefined;
}

/** Kinds the service creates once per value of a field (a second create of it is refused), by that field. */
const CREATED_ONCE_PER: Partial<Record<KindName, string>> = { indicator_history: 'day' };
/** Times such a create refused as already used is sent again, each time on a new second. */
const MAX_CREATE_RESENDS = 3;

export interface ClashingCreate<T> {
  readonly kind: KindName;
  readonly sent: Values;
  readonly timeouts: Timeouts;
  /** Sends the create; its failures as they come (not yet classified). */
  readonly send: (options: RequestOptions) => Promise<T>;
}

/** Any other failure, or the last refusal, comes back as it is. */
export async function createSettlingClash<T>(write: ClashingCreate<T>, options: WriteOptions = {}): Promise<T> {
  const key = CREATED_ONCE_PER[write.kind];
  const resendable = key !== undefined && write.sent[key] !== undefined && write.sent[key] !== null;
  const started = monotonicMs();
  const left = (): number => write.timeouts.totalMs - (monotonicMs() - started);
  for (let resends = 0; ; resends++) {
    try {
      return await write.send(resends === 0 ? {} : { afterClash: true, withinMs: left() });
    } catch (error) {
      if (!resendable || !clashOf(error) || resends >= MAX_CREATE_RESENDS || left() < RESEND_NEEDS_MS) throw error;
      options.onClash?.({
        type: 'sent-again',
        reason: `sent again on a new second: the service refused it as a signed request already used, and takes one ${key} only once`,
      });
    }
  }
}

/** Sends a write; if the service refuses it as already used, settles it by a read as above. */
export async function sendSettlingClash<T>(write: ClashingWrite<T>, options: WriteOptions = {}): Promise<T> {
  const { action, kind, id, sent } = write;
  const before = options.before ?? null;
  const target = { action, kind, id } as const;
  const what = `${kindSpec(kind).label.toLowerCase()} ${id}`;
  const started = monotonicMs();
  const left = (): number => write.timeouts.totalMs - (monotonicMs() - started);
  const notApplied = (clash: HoshinError, why: string): HoshinError =>
    new HoshinError('signature_clash', `${what} was not ${action === 'delete' ? 'deleted' : 'changed'}: ${clash.message}; ${why}`, {
      ...clash.details,
      notApplied: true,
    });

  let sentAgain = false;
  let failure: unknown;
  try {
    return await write.send({});
  } catch (error) {
    failure = error;
  }
  for (;;) {
    const clash = clashOf(failure);
    if (!clash) throw classifyWriteFailure(failure, target);
    const unknown = (why: string): HoshinError =>
      new HoshinError('uncertain', uncertainSentence(target, `${clash.message}; ${why}`), clash.details);
    if (left() < MIN_ATTEMPT_MS) throw unknown('--timeout left no time to read it back');
    let read: Resource | null;
    try {
      read = await write.read({ withinMs: left() });
    } catch (error) {
      if (!isMissingRecord(error)) throw unknown(`a read to settle it failed: ${error instanceof Error ? error.message : String(error)}`);
      read = null;
    }
    const checked = `checked ${new Date(write.now()).toISOString().slice(0, 19)}`;
    const verdict = judgeClash(action, kind, sent, before, read);
    if (verdict.type === 'applied') {
      const seen = read === null ? 'found it gone' : 'showed the values sent';
      options.onClash?.({
        type: 'seen-applied',
        reason: `the service refused it as a signed request already used, and a read (${checked}) ${seen}`,
      });
      return write.fromRead(read);
    }
    if (verdict.type === 'changed')
      throw notApplied(clash, `${verdict.found}, so it was not sent again; check it with \`hoshin get ${kind} ${id}\``);
    if (verdict.type === 'other') throw unknown(verdict.found);
    // As before: nothing was applied.
    if (sentAgain)
      throw notApplied(clash, 'it was refused so twice, each time on another second, and a read shows it as it was before; try again');
    if (left() < RESEND_NEEDS_MS)
      throw notApplied(clash, `a read shows it as it was before, and --timeout leaves no time to send it again; try again`);
    options.onClash?.({
      type: 'sent-again',
      reason: `sent again on a new second: the service refused the first as a signed request already used, and a read (${checked}) showed it as before`,
    });
    sentAgain = true;
    try {
      return await write.send({ afterClash: true, withinMs: left() });
    } catch (error) {
      failure = error;
    }
  }
}
