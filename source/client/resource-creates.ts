// Creating a resource: the create path that worked remembered, the answer checked, fields the service drops on create updated after.
import {
  fillPath,
  KINDS,
  kindSpec,
  kindWords,
  pathParameters,
  pluralWords,
  type KindName,
  type KindSpec,
  type ParentKindName,
} from '../catalogue/catalogue.js';
import { withArticle } from '../catalogue/article.js';
import { HoshinError, isHoshinError } from '../core/errors.js';
import type { Resource, WriteOptions } from '../core/resource.js';
import { unconfirmedCreate, wrongCreated } from './answer-checks.js';
import type { Subject } from './answers.js';
import { createSettlingClash } from './clash-settlement.js';
import { buildRequestBody } from './request-body.js';
import { updateResource } from './resource-changes.js';
import type { ResourceContext } from './resource-context.js';
import { expectResource } from './resource-reads.js';
import { rememberChanges } from './service-state.js';
import type { HttpAnswer, RequestOptions } from './types.js';
import { classifyWriteFailure } from './uncertain-writes.js';
import { describeValues, pick, splitForCreate, type Values } from './write-parts.js';

type Parent = { readonly kind: ParentKindName; readonly id: number } | null;

export async function createResource(
  context: ResourceContext,
  kind: KindName,
  parentId: number | null,
  values: Values,
  options: WriteOptions = {},
): Promise<Resource> {
  const spec = kindSpec(kind);
  if (!spec.paths.create) throw new HoshinError('usage', `${pluralWords(spec)} cannot be created`);
  // Fields the service drops on create are applied by an update of the new resource right after.
  const { now: createValues, after } = splitForCreate(kind, values);
  if (Object.keys(after).length > 0) buildRequestBody(kind, 'update', after); // refuse bad values before anything is sent
  const created = await createOnce(context, kind, parentId, createValues, options);
  if (Object.keys(after).length === 0) return created;
  let updated: Resource;
  try {
    updated = await updateResource(context, kind, created.id, after);
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

/** The create paths to try, the one that worked last time first. */
function createTemplates(context: ResourceContext, spec: KindSpec): readonly string[] {
  const remembered = context.state.createTemplates.get(spec.name);
  const create = spec.paths.create as string;
  const templates = spec.paths.publicCreate ? [spec.paths.publicCreate, create] : [create];
  return remembered ? [remembered, ...templates.filter((t) => t !== remembered)] : templates;
}

async function createOnce(
  context: ResourceContext,
  kind: KindName,
  parentId: number | null,
  values: Values,
  options: WriteOptions,
): Promise<Resource> {
  const { state, base, timeouts } = context;
  const spec = kindSpec(kind);
  const { body } = buildRequestBody(kind, 'create', values);
  const ordered = createTemplates(context, spec);
  const subject: Subject | undefined = spec.parent ? { kind: spec.parent, id: parentId } : undefined;
  const parent: Parent = spec.parent && parentId !== null ? { kind: spec.parent, id: parentId } : null;
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
    try {
      const send = (sending: RequestOptions) => context.request('POST', path, body, { ...sending, ...(subject ? { subject } : {}) });
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
    return createdResource(context, spec, parent, values, answer);
  }
}

/** The answer to a create, checked to show what was created; the listeners told of it and of its empty lists. */
function createdResource(context: ResourceContext, spec: KindSpec, parent: Parent, values: Values, answer: HttpAnswer): Resource {
  const kind = spec.name;
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
    resource = expectResource(context, kind, answer.body, answer.status);
    const stray = wrongCreated(
      kind,
      parent && spec.parentField ? { ...parent, field: spec.parentField } : null,
      context.base.host,
      answer.status,
      resource,
    );
    if (stray) throw stray;
    const unconfirmed = unconfirmedCreate(kind, values, context.base.host, answer.status, resource);
    if (unconfirmed) throw unconfirmed;
  } catch (error) {
    // An answer that does not show what was created: it may have been created all the same.
    throw classifyWriteFailure(error, { action: 'create', kind, parent });
  }
  context.emit({ type: 'seen', kind, resource });
  // A resource just created has nothing under it yet: its lists are known, and known empty.
  for (const child of KINDS)
    if (child.list?.scope === kind) context.emit({ type: 'listed', kind: child.name, scopeId: resource.id, resources: [] });
  return resource;
}
