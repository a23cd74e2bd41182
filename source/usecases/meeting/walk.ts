// The review meeting's walk over the index: the review pack's figures, and what the room needs for each item. Pure.
import type { Resource } from '../../core/resource.js';
import type { BowlingCell } from '../../domain/bowling.js';
import { countermeasuresOf } from '../../domain/countermeasures.js';
import { readDay } from '../../domain/dates.js';
import { directionOf, trendOf, type Direction, type Trend } from '../../domain/indicator.js';
import { resumePosition, reviewWalk, type ItemMark, type WalkItem } from '../../domain/review-walk.js';
import { isOverdue } from '../../domain/task.js';
import type { LocalIndex } from '../../index/model.js';
import type { MarkedItem } from '../../store/review-rows.js';
import { indicatorsIn, tasksIn } from '../plan-scope.js';
import { ownerOf, packTaskOf, text } from '../review-pack.js';
import type { PackTask, ReviewPack } from '../report/pack.js';

export interface MeetingIndicator {
  readonly item: Extract<WalkItem, { kind: 'red' | 'unrecorded' }>;
  readonly indicator: Resource | null;
  readonly objectiveId: number | null;
  readonly objective: string;
  readonly owner: string | null;
  readonly ownerId: number | null;
  readonly direction: Direction;
  /** The year ending with the month under review. */
  readonly cells: readonly BowlingCell[];
  /** The month under review's cell. */
  readonly cell: BowlingCell;
  readonly trend: Trend | null;
  readonly countermeasures: readonly PackTask[];
  /** The comment of the month's history value (its explanation), null when none or no value. */
  readonly comment: string | null;
}

export interface MeetingTask {
  readonly item: Extract<WalkItem, { kind: 'late-task' }>;
  readonly task: PackTask;
  readonly objective: string;
}

export type MeetingItem = MeetingIndicator | MeetingTask;

export function isIndicatorItem(item: MeetingItem): item is MeetingIndicator {
  return item.item.kind !== 'late-task';
}

export interface MeetingWalk {
  readonly pack: ReviewPack;
  readonly items: readonly MeetingItem[];
  /** Green in the month: one line each on the summary. */
  readonly green: readonly { readonly id: number; readonly name: string; readonly cell: BowlingCell }[];
  readonly marks: ReadonlyMap<string, ItemMark>;
  /** Where the meeting resumes: the first item not marked (items.length: the summary). */
  readonly resumeAt: number;
}

/** The walk's one count: every item is reviewed, to escalate or not marked, so the three add up to the items. */
export interface WalkTally {
  readonly items: number;
  readonly reviewed: number;
  readonly escalated: number;
  readonly unmarked: number;
}

export function walkTally(walk: Pick<MeetingWalk, 'items' | 'marks'>): WalkTally {
  const marks = walk.items.map((item) => walk.marks.get(item.item.key));
  const reviewed = marks.filter((mark) => mark === 'reviewed').length;
  const escalated = marks.filter((mark) => mark === 'escalated').length;
  return { items: walk.items.length, reviewed, escalated, unmarked: walk.items.length - reviewed - escalated };
}

export function gatherMeetingWalk(
  index: LocalIndex,
  pack: ReviewPack,
  marked: ReadonlyMap<string, MarkedItem>,
  nameOf: (companyId: number | null, userId: number | null) => string | null,
): MeetingWalk {
  const scope = { kind: pack.scope.kind, id: pack.scope.id };
  const today = pack.today;
  const indicators = new Map(indicatorsIn(index, scope).map((indicator) => [indicator.id, indicator]));
  const tasks = tasksIn(index, scope);
  const column = pack.months.length - 1;
  const rows = pack.groups.flatMap((group) => group.rows.map((row) => ({ row, group })));
  const owner = ownerOf(nameOf);
  const packTask = packTaskOf(owner, today);

  const lateTasks = tasks.filter((task) => isOverdue(task, today));
  const walk = reviewWalk(
    rows.flatMap(({ row }) => {
      const cell = row.cells[column];
      return cell ? [{ id: row.id, name: row.name, cell }] : [];
    }),
    lateTasks.map((task) => ({ id: task.id, name: text(task.name, `Task ${task.id}`), deadline: readDay(task.deadline) ?? today })),
  );
  const objectiveName = (id: unknown) =>
    typeof id === 'number' ? text(index.get('objective', id)?.name, `Objective ${id}`) : 'No objective';

  const items = walk.items.map((item): MeetingItem => {
    if (item.kind === 'late-task') {
      const task = lateTasks.find((candidate) => candidate.id === item.taskId) as Resource;
      return { item, task: packTask(task), objective: objectiveName(task.objective_id) };
    }
    const indicator = indicators.get(item.indicatorId) ?? null;
    const found = rows.find(({ row }) => row.id === item.indicatorId);
    const cells = found?.row.cells ?? [];
    const cell = cells[column] as BowlingCell;
    const previous = cells
      .slice(0, column)
      .reverse()
      .find((candidate) => candidate.value !== null);
    const direction = indicator ? directionOf(indicator) : 'higher';
    const objectiveId = typeof indicator?.objective_id === 'number' ? indicator.objective_id : null;
    const answers = countermeasuresOf(
      item.indicatorId,
      tasks.filter((task) => objectiveId !== null && task.objective_id === objectiveId),
    );
    const history = cell.historyId === null ? undefined : index.get('indicator_history', cell.historyId)?.resource;
    return {
      item,
      indicator,
      objectiveId,
      objective: objectiveName(objectiveId),
      owner: owner(indicator),
      ownerId: typeof indicator?.responsible_id === 'number' ? indicator.responsible_id : null,
      direction,
      cells,
      cell,
      trend: trendOf(cell.value, previous?.value ?? null, direction),
      countermeasures: answers.tasks.map((task) => packTask(task as Resource)),
      comment: typeof history?.comment === 'string' && history.comment.trim() !== '' ? history.comment : null,
    };
  });
  // Only the marks of items in the walk: an item that left it (its deadline moved) no longer counts.
  const inWalk = new Set(items.map((item) => item.item.key));
  const marks = new Map([...marked].filter(([key]) => inWalk.has(key)).map(([key, value]) => [key, value.mark]));
  return {
    pack,
    items,
    green: walk.green,
    marks,
    resumeAt: resumePosition(walk.items, marks),
  };
}
