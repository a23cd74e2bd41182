// The overall deadline of a request as a person gives it: --timeout SECONDS or HOSHIN_TIMEOUT.
import { refusal } from '../core/refusal.js';

/** How long a request may take in all when neither --timeout nor HOSHIN_TIMEOUT says. */
export const DEFAULT_TIMEOUT_SECONDS = 60;
// A day: anything longer is a typo (milliseconds given as seconds), not a wish.
const MAX_TIMEOUT_SECONDS = 86_400;

/** Seconds as typed ("60", "2.5") to milliseconds; anything else is a usage error naming where it came from. */
export function parseTimeoutSeconds(text: string, where: string): number {
  const seconds = /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(seconds > 0) || seconds > MAX_TIMEOUT_SECONDS || Math.round(seconds * 1000) < 1) {
    throw refusal(where, text, 'is not a number of seconds', [`Give seconds above 0 and at most ${MAX_TIMEOUT_SECONDS}, as in 30 or 2.5.`]);
  }
  return Math.round(seconds * 1000);
}
