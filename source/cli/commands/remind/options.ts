import { defineOptions } from '../../specs/options.js';

export const REMIND_OPTIONS = defineOptions([
  {
    name: 'hoshin',
    type: 'string',
    value: 'ID',
    description: 'the plan whose reminders these are (required)',
    candidates: { from: 'ids', kind: 'hoshin' },
  },
  { name: 'days', type: 'string', value: 'N', description: 'what falls due within N days (default 7)' },
  { name: 'owner', type: 'string', value: 'NAME|me', description: "only this owner's part; me: the person of hoshin profile me EMAIL" },
  {
    name: 'format',
    type: 'string',
    value: 'text|md|html|json',
    description: 'text (default, 80 columns), md, html or json',
    candidates: {
      from: 'values',
      values: [
        ['text', 'plain text, 80 columns, for mail'],
        ['md', 'Markdown'],
        ['html', 'one HTML page'],
        ['json', 'the figures, unrounded'],
      ],
    },
  },
]);
