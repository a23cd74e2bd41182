// HOSHIN_JOURNAL_DAYS: whole days from 1, since a tiny or zero value would empty the journal undo rests on.
import { HoshinError } from '../core/errors.js';

/** The longest a journal is kept: a century; more is a typo (seconds or a date given as days). */
export const MAX_JOURNAL_DAYS = 36_500;

/** The days given, or undefined when unset or empty (the default applies); anything else is refused. */
export function parseJournalDays(text: string | undefined, where = 'HOSHIN_JOURNAL_DAYS'): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const days = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (days >= 1 && days <= MAX_JOURNAL_DAYS) return days;
  throw new HoshinError(
    'usage',
    `${where} must be a whole number of days from 1 to ${MAX_JOURNAL_DAYS} (how long the journal of changes keeps them), got "${text}"; nothing was changed or sent`,
  );
}
