import { INDICATOR_ARGUMENT } from '../../specs/arguments.js';
import { defineCommand } from '../../specs/types.js';

export const HISTORY = defineCommand({
  name: 'history',
  summary: 'History values of an indicator known locally (offline)',
  details: 'Prints the values the local index knows, by day; does not contact the service.',
  arguments: [INDICATOR_ARGUMENT],
  examples: [
    { command: 'hoshin history 101', says: 'the values of indicator 101 known here' },
    { command: "hoshin history 101 --json | jq -r '.[] | [.day, .value] | @csv'", says: 'day and value, for a spreadsheet' },
  ],
  pages: true,
  load: async () => (await import('./history.js')).run,
});
