// A write that may have been applied says so: `uncertain` (exit 6), with the command that shows what happened. Pure.
import { kindSpec, pluralWords, type KindName, type ParentKindName, isKindName } from '../catalogue/catalogue.js';
import { HoshinError, isHoshinError } from '../core/errors.js';

/** The write a request was: a change of one resource, or the creation of one under a parent. */
export type WriteTarget =
  | { readonly action: 'update' | 'delete'; readonly kind: KindName; readonly id: number }
  | {
      readonly action: 'create';
      readonly kind: KindName;
      readonly parent: { readonly kind: ParentKindName; readonly id: number } | null;
    };

// Failures that happen before a request leaves: nothing can have been applied.
const NOT_SENT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// A connection lost while the answer was awaited.
const DROPPED_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function codeOf(cause: unknown): string | undefined {
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A failure without an answer that came after the request may have reached the service. */
export function mayHaveReachedService(error: HoshinError): boolean {
  if (error.details.status !== undefined) return false;
  if (error.kind !== 'timeout' && error.kind !== 'network') return false;
  // An overall deadline may say whether the request had been sent.
  const sent = (error.details as { readonly sent?: unknown }).sent;
  if (sent === true) return true;
  if (sent === false) return false;
  const code = codeOf(error.details.cause);
  if (code !== undefined && NOT_SENT_CODES.has(code)) return false;
  if (/\bproxy\b/i.test(error.message) && error.kind === 'network') return false;
  if (error.kind === 'timeout') return true;
  return code !== undefined && DROPPED_CODES.has(code);
}

function label(kind: KindName | ParentKindName): string {
  return isKindName(kind) ? kindSpec(kind).label.toLowerCase() : kind.replace(/_/g, ' ');
}

/** Where to look for a resource that may have been created: the service's list, a parent's counter, or the web app. */
export function whereToLook(kind: KindName, parent: { readonly kind: ParentKindName; readonly id: number } | null): string {
  const spec = kindSpec(kind);
  if (spec.list && spec.list.scope === null) return `\`hoshin list ${spec.plural}\``;
  if (spec.list && parent && spec.list.scope === parent.kind && spec.list.option)
    return `\`hoshin list ${spec.plural} --${spec.list.option} ${parent.id}\``;
  if (parent && isKindName(parent.kind) && kindSpec(parent.kind).fields.some((f) => f.name === `${spec.plural}_count`)) {
    return `\`hoshin get ${parent.kind} ${parent.id}\` (its ${pluralWords(spec)} count)`;
  }
  const under = parent ? ` of ${label(parent.kind)} ${parent.id}` : '';
  return `the ${pluralWords(spec)}${under} in the service's web app (the service lists no ${pluralWords(spec)})`;
}

/** What matters first: the status line shows only what fits. */
export function uncertainSentence(target: WriteTarget, cause: string): string {
  if (target.action === 'create') {
    const under = target.parent ? ` under ${label(target.parent.kind)} ${target.parent.id}` : '';
    return `the new ${label(target.kind)}${under} may have been created (${cause}); check with ${whereToLook(target.kind, target.parent)} before retrying`;
  }
  const what = `${label(target.kind)} ${target.id}`;
  return `the ${target.action} of ${what} may have been applied (${cause}); check with \`hoshin get ${target.kind} ${target.id}\` before retrying`;
}

/** Answers that prove the service applied nothing; anything else after a write was sent leaves its outcome unknown. */
const DEFINITE_REFUSALS = new Set(['usage', 'invalid', 'auth', 'permission', 'not_found']);

function isDefiniteRefusal(error: HoshinError, status: number): boolean {
  return status === 429 || DEFINITE_REFUSALS.has(error.kind);
}

/** The failure to report for a write: `uncertain` when the service may have applied it, else the failure as it is. */
export function classifyWriteFailure(error: unknown, target: WriteTarget): unknown {
  // A read showed it not applied (clash-settlement.ts): nothing was changed.
  if (!isHoshinError(error) || error.kind === 'uncertain' || error.details.notApplied === true) return error;
  const unknownRedirect = error.details.redirect?.cause === 'other';
  // Refused as already used: the earlier use may have been this request, sent twice on the way.
  const clash = error.details.signatureClash === true;
  const status = error.details.status;
  const answeredUnclearly = status !== undefined && !isDefiniteRefusal(error, status);
  if (!unknownRedirect && !clash && !answeredUnclearly && !mayHaveReachedService(error)) return error;
  return new HoshinError('uncertain', uncertainSentence(target, error.message), error.details);
}
