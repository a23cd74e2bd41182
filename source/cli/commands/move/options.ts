import { BULK_OPTIONS } from '../../specs/bulk-options.js';

export const MOVE_OPTIONS = BULK_OPTIONS;
