import { VIEW_DELETE } from './delete/spec.js';
import { VIEW_EXPORT } from './export/spec.js';
import { VIEW_IMPORT } from './import/spec.js';
import { VIEW_LIST } from './list/spec.js';
import { VIEW_SAVE } from './save/spec.js';
import { defineCommand } from '../../specs/types.js';

export const VIEW = defineCommand({
  name: 'view',
  summary: 'Saved views: a name for a query, @NAME anywhere a query goes',
  subcommands: [VIEW_SAVE, VIEW_LIST, VIEW_DELETE, VIEW_EXPORT, VIEW_IMPORT],
  examples: [...VIEW_SAVE.examples.slice(0, 1), ...VIEW_LIST.examples.slice(0, 1)],
});
