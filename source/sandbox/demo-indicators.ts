// The demo plan's indicators, each with a year of history values drifting from its first to its last.
import { addDays, endOfMonth } from '../domain/dates.js';
import { INDICATORS, type IndicatorSeed } from './demo-plan.js';
import { inArea, seedEntry, type DemoPlan, type DemoSeeder } from './demo-seeder.js';
import type { Resource } from './sandbox-records-store.js';

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A year of values from `first` to `last` (12 monthly, 4 quarterly) with a deterministic wobble; the last exact. */
function series(seed: IndicatorSeed, index: number): number[] {
  const count = seed.frequency === 'quarterly' ? 4 : 12;
  const amplitude = Math.abs(seed.last - seed.first) * 0.08;
  const floor = Math.min(0, seed.worst, seed.goal);
  return Array.from({ length: count }, (_, i) => {
    if (i === count - 1) return seed.last;
    const trend = seed.first + ((seed.last - seed.first) * i) / (count - 1);
    return round(Math.max(floor, trend + amplitude * Math.sin(i * 1.7 + index)), seed.decimals);
  });
}

export function seedIndicators(seeder: DemoSeeder, plan: DemoPlan): void {
  const { today } = seeder;
  const addIndicator = (seed: IndicatorSeed, objective: Resource, index: number, monthsBack: number): void => {
    const values = series(seed, index);
    const step = seed.frequency === 'quarterly' ? 3 : 1;
    const last = values.length - 1;
    const days = values.map((_, i) => endOfMonth(today, -(monthsBack + (last - i) * step)));
    const lastDay = seedEntry(days, last);
    const nextUpdate = seed.dueInDays === undefined ? endOfMonth(lastDay, step) : addDays(today, seed.dueInDays);
    const indicator = seeder.add('indicator', {
      objective_id: objective.id as number,
      ...inArea(plan.areas.find((a) => a.id === objective.area_id) ?? plan.oldArea, plan.companyId),
      name: seed.name,
      description: seed.description,
      value: seedEntry(values, last),
      last_value: seedEntry(values, last - 1),
      goal: seed.goal,
      worst_value: seed.worst,
      frequency: seed.frequency ?? 'monthly',
      last_update: lastDay,
      next_update: nextUpdate,
      responsible_id: seed.responsible,
      reminder: true,
      show_on_parent: false,
      show_on_charts: true,
      ind_pos: seeder.store.where('indicator', 'objective_id', objective.id as number).length + 1,
      creator_id: 1,
      hidden: false,
    });
    values.forEach((value, i) => {
      seeder.add(
        'indicator_history',
        {
          indicator_id: indicator.id as number,
          company_id: plan.companyId,
          day: seedEntry(days, i),
          value,
          goal: seed.goal,
          comment: seed.comments?.[i] ?? null,
          responsible_id: seed.responsible,
          creator_id: seed.responsible,
        },
        addDays(seedEntry(days, i), 1),
      );
    });
  };
  INDICATORS.forEach((seed, index) => addIndicator(seed, seedEntry(plan.objectives, seed.objective), index, seed.stale ? 2 : 1));
  addIndicator(
    {
      objective: -1,
      name: 'Assembly floor space (m2)',
      description: 'Lower is better.',
      goal: 3000,
      worst: 5000,
      first: 4800,
      last: 3050,
      decimals: 0,
      responsible: 2,
    },
    plan.oldObjective,
    INDICATORS.length,
    13,
  );
}
