import { defineOptions } from '../../specs/options.js';

export const CREATE_OPTIONS = defineOptions([
  {
    name: 'parent',
    type: 'string',
    value: 'ID',
    description: 'the id of the parent (an objective for a task)',
    candidates: { from: 'parent-ids-of', argument: '<kind>' },
  },
  {
    name: 'again',
    type: 'boolean',
    description: 'create it even where one of the same name is there already (a run again otherwise makes nothing new)',
  },
]);
