// Reading the month's values from a spreadsheet export: everything checked before anything is sent.
import { describe, expect, it } from 'vitest';
import { readRecordRows } from '../../source/cli/commands/record/record-csv.js';
import { readTargetRows } from '../../source/cli/commands/targets/target-csv.js';

describe('readRecordRows', () => {
  it('reads rows with or without a header, in any column order, with quoted comments', () => {
    expect(readRecordRows('101,2026-10-31,55\n102,2026-10-31,"4,500.5","late, again"\n')).toEqual({
      ok: true,
      rows: [
        { line: 1, indicatorId: 101, day: '2026-10-31', value: 55 },
        { line: 2, indicatorId: 102, day: '2026-10-31', value: 4500.5, comment: 'late, again' },
      ],
    });
    const withHeader = readRecordRows('\ufeffday,value,indicator_id,comment\n2026-10-31,-3.5,101,\n');
    expect(withHeader).toEqual({ ok: true, rows: [{ line: 2, indicatorId: 101, day: '2026-10-31', value: -3.5 }] });
  });

  it('refuses every bad row by its line, and the same day twice with two values', () => {
    const reading = readRecordRows(
      'indicator_id,day,value\n101,2026-10-31,55\nabc,2026-13-01,\n102,2026-10-31,1e400x\n101,2026-10-31,56\n101,2026-10-31,55\n',
    );
    expect(reading).toEqual({
      ok: false,
      errors: [
        'line 3: indicator_id must be a positive whole number, got "abc"; day must be a date YYYY-MM-DD, got "2026-13-01"; value is missing',
        'line 4: value must be a number, got "1e400x"',
        'line 5: indicator 101 on 2026-10-31 already has 55 on line 2',
      ],
    });
  });

  it('reads a semicolon file (Excel in most of Europe) with its decimal commas, and says how it read a file it refuses', () => {
    expect(readRecordRows('\ufeffindicator_id;day;value;comment\n101;2026-10-31;55,5;"late; again, sorry"\n102;2026-10-31;-3;\n')).toEqual({
      ok: true,
      rows: [
        { line: 2, indicatorId: 101, day: '2026-10-31', value: 55.5, comment: 'late; again, sorry' },
        { line: 3, indicatorId: 102, day: '2026-10-31', value: -3 },
      ],
    });
    expect(readRecordRows('101;2026-10-31;4.5\n102;2026-10-31;1.234\n')).toEqual({
      ok: false,
      errors: ['line 2: value "1.234" could be 1234 (a point between thousands) or 1.234 (a decimal point); write 1234 or 1,234'],
    });
    expect(readRecordRows('indicator_id;day;amount\n')).toEqual({
      ok: false,
      errors: [
        'line 1: unknown column "amount" (columns: indicator_id, day, value, comment) (read as cells separated by semicolons, decimal commas)',
      ],
    });
  });

  it('refuses an unknown column, a missing one, extra cells and an empty file', () => {
    expect(readRecordRows('indicator_id,day,amount\n')).toEqual({
      ok: false,
      errors: [
        'line 1: unknown column "amount" (columns: indicator_id, day, value, comment) (read as cells separated by commas, decimal points)',
      ],
    });
    expect(readRecordRows('indicator_id,value\n')).toEqual({
      ok: false,
      errors: ['line 1: missing column day (read as cells separated by commas, decimal points)'],
    });
    expect(readRecordRows('101,2026-10-31,5,note,extra\n')).toEqual({
      ok: false,
      errors: ['line 1: 1 cell more than the columns (quote a comment that holds a comma)'],
    });
    expect(readRecordRows('\n\n')).toEqual({
      ok: false,
      errors: ['the file has no rows (columns: indicator_id, day, value, comment)'],
    });
  });
});

describe('readTargetRows', () => {
  it('reads a semicolon file of targets with decimal commas', () => {
    expect(readTargetRows('indicator_id;day;goal\n101;2027-01-31;87,5\n')).toEqual({
      ok: true,
      rows: [{ line: 2, indicatorId: 101, day: '2027-01-31', goal: 87.5 }],
    });
  });

  it('refuses an unreadable file in the words the record file uses, naming the separator read', () => {
    const text = 'indicator_id;day;goal\n101;2027-01-31;"87,5\n';
    const refusal = readTargetRows(text);
    expect(refusal).toEqual(readRecordRows(text));
    expect(refusal).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^the file is not readable CSV \(read as cells separated by semicolons, decimal commas\): /)],
    });
  });
});
