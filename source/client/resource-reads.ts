// Reading resources; each answer checked to be about what was asked, and the listeners told what was seen.
import { fillPath, kindSpec, kindWords, pathParameters, pluralWords, type KindName } from '../catalogue/catalogue.js';
import { withArticle } from '../catalogue/article.js';
import { asSent, parseResource, type TypedResource } from '../catalogue/typed-resource.js';
import { HoshinError, isMissingRecord } from '../core/errors.js';
import type { Resource } from '../core/resource.js';
import { unconfirmedUpdate, wrongListItem, wrongResource } from './answer-checks.js';
import { isResourceObject } from './answer-reading.js';
import type { Subject } from './answers.js';
import type { RequestBody } from './request-body.js';
import type { ResourceContext } from './resource-context.js';
import type { HttpMethod, RequestOptions } from './types.js';
import type { Values } from './write-parts.js';

export function expectResource<K extends KindName>({ base }: ResourceContext, kind: K, value: unknown, status: number): TypedResource<K> {
  // The one place an answer becomes a resource: parsed here, read as typed fields above.
  if (isResourceObject(value)) return parseResource(kind, value);
  throw new HoshinError('server', `${base.host} answered ${status} with something that is not ${withArticle(kindWords(kind))}`, {
    status,
  });
}

export function noteGone({ emit }: ResourceContext, error: unknown, kind: KindName, id: number): void {
  if (isMissingRecord(error)) emit({ type: 'gone', kind, id });
}

/** Seen when it answers about that resource, gone on not found; a write's failures are classified by its caller. */
export async function requestResource<K extends KindName>(
  context: ResourceContext,
  method: HttpMethod,
  kind: K,
  id: number,
  path: string,
  body?: RequestBody,
  sent?: Values,
  options: RequestOptions = {},
): Promise<TypedResource<K>> {
  try {
    const answer = await context.request(method, path, body, { ...options, subject: { kind, id } });
    const resource = expectResource(context, kind, answer.body, answer.status);
    const check = { method, kind, id, host: context.base.host, status: answer.status };
    // A refusal quotes the answer as the service sent it.
    const refusal = wrongResource(check, asSent(resource)) ?? (sent ? unconfirmedUpdate(check, sent, asSent(resource)) : undefined);
    if (refusal) throw refusal;
    context.emit({ type: 'seen', kind, resource });
    return resource;
  } catch (error) {
    noteGone(context, error, kind, id);
    throw error;
  }
}

export async function getResource<K extends KindName>(
  context: ResourceContext,
  kind: K,
  id: number,
  options: RequestOptions = {},
): Promise<TypedResource<K>> {
  return requestResource(context, 'GET', kind, id, fillPath(kindSpec(kind).paths.get, { id }), undefined, undefined, options);
}

export async function listResources(context: ResourceContext, kind: KindName, scopeId: number | null): Promise<Resource[]> {
  const { base, emit } = context;
  const spec = kindSpec(kind);
  if (!spec.list) throw new HoshinError('usage', `the service offers no list of ${pluralWords(spec)}`);
  const { path: template, scope } = spec.list;
  const [parameter] = pathParameters(template);
  if (parameter !== undefined && scopeId === null)
    throw new HoshinError('usage', `listing ${pluralWords(spec)} needs the ${scope ?? 'parent'} id`);
  const path = parameter === undefined ? template : fillPath(template, { [parameter]: scopeId as number });
  const subject: Subject = scope ? { kind: scope, id: scopeId } : { kind, id: null };
  const answer = await context.request('GET', path, undefined, { subject });
  if (!Array.isArray(answer.body) || !answer.body.every(isResourceObject)) {
    throw new HoshinError('server', `${base.host} answered ${answer.status} with something that is not a list of ${pluralWords(spec)}`, {
      status: answer.status,
    });
  }
  const resources = answer.body.map((item) => parseResource(kind, item));
  const stray = wrongListItem(
    kind,
    spec.parentField && scope ? { field: spec.parentField, id: scopeId as number } : null,
    base.host,
    answer.status,
    answer.body,
  );
  if (stray) throw stray;
  emit({ type: 'listed', kind, scopeId: scope ? scopeId : null, resources });
  return resources;
}

export async function readPeople({ request, base }: ResourceContext, companyId: number): Promise<Readonly<Record<number, string>>> {
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
