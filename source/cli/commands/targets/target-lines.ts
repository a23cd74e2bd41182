// This month's and next month's target of an indicator, as `hoshin get indicator` adds them after its fields.
import type { Resource } from '../../../core/resource.js';
import { monthTarget, monthTargetText, nextMonth } from '../../../domain/targets.js';
import type { LocalIndex } from '../../../index/model.js';

export function targetLines(index: LocalIndex, indicator: Resource, today: string): string {
  const histories = index.children('indicator', indicator.id, 'indicator_history').map((entry) => entry.resource ?? { id: entry.id });
  const thisMonth = today.slice(0, 7);
  return (
    `This month's target: ${monthTargetText(monthTarget(indicator, histories, thisMonth))}\n` +
    `Next month's target: ${monthTargetText(monthTarget(indicator, histories, nextMonth(thisMonth)))}\n`
  );
}
