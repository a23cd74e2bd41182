import { VIEW_IMPORT_OPTIONS } from './options.js';
import { defineCommand } from '../../../specs/types.js';

export const VIEW_IMPORT = defineCommand({
  name: 'view import',
  summary: 'Save the views of an exported file: all of them, or none when one is refused',
  details:
    'The file is checked whole first (at most 256 KB and 500 views; each name and query as view save\n' +
    'checks them); a view saved here with another query is refused unless --replace. Importing the\n' +
    'same file again changes nothing.',
  arguments: [{ name: 'FILE|-', description: 'the export, or - for standard input', candidates: { from: 'files' } }],
  options: VIEW_IMPORT_OPTIONS,
  examples: [
    { command: 'hoshin view import team-views.json', says: "the team's views, on this profile" },
    { command: 'hoshin view import team-views.json --replace', says: "the file's query wins where a name is taken" },
  ],
  load: async () => (await import('./import.js')).run,
});
