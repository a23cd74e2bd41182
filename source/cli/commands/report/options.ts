import { defineOptions } from '../../specs/options.js';
import { fileOption, MONTH_OPTION, WHERE_OPTION } from '../../specs/arguments.js';

export const REPORT_OPTIONS = defineOptions([
  MONTH_OPTION,
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
