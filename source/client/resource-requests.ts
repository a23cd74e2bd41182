// The resource calls of the client: get, list, create, update, delete and the people of a
// company, each checking that the answer is about what was asked and telling listeners.
import { fillPath, KINDS, kindSpec, kindWords, pathParameters, pluralWords, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { withArticle } from '../core/article.js';
import { HoshinError, isHoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource, ResourceClient, ResourceEvent, WriteOptions } from '../core/resource.js';
import { unconfirmedCreate, unconfirmedUpdate, wrongCreated, wrongListItem, wrongResource } from './answer-checks.js';
import { isResourceObject } from './answer-reading.js';
import type { Subject } from './answers.js';
import type { BaseUrl } from './base-url.js';
import { createSettlingClash, sendSettlingClash } from './clash-settlement.js';
import { buildRequestBody, type RequestBody } from './request-body.js';
import { rememberChanges, type ServiceState } from './service-state.js';
import type { HoshinClient, HttpAnswer, HttpMethod, RequestOptions, Timeouts } from './types.js';
import { classifyWriteFailure } from './uncertain-writes.js';
import { describeValues, pick, splitForCreate, splitForUpdate, type Values } from './write-parts.js';

export interface ResourceContext {
  readonly request: HoshinClient['request'];
  readonly base: BaseUrl;
  readonly state: ServiceState;
  readonly emit: (event: ResourceEvent) => void;
  readonly timeouts: Timeouts;
  /** The client's clock (epoch ms). */
  readonly now: () => number;
}

export type ResourceCalls = Pick<ResourceClient, 'get' | 'list' | 'create' | 'update' | 'remove' | 'people'>;

export function resourceCalls({ request, base, state, emit, timeouts, now }: ResourceContext): ResourceCalls {
  function expectResource(kind: KindName, value: unknown, status: number): Resource {
    if (isResourceObject(value)) return value;
    throw new HoshinError('server', `${base.host} answered ${status} with something that is not ${withArticle(kindWords(kind))}`, {
      status,
    });
  }

  /**
   * A GET or PUT of one resource: seen when it answers about that resource (and, after a PUT, shows
   * what was sent), gone when the service says it is not there. Failures as they come: a write's
   * are classified by its caller.
   */
  async function requestResource(
    method: HttpMethod,
    kind: KindName,
    id: number,
    path: string,
    body?: RequestBody,
    sent?: Values,
    options: RequestOptions = {},
  ): Promise<Resource> {
    try {
      const answer = await request(method, path, body, { ...options, subject: { kind, id } });
      const resource = expectResource(kind, answer.body, answer.status);
      const check = { method, kind, id, host: base.host, status: answer.status };
      const refusal = wrongResource(check, resource) ?? (sent ? unconfirmedUpdate(check, sent, resource) : undefined);
      if (refusal) throw refusal;
      emit({ type: 'seen', kind, resource });
      return resource;
    } catch (error) {
      noteGone(error, kind, id);
      throw error;
    }
  }

  async function get(kind: KindName, id: number, options: RequestOptions = {}): Promise<Resource> {
    return requestResource('GET', kind, id, fillPath(kindSpec(kind).paths.get, { id }), undefined, undefined, options);
  }

  function noteGone(error: unknown, kind: KindName, id: number): void {
    if (isMissingRecord(error)) emit({ type: 'gone', kind, id });
  }

  async function list(kind: KindName, scopeId: number | null): Promise<Resource[]> {
    const spec = kindSpec(kind);
    if (!spec.list) throw new HoshinError('usage', `the service offers no list of ${pluralWords(spec)}`);
    const { path: template, scope } = spec.list;
    const [parameter] = pathParameters(template);
    if (parameter !== undefined && scopeId === null)
      throw new HoshinError('usage', `listing ${pluralWords(spec)} needs the ${scope ?? 'parent'} id`);
    const path = parameter === undefined ? template : fillPath(template, { [parameter]: scopeId as number });
    const subject: Subject = scope ? { kind: scope, id: scopeId } : { kind, id: null };
    const answer = await request('GET', path, undefined, { subject });
    if (!Array.isArray(answer.body) || !answer.body.every(isResourceObject)) {
      throw new HoshinError('server', `${base.host} answered ${answer.status} with something that is not a list of ${pluralWords(spec)}`, {
        status: answer.status,
      });
    }
    const resources = answer.body;
    const stray = wrongListItem(
      kind,
      spec.parentField && scope ? { field: spec.parentField, id: scopeId as number } : null,
      base.host,
      answer.status,
      resources,
    );
    if (stray) throw stray;
    emit({ type: 'listed', kind, scopeId: scope ? scopeId : null, resources });
    return resources;
  }

  async function create(kind: KindName, parentId: number | null, values: Values, options: WriteOptions = {}): Promise<Resource> {
    const spec = kindSpec(kind);
    if (!spec.paths.create) throw new HoshinError('usage', `${pluralWords(spec)} cannot be created`);
    // Fields the service drops on create are applied by an update of the new resource right after.
    const { now: createValues, after } = splitForCreate(kind, values);
    if (Object.keys(after).length > 0) buildRequestBody(kind, 'update', after); // refuse bad values before anything is sent
    const created = await createOnce(kind, parentId, createValues, options);
    if (Object.keys(after).length === 0) return created;
    let updated: Resource;
    try {
      updated = await update(kind, created.id, after);
    } catch (error) {
      const message = isHoshinError(error) ? error.message : String(error);
      throw new HoshinError(
        isHoshinError(error) ? error.kind : 'server',
        `created ${spec.label.toLowerCase()} ${created.id}, but ${describeValues(after)} could not be applied: ${message}; it is ${describeValues(pick(created, after))}`,
        isHoshinError(error) ? error.details : { cause: error },
      );
    }
    // The update has read each value back (answer-checks.ts): what it returns shows them applied.
    return updated;
  }

  async function createOnce(kind: KindName, parentId: number | null, values: Values, options: WriteOptions): Promise<Resource> {
    const spec = kindSpec(kind);
    const { body } = buildRequestBody(kind, 'create', values);
    const remembered = state.createTemplates.get(kind);
    const templates = spec.paths.publicCreate ? [spec.paths.publicCreate, spec.paths.create] : [spec.paths.create];
    const ordered = remembered ? [remembered, ...templates.filter((t) => t !== remembered)] : templates;
    const subject: Subject | undefined = spec.parent ? { kind: spec.parent, id: parentId } : undefined;
    for (let index = 0; ; index++) {
      const template = ordered[index] as string;
      const [parameter] = pathParameters(template);
      if (parameter !== undefined && parentId === null)
        throw new HoshinError(
          'usage',
          `creating ${withArticle(kindWords(spec))} needs the ${spec.parent ? kindWords(spec.parent) : 'parent'} id`,
        );
      const path = parameter === undefined ? template : fillPath(template, { [parameter]: parentId as number });
      let answer: HttpAnswer;
      const parent = spec.parent && parentId !== null ? { kind: spec.parent, id: parentId } : null;
      try {
        const send = (sending: RequestOptions) => request('POST', path, body, { ...sending, ...(subject ? { subject } : {}) });
        answer = await createSettlingClash({ kind, sent: values, timeouts, send }, options);
      } catch (error) {
        // The spec's route and the public implementation's differ for history values.
        if (isHoshinError(error) && error.details.routeMissing && index < ordered.length - 1) continue;
        throw classifyWriteFailure(error, { action: 'create', kind, parent });
      }
      if (ordered.length > 1 && state.createTemplates.get(kind) !== template) {
        state.createTemplates.set(kind, template);
        rememberChanges(state, base.key);
      }
      const created = answer.body as { id?: unknown } | null | undefined;
      if (typeof created === 'object' && created !== null && !Array.isArray(created) && created.id === null) {
        throw new HoshinError(
          'invalid',
          `the service did not save the ${spec.label.toLowerCase()} (it answered without an id); check the values`,
          {
            status: answer.status,
          },
        );
      }
      let resource: Resource;
      try {
        resource = expectResource(kind, answer.body, answer.status);
        const stray = wrongCreated(
          kind,
          parent && spec.parentField ? { ...parent, field: spec.parentField } : null,
          base.host,
          answer.status,
          resource,
        );
        if (stray) throw stray;
        const unconfirmed = unconfirmedCreate(kind, values, base.host, answer.status, resource);
        if (unconfirmed) throw unconfirmed;
      } catch (error) {
        // An answer that does not show what was created: it may have been created all the same.
        throw classifyWriteFailure(error, { action: 'create', kind, parent });
      }
      emit({ type: 'seen', kind, resource });
      // A resource just created has nothing under it yet: its lists are known, and known empty.
      for (const child of KINDS)
        if (child.list?.scope === kind) emit({ type: 'listed', kind: child.name, scopeId: resource.id, resources: [] });
      return resource;
    }
  }

  /** The parts of a write common to its requests: who it is about and how long it may take. */
  const writing = (action: 'update' | 'delete', kind: KindName, id: number, sent: Values) => ({
    action,
    kind,
    id,
    sent,
    timeouts,
    now,
    read: (options: RequestOptions) => get(kind, id, options),
  });

  async function update(
    kind: KindName,
    id: number,
    values: Readonly<Record<string, JsonValue>>,
    options: WriteOptions = {},
  ): Promise<Resource> {
    const spec = kindSpec(kind);
    if (!spec.paths.update) throw new HoshinError('usage', `${pluralWords(spec)} cannot be changed`);
    if (Object.keys(values).length === 0) throw new HoshinError('usage', 'nothing to change: give at least one field');
    const path = fillPath(spec.paths.update, { id });
    const parts = splitForUpdate(kind, values);
    const steps = parts.map((step) => buildRequestBody(kind, 'update', step).body);
    let resource: Resource | undefined;
    // What the resource holds before each part: before the first, what the caller read; then with the parts saved.
    let before = options.before ?? null;
    for (const [index, body] of steps.entries()) {
      const part = parts[index] as Values;
      try {
        resource = await sendSettlingClash(
          {
            ...writing('update', kind, id, part),
            send: (requestOptions) => requestResource('PUT', kind, id, path, body, part, requestOptions),
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

  async function remove(kind: KindName, id: number, options: WriteOptions = {}): Promise<void> {
    const spec = kindSpec(kind);
    const path = spec.paths.delete;
    if (!path) throw new HoshinError('usage', `${pluralWords(spec)} cannot be deleted`);
    const send = async (requestOptions: RequestOptions): Promise<void> => {
      try {
        const answer = await request('DELETE', fillPath(path, { id }), undefined, {
          ...requestOptions,
          subject: { kind, id },
          ...(spec.paths.deleteRedirect ? { successRedirect: spec.paths.deleteRedirect } : {}),
        });
        // A body is not needed, but one about another resource is not a delete of this one.
        const about = answer.body;
        if (typeof about === 'object' && about !== null && !Array.isArray(about)) {
          const stray = wrongResource(
            { method: 'DELETE', kind, id, host: base.host, status: answer.status },
            about as Record<string, unknown>,
          );
          if (stray) throw stray;
        }
      } catch (error) {
        noteGone(error, kind, id);
        throw error;
      }
    };
    await sendSettlingClash({ ...writing('delete', kind, id, {}), send, fromRead: () => undefined }, options);
    emit({ type: 'gone', kind, id });
  }

  async function people(companyId: number): Promise<Readonly<Record<number, string>>> {
    const answer = await request('GET', '/companies/complete_users2', undefined, {
      subject: { kind: 'company', id: companyId },
      query: [['id', String(companyId)]],
    });
    const body = answer.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HoshinError('server', `${base.host} answered ${answer.status} with something that is not a list of people`, {
        status: answer.status,
      });
    }
    const result: Record<number, string> = {};
    for (const [id, name] of Object.entries(body as Record<string, unknown>)) {
      if (/^[1-9]\d*$/.test(id) && typeof name === 'string') result[Number(id)] = name;
    }
    return result;
  }

  return { get, list, create, update, remove, people };
}
