// A day that has not come and is nobody's scheduled update in the demo plan: its monthly and
// quarterly indicators are due on a month's last day, and a value typed early for that day is
// taken (value-day.ts), so the day before a month's end "tomorrow" would be taken, not refused.
import { addDays, endOfMonth } from '../../source/domain/dates.js';

export function unscheduledFutureDay(today: string): string {
  const tomorrow = addDays(today, 1);
  return tomorrow === endOfMonth(today) ? addDays(today, 2) : tomorrow;
}
