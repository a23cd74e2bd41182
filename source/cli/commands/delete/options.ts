import { defineOptions } from '../../specs/options.js';

export const DELETE_OPTIONS = defineOptions([{ name: 'yes', type: 'boolean', short: 'y', description: 'delete without asking' }]);
