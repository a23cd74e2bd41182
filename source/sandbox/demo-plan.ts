// The demo plan as data; seed.ts dates it from the sandbox's today.

export interface IndicatorSeed {
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

export const PEOPLE = [
  { id: 1, name: 'Marta Ibarra', email: 'marta.ibarra@nordwind-pumps.example' },
  { id: 2, name: 'Jonas Keller', email: 'jonas.keller@nordwind-pumps.example' },
  { id: 3, name: 'Aiko Tanaka', email: 'aiko.tanaka@nordwind-pumps.example' },
  { id: 4, name: 'Samuel Okafor', email: 'samuel.okafor@nordwind-pumps.example' },
  { id: 5, name: 'Lucía Romero', email: 'lucia.romero@nordwind-pumps.example' },
];

export const AREAS = [
  { name: 'Operations', color: '#DAF3F8', description: 'Foundry, machining and assembly of the pump ranges.' },
  { name: 'Quality', color: '#FDE2C4', description: 'Right first time, from casting to customer.' },
  { name: 'Customers & Sales', color: '#E3F4D7', description: 'Growth in export markets and after-sales service.' },
  {
    name: 'People & Safety',
    color: '#EADCF7',
    description: 'Everyone home safe, every day; skills for the new lines.',
  },
];

export const GOALS = [
  'Double export revenue by 2030',
  'Zero lost-time accidents, every year',
  'The reference for energy-efficient pumps in Europe',
];

export const OBJECTIVES = [
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

export const INDICATORS: readonly IndicatorSeed[] = [
  {
    objective: 0,
    name: 'OEE line 2 (%)',
    description: 'Availability x performance x quality, monthly average.',
    goal: 85,
    worst: 50,
    first: 79,
    last: 86.4,
    decimals: 1,
    responsible: 2,
    comments: { 4: 'Four days lost to the die change.' },
  },
  {
    objective: 1,
    name: 'Energy per pump (kWh)',
    description: 'Plant electricity and gas over pumps shipped. Lower is better.',
    goal: 140,
    worst: 220,
    first: 205,
    last: 162,
    decimals: 1,
    responsible: 2,
  },
  {
    objective: 2,
    name: 'Order lead time (days)',
    description: 'Order entry to shipment, median. Lower is better.',
    goal: 10,
    worst: 30,
    first: 24,
    last: 9.5,
    decimals: 1,
    responsible: 4,
    dueInDays: 0,
  },
  {
    objective: 4,
    name: 'Foundry scrap rate (%)',
    description: 'Scrapped castings over castings poured. Lower is better.',
    goal: 2,
    worst: 8,
    first: 6.1,
    last: 3.4,
    decimals: 2,
    responsible: 3,
    stale: true,
    comments: { 7: 'New sand mixer commissioned.' },
  },
  {
    objective: 5,
    name: 'Customer complaints',
    description: 'Complaints registered per month. Lower is better.',
    goal: 5,
    worst: 25,
    first: 8,
    last: 4,
    decimals: 0,
    responsible: 3,
    dueInDays: 3,
  },
  {
    objective: 6,
    name: 'ISO 50001 readiness (%)',
    description: 'Share of the audit checklist closed.',
    goal: 100,
    worst: 0,
    first: 20,
    last: 65,
    decimals: 0,
    responsible: 1,
  },
  {
    objective: 7,
    name: 'Nordic export sales (k EUR)',
    description: 'Invoiced sales to Sweden, Norway, Denmark and Finland.',
    goal: 450,
    worst: 150,
    first: 405,
    last: 472.5,
    decimals: 1,
    responsible: 5,
    dueInDays: 5,
  },
  {
    objective: 7,
    name: 'Nordic customer satisfaction (NPS)',
    description: 'Net promoter score from the quarterly survey.',
    goal: 50,
    worst: -20,
    first: 12,
    last: 38,
    decimals: 0,
    responsible: 5,
    frequency: 'quarterly',
  },
  {
    objective: 8,
    name: 'On-time delivery (%)',
    description: 'Order lines shipped on the promised day.',
    goal: 95,
    worst: 70,
    first: 81,
    last: 89.2,
    decimals: 1,
    responsible: 4,
    stale: true,
  },
  {
    objective: 9,
    name: 'Service contracts signed',
    description: 'Cumulative e-series service contracts.',
    goal: 40,
    worst: 0,
    first: 0,
    last: 22,
    decimals: 0,
    responsible: 5,
  },
  {
    objective: 10,
    name: 'Lost-time accidents (rolling 12 months)',
    description: 'Lower is better.',
    goal: 0,
    worst: 6,
    first: 2,
    last: 0,
    decimals: 0,
    responsible: 1,
  },
  {
    objective: 11,
    name: 'Operators trained on 3+ stations (%)',
    description: 'Share of operators certified on three stations or more.',
    goal: 60,
    worst: 0,
    first: 18,
    last: 47,
    decimals: 0,
    responsible: 1,
  },
];

// objective, name, status, deadline in days from today, feeling, responsible
const TASK_ROWS: readonly (readonly [number, string, TaskSeed['status'], number, TaskSeed['feeling'], number])[] = [
  [0, 'SMED workshop on the line 2 press', 'completed', -40, 'smile', 2],
  [0, 'Install OEE counters on the CNC cells', 'active', 12, 'smile', 2],
  [1, 'Replace compressor 3 with a variable-speed unit', 'active', -9, 'sad', 2],
  [1, 'Heat recovery study for the annealing oven', 'backlog', 45, 'wondering', 4],
  [2, 'Kanban loop for cast housings', 'active', 20, 'smile', 4],
  [2, 'Move order entry to the new ERP screen', 'discarded', -15, 'sad', 4],
  [3, 'Standard work sheets for assembly stations 1-6', 'backlog', -4, 'wondering', 4],
  [4, 'Sand testing twice per shift', 'completed', -60, 'smile', 3],
  [4, 'Root-cause review of porosity defects', 'active', -3, 'wondering', 3],
  [5, '8D training for the quality team', 'completed', -25, 'smile', 3],
  [5, 'Complaint dashboard for the sales team', 'deleted', 10, 'wondering', 5],
  [6, 'Energy review of all major consumers', 'active', 30, 'wondering', 1],
  [6, 'Book the certification audit', 'backlog', 75, 'smile', 1],
  [7, 'Distributor agreement for Norway', 'active', 6, 'smile', 5],
  [7, 'Trade fair stand in Gothenburg', 'completed', -80, 'smile', 5],
  [8, 'Weekly capacity meeting with planning', 'active', -20, 'sad', 4],
  [9, 'Price list for e-series service tiers', 'backlog', 18, 'wondering', 5],
  [10, 'Forklift pedestrian walkways repainted', 'completed', -12, 'smile', 1],
  [10, 'Near-miss reporting app for operators', 'active', 25, 'smile', 1],
  [11, 'Skills matrix for the machining hall', 'discarded', -35, 'wondering', 1],
  [11, 'Cross-training rota for night shift', 'backlog', 40, 'smile', 1],
];

export const TASKS: readonly TaskSeed[] = TASK_ROWS.map(([objective, name, status, deadlineInDays, feeling, responsible]) => ({
  objective,
  name,
  status,
  deadlineInDays,
  feeling,
  responsible,
}));
