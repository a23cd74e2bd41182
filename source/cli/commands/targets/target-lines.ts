// This month's and next month's target of an indicator, as `hoshin get indicator` adds them after its fields.
import type { Resource } from '../../../core/resource.js';
import { monthTarget, monthTargetText, nextMonth } from '../../../domain/targets.js';
import type { LocalIndex } from '../../../index/model.js';
import { proseLines } from '../../terminal/footnote.js';

/** The two sentences wrapped to `width` (80 when piped), continuations indented, as `hoshin targets` words them. */
export function targetLines(index: LocalIndex, indicator: Resource, today: string, width: number): string {
  const histories = index.children('indicator', indicator.id, 'indicator_history').map((entry) => entry.resource ?? { id: entry.id });
  const thisMonth = today.slice(0, 7);
  const lines = [
    ...proseLines(`This month's target: ${monthTargetText(monthTarget(indicator, histories, thisMonth))}`, width, '', '  '),
    ...proseLines(`Next month's target: ${monthTargetText(monthTarget(indicator, histories, nextMonth(thisMonth)))}`, width, '', '  '),
  ];
  return `${lines.join('\n')}\n`;
}
