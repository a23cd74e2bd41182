import { defineOptions } from '../../../specs/options.js';

export const VIEW_IMPORT_OPTIONS = defineOptions([
  { name: 'replace', type: 'boolean', description: "take the file's query for a view saved here with another" },
]);
