// The options of hoshin move (a move of many: --where); its run reads them typed by these names.
import { BULK_OPTIONS } from '../../specs/bulk-options.js';

export const MOVE_OPTIONS = BULK_OPTIONS;
