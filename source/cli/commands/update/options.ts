import { BULK_OPTIONS } from '../../specs/bulk-options.js';

export const UPDATE_OPTIONS = BULK_OPTIONS;
