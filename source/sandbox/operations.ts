// What the sandbox does for each route. Pure over the store and an injected clock; `answers` says where the flavours differ.
import { ancestorKinds, childKinds, kindSpec, knownField, pathParameters, requiredFields, type KindName } from '../catalogue/catalogue.js';
import { expectedForm, type JsonValue } from '../catalogue/values.js';
import { instantOf, utcDay } from '../domain/dates.js';
import { FLAVOUR_ANSWERS, type FlavourAnswers } from './answers.js';
import { defaultsFor, fillDerivedOnSave, nextPosition, refreshDerived } from './derived-columns.js';
import { afterHistoryDeleted, dayTaken, recordIndicatorValue } from './indicator-values.js';
import { attemptedValues, blankResource, renderValue } from './records.js';
import { createdStatus, reply, type SandboxReply } from './replies.js';
import { applyParent, moveDescendants, transition } from './hoshin-lifecycle.js';
import { attributesOf, checkAttributes, isWrapped, lifecycleError } from './request-values.js';
import { toId, type RouteAction } from './routes.js';
import type { Resource, SandboxStore } from './sandbox-records-store.js';

export type { SandboxReply } from './replies.js';

export interface OperationInput {
  readonly action: RouteAction;
  /** Path parameters, bare digits. */
  readonly params: Readonly<Record<string, string>>;
  /** Decoded query values (complete_users2 reads `id`). */
  readonly query: ReadonlyMap<string, string>;
  /** Parsed JSON body; undefined when the request had none. */
  readonly body: unknown;
}

export class SandboxService {
  constructor(
    private readonly store: SandboxStore,
    private readonly now: () => number,
    private readonly answers: FlavourAnswers = FLAVOUR_ANSWERS.spec,
  ) {}

  handle(input: OperationInput): SandboxReply {
    const { action } = input;
    if (action.type === 'completeUsers') return this.completeUsers(input.query);
    switch (action.type) {
      case 'create':
        return this.create(action.kind, input);
      case 'get':
        return this.show(action.kind, input.params);
      case 'update':
        return this.update(action.kind, input);
      case 'delete':
        return this.destroy(action.kind, input.params);
      case 'list':
        return this.list(action.kind, input.params);
      case 'transition': {
        const id = toId(input.params.id);
        const current = id === null ? undefined : this.store.get(action.kind, id);
        if (!current) return this.missing(action.kind, input.params.id ?? '');
        const changed = transition(this.store, current, action.field, action.value, instantOf(this.now()));
        if (changed.changed) this.refreshDerived();
        return changed;
      }
    }
  }

  private show(kind: KindName, params: Readonly<Record<string, string>>): SandboxReply {
    const id = toId(params.id);
    const resource = id === null ? undefined : this.store.get(kind, id);
    if (!resource) return this.missing(kind, params.id ?? '');
    // The invoice path under a subscription only finds invoices of that subscription.
    for (const [name, value] of Object.entries(params)) {
      if (name === 'id') continue;
      if (resource[name] !== toId(value)) return this.missing(kind, params.id ?? '');
    }
    return reply(200, resource);
  }

  private list(kind: KindName, params: Readonly<Record<string, string>>): SandboxReply {
    const spec = kindSpec(kind);
    const list = spec.list;
    if (list === null) throw new Error(`the sandbox routed a list of ${kind}, which has none`);
    if (list.scope === null) return reply(200, this.store.all(kind));
    const parameter = pathParameters(list.path)[0] ?? '';
    const scopeId = toId(params[parameter]);
    const scopeExists =
      scopeId !== null &&
      (list.scope === 'subscription' ? this.store.subscription(scopeId) !== undefined : this.store.get(list.scope, scopeId) !== undefined);
    if (!scopeExists) return this.missing(list.scope, params[parameter] ?? '');
    const items = spec.parentField === null ? [] : this.store.where(kind, spec.parentField, scopeId);
    if (kind === 'invoice') {
      // Newest first, as the service orders invoices.
      items.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || (b.id as number) - (a.id as number));
    }
    return reply(200, items);
  }

  private completeUsers(query: ReadonlyMap<string, string>): SandboxReply {
    const companyId = toId(query.get('id'));
    if (companyId === null || !this.store.get('company', companyId)) return this.missing('company', query.get('id') ?? '');
    const users = this.store
      .users()
      .filter((user) => user.companyIds.includes(companyId))
      .sort((a, b) => a.id - b.id);
    return reply(200, Object.fromEntries(users.map((user) => [String(user.id), `${user.name} (${user.email})`])));
  }

  private create(kind: KindName, input: OperationInput): SandboxReply {
    const spec = kindSpec(kind);
    let parent: Resource | undefined;
    if (spec.parent !== null) {
      const parameter = pathParameters(spec.paths.create ?? '')[0] ?? '';
      const parentId = toId(input.params[parameter]);
      parent = parentId === null || spec.parent === 'subscription' ? undefined : this.store.get(spec.parent, parentId);
      if (!parent) return this.missing(spec.parent, input.params[parameter] ?? '');
    }
    const attributes = attributesOf(kind, input.body);
    if ('reply' in attributes) return attributes.reply;
    const { values, errors } = checkAttributes(kind, attributes.values);
    for (const field of requiredFields(kind)) {
      // A target row is a goal for a day with no value yet (the daily job moves the indicator's goal to it).
      if (kind === 'indicator_history' && field.name === 'value' && values.goal !== undefined && values.goal !== null) continue;
      const value = values[field.name];
      if (!errors[field.name] && (value === undefined || value === null || value === '')) errors[field.name] = ["can't be blank"];
    }
    if (kind === 'indicator_history' && typeof values.day === 'string' && parent && dayTaken(this.store, parent.id as number, values.day)) {
      errors.day = ['has already been taken'];
    }
    const nowMs = this.now();
    const today = utcDay(nowMs);
    const resource: Resource = { ...blankResource(kind), ...defaultsFor(kind, today) };
    if (parent && spec.parent !== null && spec.parentField) {
      resource[spec.parentField] = parent.id ?? null;
      // Children carry every ancestor's id their table has (task: objective, area, hoshin, company).
      for (const ancestor of ancestorKinds(kind)) {
        const name = `${ancestor}_id`;
        if (name !== spec.parentField && name in resource && parent[name] !== undefined) resource[name] = parent[name] ?? null;
      }
    }
    for (const [name, value] of Object.entries(values)) {
      // A task's status is protected from mass assignment; only "active" is then applied by a transition.
      if (kind === 'task' && name === 'status') resource.status = value === 'active' ? 'active' : 'backlog';
      else resource[name] = renderValue(knownField(kind, name), value);
    }
    if (kind === 'company' || kind === 'hoshin') resource.creator_id = this.store.ownerId;
    if (kind === 'hoshin') applyParent(this.store, resource, this.parentSent(kind, input.body, values), errors);
    if (kind === 'indicator_history') resource.responsible_id = parent?.responsible_id ?? null;
    if (kind === 'task') resource.visible_days = this.store.get('hoshin', resource.hoshin_id as number)?.tasks_visible_days ?? 110;
    if (Object.keys(errors).length > 0) {
      return this.answers.createRefused(kind, errors, {
        ...resource,
        ...attemptedValues(kind, attributes.values, errors),
        id: null,
      });
    }
    fillDerivedOnSave(this.store, kind, resource);
    if (spec.orderField && spec.orderField !== 'day' && resource[spec.orderField] === null) {
      resource[spec.orderField] = nextPosition(this.store, kind, resource);
    }
    resource.id = this.store.nextId(kind);
    resource.created_at = instantOf(nowMs);
    resource.updated_at = instantOf(nowMs);
    this.store.put(kind, resource);
    if (kind === 'company') this.store.setMembership(this.store.ownerId, resource.id, true);
    this.refreshDerived();
    return reply(createdStatus(kind), this.store.get(kind, resource.id), undefined, true);
  }

  private update(kind: KindName, input: OperationInput): SandboxReply {
    const id = toId(input.params.id);
    const current = id === null ? undefined : this.store.get(kind, id);
    if (!current) return this.missing(kind, input.params.id ?? '');
    const attributes = attributesOf(kind, input.body);
    if ('reply' in attributes) return attributes.reply;
    if (kind === 'indicator' && 'value' in attributes.values)
      return recordIndicatorValue(this.store, this.now, this.answers, current, attributes.values);

    const { values, errors } = checkAttributes(kind, attributes.values);
    if (kind === 'task' && values.status === null) errors.status = [`must be ${expectedForm(knownField('task', 'status').type)}`];
    if (kind === 'indicator_history' && typeof values.day === 'string' && values.day !== current.day) {
      if (dayTaken(this.store, current.indicator_id as number, values.day)) errors.day = ['has already been taken'];
    }
    const resource: Resource = { ...current };
    for (const [name, value] of Object.entries(values)) resource[name] = renderValue(knownField(kind, name), value);
    if (kind === 'hoshin') applyParent(this.store, resource, this.parentSent(kind, input.body, values), errors);
    if (Object.keys(errors).length > 0) {
      // A task's status is never mass-assigned, so the attempt keeps the stored one.
      const attempted = {
        ...resource,
        ...attemptedValues(kind, attributes.values, errors),
        ...(kind === 'task' ? { status: current.status ?? null } : {}),
      };
      return this.answers.updateRefused(kind, errors, attempted, current);
    }
    if (kind === 'task' && typeof values.status === 'string' && values.status === current.status) return lifecycleError(values.status);

    fillDerivedOnSave(this.store, kind, resource);
    resource.updated_at = instantOf(this.now());
    this.store.put(kind, resource);
    if (kind === 'hoshin') moveDescendants(this.store, current, resource);
    this.refreshDerived();
    return reply(200, this.store.get(kind, resource.id as number), undefined, true);
  }

  private destroy(kind: KindName, params: Readonly<Record<string, string>>): SandboxReply {
    const id = toId(params.id);
    const resource = id === null ? undefined : this.store.get(kind, id);
    if (!resource || id === null) return this.missing(kind, params.id ?? '');
    this.removeWithDescendants(kind, id);
    if (kind === 'company') {
      for (const subscription of this.store.subscriptions().filter((s) => s.company_id === id)) {
        for (const invoice of this.store.where('invoice', 'subscription_id', subscription.id))
          this.store.delete('invoice', invoice.id as number);
        this.store.deleteSubscription(subscription.id);
      }
      this.store.removeCompanyFromUsers(id);
    }
    if (kind === 'indicator_history') afterHistoryDeleted(this.store, this.now, resource);
    this.refreshDerived();
    if (kind === 'company') return reply(302, undefined, { Location: '/' }, true);
    if (kind === 'indicator_history') {
      const indicatorId = resource.indicator_id as number;
      const page = this.answers.pageId(indicatorId, this.store.get('indicator', indicatorId)?.name);
      return reply(302, undefined, { Location: `/indicators/${page}/history` }, true);
    }
    return reply(204, undefined, undefined, true);
  }

  private removeWithDescendants(kind: KindName, id: number): void {
    for (const child of childKinds(kind)) {
      if (child.parentField === null) continue;
      for (const resource of this.store.where(child.name, child.parentField, id))
        this.removeWithDescendants(child.name, resource.id as number);
    }
    this.store.delete(kind, id);
  }

  /** The parent_id sent, where this flavour reads it: the public implementation only from the wrapped body (not a column). */
  private parentSent(kind: KindName, body: unknown, values: Readonly<Record<string, JsonValue>>): JsonValue | undefined {
    if (!('parent_id' in values)) return undefined;
    return this.answers.flatTakesVirtual || isWrapped(kind, body) ? values.parent_id : undefined;
  }

  private missing(kind: KindName | 'subscription', id: string | number): SandboxReply {
    return this.answers.missingRecord(kind, id);
  }

  refreshDerived(): boolean {
    return refreshDerived(this.store, this.now);
  }
}
