// What the console says when a review view holds only part of the plan. Pure.
import { PALETTE } from '../kernel/shared-keys.js';
import type { Coverage } from '../../usecases/coverage.js';
import { keyOf } from '../kernel/keys.js';

/** How to reach what is not known, in the console's keys. */
function consoleWays(): string {
  const palette = keyOf(PALETTE);
  return `to reach the rest: paste ids or web addresses into ${palette} (e.g. ${palette}objective 12), or hoshin index import FILE`;
}

/** "known here: 1 of 12 indicators, …; the service counts …"; null when the scope is known whole. */
export function partialSentence(coverage: Coverage): string | null {
  if (coverage.complete) return null;
  const pieces: string[] = [];
  for (const hoshin of coverage.hoshins) {
    if (!hoshin.fetched) {
      pieces.push(`hoshin ${hoshin.id} not fetched: its counters are not known`);
      continue;
    }
    const { indicators, openTasks, outdatedIndicators, lateTasks } = hoshin;
    if (
      indicators.counted !== null &&
      indicators.known >= indicators.counted &&
      openTasks.counted !== null &&
      openTasks.known >= openTasks.counted
    )
      continue;
    pieces.push(
      `known here: ${indicators.known} of ${indicators.counted ?? '?'} indicators, ${openTasks.known} of ${openTasks.counted ?? '?'} open tasks of “${hoshin.name}”; ` +
        `the service counts ${outdatedIndicators.counted ?? '?'} outdated indicators and ${lateTasks.counted ?? '?'} late tasks (${outdatedIndicators.known} and ${lateTasks.known} known)`,
    );
  }
  for (const company of coverage.companies) {
    pieces.push(`${company.name} counts ${company.hoshins.counted ?? '?'} hoshins, ${company.hoshins.known} known`);
  }
  if (coverage.unlistedObjectives > 0) pieces.push(`${coverage.unlistedObjectives} objectives could not be listed`);
  if (pieces.length === 0) pieces.push('not all of it is known here');
  return `${pieces.join('; ')}; ${consoleWays()}`;
}

/** The same in a status line's room: "the service counts 2 outdated, 4 late; 1/12 indicators, 1/13 tasks known". */
export function partialShort(coverage: Coverage): string | null {
  if (coverage.complete) return null;
  const hoshins = coverage.hoshins.filter((hoshin) => hoshin.fetched);
  const sum = (pick: (hoshin: (typeof hoshins)[number]) => number | null) =>
    hoshins.reduce((total, hoshin) => total + (pick(hoshin) ?? 0), 0);
  const parts = [
    `the service counts ${sum((h) => h.outdatedIndicators.counted)} outdated, ${sum((h) => h.lateTasks.counted)} late`,
    `${sum((h) => h.indicators.known)}/${sum((h) => h.indicators.counted)} indicators, ${sum((h) => h.openTasks.known)}/${sum((h) => h.openTasks.counted)} tasks known`,
  ];
  if (coverage.companies.length > 0)
    parts.push(`${coverage.companies.length} compan${coverage.companies.length === 1 ? 'y has' : 'ies have'} hoshins not known`);
  return `${parts.join('; ')} · ${keyOf(PALETTE)} takes ids to reach the rest`;
}
