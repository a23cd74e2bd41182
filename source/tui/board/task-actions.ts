// What the console does for tasks: the status picker (`s`), moving a task (board keys and the
// picker), opening the board and carrying out the board's other intents. The board's state lives
// in its overlay; the requests go through the session, and the domain's statusChange decides
// whether one is sent.
import { BOARD_STATUSES, isTaskStatus, statusOf, type TaskStatus } from '../../domain/task.js';
import { createBoard, withTasks, withTaskUpdated, type BoardIntent, type BoardState, type BoardTask } from './board-state.js';
import { createPicker, valueOptions } from '../dialogs/picker-state.js';
import type { BoardScope } from '../../usecases/board-tasks.js';
import type { Shell } from '../kernel/feature.js';
import { selectedRow } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { messageOf } from '../kernel/use-requests.js';
import { newHelp } from '../help/help-overlay.js';
import { newPalette } from '../palette/palette-overlay.js';
import { titleOf } from '../tree/tree-shape.js';
import { openEditForm } from '../forms/form-overlays.js';
import { openBoardOverlay } from './board-overlay.js';

/** The status picker of a task; `moved` hears when the task has the status chosen. */
export function pickTaskStatus(shell: Shell, taskId: number, moved?: (shell: Shell, taskId: number) => void): void {
  const task = shell.source.resource('task', taskId);
  const status = task ? statusOf(task) : null;
  const picker = createPicker(`Status of task “${titleOf('task', task, taskId)}”`, valueOptions(BOARD_STATUSES), status);
  shell.dispatch({
    type: 'push-overlay',
    overlay: {
      type: 'picker',
      purpose: 'task-status',
      picker,
      choose: (chosen, value) => {
        if (!isTaskStatus(value)) return;
        void moveTask(chosen, taskId, value).then((done) => {
          if (done) moved?.(chosen, taskId);
        });
      },
    },
  });
}

/**
 * The board shows the task in its new column at once, the status line shows the request, and a
 * refusal puts it back (the board takes the index's tasks again) with the service's message.
 * Resolves true when the task has that status now (moved, or it already had it).
 */
export async function moveTask(shell: Shell, taskId: number, to: TaskStatus): Promise<boolean> {
  const { session, source, dispatch, current } = shell;
  const task = source.resource('task', taskId);
  const name = titleOf('task', task, taskId);
  const board = openBoardOverlay(current());
  if (board && task && statusOf(task) !== to) {
    dispatch({ type: 'board-set', board: withTaskUpdated(board.board, { ...(task as BoardTask), status: to }) });
  }
  // Set by the failure callback; `as boolean` keeps the compiler from taking it as always false.
  let refused = false as boolean;
  const moved = await shell.request(
    `moving task ${taskId} to ${to}…`,
    () => session.moveTask(taskId, to),
    (error) => {
      refused = true;
      say(shell, `task “${name}” not moved: ${messageOf(error)}`, 'error');
    },
  );
  if (refused) {
    const after = openBoardOverlay(current());
    if (after) dispatch({ type: 'board-set', board: withTasks(after.board, session.boardTasks(after.scope)) });
    return false;
  }
  if (moved === null) say(shell, `task “${name}” is already ${to}: nothing sent`, 'info');
  else if (moved) say(shell, `moved task “${name}” to ${statusOf(moved)}`, 'success');
  return moved !== undefined;
}

function fetchBoard(shell: Shell, scope: BoardScope, announce: boolean): Promise<void> {
  return shell
    .request(`fetching tasks of ${scope.kind} ${scope.id}…`, async () => {
      await shell.session.fetchBoard(scope);
      return true;
    })
    .then((done) => {
      if (done && announce) say(shell, `refreshed the tasks of ${scope.kind} ${scope.id}`, 'success');
    });
}

/** The board of a scope, opened on the selected task's column (else active), then refreshed. */
export function openBoard(shell: Shell, scope: BoardScope): void {
  const ref = selectedRow(shell.current())?.ref;
  const tasks = shell.session.boardTasks(scope) as BoardTask[];
  // Opened on a task: its column, with it selected.
  const selectedTask = ref?.type === 'resource' && ref.kind === 'task' ? tasks.find((t) => t.id === ref.id) : undefined;
  let board: BoardState = createBoard(tasks, selectedTask ? statusOf(selectedTask) : 'active');
  if (selectedTask)
    board = {
      ...board,
      selectedIds: board.selectedIds.map((id, column) => (column === board.column ? selectedTask.id : id)),
    };
  shell.dispatch({ type: 'push-overlay', overlay: { type: 'board', scope, board } });
  shell.dispatch({ type: 'status', status: null });
  void fetchBoard(shell, scope, false);
}

/** What the board's state asks for (board-state.ts boardStep). */
export function boardIntent(shell: Shell, intent: BoardIntent): void {
  switch (intent.type) {
    case 'move-task':
      void moveTask(shell, intent.taskId, intent.to);
      return;
    case 'edit-task':
      openEditForm(shell, 'task', intent.taskId, intent.fields);
      return;
    case 'change-status':
      pickTaskStatus(shell, intent.taskId);
      return;
    case 'close':
      shell.dispatch({ type: 'pop-overlay' });
      return;
    case 'refresh': {
      const board = openBoardOverlay(shell.current());
      if (board) void fetchBoard(shell, board.scope, true);
      return;
    }
    case 'help':
      shell.dispatch({ type: 'push-overlay', overlay: newHelp() });
      return;
    case 'palette':
      shell.dispatch({ type: 'push-overlay', overlay: newPalette() });
      return;
    case 'refused':
      say(shell, intent.reason, 'error');
      return;
  }
}
