// Reading a request's values as the service does: ids, flat or wrapped bodies, writable fields.
import { fieldSpec, kindSpec, type KindName } from '../catalogue/catalogue.js';
import { checkJsonValue, type JsonValue } from '../catalogue/values.js';
import type { FieldErrors } from './answers.js';
import { badRequest, serverError, type SandboxReply } from './replies.js';

/** Ids arrive as bare digits (the router guarantees it); beyond a safe integer nothing can match. */
export function toId(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tasks' status is changed by lifecycle transitions, never saved directly. */
export function lifecycleError(status: string): SandboxReply {
  return serverError('LifecycleError', `No transition to_${status} available`);
}

/** Flat `{"name": …}` or wrapped `{"task": {…}}` bodies (facts §3.1). */
export function attributesOf(kind: KindName, body: unknown): { values: Record<string, unknown> } | { reply: SandboxReply } {
  if (body === undefined) return { values: {} };
  if (!isPlainObject(body)) return { reply: badRequest('The request body must be a JSON object.') };
  const wrapped = body[kindSpec(kind).wrapperKey];
  return { values: isPlainObject(wrapped) ? wrapped : body };
}

/** Checks the writable fields present; unknown and read-only fields are ignored. */
export function checkAttributes(kind: KindName, attributes: Record<string, unknown>): { values: Record<string, JsonValue>; errors: FieldErrors } {
  const values: Record<string, JsonValue> = {};
  const errors: FieldErrors = {};
  for (const [name, raw] of Object.entries(attributes)) {
    const field = fieldSpec(kind, name);
    if (!field || field.access !== 'writable') continue;
    const result = checkJsonValue(field, raw);
    if (result.ok) values[name] = result.value;
    else errors[name] = [result.error];
  }
  return { values, errors };
}
