// `s` on a task: the status picker and the move it asks for. A view that shows tasks hears of the
// move through the actions below, so this module names no view.
import type { Resource } from '../../core/resource.js';
import { BOARD_STATUSES, isTaskStatus, statusOf, type TaskStatus } from '../../domain/task.js';
import type { BoardScope } from '../../usecases/board-tasks.js';
import { createPicker, valueOptions } from '../dialogs/picker-state.js';
import type { Shell } from '../kernel/feature.js';
import { say } from '../kernel/status-line.js';
import { messageOf } from '../kernel/use-requests.js';
import { titleOf } from '../tree/tree-shape.js';

/** A task's move as the views that show tasks hear it: asked for, or refused by the service. */
type TaskMoveAction =
  | { readonly type: 'task-moving'; readonly task: Resource; readonly to: TaskStatus }
  | { readonly type: 'task-move-refused'; readonly tasksOf: (scope: BoardScope) => readonly Resource[] };

declare module '../kernel/overlays.js' {
  interface FeatureActions {
    'task-status': TaskMoveAction;
  }
}

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

/** Shows the move at once, a refusal puts it back; true when the task has that status now. */
export async function moveTask(shell: Shell, taskId: number, to: TaskStatus): Promise<boolean> {
  const { session, source, dispatch } = shell;
  const task = source.resource('task', taskId);
  const name = titleOf('task', task, taskId);
  if (task && statusOf(task) !== to) dispatch({ type: 'task-moving', task, to });
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
    dispatch({ type: 'task-move-refused', tasksOf: (scope) => session.boardTasks(scope) });
    return false;
  }
  if (moved === null) say(shell, `task “${name}” is already ${to}: nothing sent`, 'info');
  else if (moved) say(shell, `moved task “${name}” to ${statusOf(moved)}`, 'success');
  return moved !== undefined;
}
