import { HoshinError } from '../core/errors.js';

/** A command-line mistake: exit code 2, one line on stderr. */
export function usageError(message: string): HoshinError {
  return new HoshinError('usage', message);
}
