// Reading a request's values as the service does: flat or wrapped bodies, writable fields.
import { fieldSpec, kindSpec, type KindName } from '../catalogue/catalogue.js';
import { checkJsonValue, type JsonValue } from '../catalogue/values.js';
import type { FieldErrors } from './answers.js';
import { badRequest, serverError, type SandboxReply } from './replies.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tasks' status is changed by lifecycle transitions, never saved directly. */
export function lifecycleError(status: string): SandboxReply {
  return serverError('LifecycleError', `No transition to_${status} available`);
}

/** Flat `{"name": …}` or wrapped `{"task": {…}}` bodies (both reach the model: Rails wraps flat column keys). */
export function attributesOf(kind: KindName, body: unknown): { values: Record<string, unknown> } | { reply: SandboxReply } {
  if (body === undefined) return { values: {} };
  if (!isPlainObject(body)) return { reply: badRequest('The request body must be a JSON object.') };
  const wrapped = body[kindSpec(kind).wrapperKey];
  return { values: isPlainObject(wrapped) ? wrapped : body };
}

export function isWrapped(kind: KindName, body: unknown): boolean {
  return isPlainObject(body) && isPlainObject(body[kindSpec(kind).wrapperKey]);
}

/** Checks the writable fields present; unknown and read-only fields are ignored, and so is a lifecycle state (protected). */
export function checkAttributes(
  kind: KindName,
  attributes: Record<string, unknown>,
): { values: Record<string, JsonValue>; errors: FieldErrors } {
  const values: Record<string, JsonValue> = {};
  const errors: FieldErrors = {};
  for (const [name, raw] of Object.entries(attributes)) {
    const field = fieldSpec(kind, name);
    if (!field || field.access !== 'writable' || field.transitions) continue;
    const result = checkJsonValue(field, raw);
    if (result.ok) values[name] = result.value;
    else errors[name] = [result.error];
  }
  return { values, errors };
}
