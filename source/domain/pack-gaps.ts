// What the review pack does not know, for its "What is missing" section; unlike coverage it never stops the pack. Pure.
import { readDecimal } from '../catalogue/values.js';
import { counted as plural, monthShort } from './relative-dates.js';

export interface PackGapObjective {
  readonly id: number;
  readonly name: string;
  /** False when only named by a known indicator or task. */
  readonly fetched: boolean;
  readonly blind: boolean | null;
  readonly indicatorsKnown: number;
}

export interface PackGapsInput {
  /** Null when not fetched. */
  readonly hoshin: Readonly<Record<string, unknown>> | null;
  readonly objectives: readonly PackGapObjective[];
  readonly indicatorsKnown: number;
  readonly openTasksKnown: number;
  readonly rows: readonly {
    readonly id: number;
    readonly name: string;
    readonly unknownMonths: readonly string[];
    readonly unrecordedMonths?: readonly string[];
  }[];
}

export type PackGapKind = 'objectives' | 'indicators' | 'tasks' | 'objective' | 'months' | 'counters';

export interface PackGap {
  readonly kind: PackGapKind;
  /** An objective's or an indicator's id, null for the plan as a whole. */
  readonly id: number | null;
  readonly known: number | null;
  readonly counted: number | null;
  readonly months: readonly string[];
  readonly text: string;
}

export interface PackGaps {
  readonly complete: boolean;
  readonly gaps: readonly PackGap[];
  /** Missing on the service, not here: they do not make the pack partial. */
  readonly unrecorded: readonly { readonly id: number; readonly months: readonly string[]; readonly text: string }[];
}

function counter(value: unknown): number | null {
  const number = typeof value === 'number' ? value : readDecimal(value);
  return number !== null && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

function monthName(month: string): string {
  return `${monthShort(month)} ${month.slice(0, 4)}`;
}

function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
}

/** "Nov 2025 to Aug 2026, Oct 2026": runs of consecutive months as ranges. */
export function monthRanges(months: readonly string[]): string {
  const runs: string[][] = [];
  for (const month of months) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last !== undefined && monthIndex(month) === monthIndex(last) + 1) run.push(month);
    else runs.push([month]);
  }
  return runs
    .map((run) =>
      run.length === 1
        ? monthName(run[0] as string)
        : `${monthName(run[0] as string)}${run.length === 2 ? ', ' : ' to '}${monthName(run[run.length - 1] as string)}`,
    )
    .join(', ');
}

export function packGaps(input: PackGapsInput): PackGaps {
  const gaps: PackGap[] = [];
  const gap = (
    kind: PackGapKind,
    id: number | null,
    known: number | null,
    counted: number | null,
    text: string,
    months: readonly string[] = [],
  ) => gaps.push({ kind, id, known, counted, months, text });
  if (input.hoshin === null) gap('counters', null, null, null, "the hoshin's counters were not read: the plan's size is not known");
  else {
    const compare = (kind: 'objectives' | 'indicators' | 'tasks', field: string, known: number, words: string) => {
      const counted = counter(input.hoshin?.[field]);
      if (counted !== null && known < counted)
        gap(kind, null, known, counted, `${known} of the ${plural(counted, words)} the service counts are known here`);
    };
    compare('objectives', 'objectives_count', input.objectives.length, 'objective');
    compare('indicators', 'indicators_count', input.indicatorsKnown, 'indicator');
    compare('tasks', 'tasks_count', input.openTasksKnown, 'open task');
  }
  for (const objective of input.objectives) {
    if (!objective.fetched)
      gap('objective', objective.id, null, null, `objective ${objective.id} is known only by id: its flags and name were not read`);
    else if (objective.blind === false && objective.indicatorsKnown === 0) {
      gap('objective', objective.id, 0, null, `“${objective.name}” has indicators by the service's flag, none known here`);
    }
  }
  for (const row of input.rows) {
    if (row.unknownMonths.length > 0)
      gap('months', row.id, null, null, `“${row.name}”: not known here for ${monthRanges(row.unknownMonths)}`, row.unknownMonths);
  }
  const unrecorded = input.rows.flatMap((row) => {
    const months = row.unrecordedMonths ?? [];
    return months.length === 0
      ? []
      : [{ id: row.id, months, text: `“${row.name}”: not recorded for ${monthRanges(months)} (the update fell due and no value came)` }];
  });
  return { complete: gaps.length === 0, gaps, unrecorded };
}
