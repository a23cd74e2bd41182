// The plan health line: a hoshin's health in the longest wording that fits, never wrapped. Pure.
import { healthPercentText, type PlanHealth } from '../../domain/health.js';
import { relativeDate } from '../../domain/relative-dates.js';
import { textWidth } from '../../core/cell-text.js';
import { hoshinComplete, type HoshinCoverage } from '../../usecases/coverage.js';

export type HealthTone = 'good' | 'warn' | 'bad';

/** Overall health from 80 % counts as looked after, below 50 % as in trouble. */
const HEALTH_THRESHOLDS = { good: 80, warn: 50 } as const;

export function healthTone(health: PlanHealth): HealthTone {
  if (health.overall >= HEALTH_THRESHOLDS.good) return 'good';
  return health.overall >= HEALTH_THRESHOLDS.warn ? 'warn' : 'bad';
}

const percent = healthPercentText;

/** Wordings from the fullest to the shortest; `separator` is the theme's (`·` or `|`). */
export function healthWordings(health: PlanHealth, separator: string, today: string): string[] {
  const s = ` ${separator} `;
  const [all, objectives, indicators, tasks] = [health.overall, health.objectives, health.indicators, health.tasks].map(percent);
  const {
    neglected_objectives: neglected,
    blind_objectives: blind,
    outdated_indicators: lateIndicators,
    outdated_tasks: lateTasks,
  } = health;
  const computed = health.updated_at === null ? null : relativeDate(health.updated_at, today);
  const full = `plan health ${all}${s}objectives ${objectives} (${neglected} neglected, ${blind} blind)${s}indicators ${indicators} (${lateIndicators} outdated)${s}tasks ${tasks} (${lateTasks} outdated)`;
  return [
    ...(computed === null ? [] : [`${full}${s}computed ${computed}`]),
    full,
    `health ${all}${s}objectives ${objectives} (${neglected} neglected, ${blind} blind)${s}indicators ${indicators} (${lateIndicators} late)${s}tasks ${tasks} (${lateTasks} late)`,
    `health ${all}${s}obj ${objectives} (${neglected} neglected, ${blind} blind)${s}ind ${indicators} (${lateIndicators} late)${s}tasks ${tasks} (${lateTasks} late)`,
    `health ${all}${s}obj ${objectives} (${neglected} negl, ${blind} blind)${s}ind ${indicators} (${lateIndicators} late)${s}tasks ${tasks} (${lateTasks} late)`,
    `health ${all}${s}obj ${objectives}${s}ind ${indicators}${s}tasks ${tasks}${s}${neglected} negl ${blind} blind ${lateIndicators + lateTasks} late`,
    `health ${all}${s}obj ${objectives}${s}ind ${indicators}${s}tasks ${tasks}`,
    `health ${all}`,
  ];
}

/** The longest wording within `width` cells (the overall figure alone, cut, when nothing fits). */
export function healthText(health: PlanHealth, width: number, separator: string, today: string): string {
  const wordings = healthWordings(health, separator, today);
  return wordings.find((text) => textWidth(text) <= width) ?? (wordings.at(-1) as string).slice(0, Math.max(0, width));
}

/** True when the hoshin as known carries the counters health is computed from. */
export function hasHealthCounters(hoshin: Readonly<Record<string, unknown>> | undefined): boolean {
  return hoshin !== undefined && hoshin.objectives_count !== undefined && hoshin.objectives_count !== null;
}

/** What the header adds where the hoshin is known in part: its figures are the service's, its items only the known. */
export function coverageSuffixes(coverage: HoshinCoverage, separator: string): string[] {
  if (hoshinComplete(coverage)) return [];
  const { indicators, openTasks } = coverage;
  const s = ` ${separator} `;
  return [
    `${s}known here: ${indicators.known} of ${indicators.counted ?? '?'} indicators, ${openTasks.known} of ${openTasks.counted ?? '?'} tasks`,
    `${s}known ${indicators.known}/${indicators.counted ?? '?'} ind, ${openTasks.known}/${openTasks.counted ?? '?'} tasks`,
    `${s}known ${indicators.known}/${indicators.counted ?? '?'} ind`,
    `${s}partial`,
  ];
}
