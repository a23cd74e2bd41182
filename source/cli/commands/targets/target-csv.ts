// `indicator_id,day,goal` rows, checked whole before anything is sent. Pure.
import { readCsvRecords, separatorWords } from '../../csv-dialect.js';
import { dayCell, indicatorIdCell, numberCell } from '../../history-cells.js';
import type { TargetRow } from '../../../usecases/set-targets.js';

export interface TargetCsvRow extends TargetRow {
  /** Line of the file the row ends on (1-based), for messages. */
  readonly line: number;
}

export type TargetRowsReading =
  { readonly ok: true; readonly rows: readonly TargetCsvRow[] } | { readonly ok: false; readonly errors: readonly string[] };

const COLUMNS = ['indicator_id', 'day', 'goal'] as const;
/** More rows than a year of monthly targets for a large plan needs; a bigger file is a mistake. */
export const MAX_TARGET_ROWS = 10_000;

/** The bytes as UTF-8 text, or why not (a spreadsheet saved as Latin-1 is refused, not guessed). */
export function decodeTargetBytes(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function positionsOf(first: readonly string[]): { positions: readonly number[]; header: boolean } | string {
  const names = first.map((cell) => cell.trim().toLowerCase());
  if (!names.includes('indicator_id')) return { positions: [0, 1, 2], header: false };
  const unknown = names.filter((name) => name !== '' && !(COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return `unknown column ${unknown.map((name) => `"${name}"`).join(', ')} (columns: indicator_id, day, goal)`;
  const missing = COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) return `missing column ${missing.join(', ')}`;
  return { positions: COLUMNS.map((name) => names.indexOf(name)), header: true };
}

export function readTargetRows(text: string): TargetRowsReading {
  const reading = readCsvRecords(text);
  if (!reading.ok) return { ok: false, errors: [reading.error] };
  const { records, separator } = reading;
  if (!records[0]) return { ok: false, errors: ['the file has no rows (columns: indicator_id, day, goal)'] };
  const columns = positionsOf(records[0].record);
  if (typeof columns === 'string') return { ok: false, errors: [`line 1: ${columns} (read as ${separatorWords(separator)})`] };
  const data = columns.header ? records.slice(1) : records;
  if (data.length > MAX_TARGET_ROWS)
    return { ok: false, errors: [`the file has ${data.length} rows; at most ${MAX_TARGET_ROWS} are taken`] };
  const errors: string[] = [];
  const rows: TargetCsvRow[] = [];
  const seen = new Map<string, TargetCsvRow>();
  for (const { record, info } of data) {
    const line = info.lines;
    const [idAt = 0, dayAt = 1, goalAt = 2] = columns.positions;
    const id = indicatorIdCell(record[idAt] ?? '');
    const day = dayCell(record[dayAt] ?? '');
    const goal = numberCell('goal', record[goalAt] ?? '', separator);
    const problems = [id, day, goal].flatMap((cell) => (cell.ok ? [] : [cell.problem]));
    const extra = record.length - Math.max(...columns.positions) - 1;
    if (extra > 0) problems.push(`${extra} cell${extra > 1 ? 's' : ''} more than the columns indicator_id, day, goal`);
    if (!id.ok || !day.ok || !goal.ok || problems.length > 0) {
      errors.push(`line ${line}: ${problems.join('; ')}`);
      continue;
    }
    const row: TargetCsvRow = { line, indicatorId: id.value, day: day.value, goal: goal.value };
    // One target a month: a month is judged against one target, so a second day in it is refused.
    const key = `${row.indicatorId} ${row.day.slice(0, 7)}`;
    const earlier = seen.get(key);
    if (earlier && earlier.day !== row.day) {
      errors.push(
        `line ${line}: indicator ${row.indicatorId} already has the target ${earlier.goal} on ${earlier.day} (line ${earlier.line}) for ${row.day.slice(0, 7)}, and a month has one target`,
      );
      continue;
    }
    if (earlier && earlier.goal !== row.goal) {
      errors.push(
        `line ${line}: indicator ${row.indicatorId} on ${row.day} already has the target ${earlier.goal} on line ${earlier.line}`,
      );
      continue;
    }
    if (earlier) continue; // the same row twice: once is enough
    seen.set(key, row);
    rows.push(row);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
