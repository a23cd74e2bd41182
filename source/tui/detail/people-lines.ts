// The detail pane as people read it: names instead of user ids, dates relative to today (the exact
// date beside them on a wide pane), an indicator's value against its goal with a bar, its trend and
// its update status, a task's status, deadline and slip. Pure: names come through `nameOf`.
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { readDecimal } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { textWidth } from '../../core/cell-text.js';
import { readDay } from '../../domain/dates.js';
import { planHealth } from '../../domain/health.js';
import { NO_PROGRESS, PROGRESS_NAME, progressText, type Progress } from '../../domain/progress.js';
import { STATE_WORDS, indicatorFigures, type IndicatorFigures, type IndicatorState, type UpdateStatus } from '../../domain/indicator.js';
import { relativeDay, slipText } from '../../domain/relative-dates.js';
import { isTargetRow, valueGoal, valueProgress } from '../../domain/targets.js';
import { feelingSymbol, isOverdue, statusOf } from '../../domain/task.js';
import { formatValue } from '../chart/scale.js';
import type { Glyphs } from '../../terminal/glyphs.js';
import { hasHealthCounters } from '../review/health-line.js';
import { titleOf } from '../tree/tree-shape.js';
import type { DetailTone } from '../kernel/tone.js';
import type { TreeSource } from '../tree/tree-source.js';
import type { Unit } from './flow-units.js';

export type { DetailTone };

export interface DetailLine {
  readonly label: string;
  readonly value: string;
  readonly tone?: DetailTone;
  /** A sentence over the pane's whole width, wrapped (the label is not shown). */
  readonly prose?: boolean;
  /** A person's name: never split between rows; under its label when it does not fit beside it. */
  readonly whole?: boolean;
  /** The value's units (figures with their labels), each kept whole when the value wraps, and what joins them. */
  readonly units?: { readonly texts: readonly string[]; readonly separator: string };
}

/** One styled piece of a line. */
export interface Segment {
  readonly text: string;
  readonly tone: DetailTone;
}

export interface PeopleContext {
  readonly today: string;
  /** A wide pane: exact dates beside the relative ones. */
  readonly wide: boolean;
  readonly glyphs: Pick<Glyphs, 'unicode' | 'barFull' | 'barEmpty' | 'rising' | 'falling' | 'level' | 'separator' | 'bullet'>;
  /** A person's name, null when the company's people are not known (yet, or not visible to this user). */
  readonly nameOf: (companyId: number | null, userId: number | null) => string | null;
}

/** Cells of the percent-of-goal bar, and the fewest worth drawing. */
export const BAR_CELLS = 10;
const MIN_BAR_CELLS = 5;

export function stateTone(state: IndicatorState | null): DetailTone {
  if (state === 'on-track') return 'good';
  if (state === 'at-risk') return 'warn';
  if (state === 'behind') return 'bad';
  return 'plain';
}

export function updateTone(status: UpdateStatus | null): DetailTone {
  if (status === 'overdue' || status === 'multioverdue') return 'bad';
  return status === 'due' ? 'warn' : 'plain';
}

/** "in 3 days", with the date on a wide pane: "in 3 days (2026-04-18)". */
export function whenText(value: unknown, context: PeopleContext): string | null {
  const day = readDay(value);
  if (day === null) return null;
  const relative = relativeDay(day, context.today);
  return context.wide ? `${relative} (${day})` : relative;
}

function companyOf(kind: KindName, resource: Resource): number | null {
  if (kind === 'company') return resource.id;
  return typeof resource.company_id === 'number' ? resource.company_id : null;
}

/** The person a user-id field names: their name, else "user 3". */
export function personText(kind: KindName, resource: Resource, field: string, context: PeopleContext): string | null {
  const userId = resource[field];
  if (typeof userId !== 'number') return null;
  return context.nameOf(companyOf(kind, resource), userId) ?? `user ${userId}`;
}

/** "progress 77%", or "progress n/a (goal = worst)" where the goal equals the worst value. */
export function progressWords(progress: Progress | null): string {
  if (progress?.kind === 'none') return `${PROGRESS_NAME} ${NO_PROGRESS} (goal = worst)`;
  return `${PROGRESS_NAME} ${progressText(progress)}`;
}

/** `██████░░░░`: the progress figure in BAR_CELLS cells, full from 100 %. */
export function percentBar(percent: number | null, context: Pick<PeopleContext, 'glyphs'>, cells = BAR_CELLS): string {
  const filled = percent === null ? 0 : Math.max(0, Math.min(cells, Math.round((percent / 100) * cells)));
  return context.glyphs.barFull.repeat(filled) + context.glyphs.barEmpty.repeat(cells - filled);
}

/**
 * "↗ better", "↘ worse", "→ unchanged": the arrow shows where the value went, the word what that
 * means. In ASCII the way is a word, "down, better": a lone `\` or `/` does not read as an arrow.
 */
export function trendText(figures: IndicatorFigures, context: Pick<PeopleContext, 'glyphs'>): string | null {
  const { rising, falling, level, unicode } = context.glyphs;
  const way = (up: boolean) => (unicode ? `${up ? rising : falling} ` : `${up ? 'up' : 'down'}, `);
  switch (figures.trend) {
    case 'positive':
      return `${way(figures.direction === 'higher')}better`;
    case 'negative':
      return `${way(figures.direction !== 'higher')}worse`;
    case 'equal':
      return unicode ? `${level} unchanged` : 'unchanged';
    default:
      return null;
  }
}

/** "current: next in 12 days", "overdue: was due 2 weeks ago": the service's status word first. */
export function updateText(figures: IndicatorFigures, context: PeopleContext): string {
  if (figures.updateStatus === null || figures.nextUpdate === null) return 'no next update date';
  const when = whenText(figures.nextUpdate, context) as string;
  return figures.updateStatus === 'current'
    ? `current: next ${when}`
    : `${figures.updateStatus}: ${figures.updateStatus === 'due' ? '' : 'was due '}${when}`;
}

/**
 * An indicator's two figure lines as units (each kept whole when the lines wrap): value against
 * goal, progress with its state word and the bar (whole or not at all: a cut bar would lie), the
 * trend, the worst value, which way is better; then the update status, frequency, the day of the
 * value and who is responsible. `barCells` says how many cells the bar may take.
 */
export function indicatorFigureUnits(
  indicator: Resource,
  context: PeopleContext,
  barCells: (standing: string) => number = () => BAR_CELLS,
): readonly [Unit<DetailTone>[], Unit<DetailTone>[]] {
  const figures = indicatorFigures(indicator, context.today);
  const value =
    figures.value === null ? (readDay(indicator.last_update) === null ? 'no value yet' : 'no value') : formatValue(figures.value);
  const trend = trendText(figures, context);
  const standing =
    `${figures.value === null ? '' : progressWords(figures.progress)}${figures.state === null ? '' : ` ${STATE_WORDS[figures.state]}`}`.trim();
  const cells = Math.min(BAR_CELLS, barCells(standing));
  const bar = cells >= MIN_BAR_CELLS ? percentBar(figures.percent, context, cells) : '';
  const first: Unit<DetailTone>[] = [
    { text: `${value}, goal ${formatValue(figures.goal)}`, tone: 'plain' },
    { text: [standing, bar].filter((part) => part !== '').join(' '), tone: stateTone(figures.state) },
    { text: trend ?? '', tone: 'muted' },
    { text: `worst ${formatValue(figures.worst)}`, tone: 'muted' },
    { text: `${figures.direction} is better`, tone: 'muted' },
  ];
  const frequency = typeof indicator.frequency === 'string' ? indicator.frequency : 'no frequency';
  const valueDay = whenText(indicator.last_update, context);
  const second: Unit<DetailTone>[] = [
    { text: updateText(figures, context), tone: updateTone(figures.updateStatus) },
    { text: frequency, tone: 'muted' },
    { text: valueDay === null ? '' : `value from ${valueDay}`, tone: 'muted' },
    { text: personText('indicator', indicator, 'responsible_id', context) ?? '', tone: 'muted' },
  ];
  return [first.filter((unit) => unit.text !== ''), second.filter((unit) => unit.text !== '')];
}

/** Units as one line of segments, the separator between them. */
function joinedUnits(units: readonly Unit<DetailTone>[], separator: string): Segment[] {
  return units.flatMap((unit, index) => (index === 0 ? [unit] : [{ text: separator, tone: unit.tone }, unit]));
}

/**
 * An indicator's two figure lines, each as one line of segments: value against goal, percent and
 * state word, the bar where it fits `width` beside the rest of the first line, trend; then the
 * update status, frequency, the day of the value and who is responsible.
 */
export function indicatorFigureLines(indicator: Resource, context: PeopleContext, width?: number): readonly [Segment[], Segment[]] {
  const s = ` ${context.glyphs.separator} `;
  const head = (units: readonly Unit<DetailTone>[]) => `${units[0]?.text ?? ''}${s}`;
  // Room for the bar with a space before it and two cells after (where a cut line's ellipsis goes).
  const [plain] = indicatorFigureUnits(indicator, context, () => 0);
  const [first, second] = indicatorFigureUnits(indicator, context, (standing) =>
    width === undefined ? BAR_CELLS : width - textWidth(head(plain)) - textWidth(standing) - 3,
  );
  return [joinedUnits(first, s), joinedUnits(second, s)];
}

function line(label: string, value: string | null, tone?: DetailTone): DetailLine[] {
  return value === null || value === '' ? [] : [{ label, value, ...(tone ? { tone } : {}) }];
}

function prose(text: unknown): DetailLine[] {
  return typeof text === 'string' && text.trim() !== ''
    ? [
        { label: '', value: '' },
        { label: '', value: text.trim(), prose: true },
      ]
    : [];
}

function taskLines(task: Resource, context: PeopleContext): DetailLine[] {
  const status = statusOf(task);
  const overdue = isOverdue(task, context.today);
  const deadline = whenText(task.deadline, context);
  const slip = slipText(task.deadline, task.original_deadline);
  const first = readDay(task.original_deadline);
  return [
    ...line('Status', status, status === 'completed' ? 'good' : status === 'active' ? 'warn' : 'plain'),
    ...line('Deadline', deadline === null ? null : `${deadline}${overdue ? ' · overdue' : ''}`, overdue ? 'bad' : undefined),
    ...line(
      'Slip',
      slip === null ? null : `${slip}${context.wide && first !== null ? ` (first deadline ${first})` : ''}`,
      slip?.startsWith('slipped') ? 'warn' : undefined,
    ),
    ...line('Feeling', typeof task.feeling === 'string' ? `${feelingSymbol(task.feeling)} ${task.feeling}` : null),
  ];
}

function indicatorLines(indicator: Resource, context: PeopleContext): DetailLine[] {
  const [first, second] = indicatorFigureLines(indicator, context);
  const [firstUnits, secondUnits] = indicatorFigureUnits(indicator, context);
  const separator = ` ${context.glyphs.separator} `;
  return [
    {
      label: 'Value',
      value: first.map((piece) => piece.text).join(''),
      tone: first[1]?.tone ?? 'plain',
      units: { texts: firstUnits.map((unit) => unit.text), separator },
    },
    {
      label: 'Update',
      value: second.map((piece) => piece.text).join(''),
      tone: second[0]?.tone ?? 'plain',
      units: { texts: secondUnits.map((unit) => unit.text), separator },
    },
  ];
}

function objectiveLines(objective: Resource): DetailLine[] {
  if (objective.neglected === true) return line('Health', 'neglected: indicators below the goal and no active task', 'bad');
  if (objective.blind === true) return line('Health', 'blind: no indicators', 'warn');
  if (objective.neglected === false && objective.blind === false) return line('Health', 'looked after', 'good');
  return [];
}

function hoshinLines(hoshin: Resource, context: PeopleContext): DetailLine[] {
  if (!hasHealthCounters(hoshin)) return line('State', typeof hoshin.state === 'string' ? hoshin.state : null);
  const health = planHealth(hoshin);
  const s = ` ${context.glyphs.separator} `;
  const tone: DetailTone = health.overall >= 80 ? 'good' : health.overall >= 50 ? 'warn' : 'bad';
  return [
    ...line('State', typeof hoshin.state === 'string' ? hoshin.state : null),
    ...line(
      'Health',
      `${Math.round(health.overall)}%${s}objectives ${Math.round(health.objectives)}%${s}indicators ${Math.round(health.indicators)}%${s}tasks ${Math.round(health.tasks)}%`,
      tone,
    ),
    ...line('Computed', whenText(health.updated_at, context)),
  ];
}

/** A history value's day as a date, its age beside it on a wide pane and under it on a narrow one. */
function historyDayLines(history: Resource, context: PeopleContext): DetailLine[] {
  const day = readDay(history.day);
  if (day === null) return [];
  const age = relativeDay(day, context.today);
  return context.wide ? line('Day', `${day} (${age})`) : [...line('Day', day), ...line('', age, 'muted')];
}

function historyLines(history: Resource, source: TreeSource, context: PeopleContext): DetailLine[] {
  const value = readDecimal(history.value);
  const goal = readDecimal(history.goal);
  const indicator = typeof history.indicator_id === 'number' ? (source.resource('indicator', history.indicator_id) ?? {}) : {};
  // Judged against its month's target, as the history table and the bowling chart judge it.
  const histories = typeof history.indicator_id === 'number' ? source.children('indicator', history.indicator_id, 'indicator_history') : [];
  const progress = valueProgress(history, indicator, histories);
  const percent = progress?.kind === 'figure' ? progress.percent : null;
  // A target row (a goal for the day, no value yet) says so rather than showing an empty day.
  const target = isTargetRow(history) ? [...line('Target', formatValue(goal as number)), ...line('Value', 'none yet')] : [];
  return [
    ...historyDayLines(history, context),
    ...target,
    ...line(
      'Value',
      value === null
        ? null
        : `${formatValue(value)}, goal ${formatValue(valueGoal(history, indicator, histories))} ${context.glyphs.separator} ${progressWords(progress)} ${percentBar(percent, context)}`,
    ),
    ...line('Comment', typeof history.comment === 'string' ? history.comment : null),
  ];
}

/**
 * A history value's title: the indicator's name (else "indicator 104") and, kept whole after it, the
 * day the value is for. Null where the value is not known here.
 */
export function historyTitle(history: Resource | undefined, source: TreeSource): { name: string; end: string } | null {
  if (!history) return null;
  const indicatorId = typeof history.indicator_id === 'number' ? history.indicator_id : null;
  const indicatorName = indicatorId === null ? undefined : source.resource('indicator', indicatorId)?.name;
  const name =
    typeof indicatorName === 'string' && indicatorName.trim() !== ''
      ? indicatorName
      : indicatorId === null
        ? `${kindSpec('indicator_history').label} ${history.id}`
        : `indicator ${indicatorId}`;
  const day = readDay(history.day);
  return { name, end: day === null ? '' : ` on ${day}` };
}

/** The people-facing lines of a resource (its name, who, when, how it stands), before the web address. */
export function resourceLines(
  kind: KindName,
  resource: Resource,
  source: TreeSource,
  context: PeopleContext,
  children: string,
): DetailLine[] {
  const lines: DetailLine[] = [...line('Name', kind === 'indicator_history' ? null : titleOf(kind, resource, resource.id))];
  if (kind === 'indicator') lines.push(...indicatorLines(resource, context));
  if (kind === 'task') lines.push(...taskLines(resource, context));
  if (kind === 'objective') lines.push(...objectiveLines(resource));
  if (kind === 'hoshin') lines.push(...hoshinLines(resource, context));
  if (kind === 'indicator_history') lines.push(...historyLines(resource, source, context));
  if (kind === 'area' && typeof resource.color === 'string') lines.push({ label: 'Colour', value: resource.color });
  lines.push(...line('Responsible', personText(kind, resource, 'responsible_id', context)).map((person) => ({ ...person, whole: true })));
  lines.push(...line('Children', children));
  lines.push(...line('Created', whenText(resource.created_at, context)));
  const creator = personText(kind, resource, 'creator_id', context);
  if (creator !== null) lines.push({ label: 'Created by', value: creator, whole: true });
  lines.push(...line('Changed', whenText(resource.updated_at, context)));
  lines.push(...prose(kind === 'hoshin' ? resource.header : resource.description));
  return lines;
}

/** How many names a group row shows before "and N more". */
export const PREVIEW_NAMES = 5;

/** A group row's first children by name: "• Operations" … "and 3 more". */
export function childNames(
  source: TreeSource,
  parentKind: KindName,
  parentId: number,
  childKind: KindName,
  glyphs: Pick<Glyphs, 'bullet'>,
): DetailLine[] {
  const children = source.children(parentKind, parentId, childKind);
  const lines: DetailLine[] = children
    .slice(0, PREVIEW_NAMES)
    .map((child) => ({ label: '', value: `${glyphs.bullet} ${titleOf(childKind, child, child.id)}` }));
  const more = children.length - PREVIEW_NAMES;
  if (more > 0)
    lines.push({
      label: '',
      value: `and ${more} more ${more === 1 ? kindSpec(childKind).label.toLowerCase() : pluralWords(kindSpec(childKind))}`,
      tone: 'muted',
    });
  return lines;
}
