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

// objective, name, description, goal, worst value, value a year ago, latest value, decimals, responsible
const INDICATOR_ROWS: readonly (readonly [number, string, string, number, number, number, number, number, number])[] = [
  [0, 'OEE line 2 (%)', 'Availability x performance x quality, monthly average.', 85, 50, 79, 86.4, 1, 2],
  [1, 'Energy per pump (kWh)', 'Plant electricity and gas over pumps shipped. Lower is better.', 140, 220, 205, 162, 1, 2],
  [2, 'Order lead time (days)', 'Order entry to shipment, median. Lower is better.', 10, 30, 24, 9.5, 1, 4],
  [4, 'Foundry scrap rate (%)', 'Scrapped castings over castings poured. Lower is better.', 2, 8, 6.1, 3.4, 2, 3],
  [5, 'Customer complaints', 'Complaints registered per month. Lower is better.', 5, 25, 8, 4, 0, 3],
  [6, 'ISO 50001 readiness (%)', 'Share of the audit checklist closed.', 100, 0, 20, 65, 0, 1],
  [7, 'Nordic export sales (k EUR)', 'Invoiced sales to Sweden, Norway, Denmark and Finland.', 450, 150, 405, 472.5, 1, 5],
  [7, 'Nordic customer satisfaction (NPS)', 'Net promoter score from the quarterly survey.', 50, -20, 12, 38, 0, 5],
  [8, 'On-time delivery (%)', 'Order lines shipped on the promised day.', 95, 70, 81, 89.2, 1, 4],
  [9, 'Service contracts signed', 'Cumulative e-series service contracts.', 40, 0, 0, 22, 0, 5],
  [10, 'Lost-time accidents (rolling 12 months)', 'Lower is better.', 0, 6, 2, 0, 0, 1],
  [11, 'Operators trained on 3+ stations (%)', 'Share of operators certified on three stations or more.', 60, 0, 18, 47, 0, 1],
];

/** What sets some indicators apart, by their row. */
const INDICATOR_EXTRAS: Readonly<Record<number, Pick<IndicatorSeed, 'stale' | 'dueInDays' | 'frequency' | 'comments'>>> = {
  0: { comments: { 4: 'Four days lost to the die change.' } },
  2: { dueInDays: 0 },
  3: { stale: true, comments: { 7: 'New sand mixer commissioned.' } },
  4: { dueInDays: 3 },
  6: { dueInDays: 5 },
  7: { frequency: 'quarterly' },
  8: { stale: true },
};

export const INDICATORS: readonly IndicatorSeed[] = INDICATOR_ROWS.map(
  ([objective, name, description, goal, worst, first, last, decimals, responsible], row) => ({
    objective,
    name,
    description,
    goal,
    worst,
    first,
    last,
    decimals,
    responsible,
    ...INDICATOR_EXTRAS[row],
  }),
);

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
