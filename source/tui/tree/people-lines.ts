// The detail pane as people read it, one kind at a time. Pure: names come through `nameOf`.
import { kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { readDecimal } from '../../catalogue/values.js';
import type { Resource } from '../../core/resource.js';
import { readDay } from '../../domain/dates.js';
import { planHealth } from '../../domain/health.js';
import { relativeDay, slipText } from '../../domain/relative-dates.js';
import { isTargetRow, valueGoal, valueProgress } from '../../domain/targets.js';
import { feelingSymbol, isOverdue, statusOf } from '../../domain/task.js';
import type { Glyphs } from '../../terminal/glyphs.js';
import { formatValue } from '../chart/scale.js';
import { hasHealthCounters } from '../review/health-line.js';
import { titleOf } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';
import { indicatorFigureUnits, percentBar, progressWords } from '../detail/indicator-figures.js';
import { personText, whenText, type DetailLine, type DetailTone, type PeopleContext, type Segment } from '../detail/people-text.js';

export type { DetailTone } from '../detail/people-text.js';

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
  const [value, update] = indicatorFigureUnits(indicator, context);
  const separator = ` ${context.glyphs.separator} `;
  const figureLine = (label: string, units: readonly Segment[], tone: DetailTone | undefined): DetailLine => {
    const texts = units.map((unit) => unit.text);
    return { label, value: texts.join(separator), tone: tone ?? 'plain', units: { texts, separator } };
  };
  // The value line takes the tone of how it stands (its second unit), the update line its status's.
  return [figureLine('Value', value, value[1]?.tone), figureLine('Update', update, update[0]?.tone)];
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

/** A history value's title: the indicator's name and, kept whole after it, the day; null where not known here. */
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
const PREVIEW_NAMES = 5;

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
  const kind = kindSpec(childKind);
  if (more > 0)
    lines.push({ label: '', value: `and ${more} more ${more === 1 ? kind.label.toLowerCase() : pluralWords(kind)}`, tone: 'muted' });
  return lines;
}
