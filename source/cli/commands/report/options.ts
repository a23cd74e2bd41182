import { defineOptions } from '../../specs/options.js';
import { fileOption, WHERE_OPTION } from '../../specs/arguments.js';

export const REPORT_OPTIONS = defineOptions([
  { name: 'month', type: 'string', value: 'YYYY-MM', description: 'the month under review (default the previous one)' },
  fileOption('out', 'where to write it; - for standard output'),
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
  WHERE_OPTION,
]);
