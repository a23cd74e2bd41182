// A countermeasure (`c`): the prefilled task a red month asks for, or why there is none. Pure.
import type { JsonValue } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import type { BowlingCell } from '../../domain/bowling.js';
import { addMonths, readDay } from '../../domain/dates.js';
import { indicatorFigures } from '../../domain/indicator.js';
import { PROGRESS_NAME, progressText, type Progress } from '../../domain/progress.js';
import { monthTitle } from '../../domain/relative-dates.js';
import { formatValue } from '../chart/scale.js';
import { keyOf } from '../kernel/keys.js';
import { RECORD_VALUE } from '../dialogs/form-keys.js';
import { REFRESH } from '../tree/keys.js';
import { titleOf } from '../tree/tree-shape.js';

/** An indicator in one month: its value, the goal it was booked against, its progress. */
export interface IndicatorMonth {
  readonly month: string;
  readonly value: number | null;
  readonly goal: number | null;
  readonly progress: Progress | null;
}

type CountermeasurePlan =
  | {
      readonly ok: true;
      readonly objectiveId: number;
      readonly values: Readonly<Record<string, JsonValue>>;
      /** How the names of this indicator's countermeasures for this month begin and end (the percent between them may differ). */
      readonly sameMonth: { readonly prefix: string; readonly suffix: string };
    }
  | { readonly ok: false; readonly reason: string };

/** A cell of the bowling chart. */
export function cellMonth(cell: BowlingCell): IndicatorMonth {
  return { month: cell.month, value: cell.value, goal: cell.goal, progress: cell.progress };
}

/** The indicator as it stands: its current value, in the month of its last update (else this month). */
export function currentMonth(indicator: Resource, today: string): IndicatorMonth {
  const figures = indicatorFigures(indicator, today);
  const day = readDay(indicator.last_update) ?? today;
  return {
    month: day.slice(0, 7),
    value: figures.value,
    goal: figures.value === null ? null : figures.goal,
    progress: figures.progress,
  };
}

export function countermeasurePlan(indicator: Resource, at: IndicatorMonth, today: string, address: string): CountermeasurePlan {
  const name = titleOf('indicator', indicator, indicator.id);
  const month = monthTitle(at.month);
  if (at.progress === null || at.value === null) {
    return {
      ok: false,
      reason: `no value of “${name}” is known for ${month}: nothing to counter (${keyOf(RECORD_VALUE)} records one)`,
    };
  }
  // "73% progress" in the task's name: the figure with its name, as every view shows it.
  const percent = at.progress.kind === 'figure' ? `${progressText(at.progress)} ${PROGRESS_NAME}` : 'below the goal';
  if (at.progress.met)
    return {
      ok: false,
      reason: `“${name}” met its goal in ${month} (${percent}): countermeasures are for months below the goal`,
    };
  const objectiveId = indicator.objective_id;
  if (typeof objectiveId !== 'number')
    return {
      ok: false,
      reason: `the objective of “${name}” is not known here: ${keyOf(REFRESH)} on the indicator fetches it`,
    };
  const goal = at.goal === null ? '' : ` against a goal of ${formatValue(at.goal)}`;
  const sameMonth = { prefix: `Countermeasure: ${name} at `, suffix: ` in ${month}` };
  const values: Record<string, JsonValue> = {
    name: `${sameMonth.prefix}${percent}${sameMonth.suffix}`,
    description: `Indicator “${name}” was ${formatValue(at.value)}${goal} (${percent}) in ${month}: ${address}`,
    deadline: addMonths(today, 1),
    status: 'active',
  };
  if (typeof indicator.responsible_id === 'number') values.responsible_id = indicator.responsible_id;
  return { ok: true, objectiveId, values, sameMonth };
}

/** A known task of the objective that is already a countermeasure for this indicator and month. */
export function existingCountermeasure(
  plan: Extract<CountermeasurePlan, { ok: true }>,
  tasks: readonly { readonly id: number; readonly name: string | null; readonly resource: Resource | null }[],
): { readonly id: number; readonly name: string; readonly status: string | null } | undefined {
  const { prefix, suffix } = plan.sameMonth;
  const task = tasks.find((entry) => entry.name !== null && entry.name.startsWith(prefix) && entry.name.endsWith(suffix));
  if (!task || task.name === null) return undefined;
  const status = task.resource?.status;
  return { id: task.id, name: task.name, status: typeof status === 'string' ? status : null };
}
