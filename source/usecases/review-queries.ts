// The monthly review over the local index, shared by the CLI and the console.
import type { Resource } from '../core/resource.js';
import { bowlingChart, type BowlingChart } from '../domain/bowling.js';
import { indicatorFigures, isUpdateLate } from '../domain/indicator.js';
import { isOverdue } from '../domain/task.js';
import type { LocalIndex } from '../index/model.js';
import { historiesOf, indicatorsIn, knownObjectivesIn, tasksIn, type ReviewScope } from './plan-scope.js';

export interface HealthItems {
  readonly neglected: readonly Resource[];
  readonly blind: readonly Resource[];
  readonly outdatedIndicators: readonly Resource[];
  readonly outdatedTasks: readonly Resource[];
}

export function healthItems(index: LocalIndex, scope: ReviewScope, today: string): HealthItems {
  const objectives = knownObjectivesIn(index, scope);
  return {
    neglected: objectives.filter((objective) => objective.neglected === true),
    blind: objectives.filter((objective) => objective.blind === true),
    outdatedIndicators: indicatorsIn(index, scope).filter((indicator) => isUpdateLate(indicatorFigures(indicator, today).updateStatus)),
    outdatedTasks: tasksIn(index, scope).filter((task) => isOverdue(task, today)),
  };
}

/** The chart of a scope from the index: indicators grouped by objective, in tree order; `today` as bowlingChart takes it. */
export function chartOf(index: LocalIndex, scope: ReviewScope, months: readonly string[], today?: string): BowlingChart {
  const indicators = indicatorsIn(index, scope);
  return bowlingChart(
    months,
    indicators.map((indicator) => ({ indicator, histories: historiesOf(index, indicator) })),
    today,
  );
}
