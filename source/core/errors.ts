// Typed failures of a request to the service, with the CLI exit code each maps to.
import { redactSignatures } from '../signing/signing.js';

export const EXIT_CODES = {
  usage: 2, // bad command line or input refused before any request
  invalid: 2, // the service refused the values (422, a create answered with id null)
  auth: 3, // 401: the signature, key or clock was refused
  permission: 3,
  not_found: 4,
  network: 5, // could not connect, connection reset
  timeout: 5, // connect, headers or body took too long
  server: 5, // 5xx or an answer we cannot read
  rate_limited: 5, // 429: the service asks us to slow down; nothing was done
  signature_clash: 5, // 401 SecurityError 7 until the deadline: other machines signed the same requests
  uncertain: 6, // a write was sent and its outcome is unknown: it may have been applied
} as const satisfies Readonly<Record<string, number>>;

export type FailureKind = keyof typeof EXIT_CODES;

/** Why the service redirected instead of answering (an expired trial, a failed payment, a login). */
export type RedirectCause = 'trial-ended' | 'payment' | 'login' | 'other';

export interface FailureDetails {
  /** HTTP status, when the service answered. */
  readonly status?: number;
  /** SecurityError code (1-7) on a 401. */
  readonly securityCode?: number;
  /** Field errors the service named: {field: [messages]}. */
  readonly fieldErrors?: Readonly<Record<string, readonly string[]>>;
  /** Method and redacted URL of the request, for --debug. */
  readonly request?: string;
  /** Service error type (SecurityError, LifecycleError, ...). */
  readonly serviceType?: string;
  /** A 404 that names no resource: the service has no such route (Rails' `{"status":"404","error":"Not Found"}`). */
  readonly routeMissing?: boolean;
  /** The 401 came in the public implementation's own shape (`type: "SecurityError"`, numeric status). */
  readonly publicImplementation?: boolean;
  /** On a final 401: the measured clock offset (service minus us, ms) and a dialect still worth trying. */
  readonly clockOffsetMs?: number;
  readonly untriedDialect?: string;
  /** Where a redirect pointed (the whole location, signature redacted), and what it means. */
  readonly redirect?: { readonly location: string; readonly cause: RedirectCause };
  /** On a timeout or a cancelled request: whether the whole request (body included) had been sent. */
  readonly sent?: boolean;
  /** The overall deadline that ran out, in ms. */
  readonly deadlineMs?: number;
  /** How long the service asked to wait before another request (Retry-After), in ms. */
  readonly retryAfterMs?: number;
  /** Another machine with the same key signed the same request in the same second, or something sent ours twice. */
  readonly signatureClash?: boolean;
  /** A read showed it not applied, and it was not sent again. */
  readonly notApplied?: boolean;
  /** Lines of their own after the one-line error, never part of the line scripts grep. */
  readonly hints?: readonly string[];
  readonly cause?: unknown;
}

export class HoshinError extends Error {
  readonly kind: FailureKind;
  readonly details: FailureDetails;

  constructor(kind: FailureKind, message: string, details: FailureDetails = {}) {
    // Messages may quote URLs: never let a live signature through.
    super(redactSignatures(message));
    this.name = 'HoshinError';
    this.kind = kind;
    this.details = details;
  }

  get exitCode(): number {
    return EXIT_CODES[this.kind];
  }
}

export function isHoshinError(error: unknown): error is HoshinError {
  return error instanceof HoshinError;
}

/** A 404 of a record (not of a missing route: that is a service or dialect problem, not a deletion). */
export function isMissingRecord(error: unknown): error is HoshinError {
  return isHoshinError(error) && error.kind === 'not_found' && error.details.routeMissing !== true;
}
