import { INDEX_EXPORT } from './export/spec.js';
import { INDEX_IMPORT } from './import/spec.js';
import { INDEX_STATS } from './stats/spec.js';
import { defineCommand } from '../../specs/types.js';

export const INDEX = defineCommand({
  name: 'index',
  summary: 'Export, import and count the local index of known resources',
  subcommands: [INDEX_EXPORT, INDEX_IMPORT, INDEX_STATS],
  examples: [...INDEX_EXPORT.examples.slice(0, 1), ...INDEX_IMPORT.examples.slice(0, 1)],
  pages: true,
});
