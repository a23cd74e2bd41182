// health, bowling and due: the monthly review.
import type { CommandSpec } from './types.js';

export const HEALTH: CommandSpec = {
  name: 'health',
  summary: 'Plan health of a hoshin (objectives, indicators, tasks)',
  details:
    'The percentages the service keeps on the hoshin (overall, objectives, indicators, tasks) with\n' +
    'the neglected and blind objectives and the outdated indicators and tasks known here.',
  arguments: [{ name: '<hoshin-id>', description: 'the hoshin', candidates: { from: 'ids', kind: 'hoshin' } }],
  examples: [
    { command: 'hoshin health 11', says: 'the plan health of hoshin 11' },
    { command: 'hoshin health 11 --json | jq .overall', says: 'the overall percentage' },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('../commands/health/health.js')).run,
};

export const BOWLING: CommandSpec = {
  name: 'bowling',
  summary: 'Bowling chart: indicators x months, met or missed',
  details:
    "Each cell is the month's value (the latest dated in it) against its goal: + met, x below it,\n" +
    'with its progress in percent: progress = (value − worst) / (goal − worst), 0% at the worst value\n' +
    'and 100% at the goal (n/a where the goal equals the worst value). A month without a value: . not\n' +
    'known here (the service cannot list values), ! not recorded (its update passed), blank when no\n' +
    'update was due or it is not due yet. The 12 months ending with the current one unless told.',
  arguments: [
    {
      name: '<hoshin|area|objective>',
      description: 'what the chart covers',
      candidates: { from: 'kinds', only: ['hoshin', 'area', 'objective'] },
    },
    { name: '<id>', description: 'its id', candidates: { from: 'ids-of', argument: '<hoshin|area|objective>' } },
  ],
  options: [
    { name: 'months', type: 'string', value: 'N', description: 'how many months (1 to 60, default 12)' },
    { name: 'to', type: 'string', value: 'YYYY-MM', description: 'the last month (default the current one)' },
    { name: 'csv', type: 'boolean', description: 'one row per indicator and month (RFC 4180 quoting)' },
  ],
  examples: [
    { command: 'hoshin bowling hoshin 11', says: 'the last 12 months of hoshin 11' },
    {
      command: 'hoshin bowling objective 61 --to 2026-06 --months 6 --csv > june.csv',
      says: 'half a year of one objective, for a spreadsheet',
    },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('../commands/bowling/bowling.js')).run,
};

export const DUE: CommandSpec = {
  name: 'due',
  summary: 'What is late: indicators to update, tasks past their deadline',
  details:
    'Refreshes the indicators and tasks of every known objective, then lists the indicators whose\n' +
    'update is due, overdue or multioverdue and the open tasks past their deadline, most late first,\n' +
    'and what the service counts that is not known here. Exit 7 when the answer is partial.',
  options: [
    {
      name: 'hoshin',
      type: 'string',
      value: 'ID',
      description: 'only under this hoshin',
      candidates: { from: 'ids', kind: 'hoshin' },
    },
  ],
  examples: [
    { command: 'hoshin due', says: 'everything late in the plans known here' },
    {
      command: 'hoshin due --hoshin 11 --json | jq \'.items | map(select(.kind == "task"))\'',
      says: 'the late tasks of hoshin 11',
    },
  ],
  pages: true,
  waits: true,
  load: async () => (await import('../commands/due/due.js')).run,
};

export const REPORT: CommandSpec = {
  name: 'report',
  summary: 'The review pack: the monthly review as one page to project, print or paste',
  details:
    'Refreshes the indicators and tasks of every known objective under it, then writes one file: the\n' +
    'plan, the month and what is missing here; plan health; the bowling chart; each red indicator with\n' +
    'its countermeasures; what is due and late, by owner. HTML (self-contained: no script, nothing\n' +
    'fetched) or GitHub Markdown. Default file: hoshin-review-<kind>-<id>-<YYYY-MM>.html here; an\n' +
    'existing file is never replaced without --force. The month defaults to the one before this one.',
  arguments: [
    {
      name: '<hoshin|area|objective>',
      description: 'what the pack covers',
      candidates: { from: 'kinds', only: ['hoshin', 'area', 'objective'] },
    },
    { name: '<id>', description: 'its id', candidates: { from: 'ids-of', argument: '<hoshin|area|objective>' } },
  ],
  options: [
    {
      name: 'month',
      type: 'string',
      value: 'YYYY-MM',
      description: 'the month under review (default the previous one)',
    },
    {
      name: 'out',
      type: 'string',
      value: 'FILE',
      description: 'where to write it; - for standard output',
      candidates: { from: 'files' },
    },
    {
      name: 'format',
      type: 'string',
      value: 'html|md',
      description: 'html (default; md when FILE ends in .md)',
      candidates: {
        from: 'values',
        values: [
          ['html', 'one self-contained page'],
          ['md', 'GitHub-flavoured Markdown tables'],
        ],
      },
    },
    { name: 'force', type: 'boolean', description: 'replace FILE when it exists' },
  ],
  examples: [
    { command: 'hoshin report hoshin 11', says: 'hoshin-review-hoshin-11-<last month>.html in this directory' },
    {
      command: 'hoshin report area 21 --month 2026-10 --format md --out - | pbcopy',
      says: "one area's October as Markdown, for a wiki page",
    },
  ],
  waits: true,
  load: async () => (await import('../commands/report/report.js')).run,
};
