// Property tests (fast-check) of a number as a person types it: every text is either refused, or
// read as one number that JSON carries exactly and that shows back with the digits typed; and the
// CLI (field=value, record), a CSV cell, the console's forms and its due queue read it alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../source/catalogue/catalogue.js';
import { parseTypedValue, typedDecimalText } from '../../source/catalogue/values.js';
import { readRecordRows } from '../../source/cli/commands/record/record-csv.js';
import { parseDueValue } from '../../source/tui/due/due-walk.js';
import { allValues, validateField } from '../../source/tui/forms/form-derived.js';
import { formReducer, type FormAction } from '../../source/tui/forms/form-reducer.js';
import { createFormState, type FormState } from '../../source/tui/forms/form-state.js';

const VALUE = fieldSpec('indicator_history', 'value')!;

/** Digits grouped by thousands or not, a sign, a fraction: the numbers a person may type, and near misses. */
const typed = fc.oneof(
  // A plain decimal.
  fc
    .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^\d{0,20}$/), fc.constantFrom('', '.'), fc.stringMatching(/^\d{0,20}$/))
    .map((parts) => parts.join('')),
  // Thousands groups, with or without a fraction, sometimes of the wrong size.
  fc
    .tuple(
      fc.constantFrom('', '-'),
      fc.stringMatching(/^[0-9]{1,4}$/),
      fc.array(fc.stringMatching(/^[0-9]{2,4}$/), { minLength: 1, maxLength: 4 }),
      fc.option(fc.stringMatching(/^[0-9]{0,4}$/), { nil: undefined }),
    )
    .map(([sign, lead, groups, fraction]) => `${sign}${lead},${groups.join(',')}${fraction === undefined ? '' : `.${fraction}`}`),
  // A decimal comma, European grouping, exponents, spaces, letters.
  fc.stringMatching(/^-?[0-9]{0,4}[,.][0-9]{0,4}([,.][0-9]{0,3})?$/),
  fc.stringMatching(/^ ?[-+0-9.,eE x]{1,12} ?$/),
);

/** The console's value form with `text` typed into its value field, as a person types it. */
function typedInForm(text: string): FormState {
  const actions: FormAction[] = [
    { type: 'focus', field: 'value' },
    { type: 'edit', key: 'ctrl+u' },
    { type: 'edit', key: { text } },
  ];
  return actions.reduce(
    formReducer,
    createFormState('indicator_history', 'create', undefined, { fields: ['day', 'value'], defaults: { day: '2019-01-31' } }),
  );
}

/** What a typed text reads as: the number, or the refusal. */
function reading(raw: string): { ok: true; value: number } | { ok: false; error: string } {
  const result = parseTypedValue(VALUE, raw);
  if (!result.ok) return { ok: false, error: result.error };
  return typeof result.value === 'number' ? { ok: true, value: result.value } : { ok: false, error: 'empty' };
}

describe('a number as a person types it', () => {
  it('is refused, or is one number that JSON carries exactly and that shows back with the digits typed', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const read = reading(raw);
        if (!read.ok) {
          // A refusal of a text with a comma names what was typed, never the number it might have become.
          if (raw.includes(',') && raw.trim() !== '') expect(read.error, raw).toContain(raw.trim());
          return;
        }
        const shown = typedDecimalText(raw);
        expect(shown, raw).not.toBeNull();
        // The same digits, in the same order: only thousands commas and spaces around are left out.
        expect(shown!.replace(/\D/g, ''), raw).toBe(raw.replace(/\D/g, ''));
        // The same number (a typed -0 is the 0 the service gets).
        expect(Number(shown) === read.value, raw).toBe(true);
        // What is sent is a JSON number that reads back as the same number.
        expect(JSON.parse(JSON.stringify({ value: read.value })).value, raw).toBe(read.value);
        // A comma is only ever a thousands separator, read where it cannot be a decimal comma.
        if (raw.includes(',')) expect(raw.includes('.') || raw.split(',').length > 2, raw).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('names both readings of a comma that could be either, and reads neither', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '-'), fc.integer({ min: 1, max: 999 }), fc.stringMatching(/^[0-9]{3}$/), (sign, lead, group) => {
        const raw = `${sign}${lead},${group}`;
        const read = reading(raw);
        expect(read.ok, raw).toBe(false);
        if (!read.ok) {
          expect(read.error).toContain(`${sign}${lead}${group} (a comma between thousands)`);
          expect(read.error).toContain(`${sign}${lead}.${group} (a decimal comma)`);
        }
      }),
    );
  });

  it('reads the same in a CSV cell, a form field and the due queue as on the command line', () => {
    fc.assert(
      fc.property(
        typed.filter((raw) => !raw.includes('"')),
        (raw) => {
          const read = reading(raw);
          const csv = readRecordRows(`indicator_id,day,value\n101,2019-01-31,"${raw}"\n`);
          const form = typedInForm(raw);
          const formProblem = validateField(
            form,
            form.fields.find((field) => field.spec.name === 'value')!,
          );
          const due = parseDueValue(raw);
          if (read.ok) {
            expect(csv, raw).toEqual({ ok: true, rows: [{ line: 2, indicatorId: 101, day: '2019-01-31', value: read.value }] });
            expect(formProblem, raw).toBeNull();
            expect(allValues(form), raw).toEqual({ day: '2019-01-31', value: read.value });
            expect(due, raw).toEqual({ ok: true, value: read.value });
          } else {
            expect(csv.ok, raw).toBe(false);
            expect(due.ok, raw).toBe(false);
            expect(formProblem, raw).not.toBeNull();
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
