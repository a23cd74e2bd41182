import { REPORT_OPTIONS } from './options.js';
import { scopeArguments } from '../../specs/arguments.js';
import { defineCommand } from '../../specs/types.js';

export const REPORT = defineCommand({
  name: 'report',
  summary: 'The review pack: the monthly review as one page to project, print or paste',
  details:
    'Refreshes the indicators and tasks of every known objective under it, then writes one file: the\n' +
    'plan, the month and what is missing here; plan health; the bowling chart; each red indicator with\n' +
    'its countermeasures; what is due and late, by owner. HTML (self-contained: no script, nothing\n' +
    'fetched) or GitHub Markdown. Default file: hoshin-review-<kind>-<id>-<YYYY-MM>.html here; an\n' +
    'existing file is never replaced without --force. The month defaults to the one before this one.',
  arguments: scopeArguments('what the pack covers'),
  examples: [
    { command: 'hoshin report hoshin 11', says: 'hoshin-review-hoshin-11-<last month>.html in this directory' },
    {
      command: 'hoshin report area 21 --month 2026-10 --format md --out - | pbcopy',
      says: "one area's October as Markdown, for a wiki page",
    },
  ],
  waits: true,
  options: REPORT_OPTIONS,
  parsing: 'query-terms',
  load: async () => (await import('./report.js')).run,
});
