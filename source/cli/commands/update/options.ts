// The options of hoshin update (an update of many: --where); its run reads them typed by these names.
import { BULK_OPTIONS } from '../../specs/bulk-options.js';

export const UPDATE_OPTIONS = BULK_OPTIONS;
