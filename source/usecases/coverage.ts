// How much of a review scope is known here, against what the service's counters say (a hoshin counts its
// objectives, indicators, open tasks, outdated indicators and late tasks; a company its hoshins). The service
// cannot list most of a plan, so every review answer carries this and calls itself complete only when the
// counters agree. The review pack itemises its own gaps (domain/pack-gaps.ts). Pure over the index.
import type { Resource } from '../core/resource.js';
import { indicatorFigures, isUpdateLate } from '../domain/indicator.js';
import { isOverdue, statusOf } from '../domain/task.js';
import { countedChildren } from '../index/counters.js';
import type { IndexEntry } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';
import { indicatorsIn, objectivesIn, tasksIn, type ReviewScope } from './plan-scope.js';

/** A counter of the service beside what is known here of the same thing. */
export interface Tally {
  readonly known: number;
  /** The service's counter; null when the hoshin is not known here or has no readable counter. */
  readonly counted: number | null;
}

export interface HoshinCoverage {
  readonly id: number;
  readonly name: string;
  /** False when the hoshin itself was never fetched: its counters are unknown. */
  readonly fetched: boolean;
  readonly objectives: Tally;
  readonly indicators: Tally;
  /** Active and backlog tasks (what the service's tasks_count counts). */
  readonly openTasks: Tally;
  readonly outdatedIndicators: Tally;
  readonly lateTasks: Tally;
  /** When the service last computed the outdated counters (health_updated_at), if it says. */
  readonly countedAt: string | null;
}

export interface CompanyCoverage {
  readonly id: number;
  readonly name: string;
  readonly hoshins: Tally;
}

export interface Coverage {
  /** True only when every counter agrees with what is known here. */
  readonly complete: boolean;
  readonly hoshins: readonly HoshinCoverage[];
  /** Companies whose hoshins are not all known (only for the scope of every plan). */
  readonly companies: readonly CompanyCoverage[];
  /** Known objectives whose indicators or tasks were never listed here. */
  readonly unlistedObjectives: number;
  /** What the service counts that is not known here, over the whole scope. */
  readonly unknown: { readonly indicators: number; readonly tasks: number };
  /** An area's share of an incomplete hoshin cannot be counted: the unknown figures are then a bound. */
  readonly bounded: boolean;
}

const OPEN = new Set(['active', 'backlog']);

function nameOf(resource: Resource | null | undefined, kind: string, id: number): string {
  return resource && typeof resource.name === 'string' && resource.name.trim() !== '' ? resource.name : `${kind} ${id}`;
}

function counter(resource: Resource | null | undefined, field: string): number | null {
  const value = resource?.[field];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function missing(tally: Tally): number {
  return tally.counted === null ? 0 : Math.max(0, tally.counted - tally.known);
}

function agrees(tally: Tally): boolean {
  return tally.counted !== null && tally.known >= tally.counted;
}

/** The hoshins a scope reaches: the one it names or holds, or every hoshin the index knows or a known item names. */
export function hoshinsOf(index: LocalIndex, scope: ReviewScope): number[] {
  if (scope.kind === 'hoshin') return [scope.id];
  const ids = new Set<number>();
  if (scope.kind === 'all') {
    for (const entry of index.all('hoshin')) ids.add(entry.id);
    for (const kind of ['area', 'goal', 'objective', 'indicator', 'task'] as const) {
      for (const entry of index.all(kind)) if (typeof entry.resource?.hoshin_id === 'number') ids.add(entry.resource.hoshin_id);
    }
    return [...ids].sort((a, b) => a - b);
  }
  const entry = index.get(scope.kind, scope.id);
  const hoshin = entry?.resource?.hoshin_id;
  if (typeof hoshin === 'number') return [hoshin];
  const ancestor = index.ancestors(scope.kind, scope.id).find((candidate) => candidate.kind === 'hoshin');
  return ancestor ? [ancestor.id] : [];
}

export function hoshinCoverage(index: LocalIndex, hoshinId: number, today: string): HoshinCoverage {
  const scope: ReviewScope = { kind: 'hoshin', id: hoshinId };
  const indicators = indicatorsIn(index, scope);
  const tasks = tasksIn(index, scope);
  return hoshinCoverageOf(hoshinId, index.get('hoshin', hoshinId)?.resource ?? null, {
    objectives: objectivesIn(index, scope).length,
    indicators: indicators.length,
    openTasks: tasks.filter(isOpenTask).length,
    outdatedIndicators: indicators.filter((indicator) => isOutdated(indicator, today)).length,
    lateTasks: tasks.filter((task) => isOverdue(task, today)).length,
  });
}

/** What the hoshin's counters count, as known here. */
export interface KnownUnder {
  readonly objectives: number;
  readonly indicators: number;
  readonly openTasks: number;
  readonly outdatedIndicators: number;
  readonly lateTasks: number;
}

/** The tasks tasks_count counts. */
export const isOpenTask = (task: Resource): boolean => OPEN.has(statusOf(task));

/** The indicators outdated_indicators_count counts (the due queue's rule). */
export const isOutdated = (indicator: Resource, today: string): boolean => isUpdateLate(indicatorFigures(indicator, today).updateStatus);

/** A hoshin's counters beside what is known under it (counted in memory, or by the store: coverage-counts.ts). */
export function hoshinCoverageOf(hoshinId: number, hoshin: Resource | null, known: KnownUnder): HoshinCoverage {
  return {
    id: hoshinId,
    name: nameOf(hoshin, 'hoshin', hoshinId),
    fetched: hoshin !== null,
    objectives: { known: known.objectives, counted: counter(hoshin, 'objectives_count') },
    indicators: { known: known.indicators, counted: counter(hoshin, 'indicators_count') },
    openTasks: { known: known.openTasks, counted: counter(hoshin, 'tasks_count') },
    outdatedIndicators: { known: known.outdatedIndicators, counted: counter(hoshin, 'outdated_indicators_count') },
    lateTasks: { known: known.lateTasks, counted: counter(hoshin, 'outdated_tasks_count') },
    countedAt: typeof hoshin?.health_updated_at === 'string' ? hoshin.health_updated_at : null,
  };
}

/** A company whose hoshins are not all known; null when they are. */
export function companyCoverageOf(company: IndexEntry, known: number): CompanyCoverage | null {
  const counted = countedChildren('company', company.resource, 'hoshin');
  return counted === null || known < counted
    ? { id: company.id, name: nameOf(company.resource, 'company', company.id), hoshins: { known, counted } }
    : null;
}

/** Every indicator and open task the hoshin counts is known here. */
export function hoshinComplete(coverage: HoshinCoverage): boolean {
  return coverage.fetched && agrees(coverage.indicators) && agrees(coverage.openTasks);
}

/**
 * What a scope covers. Objectives must have had their lists fetched (the service lists an
 * objective's indicators and tasks); above an objective, the hoshin's counters decide; at the top,
 * each known company's hoshin counter too.
 */
export function coverageOf(
  index: LocalIndex,
  scope: ReviewScope,
  today: string,
  kinds: readonly ('indicator' | 'task')[] = ['indicator', 'task'],
): Coverage {
  const unlistedObjectives = objectivesIn(index, scope).filter((objective) =>
    kinds.some((kind) => !index.isComplete('objective', objective.id, kind)),
  ).length;
  if (scope.kind === 'objective') {
    return {
      complete: unlistedObjectives === 0,
      hoshins: [],
      companies: [],
      unlistedObjectives,
      unknown: { indicators: 0, tasks: 0 },
      bounded: false,
    };
  }
  const hoshins = hoshinsOf(index, scope).map((id) => hoshinCoverage(index, id, today));
  const companies: CompanyCoverage[] = [];
  if (scope.kind === 'all') {
    for (const entry of index.all('company')) {
      const company = companyCoverageOf(entry, index.children('company', entry.id, 'hoshin').length);
      if (company) companies.push(company);
    }
  }
  return coverageFrom(hoshins, companies, unlistedObjectives, scope, kinds);
}

/** The coverage of a scope above an objective from its hoshins', its companies' and its unlisted objectives. */
export function coverageFrom(
  hoshins: readonly HoshinCoverage[],
  companies: readonly CompanyCoverage[],
  unlistedObjectives: number,
  scope: ReviewScope,
  kinds: readonly ('indicator' | 'task')[],
): Coverage {
  const relevant = (kind: 'indicator' | 'task') => kinds.includes(kind);
  const unknown = {
    indicators: relevant('indicator') ? hoshins.reduce((sum, hoshin) => sum + missing(hoshin.indicators), 0) : 0,
    tasks: relevant('task') ? hoshins.reduce((sum, hoshin) => sum + missing(hoshin.openTasks), 0) : 0,
  };
  const hoshinsAgree = hoshins.every(
    (hoshin) => hoshin.fetched && (!relevant('indicator') || agrees(hoshin.indicators)) && (!relevant('task') || agrees(hoshin.openTasks)),
  );
  const complete = unlistedObjectives === 0 && hoshinsAgree && companies.length === 0;
  return { complete, hoshins, companies, unlistedObjectives, unknown, bounded: scope.kind === 'area' && !complete };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What is missing, in sentences: per hoshin, what is known against what the service counts, and
 * the companies whose hoshins are not all known. Empty when complete. `ways` says how to reach
 * the rest in the words of the front end asking; `sought` what the command looks for (what is
 * due, what a query matches) in the hoshins not known.
 */
export function coverageSentences(coverage: Coverage, ways: readonly string[], sought = 'what is due'): string[] {
  if (coverage.complete) return [];
  const lines: string[] = [];
  for (const hoshin of coverage.hoshins) {
    if (!hoshin.fetched) {
      lines.push(`${hoshin.name} is not known here: its counters are not either.`);
      continue;
    }
    if (hoshinComplete(hoshin)) continue;
    const { indicators, openTasks, outdatedIndicators, lateTasks } = hoshin;
    lines.push(
      `${indicators.known} of ${indicators.counted ?? '?'} indicators and ${openTasks.known} of ${openTasks.counted ?? '?'} open tasks of ${hoshin.name} (hoshin ${hoshin.id}) are known here; ` +
        `the service counts ${plural(outdatedIndicators.counted ?? 0, 'outdated indicator')} and ${plural(lateTasks.counted ?? 0, 'late task')} in this hoshin, ` +
        `${outdatedIndicators.known} and ${lateTasks.known} of them known here.`,
    );
  }
  for (const company of coverage.companies) {
    lines.push(
      company.hoshins.counted === null
        ? `${company.name} (company ${company.id}) was not fetched here: how many hoshins it has is not known.`
        : `${company.name} (company ${company.id}) counts ${plural(company.hoshins.counted, 'hoshin')}, ${company.hoshins.known} known here: ${sought} in the others is not known.`,
    );
  }
  if (coverage.unlistedObjectives > 0) lines.push(`${plural(coverage.unlistedObjectives, 'known objective')} could not be listed.`);
  if (lines.length === 0) lines.push('Not everything in this scope is known here.');
  return [...lines, ...ways];
}
