import { defineOptions } from '../../specs/options.js';
import { WHERE_OPTION } from '../../specs/arguments.js';

export const DUE_OPTIONS = defineOptions([
  { name: 'hoshin', type: 'string', value: 'ID', description: 'only under this hoshin', candidates: { from: 'ids', kind: 'hoshin' } },
  WHERE_OPTION,
]);
