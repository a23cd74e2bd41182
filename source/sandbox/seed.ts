// Starting data: `empty` (only the API user) or `demo`, a plausible manufacturer's plan. Demo dates
// are relative to the sandbox clock's today so the plan always looks current; ids are deterministic.
import { fieldSpec, KIND_NAMES, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { addDays, endOfMonth, instantOf, utcDay } from '../domain/dates.js';
import { SandboxService } from './operations.js';
import { blankResource, renderValue } from './records.js';
import { AREAS, GOALS, INDICATORS, OBJECTIVES, PEOPLE, TASKS, type IndicatorSeed } from './demo-plan.js';
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

export function demoSnapshot(nowMs: number): StoreSnapshot {
  const store = new SandboxStore(emptySnapshot());
  const today = utcDay(nowMs);
  const year = Number(today.slice(0, 4));
  const at = (day: string, hour = 9) => instantOf(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`));
  const planStart = endOfMonth(today, -13);

  const add = (kind: KindName, values: Record<string, JsonValue>, createdDay = planStart): Resource => {
    const resource: Resource = {
      ...blankResource(kind),
      id: store.nextId(kind),
      created_at: at(createdDay),
      updated_at: at(createdDay),
    };
    for (const [name, value] of Object.entries(values)) {
      const field = fieldSpec(kind, name);
      if (!field) throw new Error(`demo seed: ${kind} has no field ${name}`);
      resource[name] = renderValue(field, value);
    }
    store.put(kind, resource);
    return resource;
  };

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

  const inArea = (area: Resource) => ({
    area_id: area.id as number,
    hoshin_id: area.hoshin_id as number,
    company_id: companyId,
  });
  const objectives = OBJECTIVES.map((objective, index) => {
    const area = seedEntry(areas, objective.area);
    const position = OBJECTIVES.slice(0, index).filter((o) => o.area === objective.area).length + 1;
    return add('objective', {
      ...inArea(area),
      name: objective.name,
      description: '',
      responsible_id: objective.responsible,
      obj_pos: position,
      creator_id: 1,
      neglected: false,
      blind: true,
      hidden: false,
    });
  });
  const oldObjective = add(
    'objective',
    {
      ...inArea(oldArea),
      name: 'Consolidate the two assembly halls',
      description: 'Finished in the autumn.',
      responsible_id: 2,
      obj_pos: 1,
      creator_id: 1,
      neglected: false,
      blind: true,
      hidden: false,
    },
    endOfMonth(today, -25),
  );

  const addIndicator = (seed: IndicatorSeed, objective: Resource, index: number, monthsBack: number): void => {
    const values = series(seed, index);
    const step = seed.frequency === 'quarterly' ? 3 : 1;
    const last = values.length - 1;
    const days = values.map((_, i) => endOfMonth(today, -(monthsBack + (last - i) * step)));
    const lastDay = seedEntry(days, last);
    const nextUpdate = seed.dueInDays === undefined ? endOfMonth(lastDay, step) : addDays(today, seed.dueInDays);
    const indicator = add('indicator', {
      objective_id: objective.id as number,
      ...inArea(areas.find((a) => a.id === objective.area_id) ?? oldArea),
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
      ind_pos: store.where('indicator', 'objective_id', objective.id as number).length + 1,
      creator_id: 1,
      hidden: false,
    });
    values.forEach((value, i) => {
      add(
        'indicator_history',
        {
          indicator_id: indicator.id as number,
          company_id: companyId,
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
  INDICATORS.forEach((seed, index) => addIndicator(seed, seedEntry(objectives, seed.objective), index, seed.stale ? 2 : 1));
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
    oldObjective,
    INDICATORS.length,
    13,
  );

  TASKS.forEach((seed, index) => {
    const objective = seedEntry(objectives, seed.objective);
    const deadline = addDays(today, seed.deadlineInDays);
    add(
      'task',
      {
        ...inArea(areas.find((a) => a.id === objective.area_id) ?? oldArea),
        objective_id: objective.id as number,
        name: seed.name,
        description: '',
        status: seed.status,
        deadline,
        original_deadline: index % 4 === 0 ? addDays(deadline, -14) : deadline,
        responsible_id: seed.responsible,
        feeling: seed.feeling,
        reminder: true,
        show_on_parent: false,
        tsk_pos: TASKS.slice(0, index).filter((t) => t.objective === seed.objective).length + 1,
        lane_pos: 0,
        creator_id: 1,
        visible_days: 110,
        hidden: false,
      },
      addDays(today, Math.min(seed.deadlineInDays, 0) - 30),
    );
  });

  // Subscription 1 with monthly invoices, the newest this month.
  const subscriptionId = store.nextId('subscription');
  for (let monthsAgo = 3; monthsAgo >= 0; monthsAgo -= 1) {
    const day = addDays(endOfMonth(today, -monthsAgo - 1), 1);
    const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    add(
      'invoice',
      {
        description: `Hoshinplan Business, 15 users, ${month}`,
        net_amount: 225,
        tax_tpc: 21,
        total_amount: 272.25,
        subscription_id: subscriptionId,
        billing_detail_id: 1,
        sage_one_invoice_id: null,
        sage_active_invoice_id: `SA-${day.slice(0, 7)}`,
        sage_active_operational_number: `NP/${day.slice(0, 4)}/${day.slice(5, 7)}`,
      },
      day,
    );
  }

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

/** An entry the seed's own tables name by position; a wrong position is a mistake in the seed. */
function seedEntry<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the demo seed names entry ${index} of ${items.length}`);
  return item;
}
