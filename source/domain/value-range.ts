// A value far outside anything the indicator measures (a slip of the keys) is questioned before it is recorded. Pure.
import { DEFAULT_WORST } from './indicator.js';
import type { IndicatorFields } from './record-plan.js';

/** How many ranges beyond the goal or the worst value a value may lie before it is questioned. */
export const PLAUSIBLE_RANGES = 100;

export interface FarValue {
  readonly ranges: number;
  readonly goal: number;
  readonly worst: number;
}

/** Null when the value is not far outside, or no range is known. */
export function farOutsideRange(indicator: Pick<IndicatorFields, 'goal' | 'worst_value'>, value: number): FarValue | null {
  const goal = indicator.goal ?? null;
  const worst = indicator.worst_value ?? DEFAULT_WORST;
  if (goal === null || goal === worst) return null;
  const span = Math.abs(goal - worst);
  const low = Math.min(goal, worst);
  const high = Math.max(goal, worst);
  const beyond = value < low ? low - value : value > high ? value - high : 0;
  return beyond > PLAUSIBLE_RANGES * span ? { ranges: Math.floor(beyond / span), goal, worst } : null;
}

export function farValueWords(indicatorId: number, shown: string, far: FarValue): string {
  return `${shown} lies ${far.ranges.toLocaleString('en-US')} times the range of indicator ${indicatorId} (worst value ${far.worst}, goal ${far.goal}) beyond it`;
}
