// The task board's state: a column per status, the selection, a filter. Pure: key names in, intents out.
import { CLOSE_VIEW, HELP, PALETTE } from '../kernel/shared-keys.js';
import { actionOf, type KeyDef } from '../kernel/keys.js';
import { MOVE_DOWN, MOVE_UP } from '../kernel/list-keys.js';
import { filterLineKey } from '../filter/filter-line.js';
import { FILTER } from '../filter/keys.js';
import { COPY_ADDRESS, COPY_ID, REFRESH } from '../tree/keys.js';
import { BOARD_EDIT, BOARD_LEFT, BOARD_MOVE_NEXT, BOARD_MOVE_PREVIOUS, BOARD_RIGHT } from './keys.js';
import { TASK_STATUS } from '../dialogs/form-keys.js';
import { BOARD_STATUSES, nextStatus, previousStatus, statusChange, statusOf, type TaskLike, type TaskStatus } from '../../domain/task.js';
import { readDay } from '../../domain/dates.js';
import { readDecimal } from '../../catalogue/values.js';

export type BoardTask = TaskLike & Readonly<Record<string, unknown>>;

export interface BoardState {
  readonly tasks: readonly BoardTask[];
  /** Index into BOARD_STATUSES. */
  readonly column: number;
  /** The selected task of each column, so coming back to a column finds its place. */
  readonly selectedIds: readonly (number | null)[];
  readonly filter: string;
  /** True while the filter line is being typed. */
  readonly filtering: boolean;
}

interface BoardColumn {
  readonly status: TaskStatus;
  readonly tasks: readonly BoardTask[];
  /** Index of the selected task in `tasks`, or -1 for an empty column. */
  readonly selected: number;
}

export type BoardIntent =
  | {
      readonly type: 'move-task';
      readonly taskId: number;
      readonly from: TaskStatus;
      readonly to: TaskStatus;
      readonly body: { readonly status: TaskStatus };
    }
  | { readonly type: 'edit-task'; readonly taskId: number; readonly fields: readonly string[] }
  /** Open a status picker for the task (the app shows it, then sends a move). */
  | { readonly type: 'change-status'; readonly taskId: number; readonly current: TaskStatus }
  | { readonly type: 'close' }
  | { readonly type: 'refresh' }
  | { readonly type: 'refused'; readonly reason: string };

interface BoardStep {
  readonly state: BoardState;
  readonly intent?: BoardIntent;
}

/** Fields the board's edit intent offers (catalogue names). */
const BOARD_EDIT_FIELDS = ['deadline', 'responsible_id'] as const;

export function createBoard(tasks: readonly BoardTask[], initialStatus: TaskStatus = 'active'): BoardState {
  const column = Math.max(0, BOARD_STATUSES.indexOf(initialStatus));
  return withTasks({ tasks: [], column, selectedIds: BOARD_STATUSES.map(() => null), filter: '', filtering: false }, tasks);
}

/** Kanban order: lane position, then deadline (none last), then id. */
function compareTasks(a: BoardTask, b: BoardTask): number {
  const laneA = readDecimal(a.lane_pos);
  const laneB = readDecimal(b.lane_pos);
  if (laneA !== laneB) return laneA === null ? 1 : laneB === null ? -1 : laneA - laneB;
  const deadlineA = readDay(a.deadline);
  const deadlineB = readDay(b.deadline);
  if (deadlineA !== deadlineB) return deadlineA === null ? 1 : deadlineB === null ? -1 : deadlineA < deadlineB ? -1 : 1;
  return a.id - b.id;
}

/** Case-insensitive match on name, description or `#id`. */
function matchesFilter(task: BoardTask, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [task.name, task.description, `#${task.id}`]
    .filter((v) => typeof v === 'string')
    .join('\n')
    .toLowerCase();
  return haystack.includes(needle);
}

function columnTasks(state: BoardState, status: TaskStatus): BoardTask[] {
  return state.tasks.filter((t) => statusOf(t) === status && matchesFilter(t, state.filter)).sort(compareTasks);
}

export function boardColumns(state: BoardState): BoardColumn[] {
  return BOARD_STATUSES.map((status, index) => {
    const tasks = columnTasks(state, status);
    const wanted = state.selectedIds[index];
    const found = tasks.findIndex((t) => t.id === wanted);
    return { status, tasks, selected: tasks.length === 0 ? -1 : Math.max(0, found) };
  });
}

export function selectedTask(state: BoardState): BoardTask | null {
  const column = boardColumns(state)[state.column];
  return column && column.selected >= 0 ? (column.tasks[column.selected] ?? null) : null;
}

/** New tasks from the service; the selection follows its task to its new column. */
export function withTasks(state: BoardState, tasks: readonly BoardTask[]): BoardState {
  const previous = selectedTask(state);
  const next: BoardState = { ...state, tasks: tasks.filter((t) => BOARD_STATUSES.includes(statusOf(t))) };
  if (!previous) return next;
  const moved = next.tasks.find((t) => t.id === previous.id);
  if (!moved) return next;
  const column = BOARD_STATUSES.indexOf(statusOf(moved));
  const selectedIds = next.selectedIds.map((id, index) => (index === column ? moved.id : id));
  return { ...next, column, selectedIds };
}

/** Replaces one task (e.g. the service's answer to an update). */
export function withTaskUpdated(state: BoardState, task: BoardTask): BoardState {
  const exists = state.tasks.some((t) => t.id === task.id);
  return withTasks(state, exists ? state.tasks.map((t) => (t.id === task.id ? task : t)) : [...state.tasks, task]);
}

function selectRow(state: BoardState, row: (column: BoardColumn) => number): BoardState {
  const column = boardColumns(state)[state.column];
  if (!column || column.tasks.length === 0) return state;
  const index = Math.max(0, Math.min(column.tasks.length - 1, row(column)));
  const selectedIds = state.selectedIds.map((id, i) => (i === state.column ? (column.tasks[index]?.id ?? null) : id));
  return { ...state, selectedIds };
}

function moveColumn(state: BoardState, delta: number): BoardState {
  const column = Math.max(0, Math.min(BOARD_STATUSES.length - 1, state.column + delta));
  return column === state.column ? state : { ...state, column };
}

export const moveRow = (state: BoardState, delta: number): BoardState => selectRow(state, (column) => column.selected + delta);

/** The intent that moves the selected task one column on, or a refusal saying why not. */
export function moveIntent(state: BoardState, direction: 'next' | 'previous'): BoardIntent {
  const task = selectedTask(state);
  if (!task) return { type: 'refused', reason: 'no task selected' };
  const from = statusOf(task);
  const to = direction === 'next' ? nextStatus(from) : previousStatus(from);
  if (to === null)
    return {
      type: 'refused',
      reason: `task ${task.id} is already in the ${direction === 'next' ? 'last' : 'first'} column`,
    };
  const body = statusChange(task, to);
  if (body === null) return { type: 'refused', reason: `task ${task.id} is already ${to}` };
  return { type: 'move-task', taskId: task.id, from, to, body };
}

/** The board's keys, in the order its help and footer list them. */
const BOARD_KEYS: readonly KeyDef[] = [
  MOVE_UP,
  MOVE_DOWN,
  FILTER,
  PALETTE,
  HELP,
  REFRESH,
  TASK_STATUS,
  COPY_ADDRESS,
  COPY_ID,
  BOARD_LEFT,
  BOARD_RIGHT,
  BOARD_MOVE_PREVIOUS,
  BOARD_MOVE_NEXT,
  BOARD_EDIT,
  CLOSE_VIEW,
];

/** The board's keys that change a task: refused in read-only mode. */
const BOARD_CHANGES: ReadonlySet<string> = new Set(
  [BOARD_MOVE_PREVIOUS, BOARD_MOVE_NEXT, BOARD_EDIT, TASK_STATUS].map((def) => def.action),
);

/** What the board says to a change in read-only mode. */
export const BOARD_READ_ONLY = 'read-only: changes are turned off';

/** What a key does on the board; `input` is the raw text Ink reported (for typing a filter). */
export function boardKey(state: BoardState, name: string, input: string, readOnly = false): BoardStep {
  if (state.filtering) {
    const step = filterLineKey(state.filter, name, input);
    if (step?.type === 'accept') return { state: { ...state, filtering: false } };
    if (step?.type === 'clear') return { state: { ...state, filtering: false, filter: '' } };
    if (step?.type === 'move') return { state: moveRow(state, step.delta) };
    return step?.type === 'set' ? { state: { ...state, filter: step.text } } : { state };
  }
  const action = actionOf(BOARD_KEYS, name);
  if (readOnly && action !== undefined && BOARD_CHANGES.has(action)) return { state, intent: { type: 'refused', reason: BOARD_READ_ONLY } };
  return boardStep(state, action);
}

const NO_TASK: BoardIntent = { type: 'refused', reason: 'no task selected' };

/** What each action of the board context does; a key the board's keys do not name does nothing. */
const BOARD_STEPS = new Map<string, (state: BoardState, task: BoardTask | null) => BoardStep>([
  [MOVE_UP.action, (state) => ({ state: moveRow(state, -1) })],
  [MOVE_DOWN.action, (state) => ({ state: moveRow(state, 1) })],
  [BOARD_LEFT.action, (state) => ({ state: moveColumn(state, -1) })],
  [BOARD_RIGHT.action, (state) => ({ state: moveColumn(state, 1) })],
  [BOARD_MOVE_NEXT.action, (state) => ({ state, intent: moveIntent(state, 'next') })],
  [BOARD_MOVE_PREVIOUS.action, (state) => ({ state, intent: moveIntent(state, 'previous') })],
  [
    BOARD_EDIT.action,
    (state, task) => ({ state, intent: task ? { type: 'edit-task', taskId: task.id, fields: BOARD_EDIT_FIELDS } : NO_TASK }),
  ],
  [
    TASK_STATUS.action,
    (state, task) => ({ state, intent: task ? { type: 'change-status', taskId: task.id, current: statusOf(task) } : NO_TASK }),
  ],
  [FILTER.action, (state) => ({ state: { ...state, filtering: true } })],
  [CLOSE_VIEW.action, (state) => ({ state, intent: { type: 'close' } })],
  [REFRESH.action, (state) => ({ state, intent: { type: 'refresh' } })],
]);

/** One action of the board context. */
export function boardStep(state: BoardState, action: string | undefined): BoardStep {
  const step = action === undefined ? undefined : BOARD_STEPS.get(action);
  return step ? step(state, selectedTask(state)) : { state };
}
