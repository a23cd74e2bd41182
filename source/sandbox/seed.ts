// Starting data: `empty` or `demo`, dated from the sandbox clock's today so the plan always looks current; ids deterministic.
import { KIND_NAMES, type KindName } from '../catalogue/catalogue.js';
import { addDays, endOfMonth } from '../domain/dates.js';
import { SandboxService } from './operations.js';
import { seedIndicators } from './demo-indicators.js';
import { seedInvoices } from './demo-invoices.js';
import { AREAS, GOALS, OBJECTIVES, PEOPLE } from './demo-plan.js';
import { demoSeeder, inArea, NEW_OBJECTIVE, seedEntry, type DemoPlan } from './demo-seeder.js';
import { seedTasks } from './demo-tasks.js';
import { seedCascade } from './demo-cascade.js';
import { SandboxStore, type Resource, type SequenceName, type StoreSnapshot } from './sandbox-records-store.js';

/** First id of each table, apart so that an id of the wrong kind rarely finds anything. */
const FIRST_IDS: Readonly<Record<SequenceName, number>> = {
  company: 1,
  hoshin: 11,
  area: 21,
  goal: 41,
  objective: 61,
  indicator: 101,
  task: 201,
  indicator_history: 1001,
  invoice: 501,
  subscription: 1,
  user: 1,
};

const API_USER = { id: 1, name: 'Sandbox User', email: 'api@sandbox.example' };

export function emptySnapshot(): StoreSnapshot {
  return {
    format: 'hoshin-sandbox',
    version: 1,
    nextIds: { ...FIRST_IDS, user: API_USER.id + 1 },
    resources: Object.fromEntries(KIND_NAMES.map((kind) => [kind, []])) as unknown as Record<KindName, Resource[]>,
    subscriptions: [],
    users: [{ ...API_USER, companyIds: [] }],
    ownerId: API_USER.id,
  };
}

export function demoSnapshot(nowMs: number): StoreSnapshot {
  const store = new SandboxStore(emptySnapshot());
  const seeder = demoSeeder(store, nowMs);
  const { today, planStart, add } = seeder;
  const year = Number(today.slice(0, 4));

  const company = add('company', {
    name: 'Nordwind Pumps S.L.',
    creator_id: 1,
    unlimited: false,
    credit: 0,
    trial_ends_at: addDays(planStart, 30),
    payment_error: false,
  });
  const companyId = company.id as number;
  // The API user (id 1) is Marta, the plan's owner.
  const users = PEOPLE.map((person) => ({ ...person, companyIds: [companyId] }));

  const hoshinDefaults = { company_id: companyId, creator_id: 1, tasks_visible_days: 110, hoshins_count: 0 };
  const current = add('hoshin', {
    ...hoshinDefaults,
    name: `Hoshin ${year}`,
    header: 'Mission: keep water moving with the most efficient pumps in Europe. This year: flow, quality and the Nordic market.',
    color: '#B3D4FC',
    position: 1,
    state: 'active',
  });
  const previous = add(
    'hoshin',
    {
      ...hoshinDefaults,
      name: `Hoshin ${year - 1}`,
      header: 'Consolidation year after the move to the new plant.',
      color: '#D9D9D9',
      position: 2,
      state: 'archived',
    },
    endOfMonth(today, -25),
  );

  const inHoshin = (hoshin: Resource) => ({ hoshin_id: hoshin.id as number, company_id: companyId });
  GOALS.forEach((name, index) => add('goal', { ...inHoshin(current), name, position: index + 1, creator_id: 1 }));
  ['Move both assembly halls under one roof', 'Break even in the export business'].forEach((name, index) =>
    add('goal', { ...inHoshin(previous), name, position: index + 1, creator_id: 1 }, endOfMonth(today, -25)),
  );

  const areas = AREAS.map((area, index) => add('area', { ...inHoshin(current), ...area, position: index + 1, creator_id: 1 }));
  const oldArea = add(
    'area',
    {
      ...inHoshin(previous),
      name: 'Plant move',
      color: '#F8E1E7',
      description: 'The move to the Vitoria site.',
      position: 1,
      creator_id: 1,
    },
    endOfMonth(today, -25),
  );

  const objectives = OBJECTIVES.map((objective, index) => {
    const area = seedEntry(areas, objective.area);
    const position = OBJECTIVES.slice(0, index).filter((o) => o.area === objective.area).length + 1;
    return add('objective', {
      ...inArea(area, companyId),
      name: objective.name,
      description: '',
      responsible_id: objective.responsible,
      obj_pos: position,
      ...NEW_OBJECTIVE,
    });
  });
  const oldObjective = add(
    'objective',
    {
      ...inArea(oldArea, companyId),
      name: 'Consolidate the two assembly halls',
      description: 'Finished in the autumn.',
      responsible_id: 2,
      obj_pos: 1,
      ...NEW_OBJECTIVE,
    },
    endOfMonth(today, -25),
  );

  const plan: DemoPlan = { companyId, areas, oldArea, objectives, oldObjective };
  seedIndicators(seeder, plan);
  seedTasks(seeder, plan);
  const subscriptionId = seedInvoices(seeder);
  seedCascade(seeder, plan, current, year);

  const snapshot = store.snapshot();
  const seeded = new SandboxStore({
    ...snapshot,
    nextIds: { ...snapshot.nextIds, user: PEOPLE.length + 1 },
    subscriptions: [{ id: subscriptionId, company_id: companyId, status: 'Active' }],
    users,
    ownerId: API_USER.id,
  });
  new SandboxService(seeded, () => nowMs).refreshDerived();
  return seeded.snapshot();
}
