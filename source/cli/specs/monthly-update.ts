// history, record and move: the monthly update of indicators and tasks.
import { TASK_STATUSES } from '../../catalogue/catalogue.js';
import type { CommandSpec } from './types.js';

const indicatorId = {
  name: '<indicator-id>',
  description: 'the indicator',
  candidates: { from: 'ids', kind: 'indicator' },
} as const;

export const HISTORY: CommandSpec = {
  name: 'history',
  summary: 'History values of an indicator known locally (offline)',
  details: 'Prints the values the local index knows, by day; does not contact the service.',
  arguments: [indicatorId],
  examples: [
    { command: 'hoshin history 101', says: 'the values of indicator 101 known here' },
    {
      command: "hoshin history 101 --json | jq -r '.[] | [.day, .value] | @csv'",
      says: 'day and value, for a spreadsheet',
    },
  ],
  pages: true,
  load: async () => (await import('../commands/history/history.js')).run,
};

export const RECORD: CommandSpec = {
  name: 'record',
  summary: 'Record an indicator value (the monthly update)',
  synopsis: ['hoshin record <indicator-id> <value> [options]', 'hoshin record --csv FILE|- [--dry-run] [options]'],
  details:
    "Creates the history value for the day (default: the indicator's next update when that has\n" +
    "passed, as the service books it; the indicator's latest day when it holds this very value and\n" +
    'the indicator waits for no other, so the same command run again is already there; else today)\n' +
    "and, when that day is the newest, moves the indicator's value and last update with it. The day\n" +
    'and why it was chosen are printed. A day holding the same value is already there (an indicator\n' +
    'never moved to it is moved now); one holding another value is refused, naming it. A day after\n' +
    'today is refused unless --allow-future. A number takes a point for decimals and a comma only\n' +
    'between thousands (1,234.5); 1,234 alone is refused as it could be either. The output gives the\n' +
    "value's progress, the service's figure: progress = (value − worst) / (goal − worst), 0% at the\n" +
    'worst value and 100% at the goal (not value / goal); none where the goal equals the worst value.\n' +
    'With --csv, rows indicator_id,day,value[,comment] (a header row is optional) are all checked,\n' +
    'then every indicator is read, before anything is sent; when any row cannot be applied (no such\n' +
    'indicator, no frequency, a conflict known here) nothing is sent. Exit 0 only when every row was\n' +
    'recorded, finished or skipped. --dry-run reads each indicator once and changes nothing.',
  arguments: [indicatorId, { name: '<value>', description: 'the value (a decimal; negative too)' }],
  options: [
    {
      name: 'day',
      type: 'string',
      value: 'YYYY-MM-DD',
      description: 'the day the value is for (default: its past next update, else today)',
    },
    { name: 'comment', type: 'string', value: 'TEXT', description: 'a comment kept with the value' },
    {
      name: 'allow-future',
      type: 'boolean',
      description: 'take a value for a day after today (refused without it, a row of --csv too)',
    },
    {
      name: 'csv',
      type: 'string',
      value: 'FILE',
      description: 'record every row of a CSV file (- for standard input)',
      candidates: { from: 'files' },
    },
    {
      name: 'dry-run',
      type: 'boolean',
      description: 'with --csv: check and say what would be recorded and what cannot be known; change nothing',
    },
  ],
  examples: [
    {
      command: 'hoshin record 101 84.5 --day 2026-05-31 --comment "new tooling"',
      says: "May's value of indicator 101",
    },
    { command: 'hoshin record --csv may.csv --dry-run', says: 'what a spreadsheet would record, nothing changed' },
  ],
  waits: true,
  parsing: 'negative-numbers',
  load: async () => (await import('../commands/record/record.js')).run,
};

export const MOVE: CommandSpec = {
  name: 'move',
  summary: 'Move a task to another status',
  details: 'A move to the status the task already has is refused (the service would reject it).',
  arguments: [
    { name: '<task-id>', description: 'the task', candidates: { from: 'ids', kind: 'task' } },
    {
      name: '<status>',
      description: TASK_STATUSES.join(', '),
      candidates: { from: 'values', values: TASK_STATUSES.map((status) => [status, 'task status'] as const) },
    },
  ],
  examples: [
    { command: 'hoshin move 212 completed', says: 'task 212 is done' },
    { command: 'hoshin move 212 active --json', says: "the moved task, as the service's JSON" },
  ],
  waits: true,
  load: async () => (await import('../commands/move/move.js')).run,
};
