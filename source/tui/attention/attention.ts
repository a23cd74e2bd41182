// "What needs attention" (`a`): the known items behind a hoshin's health counters, grouped. Pure.
import type { Resource } from '../../core/resource.js';
import { readDay } from '../../domain/dates.js';
import { indicatorFigures } from '../../domain/indicator.js';
import { relativeDay } from '../../domain/relative-dates.js';
import { statusOf } from '../../domain/task.js';
import type { HealthItems } from '../../usecases/review-queries.js';
import { titleOf } from '../tree/tree-shape.js';

type AttentionSection = 'neglected' | 'blind' | 'indicators' | 'tasks';

export const ATTENTION_TITLES: Readonly<Record<AttentionSection, string>> = {
  neglected: 'Neglected objectives: indicators below the goal and no active task',
  blind: 'Blind objectives: no indicators',
  indicators: 'Outdated indicators: the update is late',
  tasks: 'Outdated tasks: past their deadline',
};

interface AttentionRow {
  readonly section: AttentionSection;
  readonly kind: 'objective' | 'indicator' | 'task';
  readonly id: number;
  readonly name: string;
  /** Why it is here, in words: "update due 2 weeks ago (overdue)". */
  readonly detail: string;
  readonly responsibleId: number | null;
  readonly companyId: number | null;
}

function row(section: AttentionSection, kind: AttentionRow['kind'], resource: Resource, detail: string): AttentionRow {
  return {
    section,
    kind,
    id: resource.id,
    name: titleOf(kind, resource, resource.id),
    detail,
    responsibleId: typeof resource.responsible_id === 'number' ? resource.responsible_id : null,
    companyId: typeof resource.company_id === 'number' ? resource.company_id : null,
  };
}

/** The latest first: the day that was missed longest ago leads; a day not known goes last. */
function byLateness<T>(items: readonly T[], dayOf: (item: T) => string | null): T[] {
  return items
    .map((item, order) => ({ item, order, day: dayOf(item) }))
    .sort((a, b) => (a.day ?? '9999-99-99').localeCompare(b.day ?? '9999-99-99') || a.order - b.order)
    .map(({ item }) => item);
}

export function attentionRows(items: HealthItems, today: string): AttentionRow[] {
  return [
    ...items.neglected.map((objective) => row('neglected', 'objective', objective, '')),
    ...items.blind.map((objective) => row('blind', 'objective', objective, '')),
    ...byLateness(items.outdatedIndicators, (indicator) => indicatorFigures(indicator, today).nextUpdate).map((indicator) => {
      const figures = indicatorFigures(indicator, today);
      const when = figures.nextUpdate === null ? '' : `update due ${relativeDay(figures.nextUpdate, today)} `;
      return row('indicators', 'indicator', indicator, `${when}(${figures.updateStatus ?? 'overdue'})`);
    }),
    ...byLateness(items.outdatedTasks, (task) => readDay(task.deadline)).map((task) => {
      const deadline = readDay(task.deadline);
      // The lateness first: a narrow row gives way from the detail's end (the status), and cuts the name before the lateness.
      return row('tasks', 'task', task, `deadline ${deadline === null ? 'unknown' : relativeDay(deadline, today)}, ${statusOf(task)}`);
    }),
  ];
}

/** "1 neglected, 2 blind, 3 late indicators, 1 late task known here". */
export function attentionSummary(rows: readonly AttentionRow[]): string {
  const count = (section: AttentionSection) => rows.filter((r) => r.section === section).length;
  const late = (section: AttentionSection, noun: string) => `${count(section)} late ${noun}${count(section) === 1 ? '' : 's'}`;
  return `${count('neglected')} neglected, ${count('blind')} blind, ${late('indicators', 'indicator')}, ${late('tasks', 'task')} known here`;
}

type AttentionLine =
  | { readonly type: 'heading'; readonly section: AttentionSection }
  | { readonly type: 'row'; readonly row: AttentionRow; readonly index: number };

/** The rows with a heading before each section. */
export function attentionLines(rows: readonly AttentionRow[]): AttentionLine[] {
  const lines: AttentionLine[] = [];
  rows.forEach((row, index) => {
    if (index === 0 || rows[index - 1]?.section !== row.section) lines.push({ type: 'heading', section: row.section });
    lines.push({ type: 'row', row, index });
  });
  return lines;
}
