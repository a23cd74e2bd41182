// The coverage rule (coverage.ts) over a store's counts (index/plan-rows.ts) instead of every entry:
// the same figures, by the same functions (a task's open status, an indicator's late update, a task
// overdue), applied to the few fields the store reads; a query over a large plan thus stays as
// quick as over an empty one. Pure over what the store answers.
import type { CompanyCoverage, Coverage, KnownUnder } from './coverage.js';
import { companyCoverageOf, coverageFrom, hoshinCoverageOf, isOpenTask, isOutdated } from './coverage.js';
import { isOverdue } from '../domain/task.js';
import type { PlanReads } from '../index/index-entry.js';
import type { LocalIndex } from '../index/model.js';

/** What is known under objectives, counted by the store and judged by the rule. */
function knownUnder(plan: PlanReads, objectiveIds: readonly number[], today: string): KnownUnder {
  const items = plan.itemsUnder(objectiveIds, today);
  return {
    objectives: objectiveIds.length,
    indicators: items.indicators,
    openTasks: items.taskStatuses.reduce((sum, row) => sum + (isOpenTask({ id: 0, status: row.status }) ? row.count : 0), 0),
    outdatedIndicators: items.updatedBefore.filter((indicator) => isOutdated(indicator, today)).length,
    lateTasks: items.deadlineBefore.filter((task) => isOverdue(task, today)).length,
  };
}

/**
 * coverageOf (coverage.ts) for every plan or one hoshin, from the store's counts; undefined when
 * the index has no store that counts (then coverageOf reads the entries).
 */
export function countedCoverage(
  index: LocalIndex,
  scope: { readonly kind: 'all' } | { readonly kind: 'hoshin'; readonly id: number },
  today: string,
  kinds: readonly ('indicator' | 'task')[],
): Coverage | undefined {
  const plan = index.plan;
  if (!plan) return undefined;
  const listed = plan.listedObjectives();
  const inScope = plan.objectiveIds(scope.kind === 'all' ? null : scope.id);
  const unlistedObjectives = inScope.filter((id) => kinds.some((kind) => !listed.get(id)?.has(kind))).length;
  const hoshinIds = scope.kind === 'all' ? plan.hoshinIds() : [scope.id];
  const under = (id: number) => (scope.kind === 'hoshin' ? inScope : plan.objectiveIds(id));
  const hoshins = hoshinIds.map((id) =>
    hoshinCoverageOf(id, index.get('hoshin', id)?.resource ?? null, knownUnder(plan, under(id), today)),
  );
  const companies: CompanyCoverage[] = [];
  if (scope.kind === 'all')
    for (const { entry, knownHoshins } of plan.companies()) {
      const company = companyCoverageOf(entry, knownHoshins);
      if (company) companies.push(company);
    }
  return coverageFrom(hoshins, companies, unlistedObjectives, scope, kinds);
}
