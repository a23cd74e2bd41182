// What the sandbox does for each route (the public implementation's endpoints and fields). Pure over the
// store and an injected clock: no HTTP, no files. Where the flavours answer differently, `answers` says how.
import {
  ancestorKinds,
  childKinds,
  fieldSpec,
  kindSpec,
  pathParameters,
  requiredFields,
  type KindName,
} from '../catalogue/catalogue.js';
import { checkJsonValue, expectedForm, readDecimal, type JsonValue } from '../catalogue/values.js';
import { FLAVOUR_ANSWERS, type FieldErrors, type FlavourAnswers } from './answers.js';
import { addDays, instantOf, utcDay } from '../domain/dates.js';
import { advanceByFrequency, type Frequency } from '../domain/indicator.js';
import { attemptedValues, blankResource, colourFromName, renderValue } from './records.js';
import { badRequest, createdStatus, reply, serverError, type SandboxReply } from './replies.js';
import { toId, type RouteAction } from './routes.js';
import type { Resource, SandboxStore } from './sandbox-records-store.js';

export { badRequest, notFoundRoute, type SandboxReply } from './replies.js';

export interface OperationInput {
  readonly action: RouteAction;
  /** Path parameters, bare digits. */
  readonly params: Readonly<Record<string, string>>;
  /** Decoded query values (complete_users2 reads `id`). */
  readonly query: ReadonlyMap<string, string>;
  /** Parsed JSON body; undefined when the request had none. */
  readonly body: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tasks' status is changed by lifecycle transitions, never saved directly. */
function lifecycleError(status: string): SandboxReply {
  return serverError('LifecycleError', `No transition to_${status} available`);
}

/** Defaults of the service's columns, applied on create before the request's values. */
function defaultsFor(kind: KindName, today: string): Record<string, JsonValue> {
  switch (kind) {
    case 'company':
      return { hoshins_count: 0, unlimited: false, subscriptions_count: 0, credit: '0.0', trial_ends_at: addDays(today, 30), payment_error: false };
    case 'hoshin':
      return {
        state: 'active',
        tasks_visible_days: 110,
        areas_count: 0,
        goals_count: 0,
        objectives_count: 0,
        indicators_count: 0,
        tasks_count: 0,
        outdated_indicators_count: 0,
        outdated_tasks_count: 0,
        blind_objectives_count: 0,
        neglected_objectives_count: 0,
        hoshins_count: 0,
      };
    case 'objective':
      return { neglected: false, blind: true, hidden: false };
    case 'indicator':
      return { goal: '100.0', worst_value: '0.0', reminder: true, show_on_parent: false, show_on_charts: true, hidden: false };
    case 'task':
      return { status: 'backlog', feeling: 'smile', reminder: true, show_on_parent: false, lane_pos: 0, hidden: false };
    default:
      return {};
  }
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
    }
  }

  // ---- reads ----

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
    const list = spec.list!;
    if (list.scope === null) return reply(200, this.store.all(kind));
    const parameter = pathParameters(list.path)[0]!;
    const scopeId = toId(params[parameter]);
    const scopeExists =
      scopeId !== null && (list.scope === 'subscription' ? this.store.subscription(scopeId) !== undefined : this.store.get(list.scope, scopeId) !== undefined);
    if (!scopeExists) return this.missing(list.scope, params[parameter] ?? '');
    const items = this.store.where(kind, spec.parentField!, scopeId);
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

  // ---- writes ----

  private create(kind: KindName, input: OperationInput): SandboxReply {
    const spec = kindSpec(kind);
    let parent: Resource | undefined;
    if (spec.parent !== null) {
      const parameter = pathParameters(spec.paths.create!)[0]!;
      const parentId = toId(input.params[parameter]);
      parent = parentId === null || spec.parent === 'subscription' ? undefined : this.store.get(spec.parent, parentId);
      if (!parent) return this.missing(spec.parent, input.params[parameter] ?? '');
    }
    const attributes = this.attributesOf(kind, input.body);
    if ('reply' in attributes) return attributes.reply;
    const { values, errors } = this.check(kind, attributes.values);
    for (const field of requiredFields(kind)) {
      const value = values[field.name];
      if (!errors[field.name] && (value === undefined || value === null || value === '')) errors[field.name] = ["can't be blank"];
    }
    if (kind === 'indicator_history' && typeof values.day === 'string' && this.dayTaken(parent!.id as number, values.day)) {
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
      else resource[name] = renderValue(fieldSpec(kind, name)!, value);
    }
    if (kind === 'company' || kind === 'hoshin') resource.creator_id = this.store.ownerId;
    if (kind === 'indicator_history') resource.responsible_id = parent?.responsible_id ?? null;
    if (kind === 'task') resource.visible_days = this.store.get('hoshin', resource.hoshin_id as number)?.tasks_visible_days ?? 110;
    if (Object.keys(errors).length > 0) {
      return this.answers.createRefused(kind, errors, { ...resource, ...attemptedValues(kind, attributes.values, errors), id: null });
    }
    this.fillDerivedOnSave(kind, resource);
    if (spec.orderField && spec.orderField !== 'day' && resource[spec.orderField] === null) {
      resource[spec.orderField] = this.nextPosition(kind, resource);
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
    const attributes = this.attributesOf(kind, input.body);
    if ('reply' in attributes) return attributes.reply;
    if (kind === 'indicator' && 'value' in attributes.values) return this.recordIndicatorValue(current, attributes.values);

    const { values, errors } = this.check(kind, attributes.values);
    if (kind === 'task' && values.status === null) errors.status = [`must be ${expectedForm(fieldSpec('task', 'status')!.type)}`];
    if (kind === 'indicator_history' && typeof values.day === 'string' && values.day !== current.day) {
      if (this.dayTaken(current.indicator_id as number, values.day)) errors.day = ['has already been taken'];
    }
    const resource: Resource = { ...current };
    for (const [name, value] of Object.entries(values)) resource[name] = renderValue(fieldSpec(kind, name)!, value);
    if (Object.keys(errors).length > 0) {
      // A task's status is never mass-assigned, so the attempt keeps the stored one.
      const attempted = { ...resource, ...attemptedValues(kind, attributes.values, errors), ...(kind === 'task' ? { status: current.status ?? null } : {}) };
      return this.answers.updateRefused(kind, errors, attempted, current);
    }
    if (kind === 'task' && typeof values.status === 'string' && values.status === current.status) return lifecycleError(values.status);

    this.fillDerivedOnSave(kind, resource);
    resource.updated_at = instantOf(this.now());
    this.store.put(kind, resource);
    this.refreshDerived();
    return reply(200, this.store.get(kind, resource.id as number), undefined, true);
  }

  /** PUT /indicators/:id with `value`: only value and last_update count (the service's value-update rules). */
  private recordIndicatorValue(indicator: Resource, attributes: Record<string, unknown>): SandboxReply {
    const errors: FieldErrors = {};
    const valueCheck = checkJsonValue(fieldSpec('indicator', 'value')!, attributes.value);
    if (!valueCheck.ok) errors.value = [valueCheck.error];
    else if (valueCheck.value === null) errors.value = ["can't be blank"];
    let givenDay: string | null = null;
    if (attributes.last_update !== undefined && attributes.last_update !== null) {
      const dayCheck = checkJsonValue(fieldSpec('indicator', 'last_update')!, attributes.last_update);
      if (dayCheck.ok) givenDay = dayCheck.value as string;
      else errors.last_update = [dayCheck.error];
    }
    const frequency = indicator.frequency as Frequency | null;
    if (frequency === null) errors.frequency = ['must be set before a value can be recorded'];
    if (Object.keys(errors).length > 0 || !valueCheck.ok || frequency === null) return this.answers.valueRefused(errors, indicator);

    const nowMs = this.now();
    const nextUpdate = indicator.next_update as string | null;
    const day = givenDay ?? nextUpdate ?? utcDay(nowMs);
    const value = renderValue(fieldSpec('indicator', 'value')!, valueCheck.value);
    const updated: Resource = { ...indicator, last_value: indicator.value ?? null, value, last_update: day };
    if (nextUpdate === null) updated.next_update = advanceByFrequency(day, frequency);
    else if (day >= nextUpdate) updated.next_update = advanceByFrequency(nextUpdate, frequency);
    updated.updated_at = instantOf(nowMs);
    this.store.put('indicator', updated);

    const row = this.store.where('indicator_history', 'indicator_id', indicator.id ?? null).find((h) => h.day === day);
    if (row) {
      this.store.put('indicator_history', { ...row, value, goal: row.goal ?? indicator.goal ?? null, updated_at: instantOf(nowMs) });
    } else {
      this.store.put('indicator_history', {
        ...blankResource('indicator_history'),
        id: this.store.nextId('indicator_history'),
        day,
        value,
        goal: indicator.goal ?? null,
        indicator_id: indicator.id ?? null,
        company_id: indicator.company_id ?? null,
        responsible_id: indicator.responsible_id ?? null,
        created_at: instantOf(nowMs),
        updated_at: instantOf(nowMs),
      });
    }
    this.refreshDerived();
    return reply(200, this.store.get('indicator', indicator.id as number), undefined, true);
  }

  private destroy(kind: KindName, params: Readonly<Record<string, string>>): SandboxReply {
    const id = toId(params.id);
    const resource = id === null ? undefined : this.store.get(kind, id);
    if (!resource || id === null) return this.missing(kind, params.id ?? '');
    this.removeWithDescendants(kind, id);
    if (kind === 'company') {
      for (const subscription of this.store.subscriptions().filter((s) => s.company_id === id)) {
        for (const invoice of this.store.where('invoice', 'subscription_id', subscription.id)) this.store.delete('invoice', invoice.id as number);
        this.store.deleteSubscription(subscription.id);
      }
      this.store.removeCompanyFromUsers(id);
    }
    if (kind === 'indicator_history') this.afterHistoryDeleted(resource);
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
      for (const resource of this.store.where(child.name, child.parentField!, id)) this.removeWithDescendants(child.name, resource.id as number);
    }
    this.store.delete(kind, id);
  }

  /** Deleting the row of the indicator's last_update day recomputes its value from the latest remaining row. */
  private afterHistoryDeleted(row: Resource): void {
    const indicator = this.store.get('indicator', row.indicator_id as number);
    if (!indicator || indicator.last_update !== row.day) return;
    const latest = this.store
      .where('indicator_history', 'indicator_id', indicator.id ?? null)
      .sort((a, b) => String(b.day).localeCompare(String(a.day)))[0];
    this.store.put('indicator', {
      ...indicator,
      value: latest?.value ?? null,
      last_update: latest?.day ?? null,
      updated_at: instantOf(this.now()),
    });
  }

  // ---- helpers ----

  private missing(kind: KindName | 'subscription', id: string | number): SandboxReply {
    return this.answers.missingRecord(kind, id);
  }

  /** Flat `{"name": …}` or wrapped `{"task": {…}}` bodies (both reach the model: Rails wraps flat column keys). */
  private attributesOf(kind: KindName, body: unknown): { values: Record<string, unknown> } | { reply: SandboxReply } {
    if (body === undefined) return { values: {} };
    if (!isPlainObject(body)) return { reply: badRequest('The request body must be a JSON object.') };
    const wrapped = body[kindSpec(kind).wrapperKey];
    return { values: isPlainObject(wrapped) ? wrapped : body };
  }

  /** Checks the writable fields present; unknown and read-only fields are ignored. */
  private check(kind: KindName, attributes: Record<string, unknown>): { values: Record<string, JsonValue>; errors: FieldErrors } {
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

  private dayTaken(indicatorId: number, day: string): boolean {
    for (const row of this.store.scan('indicator_history')) if (row.indicator_id === indicatorId && row.day === day) return true;
    return false;
  }

  private nextPosition(kind: KindName, resource: Resource): number {
    const { parentField, orderField } = kindSpec(kind);
    let highest = 0;
    for (const sibling of this.store.scan(kind)) {
      const position = sibling[orderField!];
      if (sibling[parentField!] === resource[parentField!] && typeof position === 'number') highest = Math.max(highest, position);
    }
    return highest + 1;
  }

  /** Columns the service computes on every save. */
  private fillDerivedOnSave(kind: KindName, resource: Resource): void {
    if ((kind === 'hoshin' || kind === 'area') && (resource.color === null || resource.color === '')) {
      resource.color = colourFromName(String(resource.name ?? ''));
    }
    if (kind === 'task' && resource.original_deadline === null && resource.deadline !== null) resource.original_deadline = resource.deadline ?? null;
    if (kind === 'indicator' || kind === 'task') {
      const objective = this.store.get('objective', resource.objective_id as number);
      const parentObjective =
        resource.show_on_parent === true && typeof objective?.parent_id === 'number' ? this.store.get('objective', objective.parent_id) : undefined;
      resource.parent_objective_id = parentObjective?.id ?? null;
      resource.parent_area_id = parentObjective?.area_id ?? null;
    }
  }

  /**
   * Recomputes the counters and flags the service keeps (hoshin counters, objective blind and
   * neglected, company hoshins_count and subscriptions_count). Returns true when any changed.
   */
  refreshDerived(): boolean {
    const today = utcDay(this.now());
    let changed = false;
    const save = (kind: KindName, resource: Readonly<Resource>, derived: Record<string, JsonValue>): void => {
      if (Object.entries(derived).every(([name, value]) => resource[name] === value)) return;
      const next: Resource = { ...resource, ...derived };
      if (kind === 'hoshin') next.health_updated_at = instantOf(this.now());
      this.store.put(kind, next);
      changed = true;
    };
    // One pass per table, grouped by owner, so a write costs O(size of the plan).
    const group = (kind: KindName, field: string): Map<JsonValue, Readonly<Resource>[]> => {
      const groups = new Map<JsonValue, Readonly<Resource>[]>();
      for (const resource of this.store.scan(kind)) {
        const key = resource[field] ?? null;
        const list = groups.get(key);
        if (list) list.push(resource);
        else groups.set(key, [resource]);
      }
      return groups;
    };
    const open = (task: Readonly<Resource>) => task.status === 'active' || task.status === 'backlog';
    const belowGoal = (indicator: Readonly<Resource>): boolean => {
      const value = readDecimal(indicator.value);
      const goal = readDecimal(indicator.goal);
      const worst = readDecimal(indicator.worst_value) ?? 0;
      if (value === null) return true;
      if (goal === null || goal === worst) return false;
      return (100 * (value - worst)) / (goal - worst) < 100;
    };
    const indicatorsByObjective = group('indicator', 'objective_id');
    const tasksByObjective = group('task', 'objective_id');
    const objectivesByParent = group('objective', 'parent_id');
    for (const objective of [...this.store.scan('objective')]) {
      // The flags count the indicators and tasks of child objectives too, as the service's own rules do.
      const family = [objective.id ?? null, ...(objectivesByParent.get(objective.id ?? null) ?? []).map((child) => child.id ?? null)];
      const indicators = family.flatMap((id) => indicatorsByObjective.get(id) ?? []);
      const active = family.some((id) => (tasksByObjective.get(id) ?? []).some((t) => t.status === 'active'));
      save('objective', objective, { blind: indicators.length === 0, neglected: indicators.some(belowGoal) && !active });
    }
    const areas = group('area', 'hoshin_id');
    const goals = group('goal', 'hoshin_id');
    const objectives = group('objective', 'hoshin_id');
    const indicators = group('indicator', 'hoshin_id');
    const tasks = group('task', 'hoshin_id');
    const hoshins = [...this.store.scan('hoshin')];
    for (const hoshin of hoshins) {
      const key = hoshin.id ?? null;
      const hoshinIndicators = indicators.get(key) ?? [];
      const openTasks = (tasks.get(key) ?? []).filter(open);
      const hoshinObjectives = objectives.get(key) ?? [];
      // The service stamps health_updated_at when it recomputes the counters.
      save('hoshin', hoshin, {
        areas_count: (areas.get(key) ?? []).length,
        goals_count: (goals.get(key) ?? []).length,
        objectives_count: hoshinObjectives.length,
        indicators_count: hoshinIndicators.length,
        tasks_count: openTasks.length,
        outdated_indicators_count: hoshinIndicators.filter((i) => typeof i.next_update === 'string' && i.next_update < today).length,
        outdated_tasks_count: openTasks.filter((t) => typeof t.deadline === 'string' && t.deadline < today).length,
        blind_objectives_count: hoshinObjectives.filter((o) => o.blind === true).length,
        neglected_objectives_count: hoshinObjectives.filter((o) => o.neglected === true).length,
        hoshins_count: hoshins.filter((h) => typeof h.ancestry === 'string' && h.ancestry.split('/').includes(String(hoshin.id))).length,
      });
    }
    const hoshinsByCompany = group('hoshin', 'company_id');
    for (const company of [...this.store.scan('company')]) {
      save('company', company, {
        hoshins_count: (hoshinsByCompany.get(company.id ?? null) ?? []).length,
        subscriptions_count: this.store.subscriptions().filter((s) => s.company_id === company.id && s.status === 'Active').length,
      });
    }
    return changed;
  }
}
