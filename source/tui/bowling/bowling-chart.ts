// The chart a bowling overlay shows, from the index as it is now, and the months it covers.
import { monthsEnding } from '../../domain/bowling.js';
import { chartOf } from '../../usecases/review-queries.js';
import type { Session } from '../../usecases/session.js';
import type { BowlingOverlay } from './bowling-overlay.js';

/** Months on the console's chart: a plan year, ending with the current month. */
const CHART_MONTHS = 12;

export function overlayChart(session: Session, overlay: BowlingOverlay, today?: string) {
  return chartOf(session.index, overlay.scope, overlay.months, today);
}

/** The chart's months: the CHART_MONTHS calendar months ending with today's. */
export const monthsEndingToday = (today: string): string[] => monthsEnding(today.slice(0, 7), CHART_MONTHS);
