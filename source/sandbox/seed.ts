// Starting data: `empty` (only the API user) or `demo`, a plausible manufacturer's plan. Demo dates
// are relative to the sandbox clock's today so the plan always looks current; ids are deterministic.
import { fieldSpec, KIND_NAMES, type KindName } from '../catalogue/catalogue.js';
import type { JsonValue } from '../catalogue/values.js';
import { addDays, endOfMonth, instantOf, utcDay } from '../domain/dates.js';
import { SandboxService } from './operations.js';
import { blankResource, renderValue } from './records.js';
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

// ---- the demo plan ----

interface IndicatorSeed {
  readonly objective: number; // index into the objectives below
  readonly name: string;
  readonly description: string;
  readonly goal: number;
  readonly worst: number;
  readonly first: number; // value a year ago
  readonly last: number; // latest value
  readonly decimals: number;
  readonly responsible: number;
  /** Not updated last month: its next update has passed. */
  readonly stale?: boolean;
  /** Its next update falls this many days from today (the monthly review's "due this week"). */
  readonly dueInDays?: number;
  readonly frequency?: 'monthly' | 'quarterly';
  readonly comments?: Readonly<Record<number, string>>;
}

interface TaskSeed {
  readonly objective: number;
  readonly name: string;
  readonly status: 'backlog' | 'active' | 'completed' | 'discarded' | 'deleted';
  readonly deadlineInDays: number;
  readonly feeling: 'smile' | 'wondering' | 'sad';
  readonly responsible: number;
}

const PEOPLE = [
  { id: 1, name: 'Marta Ibarra', email: 'marta.ibarra@nordwind-pumps.example' },
  { id: 2, name: 'Jonas Keller', email: 'jonas.keller@nordwind-pumps.example' },
  { id: 3, name: 'Aiko Tanaka', email: 'aiko.tanaka@nordwind-pumps.example' },
  { id: 4, name: 'Samuel Okafor', email: 'samuel.okafor@nordwind-pumps.example' },
  { id: 5, name: 'Lucía Romero', email: 'lucia.romero@nordwind-pumps.example' },
];

const AREAS = [
  { name: 'Operations', color: '#DAF3F8', description: 'Foundry, machining and assembly of the pump ranges.' },
  { name: 'Quality', color: '#FDE2C4', description: 'Right first time, from casting to customer.' },
  { name: 'Customers & Sales', color: '#E3F4D7', description: 'Growth in export markets and after-sales service.' },
  { name: 'People & Safety', color: '#EADCF7', description: 'Everyone home safe, every day; skills for the new lines.' },
];

const GOALS = ['Double export revenue by 2030', 'Zero lost-time accidents, every year', 'The reference for energy-efficient pumps in Europe'];

const OBJECTIVES = [
  { area: 0, name: 'Raise overall equipment effectiveness on line 2', responsible: 2 },
  { area: 0, name: 'Cut energy used per pump built', responsible: 2 },
  { area: 0, name: 'Shorten order lead time', responsible: 4 },
  { area: 0, name: 'Document standard work for every station', responsible: 4 },
  { area: 1, name: 'Reduce scrap in the foundry', responsible: 3 },
  { area: 1, name: 'Halve customer complaints', responsible: 3 },
  { area: 1, name: 'Certify the plant to ISO 50001', responsible: 1 },
  { area: 2, name: 'Grow export sales in the Nordics', responsible: 5 },
  { area: 2, name: 'Lift on-time delivery', responsible: 4 },
  { area: 2, name: 'Launch the e-series service contract', responsible: 5 },
  { area: 3, name: 'No lost-time accidents', responsible: 1 },
  { area: 3, name: 'Build a multi-skilled workforce', responsible: 1 },
];

const INDICATORS: readonly IndicatorSeed[] = [
  { objective: 0, name: 'OEE line 2 (%)', description: 'Availability x performance x quality, monthly average.', goal: 85, worst: 50, first: 79, last: 86.4, decimals: 1, responsible: 2, comments: { 4: 'Four days lost to the die change.' } },
  { objective: 1, name: 'Energy per pump (kWh)', description: 'Plant electricity and gas over pumps shipped. Lower is better.', goal: 140, worst: 220, first: 205, last: 162, decimals: 1, responsible: 2 },
  { objective: 2, name: 'Order lead time (days)', description: 'Order entry to shipment, median. Lower is better.', goal: 10, worst: 30, first: 24, last: 9.5, decimals: 1, responsible: 4, dueInDays: 0 },
  { objective: 4, name: 'Foundry scrap rate (%)', description: 'Scrapped castings over castings poured. Lower is better.', goal: 2, worst: 8, first: 6.1, last: 3.4, decimals: 2, responsible: 3, stale: true, comments: { 7: 'New sand mixer commissioned.' } },
  { objective: 5, name: 'Customer complaints', description: 'Complaints registered per month. Lower is better.', goal: 5, worst: 25, first: 8, last: 4, decimals: 0, responsible: 3, dueInDays: 3 },
  { objective: 6, name: 'ISO 50001 readiness (%)', description: 'Share of the audit checklist closed.', goal: 100, worst: 0, first: 20, last: 65, decimals: 0, responsible: 1 },
  { objective: 7, name: 'Nordic export sales (k EUR)', description: 'Invoiced sales to Sweden, Norway, Denmark and Finland.', goal: 450, worst: 150, first: 405, last: 472.5, decimals: 1, responsible: 5, dueInDays: 5 },
  { objective: 7, name: 'Nordic customer satisfaction (NPS)', description: 'Net promoter score from the quarterly survey.', goal: 50, worst: -20, first: 12, last: 38, decimals: 0, responsible: 5, frequency: 'quarterly' },
  { objective: 8, name: 'On-time delivery (%)', description: 'Order lines shipped on the promised day.', goal: 95, worst: 70, first: 81, last: 89.2, decimals: 1, responsible: 4, stale: true },
  { objective: 9, name: 'Service contracts signed', description: 'Cumulative e-series service contracts.', goal: 40, worst: 0, first: 0, last: 22, decimals: 0, responsible: 5 },
  { objective: 10, name: 'Lost-time accidents (rolling 12 months)', description: 'Lower is better.', goal: 0, worst: 6, first: 2, last: 0, decimals: 0, responsible: 1 },
  { objective: 11, name: 'Operators trained on 3+ stations (%)', description: 'Share of operators certified on three stations or more.', goal: 60, worst: 0, first: 18, last: 47, decimals: 0, responsible: 1 },
];

const TASKS: readonly TaskSeed[] = [
  { objective: 0, name: 'SMED workshop on the line 2 press', status: 'completed', deadlineInDays: -40, feeling: 'smile', responsible: 2 },
  { objective: 0, name: 'Install OEE counters on the CNC cells', status: 'active', deadlineInDays: 12, feeling: 'smile', responsible: 2 },
  { objective: 1, name: 'Replace compressor 3 with a variable-speed unit', status: 'active', deadlineInDays: -9, feeling: 'sad', responsible: 2 },
  { objective: 1, name: 'Heat recovery study for the annealing oven', status: 'backlog', deadlineInDays: 45, feeling: 'wondering', responsible: 4 },
  { objective: 2, name: 'Kanban loop for cast housings', status: 'active', deadlineInDays: 20, feeling: 'smile', responsible: 4 },
  { objective: 2, name: 'Move order entry to the new ERP screen', status: 'discarded', deadlineInDays: -15, feeling: 'sad', responsible: 4 },
  { objective: 3, name: 'Standard work sheets for assembly stations 1-6', status: 'backlog', deadlineInDays: -4, feeling: 'wondering', responsible: 4 },
  { objective: 4, name: 'Sand testing twice per shift', status: 'completed', deadlineInDays: -60, feeling: 'smile', responsible: 3 },
  { objective: 4, name: 'Root-cause review of porosity defects', status: 'active', deadlineInDays: -3, feeling: 'wondering', responsible: 3 },
  { objective: 5, name: '8D training for the quality team', status: 'completed', deadlineInDays: -25, feeling: 'smile', responsible: 3 },
  { objective: 5, name: 'Complaint dashboard for the sales team', status: 'deleted', deadlineInDays: 10, feeling: 'wondering', responsible: 5 },
  { objective: 6, name: 'Energy review of all major consumers', status: 'active', deadlineInDays: 30, feeling: 'wondering', responsible: 1 },
  { objective: 6, name: 'Book the certification audit', status: 'backlog', deadlineInDays: 75, feeling: 'smile', responsible: 1 },
  { objective: 7, name: 'Distributor agreement for Norway', status: 'active', deadlineInDays: 6, feeling: 'smile', responsible: 5 },
  { objective: 7, name: 'Trade fair stand in Gothenburg', status: 'completed', deadlineInDays: -80, feeling: 'smile', responsible: 5 },
  { objective: 8, name: 'Weekly capacity meeting with planning', status: 'active', deadlineInDays: -20, feeling: 'sad', responsible: 4 },
  { objective: 9, name: 'Price list for e-series service tiers', status: 'backlog', deadlineInDays: 18, feeling: 'wondering', responsible: 5 },
  { objective: 10, name: 'Forklift pedestrian walkways repainted', status: 'completed', deadlineInDays: -12, feeling: 'smile', responsible: 1 },
  { objective: 10, name: 'Near-miss reporting app for operators', status: 'active', deadlineInDays: 25, feeling: 'smile', responsible: 1 },
  { objective: 11, name: 'Skills matrix for the machining hall', status: 'discarded', deadlineInDays: -35, feeling: 'wondering', responsible: 1 },
  { objective: 11, name: 'Cross-training rota for night shift', status: 'backlog', deadlineInDays: 40, feeling: 'smile', responsible: 1 },
];

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
    const resource: Resource = { ...blankResource(kind), id: store.nextId(kind), created_at: at(createdDay), updated_at: at(createdDay) };
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
    { ...hoshinDefaults, name: `Hoshin ${year - 1}`, header: 'Consolidation year after the move to the new plant.', color: '#D9D9D9', position: 2, state: 'archived' },
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
    { ...inHoshin(previous), name: 'Plant move', color: '#F8E1E7', description: 'The move to the Vitoria site.', position: 1, creator_id: 1 },
    endOfMonth(today, -25),
  );

  const inArea = (area: Resource) => ({ area_id: area.id as number, hoshin_id: area.hoshin_id as number, company_id: companyId });
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
    { ...inArea(oldArea), name: 'Consolidate the two assembly halls', description: 'Finished in the autumn.', responsible_id: 2, obj_pos: 1, creator_id: 1, neglected: false, blind: true, hidden: false },
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
    { objective: -1, name: 'Assembly floor space (m2)', description: 'Lower is better.', goal: 3000, worst: 5000, first: 4800, last: 3050, decimals: 0, responsible: 2 },
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
    const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
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
