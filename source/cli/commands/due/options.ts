// The options of hoshin due; its run reads them typed by these names.
import { defineOptions } from '../../specs/options.js';
import { WHERE_OPTION } from '../../where.js';

export const DUE_OPTIONS = defineOptions([
  {
    name: 'hoshin',
    type: 'string',
    value: 'ID',
    description: 'only under this hoshin',
    candidates: { from: 'ids', kind: 'hoshin' },
  },
  WHERE_OPTION,
]);
