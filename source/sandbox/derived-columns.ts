// Columns the service fills itself: defaults, positions, and the counters and flags it recomputes after every write.
import { kindSpec, type KindName } from '../catalogue/catalogue.js';
import { readDecimal, type JsonValue } from '../catalogue/values.js';
import { addDays, instantOf, utcDay } from '../domain/dates.js';
import { colourFromName } from './records.js';
import type { Resource, SandboxStore } from './sandbox-records-store.js';

/** Defaults of the service's columns, applied on create before the request's values. */
export function defaultsFor(kind: KindName, today: string): Record<string, JsonValue> {
  switch (kind) {
    case 'company':
      return {
        hoshins_count: 0,
        unlimited: false,
        subscriptions_count: 0,
        credit: '0.0',
        trial_ends_at: addDays(today, 30),
        payment_error: false,
      };
    case 'hoshin': {
      const counters = kindSpec('hoshin').fields.filter((field) => field.name.endsWith('_count'));
      return { state: 'active', tasks_visible_days: 110, ...Object.fromEntries(counters.map((field) => [field.name, 0])) };
    }
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

export function nextPosition(store: SandboxStore, kind: KindName, resource: Resource): number {
  const { parentField, orderField } = kindSpec(kind);
  if (orderField === undefined) return 1;
  let highest = 0;
  for (const sibling of store.scan(kind)) {
    const position = sibling[orderField];
    if ((parentField === null || sibling[parentField] === resource[parentField]) && typeof position === 'number')
      highest = Math.max(highest, position);
  }
  return highest + 1;
}

/** Columns the service computes on every save. */
export function fillDerivedOnSave(store: SandboxStore, kind: KindName, resource: Resource): void {
  if ((kind === 'hoshin' || kind === 'area') && (resource.color === null || resource.color === '')) {
    resource.color = colourFromName(String(resource.name ?? ''));
  }
  if (kind === 'task' && resource.original_deadline === null && resource.deadline !== null)
    resource.original_deadline = resource.deadline ?? null;
  if (kind === 'indicator' || kind === 'task') {
    const objective = store.get('objective', resource.objective_id as number);
    const parentObjective =
      resource.show_on_parent === true && typeof objective?.parent_id === 'number'
        ? store.get('objective', objective.parent_id)
        : undefined;
    resource.parent_objective_id = parentObjective?.id ?? null;
    resource.parent_area_id = parentObjective?.area_id ?? null;
  }
}

/** The hoshin counters, objective blind and neglected, company counts; true when any changed. */
export function refreshDerived(store: SandboxStore, now: () => number): boolean {
  const today = utcDay(now());
  let changed = false;
  const save = (kind: KindName, resource: Readonly<Resource>, derived: Record<string, JsonValue>): void => {
    if (Object.entries(derived).every(([name, value]) => resource[name] === value)) return;
    const next: Resource = { ...resource, ...derived };
    if (kind === 'hoshin') next.health_updated_at = instantOf(now());
    store.put(kind, next);
    changed = true;
  };
  // One pass per table, grouped by owner, so a write costs O(size of the plan).
  const group = (kind: KindName, field: string): Map<JsonValue, Readonly<Resource>[]> => {
    const groups = new Map<JsonValue, Readonly<Resource>[]>();
    for (const resource of store.scan(kind)) {
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
  for (const objective of [...store.scan('objective')]) {
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
  const hoshins = [...store.scan('hoshin')];
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
  for (const company of [...store.scan('company')]) {
    save('company', company, {
      hoshins_count: (hoshinsByCompany.get(company.id ?? null) ?? []).length,
      subscriptions_count: store.subscriptions().filter((s) => s.company_id === company.id && s.status === 'Active').length,
    });
  }
  return changed;
}
