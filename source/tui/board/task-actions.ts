// Opening the board and carrying out its intents (a move goes through forms/task-status.ts).
import { statusOf } from '../../domain/task.js';
import { createBoard, type BoardIntent, type BoardState, type BoardTask } from './board-state.js';
import type { BoardScope } from '../../usecases/board-tasks.js';
import type { Shell } from '../kernel/feature.js';
import { selectedRow } from '../kernel/console-store.js';
import { say } from '../kernel/status-line.js';
import { openEditForm } from '../forms/form-overlays.js';
import { moveTask, pickTaskStatus } from '../forms/task-status.js';
import { openBoardOverlay } from './board-overlay.js';

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
    case 'refused':
      say(shell, intent.reason, 'error');
      return;
  }
}
