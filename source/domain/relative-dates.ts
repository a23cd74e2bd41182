// Dates as people say them: "in 3 days", "slipped 14 days", "March 2026". Pure.
import { dayNumber, readDay } from './dates.js';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function counted(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Whole days from `today` to `day`: negative in the past. */
export function daysFrom(today: string, day: string): number {
  return dayNumber(day) - dayNumber(today);
}

/** A span of days in the unit a person would use. */
export function spanWords(days: number): string {
  const span = Math.abs(days);
  if (span < 14) return counted(span, 'day');
  if (span < 45) return counted(Math.round(span / 7), 'week');
  if (span < 730) return counted(Math.round(span / 30.44), 'month');
  return counted(Math.round(span / 365.25), 'year');
}

/** "today", "tomorrow", "yesterday", "in 3 days", "2 months ago". */
export function relativeDay(day: string, today: string): string {
  const days = daysFrom(today, day);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${spanWords(days)}` : `${spanWords(days)} ago`;
}

/** A date the service sent (a day or an instant), relative to today; null when unreadable. */
export function relativeDate(value: unknown, today: string): string | null {
  const day = readDay(value);
  return day === null ? null : relativeDay(day, today);
}

/** "slipped 14 days", "brought forward 3 days"; null when it did not move or either date is unknown. */
export function slipText(deadline: unknown, originalDeadline: unknown): string | null {
  const now = readDay(deadline);
  const first = readDay(originalDeadline);
  if (now === null || first === null) return null;
  const days = dayNumber(now) - dayNumber(first);
  if (days === 0) return null;
  return days > 0 ? `slipped ${counted(days, 'day')}` : `brought forward ${counted(-days, 'day')}`;
}

/** "2026-03" -> "March 2026". */
export function monthTitle(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTH_NAMES[index] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** "2026-03" -> "Mar". */
export function monthShort(month: string): string {
  return (MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)).slice(0, 3);
}

/** "just now", "3 min ago", "2 h ago", "4 days ago": the age of something fetched at `since` (epoch ms). */
export function ageText(since: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - since) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** "2026-11-27 10:19 UTC (3 h ago)"; null when the text is no moment (the caller shows it as sent). */
export function momentWords(value: unknown, now: number): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const utc = new Date(ms).toISOString();
  return `${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC (${ageText(ms, now)})`;
}
