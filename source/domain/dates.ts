// Calendar-day arithmetic on `YYYY-MM-DD`; days are UTC midnights, so no time zone can shift a date. Pure.
import { isValidDate } from '../catalogue/values.js';

const MS_PER_DAY = 86_400_000;

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** The calendar day (in the machine's local zone) of an instant: what an operator calls "today". */
export function localDay(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Days since 1970-01-01 of a valid `YYYY-MM-DD`; throws on anything else (callers validate first). */
export function dayNumber(day: string): number {
  if (!isValidDate(day)) throw new Error(`not a date: ${day}`);
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY;
}

export function dayFromNumber(days: number): string {
  const d = new Date(days * MS_PER_DAY);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Reads a date the service sent (tolerating a time after it); null when absent or malformed. */
export function readDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  return isValidDate(day) ? day : null;
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(dayNumber(day) + days);
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29), as Ruby's Date#>> does. */
export function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const dayOfMonth = Math.min(Number(day.slice(8, 10)), lastDay);
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(dayOfMonth)}`;
}

export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The UTC calendar day of an instant: what the service's Date columns hold. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function instantOf(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** Last day of the month `monthsFromNow` months away from `day`'s month. */
export function endOfMonth(day: string, monthsFromNow = 0): string {
  const first = addMonths(`${day.slice(0, 7)}-01`, monthsFromNow + 1);
  return addDays(first, -1);
}
