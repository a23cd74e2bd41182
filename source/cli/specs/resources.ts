// get, list, create, update, delete: the scriptable face of every kind in the catalogue.
import { isKindName, KINDS } from '../../catalogue/catalogue.js';
import { LIST_PLANS, LIST_SCOPE_OPTIONS } from '../list-plans.js';
import type { ArgumentSpec, CommandSpec, OptionSpec } from './types.js';

const KIND_WORDS = KINDS.map((spec) => spec.name).join(', ');
const kind: ArgumentSpec = {
  name: '<kind>',
  description: `one of ${KIND_WORDS} (plurals too)`,
  candidates: { from: 'kinds' },
};
const id: ArgumentSpec = {
  name: '<id>',
  description: "the resource's id (Tab offers the ones known here, with their names)",
  candidates: { from: 'ids-of', argument: '<kind>' },
};
const fields: OptionSpec = {
  name: 'fields',
  type: 'string',
  value: 'a,b,c',
  description: 'only these fields, in this order (columns and JSON keys); an unknown one is refused',
  candidates: { from: 'field-list', argument: '<kind>' },
};
export const GET: CommandSpec = {
  name: 'get',
  summary: 'Show one resource',
  synopsis: ['hoshin get <kind> <id> [options]', 'hoshin get <web address> [options]'],
  details: 'A web address of the service (https://www.hoshinplan.com/hoshins/12-plan) names the kind and the id.',
  arguments: [kind, id],
  options: [fields],
  examples: [
    { command: 'hoshin get indicator 101', says: "the indicator's fields, one per line" },
    {
      command: 'hoshin get https://www.hoshinplan.com/hoshins/12-plan --json --fields id,name',
      says: 'the hoshin a web address names, two keys of its JSON',
    },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('../commands/get/get.js')).get,
};

const scopeOptions: OptionSpec[] = LIST_SCOPE_OPTIONS.map((option) => ({
  name: option,
  type: 'string',
  value: 'ID',
  description: `the ${option} whose ${LIST_PLANS.filter((plan) => plan.option === option)
    .map((plan) => plan.spec.plural.replace(/_/g, ' '))
    .join(' or ')} to list`,
  ...(isKindName(option) ? { candidates: { from: 'ids', kind: option } as const } : {}),
}));

export const LIST: CommandSpec = {
  name: 'list',
  summary: "List companies, an objective's indicators and tasks, or the children known here",
  synopsis: [
    'hoshin list companies | indicators --objective <id> | tasks --objective <id> | invoices --subscription <id> [options]',
    'hoshin list hoshins --company <id> | areas --hoshin <id> | goals --hoshin <id> | objectives --area <id> | histories --indicator <id> [options]',
  ],
  details:
    'The service cannot list hoshins, areas, goals, objectives or history values: for those, hoshin shows\n' +
    'the ones its local index knows (from earlier answers, or hoshin index import) after one request for\n' +
    'the parent, and says on stderr how many the parent counts. Open others by id or web address.',
  arguments: [
    {
      name: '<what>',
      description: LIST_PLANS.map((plan) => plan.spec.plural).join(', '),
      candidates: { from: 'listable' },
    },
  ],
  options: [
    ...scopeOptions,
    { ...fields, candidates: { from: 'field-list', argument: '<what>' } },
    { name: 'csv', type: 'boolean', description: 'comma-separated values with a header row (RFC 4180 quoting)' },
  ],
  examples: [
    { command: 'hoshin list indicators --objective 61', says: 'the indicators of objective 61, as a table' },
    {
      command: 'hoshin list tasks --objective 61 --csv --fields id,name,status,deadline > tasks.csv',
      says: 'four columns of its tasks, for a spreadsheet',
    },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('../commands/list/list.js')).list,
};

const assignments = (mode: 'create' | 'update'): ArgumentSpec => ({
  name: 'field=value',
  description:
    mode === 'create'
      ? 'a field of the kind and its value (required fields must be given)'
      : 'a field and its new value; an empty value clears it (description=)',
  optional: mode === 'update' ? false : true,
  repeats: true,
  candidates: { from: 'assignments', argument: '<kind>', mode },
});

export const CREATE: CommandSpec = {
  name: 'create',
  summary: 'Create a resource under its parent',
  details: "Values are checked by the field's type before anything is sent. Companies take no --parent.",
  arguments: [kind, assignments('create')],
  options: [
    {
      name: 'parent',
      type: 'string',
      value: 'ID',
      description: 'the id of the parent (an objective for a task)',
      candidates: { from: 'parent-ids-of', argument: '<kind>' },
    },
  ],
  examples: [
    {
      command: 'hoshin create task --parent 61 name="Call supplier" deadline=2026-12-01',
      says: 'a task under objective 61',
    },
    {
      command: 'hoshin create indicator --parent 61 name="OEE line 2 (%)" goal=85 frequency=monthly --json',
      says: "an indicator, printed as the service's JSON",
    },
  ],
  waits: true,
  load: async () => (await import('../commands/create/create.js')).create,
};

export const UPDATE: CommandSpec = {
  name: 'update',
  summary: 'Change fields of a resource',
  arguments: [kind, id, assignments('update')],
  examples: [
    { command: 'hoshin update task 212 deadline=2026-12-15', says: "moves the task's deadline" },
    { command: 'hoshin update objective 61 description=', says: "clears the objective's description" },
  ],
  waits: true,
  load: async () => (await import('../commands/update/update.js')).update,
};

export const DELETE: CommandSpec = {
  name: 'delete',
  summary: 'Delete a resource and what it contains',
  details: 'Asks for confirmation on a terminal unless --yes; without a terminal, --yes is required.',
  arguments: [kind, id],
  options: [{ name: 'yes', type: 'boolean', short: 'y', description: 'delete without asking' }],
  examples: [
    { command: 'hoshin delete task 212', says: 'asks, then deletes task 212' },
    { command: 'hoshin delete area 31 --yes', says: 'deletes area 31 and everything under it without asking' },
  ],
  waits: true,
  load: async () => (await import('../commands/delete/delete.js')).remove,
};
