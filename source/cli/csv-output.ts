// Comma-separated values with RFC 4180 quoting: a field holding a comma, a double quote, CR or LF
// is quoted, its quotes doubled. Lines end with LF (csv-stringify's default), which spreadsheets
// and Unix tools both read.
export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and one row per record, every row ending with a line break. */
export function formatCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\n`).join('');
}
