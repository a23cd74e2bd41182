// What a year-end rollover would make: the plan must be known whole here, or what is not would silently stay behind. Pure.
import type { Resource } from '../core/resource.js';
import { statusOf } from '../domain/task.js';
import { countedChildren } from '../index/counters.js';
import type { LocalIndex } from '../index/model.js';
import { hoshinComplete, hoshinCoverage } from './coverage.js';
import { indicatorsIn, objectivesIn, tasksIn } from './plan-scope.js';

export interface RolloverPlan {
  readonly hoshin: Resource;
  readonly companyId: number;
  /** The hoshin's parent plan (the last id of its ancestry), null at the top. */
  readonly parentHoshinId: number | null;
  readonly areas: readonly Resource[];
  readonly goals: readonly Resource[];
  readonly objectives: readonly Resource[];
  readonly indicators: readonly Resource[];
  readonly openTasks: readonly Resource[];
  readonly leftBehind: { readonly finishedTasks: number; readonly discardedTasks: number; readonly historyValues: number };
}

export type RolloverChoice =
  { readonly type: 'plan'; readonly plan: RolloverPlan } | { readonly type: 'unknown'; readonly reasons: readonly string[] };

const OPEN = new Set(['backlog', 'active']);

function resources(index: LocalIndex, parentKind: 'hoshin', parentId: number, kind: 'area' | 'goal'): Resource[] {
  return index.children(parentKind, parentId, kind).flatMap((entry) => (entry.resource ? [entry.resource] : []));
}

function byPosition(field: string): (a: Resource, b: Resource) => number {
  const at = (r: Resource) => {
    const value = r[field];
    return typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER;
  };
  return (a, b) => at(a) - at(b) || a.id - b.id;
}

/** The parent plan of a hoshin: the last id of its ancestry ("1/7" -> 7). */
export function parentHoshinOf(hoshin: Resource): number | null {
  const ancestry = typeof hoshin.ancestry === 'string' ? hoshin.ancestry.split('/').filter((part) => /^\d+$/.test(part)) : [];
  return ancestry.length === 0 ? null : Number(ancestry[ancestry.length - 1]);
}

/** The plan, or why it cannot be made here and what to open first. */
export function planRollover(index: LocalIndex, hoshinId: number, today: string): RolloverChoice {
  const hoshin = index.get('hoshin', hoshinId)?.resource;
  if (!hoshin || typeof hoshin.company_id !== 'number')
    return { type: 'unknown', reasons: [`hoshin ${hoshinId} is not known here: open it first (hoshin get hoshin ${hoshinId})`] };
  const scope = { kind: 'hoshin', id: hoshinId } as const;
  const reasons: string[] = [];
  const areas = resources(index, 'hoshin', hoshinId, 'area').sort(byPosition('position'));
  const goals = resources(index, 'hoshin', hoshinId, 'goal').sort(byPosition('position'));
  for (const [kind, known] of [
    ['area', areas.length],
    ['goal', goals.length],
  ] as const) {
    const counted = countedChildren('hoshin', hoshin, kind);
    if (counted === null || known < counted)
      reasons.push(
        `${known} of ${counted ?? '?'} ${kind}s of hoshin ${hoshinId} are known here: open the others first (hoshin get ${kind} <id>; an objective's area is learned with it)`,
      );
  }
  const objectiveIds = objectivesIn(index, scope);
  const unfetched = objectiveIds.filter((objective) => !objective.entry?.resource).map((objective) => objective.id);
  const unlisted = objectiveIds
    .filter(
      (objective) => !index.isComplete('objective', objective.id, 'indicator') || !index.isComplete('objective', objective.id, 'task'),
    )
    .map((objective) => objective.id);
  const openFirst = [...new Set([...unfetched, ...unlisted])].sort((a, b) => a - b);
  if (openFirst.length > 0)
    reasons.push(
      `open these objectives first, to list their indicators and tasks: ${openFirst.map((id) => `hoshin get objective ${id}`).join(', ')}`,
    );
  const coverage = hoshinCoverage(index, hoshinId, today);
  if (coverage.objectives.counted === null || coverage.objectives.known < coverage.objectives.counted)
    reasons.push(
      `${coverage.objectives.known} of ${coverage.objectives.counted ?? '?'} objectives of hoshin ${hoshinId} are known here, and the service cannot list an area's objectives: open each of the others by id first (hoshin get objective <id>, or any of its indicators or tasks)`,
    );
  else if (!hoshinComplete(coverage))
    reasons.push(
      `${coverage.indicators.known} of ${coverage.indicators.counted ?? '?'} indicators and ${coverage.openTasks.known} of ${coverage.openTasks.counted ?? '?'} open tasks of hoshin ${hoshinId} are known here: open their objectives again first (hoshin get objective <id>)`,
    );
  if (reasons.length > 0) return { type: 'unknown', reasons };
  const objectives = objectiveIds.flatMap((objective) => (objective.entry?.resource ? [objective.entry.resource] : []));
  const tasks = tasksIn(index, scope);
  const indicators = indicatorsIn(index, scope);
  const count = (status: string) => tasks.filter((task) => statusOf(task) === status).length;
  const historyValues = indicators.reduce(
    (sum, indicator) => sum + index.children('indicator', indicator.id, 'indicator_history').length,
    0,
  );
  return {
    type: 'plan',
    plan: {
      hoshin,
      companyId: hoshin.company_id,
      parentHoshinId: parentHoshinOf(hoshin),
      areas,
      goals,
      objectives: objectives.sort(byPosition('obj_pos')),
      indicators: indicators.sort(byPosition('ind_pos')),
      openTasks: tasks.filter((task) => OPEN.has(statusOf(task))).sort(byPosition('tsk_pos')),
      leftBehind: { finishedTasks: count('completed'), discardedTasks: count('discarded'), historyValues },
    },
  };
}
