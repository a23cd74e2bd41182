// What each flavour answers where the two differ. Pure.
import type { KindName } from '../catalogue/catalogue.js';
import { SECURITY_ERROR, type SecurityErrorName } from '../signing/verification.js';
import type { SandboxFlavour } from './flavour.js';
import { modelName } from './records.js';
import { createdStatus, JSON_TYPE, reply, serverError, type SandboxReply } from './replies.js';
import type { Resource } from './sandbox-records-store.js';

export type FieldErrors = Record<string, string[]>;

export interface FlavourAnswers {
  /** A request whose authentication failed. */
  refused(error: SecurityErrorName): SandboxReply;
  missingRecord(kind: KindName | 'subscription', id: string | number): SandboxReply;
  unreadableJson(message: string): SandboxReply;
  /** A create that failed validation; `unsaved` is the object as built, with id null. */
  createRefused(kind: KindName, errors: FieldErrors, unsaved: Resource): SandboxReply;
  /** An update that failed validation; `attempted` holds the values sent, `stored` what is saved. */
  updateRefused(kind: KindName, errors: FieldErrors, attempted: Resource, stored: Resource): SandboxReply;
  /** An indicator value that could not be recorded; nothing was saved. */
  valueRefused(errors: FieldErrors, indicator: Resource): SandboxReply;
  /** How a resource's id appears in the service's web addresses (a redirect's Location). */
  pageId(id: number, name: unknown): string;
  /** A field that is not a column (a hoshin's parent_id) is taken from a flat body too (the public implementation drops it). */
  readonly flatTakesVirtual: boolean;
}

/** Rails' `parameterize` of a name: ASCII letters and digits joined by single dashes, lower case. */
export function parameterize(name: unknown): string {
  if (typeof name !== 'string') return '';
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

// Ours lacks the public implementation's `type: "SecurityError"`, by which a client recognises that implementation.
const UNAUTHORISED_HEADERS = { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-cache', Connection: 'Keep-Alive' };

const unprocessable = (errors: FieldErrors): SandboxReply => reply(422, { errors });

const SPEC_ANSWERS: FlavourAnswers = {
  refused(error) {
    const { code, message } = SECURITY_ERROR[error];
    return reply(401, { error: 'Unauthorized', code, message }, UNAUTHORISED_HEADERS);
  },
  missingRecord(kind, id) {
    return reply(404, {
      status: '404',
      error: 'Not Found',
      message: `Couldn't find ${modelName(kind)} with 'id'=${id}`,
    });
  },
  unreadableJson(message) {
    return reply(400, { status: '400', error: 'Bad Request', message });
  },
  createRefused: (_kind, errors) => unprocessable(errors),
  updateRefused: (_kind, errors) => unprocessable(errors),
  valueRefused: (errors) => unprocessable(errors),
  pageId: (id) => String(id),
  flatTakesVirtual: true,
};

/** Rapid's not-found page, rendered whatever the format; the content type still says JSON (Hobo's not_found handler). */
const NOT_FOUND_PAGE =
  '<html><head><title>Page not found</title></head><body><h2>Page not found</h2>' +
  '<p>The page you requested cannot be found.</p></body></html>';

const HOSHINPLAN_ANSWERS: FlavourAnswers = {
  refused(error) {
    // A missing or unparseable timestamp reaches Time.xmlschema as nil: ArgumentError, not code 2.
    if (error === 'missingTimestamp') return serverError('ArgumentError', 'invalid date: nil');
    const { code, message } = SECURITY_ERROR[error];
    return reply(401, { message, type: 'SecurityError', code, status: 401 }, UNAUTHORISED_HEADERS);
  },
  missingRecord() {
    return { status: 404, text: NOT_FOUND_PAGE, headers: { 'Content-Type': JSON_TYPE }, changed: false };
  },
  unreadableJson() {
    return reply(400, { status: '400', error: 'Bad Request' });
  },
  // No 422 ever: the unsaved object comes back with the usual success status and id null.
  createRefused: (kind, _errors, unsaved) => reply(createdStatus(kind), unsaved),
  // Indicator update re-reads the row, so it shows what was saved; the others show the attempt.
  updateRefused: (kind, _errors, attempted, stored) => reply(200, kind === 'indicator' ? stored : attempted),
  valueRefused(errors, indicator) {
    // The next date is computed from the frequency; a null one raises (a 500 ArgumentError).
    if (errors.frequency) return serverError('ArgumentError', 'invalid frequency: nil');
    return reply(200, indicator);
  },
  // Hobo's to_param: the id, then the name's slug (as in the Location of a history delete).
  pageId(id, name) {
    const slug = parameterize(name);
    return slug === '' ? String(id) : `${id}-${slug}`;
  },
  flatTakesVirtual: false,
};

export const FLAVOUR_ANSWERS: Readonly<Record<SandboxFlavour, FlavourAnswers>> = {
  spec: SPEC_ANSWERS,
  hoshinplan: HOSHINPLAN_ANSWERS,
};
