// Calendar arithmetic on "YYYY-MM-DD" strings in UTC, as the service's Date columns behave.

/** The UTC calendar day of an epoch-ms instant. */
export function dayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** ISO datetime with milliseconds and Z, the shape the service's datetime columns take. */
export function instantOf(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

function parts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

function format(year: number, month: number, date: number): string {
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return format(y, m, d + days);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28), like Ruby's Date#>>. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Last day of the month `monthsFromNow` months away from `day`'s month. */
export function endOfMonth(day: string, monthsFromNow = 0): string {
  const [y, m] = parts(day);
  const index = y * 12 + (m - 1) + monthsFromNow;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, daysInMonth(year, month));
}

export type Frequency = 'weekly' | 'monthly' | 'quarterly';

/** One reporting period after `day`. */
export function advanceByFrequency(day: string, frequency: Frequency): string {
  switch (frequency) {
    case 'weekly':
      return addDays(day, 7);
    case 'monthly':
      return addMonths(day, 1);
    case 'quarterly':
      return addMonths(day, 3);
  }
}
