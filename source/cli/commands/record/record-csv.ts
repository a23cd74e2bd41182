// `indicator_id,day,value[,comment]` rows, checked whole before anything is sent. Pure.
import { futureDayProblem } from '../../../domain/value-day.js';
import { readCsvRecords, separatorWords } from '../../csv-dialect.js';
import { commentProblem, dayCell, indicatorIdCell, numberCell } from '../../history-cells.js';

export interface RecordRow {
  /** Line of the file the row starts on (1-based), for messages. */
  readonly line: number;
  readonly indicatorId: number;
  readonly day: string;
  readonly value: number;
  readonly comment?: string;
}

export type RecordRowsReading =
  { readonly ok: true; readonly rows: readonly RecordRow[] } | { readonly ok: false; readonly errors: readonly string[] };

const COLUMNS = ['indicator_id', 'day', 'value', 'comment'] as const;

/** Column positions from a header row, or the documented order when the first row is data. */
function columnsOf(first: readonly string[]): { positions: Record<(typeof COLUMNS)[number], number>; header: boolean } | string {
  const names = first.map((cell) => cell.trim().toLowerCase());
  if (!names.includes('indicator_id')) return { positions: { indicator_id: 0, day: 1, value: 2, comment: 3 }, header: false };
  const unknown = names.filter((name) => name !== '' && !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0)
    return `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')} (columns: indicator_id, day, value, comment)`;
  const missing = COLUMNS.slice(0, 3).filter((name) => !names.includes(name));
  if (missing.length > 0) return `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
  const position = (name: string) => names.indexOf(name);
  return {
    positions: { indicator_id: position('indicator_id'), day: position('day'), value: position('value'), comment: position('comment') },
    header: true,
  };
}

const NEWLINE = 0x0a;

/** The text, or the lines that are not UTF-8 (no newline byte occurs inside a UTF-8 sequence). */
export function decodeCsvBytes(
  bytes: Uint8Array,
): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly errors: readonly string[] } {
  const strict = new TextDecoder('utf-8', { fatal: true });
  try {
    return { ok: true, text: strict.decode(bytes) };
  } catch {
    // Found below, line by line.
  }
  const bad: number[] = [];
  let start = 0;
  let line = 1;
  while (start <= bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end));
    } catch {
      bad.push(line);
    }
    start = end + 1;
    line += 1;
  }
  const shown = bad.slice(0, 5).map((number) => `line ${number}: is not UTF-8 text`);
  if (bad.length > shown.length) shown.push(`and ${bad.length - shown.length} more lines that are not UTF-8`);
  shown.push('save the file as CSV UTF-8 and try again');
  return { ok: false, errors: shown };
}

export interface RecordRowsOptions {
  /** With today, a row for a later day is refused by its line unless allowFuture. */
  readonly today?: string;
  readonly allowFuture?: boolean;
}

export function readRecordRows(text: string, options: RecordRowsOptions = {}): RecordRowsReading {
  const reading = readCsvRecords(text);
  if (!reading.ok) return { ok: false, errors: [reading.error] };
  const { records, separator } = reading;
  if (!records[0]) return { ok: false, errors: ['the file has no rows (columns: indicator_id, day, value, comment)'] };
  const columns = columnsOf(records[0].record);
  if (typeof columns === 'string') return { ok: false, errors: [`line 1: ${columns} (read as ${separatorWords(separator)})`] };
  const errors: string[] = [];
  const rows: RecordRow[] = [];
  const seen = new Map<string, RecordRow>();
  for (const { record, info } of columns.header ? records.slice(1) : records) {
    // info.lines is the line the record ends on; a record spans lines only inside quotes.
    const line = info.lines;
    const cell = (name: (typeof COLUMNS)[number]) => {
      const position = columns.positions[name];
      return position < 0 ? '' : (record[position] ?? '');
    };
    const problems: string[] = [];
    const id = indicatorIdCell(cell('indicator_id'));
    if (!id.ok) problems.push(id.problem);
    const day = dayCell(cell('day'));
    if (!day.ok) problems.push(day.problem);
    else if (options.today !== undefined && !options.allowFuture) {
      const future = futureDayProblem(day.value, options.today);
      if (future !== undefined) problems.push(`day ${future} (--allow-future takes it)`);
    }
    const value = numberCell('value', cell('value'), separator);
    if (!value.ok) problems.push(value.problem);
    const comment = cell('comment');
    const commentCheck = commentProblem(comment);
    if (commentCheck !== undefined) problems.push(commentCheck);
    const extra = record.length - Math.max(...Object.values(columns.positions)) - 1;
    if (extra > 0) problems.push(`${extra} cell${extra > 1 ? 's' : ''} more than the columns (quote a comment that holds a comma)`);
    if (!id.ok || !day.ok || !value.ok || problems.length > 0) {
      errors.push(`line ${line}: ${problems.join('; ')}`);
      continue;
    }
    const row: RecordRow = { line, indicatorId: id.value, day: day.value, value: value.value, ...(comment === '' ? {} : { comment }) };
    const key = `${row.indicatorId} ${row.day}`;
    const earlier = seen.get(key);
    if (earlier && earlier.value !== row.value) {
      errors.push(`line ${line}: indicator ${row.indicatorId} on ${row.day} already has ${earlier.value} on line ${earlier.line}`);
      continue;
    }
    if (earlier) continue; // the same row twice: once is enough
    seen.set(key, row);
    rows.push(row);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
