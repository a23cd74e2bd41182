// Changing and deleting a resource while it still holds what the caller read; a signature clash settled by a read.
import { fieldSpec, fillPath, kindSpec, pluralWords, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { Resource, WriteOptions } from '../core/resource.js';
import { wrongResource } from './answer-checks.js';
import { sendSettlingClash } from './clash-settlement.js';
import { buildRequestBody } from './request-body.js';
import type { ResourceContext } from './resource-context.js';
import { getResource, noteGone, requestResource } from './resource-reads.js';
import type { RequestOptions } from './types.js';
import { describeValues, splitForUpdate, type Values } from './write-parts.js';

/** The parts of a write common to its requests: who it is about and how long it may take. */
function writing(context: ResourceContext, action: 'update' | 'delete', kind: KindName, id: number, sent: Values) {
  return {
    action,
    kind,
    id,
    sent,
    timeouts: context.timeouts,
    now: context.now,
    read: (options: RequestOptions) => getResource(context, kind, id, options),
  };
}

export async function updateResource(
  context: ResourceContext,
  kind: KindName,
  id: number,
  values: Readonly<Record<string, JsonValue>>,
  options: WriteOptions = {},
): Promise<Resource> {
  const spec = kindSpec(kind);
  if (!spec.paths.update) throw new HoshinError('usage', `${pluralWords(spec)} cannot be changed`);
  if (Object.keys(values).length === 0) throw new HoshinError('usage', 'nothing to change: give at least one field');
  const updatePath = fillPath(spec.paths.update, { id });
  // A lifecycle state goes last, by its own route and without a body (a hoshin's archive, activate).
  const { rest, transitions } = splitTransitions(kind, id, values);
  const updates = Object.keys(rest).length > 0 ? splitForUpdate(kind, rest) : [];
  const parts = [...updates, ...transitions.map((t) => t.part)];
  const paths = [...updates.map(() => updatePath), ...transitions.map((t) => t.path)];
  const steps = [...updates.map((step) => buildRequestBody(kind, 'update', step).body), ...transitions.map(() => ({}))];
  let resource: Resource | undefined;
  // What the resource holds before each part: before the first, what the caller read; then with the parts saved.
  let before = options.before ?? null;
  for (const [index, body] of steps.entries()) {
    const part = parts[index] as Values;
    try {
      resource = await sendSettlingClash(
        {
          ...writing(context, 'update', kind, id, part),
          send: (requestOptions) => requestResource(context, 'PUT', kind, id, paths[index] as string, body, part, requestOptions),
          fromRead: (read) => read as Resource,
        },
        { ...options, before },
      );
      before = before === null ? null : { ...before, ...part };
    } catch (error) {
      // The first part was saved: say so rather than let the whole change look refused.
      if (index === 0 || !isHoshinError(error)) throw error;
      throw new HoshinError(
        error.kind,
        `${spec.label.toLowerCase()} ${id}: ${describeValues(steps[0] as Record<string, JsonValue>)} saved, but then ${error.message}`,
        error.details,
      );
    }
  }
  return resource as Resource;
}

/** The lifecycle fields of a change, each with the route of its target state; an unknown state is refused before sending. */
function splitTransitions(kind: KindName, id: number, values: Values): { rest: Values; transitions: { part: Values; path: string }[] } {
  const rest: Record<string, JsonValue> = {};
  const transitions: { part: Values; path: string }[] = [];
  for (const [name, value] of Object.entries(values)) {
    const routes = fieldSpec(kind, name)?.transitions;
    if (!routes) {
      rest[name] = value;
      continue;
    }
    const route = typeof value === 'string' ? routes[value] : undefined;
    if (route === undefined)
      throw new HoshinError('invalid', `the ${name} of ${pluralWords(kindSpec(kind))} is one of ${Object.keys(routes).join(', ')}`, {
        fieldErrors: { [name]: [`must be one of ${Object.keys(routes).join(', ')}`] },
      });
    transitions.push({ part: { [name]: value }, path: fillPath(route, { id }) });
  }
  return { rest, transitions };
}

export async function removeResource(context: ResourceContext, kind: KindName, id: number, options: WriteOptions = {}): Promise<void> {
  const spec = kindSpec(kind);
  const path = spec.paths.delete;
  if (!path) throw new HoshinError('usage', `${pluralWords(spec)} cannot be deleted`);
  const send = async (requestOptions: RequestOptions): Promise<void> => {
    try {
      const answer = await context.request('DELETE', fillPath(path, { id }), undefined, {
        ...requestOptions,
        subject: { kind, id },
        ...(spec.paths.deleteRedirect ? { successRedirect: spec.paths.deleteRedirect } : {}),
      });
      // A body is not needed, but one about another resource is not a delete of this one.
      const about = answer.body;
      if (typeof about === 'object' && about !== null && !Array.isArray(about)) {
        const stray = wrongResource(
          { method: 'DELETE', kind, id, host: context.base.host, status: answer.status },
          about as Record<string, unknown>,
        );
        if (stray) throw stray;
      }
    } catch (error) {
      noteGone(context, error, kind, id);
      throw error;
    }
  };
  await sendSettlingClash({ ...writing(context, 'delete', kind, id, {}), send, fromRead: () => undefined }, options);
  context.emit({ type: 'gone', kind, id });
}
