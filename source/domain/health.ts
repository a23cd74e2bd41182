// A hoshin's plan health from the service's counters, by the public implementation's formulas. Pure.
import { readDecimal } from '../catalogue/values.js';

export type HoshinCounters = Readonly<Record<string, unknown>>;

export interface PlanHealth {
  /** Percentages with one decimal; 100 where there is nothing to fall short (no objectives, ...). */
  readonly overall: number;
  readonly objectives: number;
  readonly indicators: number;
  readonly tasks: number;
  readonly neglected_objectives: number;
  readonly blind_objectives: number;
  readonly outdated_indicators: number;
  readonly outdated_tasks: number;
  readonly updated_at: string | null;
}

function count(value: unknown): number {
  const number = typeof value === 'number' ? value : readDecimal(value);
  return number !== null && Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

function oneDecimal(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** 100·(1 − bad/all), clamped to 0..100; 100 when there is nothing to count. */
function share(bad: number, all: number): number {
  return all === 0 ? 100 : Math.min(100, Math.max(0, 100 * (1 - bad / all)));
}

/** Whole in every view (not a progress figure); JSON keeps the decimal. */
export function healthPercentText(percent: number): string {
  const rounded = Math.round(percent);
  return `${rounded === 0 ? 0 : rounded}%`;
}

export function planHealth(hoshin: HoshinCounters): PlanHealth {
  const neglected = count(hoshin.neglected_objectives_count);
  const blind = count(hoshin.blind_objectives_count);
  const outdatedIndicators = count(hoshin.outdated_indicators_count);
  const outdatedTasks = count(hoshin.outdated_tasks_count);
  const objectives = share(neglected + blind, count(hoshin.objectives_count));
  const indicators = share(outdatedIndicators, count(hoshin.indicators_count));
  const tasks = share(outdatedTasks, count(hoshin.tasks_count));
  return {
    overall: oneDecimal((objectives + indicators + tasks) / 3),
    objectives: oneDecimal(objectives),
    indicators: oneDecimal(indicators),
    tasks: oneDecimal(tasks),
    neglected_objectives: neglected,
    blind_objectives: blind,
    outdated_indicators: outdatedIndicators,
    outdated_tasks: outdatedTasks,
    updated_at: typeof hoshin.health_updated_at === 'string' && hoshin.health_updated_at !== '' ? hoshin.health_updated_at : null,
  };
}
