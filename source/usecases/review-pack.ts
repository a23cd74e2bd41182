// Gathers the review pack from the index through the review commands' own rules. Pure: the front ends refresh first.
import { readDecimal } from '../catalogue/values.js';
import type { Resource } from '../core/resource.js';
import { monthsEnding, unknownMonths, unrecordedMonths, type BowlingRow } from '../domain/bowling.js';
import { countermeasuresOf } from '../domain/countermeasures.js';
import { compareDays, readDay } from '../domain/dates.js';
import { dueQueue } from '../domain/due.js';
import { planHealth } from '../domain/health.js';
import { DEFAULT_WORST, directionOf, trendOf } from '../domain/indicator.js';
import type { Progress } from '../domain/progress.js';
import { packGaps } from '../domain/pack-gaps.js';
import { isOverdue, statusOf } from '../domain/task.js';
import type { PackDue, PackOwner, PackRed, PackRow, PackScopeKind, PackTask, ReviewPack } from './report/pack.js';
import type { LocalIndex } from '../index/model.js';
import { indicatorsIn, objectivesIn, tasksIn } from './plan-scope.js';
import { cascadeFromIndex } from './cascade.js';
import { cascadeSections, type CascadeSection } from './report/cascade-sections.js';
import { chartOf } from './review-queries.js';

/** Months on the pack's chart: a plan year ending with the month under review. */
export const PACK_MONTHS = 12;

export interface PackRequest {
  readonly scope: { readonly kind: PackScopeKind; readonly id: number };
  /** YYYY-MM. */
  readonly month: string;
  readonly today: string;
  readonly fetchedAt: string;
  /** The hoshin as just read from the service (its counters), null when it could not be read. */
  readonly hoshin: Resource | null;
  readonly nameOf: (companyId: number | null, userId: number | null) => string | null;
  /** Narrows the pack's indicators and tasks (report --where); the coverage stays the plan's. */
  readonly keep?: (kind: 'indicator' | 'task', resource: Resource) => boolean;
}

/** The month a review reads by default: the one before today's (its values are in by the meeting). */
export function defaultPackMonth(today: string): string {
  return monthsEnding(today.slice(0, 7), 2)[0] as string;
}

/** The hoshin a scope lies in, from the index; null when not known. */
export function hoshinIdOf(index: LocalIndex, scope: PackRequest['scope']): number | null {
  if (scope.kind === 'hoshin') return scope.id;
  const hoshin = index.get(scope.kind, scope.id)?.resource?.hoshin_id;
  return typeof hoshin === 'number' ? hoshin : null;
}

/** A name as the pack shows it: the service's text, or the fallback when it has none. */
export function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function idOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** Who answers for a resource, by name (`user 7` when the name is not known), or null when no one does. */
export function ownerOf(nameOf: PackRequest['nameOf']): (resource: Resource | undefined | null) => string | null {
  return (resource) => {
    const user = idOf(resource?.responsible_id);
    if (user === null) return null;
    return nameOf(idOf(resource?.company_id), user) ?? `user ${user}`;
  };
}

export function packTaskOf(owner: (resource: Resource) => string | null, today: string): (task: Resource) => PackTask {
  return (task) => ({
    id: task.id,
    name: text(task.name, `Task ${task.id}`),
    status: statusOf(task),
    deadline: readDay(task.deadline),
    owner: owner(task),
    late: isOverdue(task, today),
  });
}

export function gatherReviewPack(index: LocalIndex, request: PackRequest): ReviewPack {
  const { scope, month, today } = request;
  const months = monthsEnding(month, PACK_MONTHS);
  const owner = ownerOf(request.nameOf);
  const keep = request.keep ?? (() => true);
  const indicators = indicatorsIn(index, scope).filter((indicator) => keep('indicator', indicator));
  const tasks = tasksIn(index, scope).filter((task) => keep('task', task));
  const indicatorOf = new Map(indicators.map((indicator) => [indicator.id, indicator]));
  const wholeChart = chartOf(index, scope, months, today);
  const chart = { ...wholeChart, indicators: wholeChart.indicators.filter((row) => indicatorOf.has(row.id)) };
  const objectiveName = (id: number | null) => (id === null ? 'No objective' : text(index.get('objective', id)?.name, `Objective ${id}`));

  // Rows come in tree order, so an objective's indicators are next to each other.
  const groups: { objectiveId: number | null; name: string; rows: PackRow[] }[] = [];
  for (const row of chart.indicators) {
    const indicator = indicatorOf.get(row.id);
    const packRow: PackRow = {
      id: row.id,
      name: row.name,
      direction: indicator ? directionOf(indicator) : 'higher',
      cells: row.cells,
    };
    const last = groups[groups.length - 1];
    if (last && last.objectiveId === row.objective_id) last.rows.push(packRow);
    else groups.push({ objectiveId: row.objective_id, name: objectiveName(row.objective_id), rows: [packRow] });
  }

  const packTask = packTaskOf(owner, today);
  const reds: PackRed[] = [];
  for (const row of chart.indicators) {
    const red = redOf(row, months.length - 1);
    if (!red) continue;
    const indicator = indicatorOf.get(row.id);
    const direction = indicator ? directionOf(indicator) : 'higher';
    const objectiveTasks = tasks.filter((task) => task.objective_id === row.objective_id);
    const answers = countermeasuresOf(row.id, objectiveTasks);
    reds.push({
      id: row.id,
      name: row.name,
      objective: objectiveName(row.objective_id),
      owner: owner(indicator),
      direction,
      value: red.value,
      goal: red.goal,
      worst: readDecimal(indicator?.worst_value) ?? DEFAULT_WORST,
      progress: red.progress,
      previous: red.previous,
      trend: trendOf(red.value, red.previous, direction),
      countermeasures: answers.tasks.map((task) => packTask(task as Resource)),
      answered: answers.active,
    });
  }

  const byOwner = new Map<string, PackDue[]>();
  const resources = new Map<string, Resource>([
    ...indicators.map((r) => [`indicator ${r.id}`, r] as const),
    ...tasks.map((r) => [`task ${r.id}`, r] as const),
  ]);
  for (const item of dueQueue(indicators, tasks, today)) {
    const name = owner(resources.get(`${item.kind} ${item.id}`)) ?? 'No one named';
    const late = item.kind === 'task' || compareDays(item.date, today) < 0;
    byOwner.set(name, [...(byOwner.get(name) ?? []), { ...item, late }]);
  }
  const due: PackOwner[] = [...byOwner.entries()]
    .sort(([a], [b]) => (a === 'No one named' ? 1 : b === 'No one named' ? -1 : a.localeCompare(b)))
    .map(([name, items]) => ({ owner: name, items }));

  const hoshinId = hoshinIdOf(index, scope);
  const hoshinObjectives = hoshinId === null ? objectivesIn(index, scope) : objectivesIn(index, { kind: 'hoshin', id: hoshinId });
  const hoshinIndicators = hoshinId === null ? indicators : indicatorsIn(index, { kind: 'hoshin', id: hoshinId });
  const hoshinTasks = hoshinId === null ? tasks : tasksIn(index, { kind: 'hoshin', id: hoshinId });
  const coverage = packGaps({
    hoshin: request.hoshin,
    objectives: hoshinObjectives.map(({ id, entry }) => ({
      id,
      name: text(entry?.name, `Objective ${id}`),
      fetched: Boolean(entry?.resource),
      blind: typeof entry?.resource?.blind === 'boolean' ? entry.resource.blind : null,
      indicatorsKnown: hoshinIndicators.filter((indicator) => indicator.objective_id === id).length,
    })),
    indicatorsKnown: hoshinIndicators.length,
    openTasksKnown: hoshinTasks.filter((task) => ['active', 'backlog'].includes(statusOf(task))).length,
    rows: chart.indicators.map((row) => ({
      id: row.id,
      name: row.name,
      unknownMonths: unknownMonths(row.cells),
      unrecordedMonths: unrecordedMonths(row.cells),
    })),
  });

  const hoshin = request.hoshin;
  const count = (field: string) => Math.max(0, Math.floor(readDecimal(hoshin?.[field]) ?? 0));
  return {
    scope: {
      kind: scope.kind,
      id: scope.id,
      name: text(
        index.get(scope.kind, scope.id)?.name ?? (scope.kind === 'hoshin' ? hoshin?.name : undefined),
        `${scope.kind} ${scope.id}`,
      ),
    },
    hoshin: hoshin ? { id: hoshin.id, name: text(hoshin.name, `Hoshin ${hoshin.id}`) } : null,
    month,
    months,
    fetchedAt: request.fetchedAt,
    today,
    coverage,
    health: hoshin
      ? {
          figures: planHealth(hoshin),
          objectives: count('objectives_count'),
          indicators: count('indicators_count'),
          tasks: count('tasks_count'),
        }
      : null,
    groups,
    reds,
    due,
    ...cascadeOfPack(index, hoshinId),
  };
}

function cascadeOfPack(index: LocalIndex, hoshinId: number | null): { cascade?: readonly CascadeSection[] } {
  const cascade = hoshinId === null ? undefined : cascadeFromIndex(index, hoshinId);
  if (!cascade || (cascade.ancestors.length === 0 && cascade.children.length === 0 && (cascade.childrenCounted ?? 0) === 0)) return {};
  return { cascade: cascadeSections(cascade) };
}

/** The month's cell when red, with the value of the latest earlier month that has one. */
function redOf(row: BowlingRow, column: number): { value: number; goal: number; progress: Progress; previous: number | null } | null {
  const cell = row.cells[column];
  if (!cell || cell.mark !== 'red' || cell.value === null || cell.goal === null || cell.progress === null) return null;
  const earlier = row.cells
    .slice(0, column)
    .reverse()
    .find((c) => c.value !== null);
  return { value: cell.value, goal: cell.goal, progress: cell.progress, previous: earlier?.value ?? null };
}
