// HOSHIN_JOURNAL_DAYS: a whole number of days from 1, or refused; 0.0001 once emptied the journal.
import { describe, expect, it } from 'vitest';
import { MAX_JOURNAL_DAYS, parseJournalDays } from '../../source/config/journal-days.js';

describe('HOSHIN_JOURNAL_DAYS as given', () => {
  it('takes a whole number of days from 1, spaces around it allowed', () => {
    expect(parseJournalDays('1')).toBe(1);
    expect(parseJournalDays(' 30 ')).toBe(30);
    expect(parseJournalDays(String(MAX_JOURNAL_DAYS))).toBe(MAX_JOURNAL_DAYS);
  });

  it('leaves the default to the caller when unset or empty', () => {
    expect(parseJournalDays(undefined)).toBeUndefined();
    expect(parseJournalDays('')).toBeUndefined();
  });

  it('refuses anything else, naming the variable, what it takes and what it got', () => {
    for (const text of [
      '0.0001',
      '0',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '90d',
      String(MAX_JOURNAL_DAYS + 1),
      '99999999999999999999',
      'Infinity',
      '0x10',
    ])
      expect(() => parseJournalDays(text), text).toThrow(
        `HOSHIN_JOURNAL_DAYS must be a whole number of days from 1 to 36500 (how long the journal of changes keeps them), got "${text}"; nothing was changed or sent`,
      );
  });
});
