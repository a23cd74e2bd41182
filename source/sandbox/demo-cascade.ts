// The demo's cascade: a group plan above the plant plan, with another child plan the index does not know, links and targets.
import { addMonths, endOfMonth } from '../domain/dates.js';
import { inArea, NEW_OBJECTIVE, seedEntry, type DemoPlan, type DemoSeeder } from './demo-seeder.js';
import type { Resource } from './sandbox-records-store.js';
import { OTHER_PLANT_PREFIX } from './demo-other-plant.js';

/** The group's objectives, and the plant objectives (by position in OBJECTIVES) that support each. */
const GROUP_OBJECTIVES: readonly { readonly name: string; readonly supportedBy: readonly number[] }[] = [
  { name: 'Grow export revenue by 15% a year', supportedBy: [7, 9] },
  { name: 'Best-in-class energy efficiency', supportedBy: [1, 6] },
  { name: 'Right first time, on time', supportedBy: [0, 2, 4, 5, 8] },
  { name: 'Zero harm', supportedBy: [10] },
  { name: 'A digital twin of every pump line', supportedBy: [] },
];

/** Plant indicators (by position in INDICATORS) shown on the group plan. */
const SHOWN_ON_PARENT = [0, 1, 6];

/** One on the first of each of the 12 months before this one; this month has none, so it is judged against the indicator's goal. */
function yearOfTargets(seeder: DemoSeeder, indicator: Resource, from: number, to: number, decimals: number): void {
  const first = addMonths(`${seeder.today.slice(0, 7)}-01`, -12);
  for (let step = 0; step < 12; step += 1) {
    const goal = Math.round((from + ((to - from) * step) / 11) * 10 ** decimals) / 10 ** decimals;
    seeder.add(
      'indicator_history',
      {
        indicator_id: indicator.id as number,
        company_id: indicator.company_id as number,
        day: addMonths(first, step),
        goal,
        creator_id: 1,
      },
      endOfMonth(first, -1),
    );
  }
}

export function seedCascade(seeder: DemoSeeder, plan: DemoPlan, current: Resource, year: number): void {
  const { add, store } = seeder;
  const companyId = plan.companyId;
  const hoshin = { company_id: companyId, creator_id: 1, tasks_visible_days: 110, hoshins_count: 0, state: 'active' };
  const group = add('hoshin', {
    ...hoshin,
    name: `Nordwind Group ${year}`,
    header: 'The group plan: every plant plan supports it.',
    color: '#C9E4C5',
    position: 3,
  });
  add('hoshin', {
    ...hoshin,
    name: `${OTHER_PLANT_PREFIX}${year}`,
    header: 'The Brno plant: its plan is kept by its own team.',
    color: '#F3D9B1',
    position: 4,
    ancestry: String(group.id),
  });
  store.put('hoshin', { ...current, ancestry: String(group.id) });

  const area = add('area', {
    hoshin_id: group.id as number,
    company_id: companyId,
    name: 'Group',
    color: '#C9E4C5',
    description: 'What the group commits to this year.',
    position: 1,
    creator_id: 1,
  });
  GROUP_OBJECTIVES.forEach((objective, index) => {
    const parent = add('objective', {
      ...inArea(area, companyId),
      name: objective.name,
      description: '',
      responsible_id: 1,
      obj_pos: index + 1,
      ...NEW_OBJECTIVE,
    });
    for (const position of objective.supportedBy) {
      const child = seedEntry(plan.objectives, position);
      store.put('objective', { ...(store.get('objective', child.id as number) ?? child), parent_id: parent.id as number });
    }
  });

  const indicators = store.where('indicator', 'hoshin_id', current.id as number).sort((a, b) => (a.id as number) - (b.id as number));
  for (const position of SHOWN_ON_PARENT) {
    const indicator = seedEntry(indicators, position);
    const parentObjective = store.get('objective', store.get('objective', indicator.objective_id as number)?.parent_id as number);
    store.put('indicator', {
      ...indicator,
      show_on_parent: true,
      parent_objective_id: parentObjective?.id ?? null,
      parent_area_id: parentObjective?.area_id ?? null,
    });
  }
  // OEE stepped up through the year to its goal of 85.
  yearOfTargets(seeder, seedEntry(indicators, 0), 80, 85, 1);
}
