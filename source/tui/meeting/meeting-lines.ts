// What the review walk shows, as lines with a tone; every text from the service made visible and
// cut to the width. Pure.
import { graphemes, truncateToWidth } from '../../core/cell-text.js';
import { visibleLine } from '../../core/untrusted-text.js';
import { BOWLING_MARKS, cellMark, EMPTY_WORDS } from '../../domain/bowling.js';
import { progressPhrase } from '../../domain/progress.js';
import { monthShort, monthTitle, relativeDay } from '../../domain/relative-dates.js';
import { walkPosition } from '../../domain/review-walk.js';
import { walkTally, type MeetingIndicator, type MeetingTask, type MeetingWalk } from '../../usecases/meeting/walk.js';
import type { PackTask } from '../../usecases/report/pack.js';
import { sparkline } from '../chart/sparkline.js';
import { wrappedRows } from '../kernel/wrapped-rows.js';

const MOST_ROWS = 3;
import type { MeetingState } from './meeting-walk.js';

export type LineTone = 'title' | 'plain' | 'muted' | 'red' | 'green' | 'warn' | 'accent';

interface MeetingLine {
  readonly text: string;
  readonly tone: LineTone;
}

/** What the lines need besides the state: the day, the keys as the feature's bindings name them, the spark glyphs. */
export interface LineContext {
  readonly today: string;
  readonly width: number;
  readonly height: number;
  readonly readOnly: boolean;
  /** The key of an action in the walk, as its binding says (`c`, `enter`). */
  readonly key: (action: string) => string;
  readonly spark?: readonly string[];
  /** Stands for what is left out (`…`, or `...` on an ASCII terminal). */
  readonly ellipsis?: string;
}

const TREND_WORDS = { positive: 'better than', negative: 'worse than', equal: 'the same as' } as const;

const line = (text: string, tone: LineTone = 'plain'): MeetingLine => ({ text, tone });

const safe = (text: string): string => visibleLine(text);

const number = (value: number): string => (Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100));

/** "Review of Hoshin 2026 · October 2026 · 3 of 11". */
export function headerText(state: MeetingState, readOnly: boolean): string {
  const walk = state.walk;
  const plan = walk ? safe(walk.pack.scope.name) : `${state.scope.kind} ${state.scope.id}`;
  const where = walk === null ? 'reading the plan…' : state.position < 0 ? 'opening' : walkPosition(state.position, walk.items.length);
  return `Review of ${plan} · ${monthTitle(state.month)} · ${where}${readOnly ? ' · read-only' : ''}`;
}

function counts(walk: MeetingWalk): string {
  const of = (kind: string) => walk.items.filter((item) => item.item.kind === kind).length;
  const n = walk.items.length;
  return `${n} item${n === 1 ? '' : 's'} to go through: ${of('red')} red, ${of('unrecorded')} never recorded, ${of('late-task')} task${of('late-task') === 1 ? '' : 's'} past the deadline; ${walk.green.length} green on the summary at the end.`;
}

/** Gaps the opening screen lists before it sums up the rest. */
const MOST_GAPS = 5;

function opening(walk: MeetingWalk, context: LineContext): MeetingLine[] {
  const lines = [line(counts(walk))];
  const tally = walkTally(walk);
  if (walk.items.length === 0) lines.push(line(`Nothing to go through: ${context.key('meeting-next')} shows the summary.`));
  else if (tally.unmarked === tally.items)
    lines.push(line(`${context.key('meeting-reviewed')} begins at 1 of ${walk.items.length}.`, 'accent'));
  else
    lines.push(
      line(
        `Resumed: ${tally.reviewed} reviewed, ${tally.escalated} to escalate. ${context.key('meeting-reviewed')} goes on at ${walkPosition(walk.resumeAt, walk.items.length)}.`,
        'accent',
      ),
    );
  const { gaps, unrecorded } = walk.pack.coverage;
  lines.push(line(''), line('What the service counts that is not known here:', 'accent'));
  if (gaps.length === 0)
    lines.push(line('  nothing: every objective, indicator and open task it counts is known here, and each month has its value.'));
  // The plan-wide gaps first (objectives, indicators, tasks), then the months of single indicators.
  const ordered = [...gaps.filter((gap) => gap.kind !== 'months'), ...gaps.filter((gap) => gap.kind === 'months')];
  for (const gap of ordered.slice(0, MOST_GAPS)) lines.push(line(`  - ${safe(gap.text)}`, 'warn'));
  if (ordered.length > MOST_GAPS)
    lines.push(line(`  ${context.ellipsis ?? '…'} and ${ordered.length - MOST_GAPS} more (hoshin report lists them all)`, 'warn'));
  if (unrecorded.length > 0)
    lines.push(
      line(`Not recorded on the service: ${unrecorded.length} indicator${unrecorded.length === 1 ? '' : 's'} (walked after the red).`),
    );
  return lines;
}

function markWords(walk: MeetingWalk, key: string): MeetingLine | null {
  const mark = walk.marks.get(key);
  if (mark === undefined) return null;
  return line(mark === 'reviewed' ? 'Marked reviewed.' : 'Marked to escalate.', mark === 'reviewed' ? 'green' : 'warn');
}

function taskLine(task: PackTask, selected: boolean, today: string): MeetingLine {
  const deadline = task.deadline === null ? 'no deadline' : `deadline ${task.deadline} (${relativeDay(task.deadline, today)})`;
  const owner = task.owner === null ? 'no owner' : safe(task.owner);
  return line(`${selected ? '>' : ' '} ${safe(task.name)} · ${task.status} · ${owner} · ${deadline}`, task.late ? 'red' : 'plain');
}

/** The year as the bowling chart shows it: months, then marks under them, then the values' sparkline. */
function yearLines(item: MeetingIndicator, context: LineContext): MeetingLine[] {
  const months = item.cells.map((cell) => monthShort(cell.month).slice(0, 3).padEnd(4));
  const marks = item.cells.map((cell) => cellMark(cell).padEnd(4));
  const spark = sparkline(
    item.cells.map((cell) => cell.value),
    item.cells.length,
    context.spark,
  );
  return [
    line(`Year   ${months.join('')}`, 'muted'),
    line(`Mark   ${marks.join('')}`),
    line(
      `Values ${graphemes(spark)
        .map((c) => c.padEnd(4))
        .join('')}`,
      'muted',
    ),
  ];
}

function indicatorLines(item: MeetingIndicator, state: MeetingState, context: LineContext): MeetingLine[] {
  const walk = state.walk as MeetingWalk;
  const cell = item.cell;
  const month = monthTitle(state.month);
  const title =
    item.item.kind === 'red'
      ? `${BOWLING_MARKS.red} ${safe(item.item.name)}: red in ${month}, ${progressPhrase(cell.progress, number)}`
      : `! ${safe(item.item.name)}: no value recorded for ${month} (${EMPTY_WORDS.unrecorded})`;
  const lines = [line(title, item.item.kind === 'red' ? 'red' : 'warn')];
  lines.push(line(`Objective: ${safe(item.objective)} · Owner: ${item.owner === null ? 'no one named' : safe(item.owner)}`));
  lines.push(...yearLines(item, context));
  if (cell.value !== null) {
    const trend = item.trend === null ? 'no earlier value to compare' : `trend ${TREND_WORDS[item.trend]} the month before`;
    lines.push(line(`${month}: ${number(cell.value)} against the goal ${cell.goal === null ? '?' : number(cell.goal)} · ${trend}`));
  }
  lines.push(
    item.comment === null
      ? line(
          `Explanation: none written${cell.historyId === null && cell.value !== null ? ' (its history value is not known here)' : ''}`,
          'muted',
        )
      : line(`Explanation: ${safe(item.comment)}`),
  );
  if (item.countermeasures.length === 0)
    lines.push(line(`No countermeasure yet (${context.key('meeting-countermeasure')} starts one).`, 'warn'));
  else {
    lines.push(line('Countermeasures:', 'accent'));
    item.countermeasures.forEach((task, index) => lines.push(taskLine(task, index === state.selected, context.today)));
  }
  const mark = markWords(walk, item.item.key);
  if (mark) lines.push(mark);
  return lines;
}

function taskLines(item: MeetingTask, state: MeetingState, context: LineContext): MeetingLine[] {
  const walk = state.walk as MeetingWalk;
  const { task } = item;
  const lines = [
    line(`! ${safe(task.name)}: past its deadline`, 'red'),
    line(`Objective: ${safe(item.objective)} · Owner: ${task.owner === null ? 'no one named' : safe(task.owner)}`),
    line(
      `Status: ${task.status} · Deadline: ${task.deadline ?? 'none'}${task.deadline === null ? '' : ` (${relativeDay(task.deadline, context.today)})`}`,
    ),
  ];
  const mark = markWords(walk, item.item.key);
  if (mark) lines.push(mark);
  return lines;
}

function summary(walk: MeetingWalk, state: MeetingState): MeetingLine[] {
  const month = monthTitle(state.month);
  const lines = [line(`Green in ${month}: ${walk.green.length} indicator${walk.green.length === 1 ? '' : 's'} met the goal`, 'green')];
  for (const green of walk.green)
    lines.push(line(`${BOWLING_MARKS.green} ${safe(green.name)} · ${progressPhrase(green.cell.progress, number)}`));
  const tally = walkTally(walk);
  lines.push(
    line(''),
    line(
      `The walk: ${tally.items} item${tally.items === 1 ? '' : 's'}, ${tally.reviewed} reviewed, ${tally.escalated} to escalate, ${tally.unmarked} not marked. The minutes are in hoshin report.`,
      tally.unmarked === 0 ? 'accent' : 'warn',
    ),
  );
  return lines;
}

const ENTRY_LABELS = {
  value: 'Value for the month',
  comment: "The month's explanation",
  countermeasure: 'Countermeasure',
  deadline: 'Deadline (YYYY-MM-DD)',
  owner: 'Owner (a name)',
} as const;

function bodyLines(state: MeetingState, context: LineContext): MeetingLine[] {
  const walk = state.walk;
  if (walk === null)
    return [line('Reading the plan: the scope, its hoshin, and the indicators and tasks of every known objective…', 'muted')];
  if (state.position < 0) return opening(walk, context);
  if (state.position >= walk.items.length) return summary(walk, state);
  const item = walk.items[state.position];
  if (item === undefined) return [];
  return item.item.kind === 'late-task'
    ? taskLines(item as MeetingTask, state, context)
    : indicatorLines(item as MeetingIndicator, state, context);
}

function entryLines(state: MeetingState): MeetingLine[] {
  return state.entry === null
    ? []
    : [line(`${ENTRY_LABELS[state.entry.kind]}: ${state.entry.text}▏  (enter saves, esc cancels)`, 'accent')];
}

/** Every row of the screen, wrapped to the width: a sentence wraps (up to three rows); the year's rows are cut, never wrapped. */
function screenRows(state: MeetingState, context: LineContext): MeetingLine[] {
  return bodyLines(state, context).flatMap((l) =>
    /^(Year|Mark|Values) /.test(l.text) ? [l] : wrappedRows(l.text, context.width, MOST_ROWS).map((text) => ({ ...l, text })),
  );
}

/** Rows the screen shows above the typed line; one of them says which rows show when not all fit. */
const room = (state: MeetingState, context: LineContext): number => Math.max(2, context.height - entryLines(state).length);

/** The last first row a scroll can reach: 0 when the whole screen fits. */
export function meetingScrollMax(state: MeetingState, context: LineContext): number {
  const rows = screenRows(state, context).length;
  const shown = room(state, context);
  return rows > shown ? rows - (shown - 1) : 0;
}

/** The lines under the header, cut to the width and height: a longer screen scrolls and says so. */
export function meetingLines(state: MeetingState, context: LineContext): MeetingLine[] {
  const rows = screenRows(state, context);
  const shown = room(state, context);
  let visible = rows;
  if (rows.length > shown) {
    const window = shown - 1;
    const first = Math.max(0, Math.min(state.scroll ?? 0, rows.length - window));
    const last = first + window;
    const more = `lines ${first + 1}-${last} of ${rows.length} · ${context.key('move-down')}/${context.key('move-up')} scroll`;
    visible = [...rows.slice(first, last), line(more, 'muted')];
  }
  return [...visible, ...entryLines(state)].map((l) => ({ ...l, text: truncateToWidth(l.text, context.width) }));
}
