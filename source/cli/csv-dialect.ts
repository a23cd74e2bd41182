// A spreadsheet export's separator and numbers: in a semicolon file (decimal comma) `12,5` is 12.5
// whatever the locale; `1.234` there is refused naming both readings. Pure.

import { parse } from 'csv-parse/sync';

export type CsvSeparator = ',' | ';';

/** The separator of the file's first line: the semicolon when it holds more of them than commas, outside quotes. */
export function csvSeparator(text: string): CsvSeparator {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const character of first) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === ',') commas += 1;
    else if (!quoted && character === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A semicolon file's number cell for typed-number.ts: the comma becomes a point; `1.234` is refused. */
export function semicolonFileNumber(
  cell: string,
): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string } {
  const decimalComma = /^(-?\d+),(\d+)$/.exec(cell);
  if (decimalComma) return { ok: true, text: `${decimalComma[1] ?? ''}.${decimalComma[2] ?? ''}` };
  const grouped = /^(-?[1-9]\d{0,2})\.(\d{3})$/.exec(cell);
  if (grouped) {
    const thousands = `${grouped[1] ?? ''}${grouped[2] ?? ''}`;
    return {
      ok: false,
      problem: `"${cell}" could be ${thousands} (a point between thousands) or ${cell} (a decimal point); write ${thousands} or ${cell.replace('.', ',')}`,
    };
  }
  return { ok: true, text: cell };
}

/** Says which separator was read, for a refusal of the whole file. */
export function separatorWords(separator: CsvSeparator): string {
  return separator === ';' ? 'cells separated by semicolons, decimal commas' : 'cells separated by commas, decimal points';
}

/** A record of a spreadsheet export with the line it ends on (1-based; a record spans lines only inside quotes). */
export interface CsvRecord {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/** The records of a spreadsheet export read with its own separator, or the refusal of the whole file. */
export function readCsvRecords(
  text: string,
): { readonly ok: true; readonly records: CsvRecord[]; readonly separator: CsvSeparator } | { readonly ok: false; readonly error: string } {
  const separator = csvSeparator(text);
  try {
    const options = { delimiter: separator, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true };
    return { ok: true, records: parse(text, options) as unknown as CsvRecord[], separator };
  } catch (error) {
    return { ok: false, error: `the file is not readable CSV (read as ${separatorWords(separator)}): ${(error as Error).message}` };
  }
}
