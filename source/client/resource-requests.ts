// The resource calls of the client, each a named function over its context.
import type { ResourceClient } from '../core/resource.js';
import { removeResource, updateResource } from './resource-changes.js';
import type { ResourceContext } from './resource-context.js';
import { createResource } from './resource-creates.js';
import { getResource, listResources, readPeople } from './resource-reads.js';

export type ResourceCalls = Pick<ResourceClient, 'get' | 'list' | 'create' | 'update' | 'remove' | 'people'>;

export function resourceCalls(context: ResourceContext): ResourceCalls {
  return {
    get: (kind, id) => getResource(context, kind, id),
    list: (kind, scopeId) => listResources(context, kind, scopeId),
    create: (kind, parentId, values, options) => createResource(context, kind, parentId, values, options),
    update: (kind, id, values, options) => updateResource(context, kind, id, values, options),
    remove: (kind, id, options) => removeResource(context, kind, id, options),
    people: (companyId) => readPeople(context, companyId),
  };
}
