// What the shell does for tasks: the status picker (`s`), moving a task (board keys and the
// picker) and the board's other intents. The board's state lives in the navigation overlays; the
// requests go through the session, and the domain's statusChange decides whether one is sent.
import { useMemo } from 'react';
import { BOARD_STATUSES, statusOf, type TaskStatus } from '../../domain/task.js';
import { createBoard, withTasks, withTaskUpdated, type BoardIntent, type BoardState, type BoardTask } from './board-state.js';
import { createPicker, valueOptions } from '../dialogs/picker-state.js';
import type { BoardScope } from '../../usecases/board-tasks.js';
import { newPalette, type Overlay } from '../kernel/overlays.js';
import { selectedRow, type ConsoleState } from '../kernel/console-store.js';
import { titleOf } from '../tree/tree-shape.js';
import { openEditForm, type FormHost } from '../forms/form-overlay.js';
import { useConsoleActions, useConsoleState } from '../kernel/console-context.js';
import { messageOf } from '../kernel/use-requests.js';

export type BoardOverlay = Extract<Overlay, { type: 'board' }>;

export interface TaskActions {
  pickTaskStatus(taskId: number): void;
  /** Resolves true when the task has that status now (moved, or it already had it). */
  moveTask(taskId: number, to: TaskStatus): Promise<boolean>;
  openBoard(scope: BoardScope): void;
  boardIntent(intent: BoardIntent): void;
}

export function openBoardOverlay(state: ConsoleState): BoardOverlay | undefined {
  return state.overlays.find((o): o is BoardOverlay => o.type === 'board');
}

export function useTaskActions(formHost: FormHost): TaskActions {
  const { session, source, request } = useConsoleActions();
  const { dispatch, current } = useConsoleState();
  return useMemo(() => {
    const status = (text: string, tone: 'success' | 'error' | 'info') => dispatch({ type: 'status', status: { text, tone } });

    const pickTaskStatus = (taskId: number): void => {
      const task = source.resource('task', taskId);
      const current = task ? statusOf(task) : null;
      const picker = createPicker(`Status of task “${titleOf('task', task, taskId)}”`, valueOptions(BOARD_STATUSES), current);
      dispatch({ type: 'push-overlay', overlay: { type: 'picker', purpose: 'task-status', taskId, picker } });
    };

    /**
     * The board shows the task in its new column at once, the status line shows the request, and a
     * refusal puts it back (the board takes the index's tasks again) with the service's message.
     */
    const moveTask = async (taskId: number, to: TaskStatus): Promise<boolean> => {
      const task = source.resource('task', taskId);
      const name = titleOf('task', task, taskId);
      const board = openBoardOverlay(current());
      if (board && task && statusOf(task) !== to) {
        dispatch({ type: 'board-set', board: withTaskUpdated(board.board, { ...(task as BoardTask), status: to }) });
      }
      // Set by the failure callback; `as boolean` keeps the compiler from taking it as always false.
      let refused = false as boolean;
      const moved = await request(
        `moving task ${taskId} to ${to}…`,
        () => session.moveTask(taskId, to),
        (error) => {
          refused = true;
          status(`task “${name}” not moved: ${messageOf(error)}`, 'error');
        },
      );
      if (refused) {
        const after = openBoardOverlay(current());
        if (after) dispatch({ type: 'board-set', board: withTasks(after.board, session.boardTasks(after.scope)) });
        return false;
      }
      if (moved === null) status(`task “${name}” is already ${to}: nothing sent`, 'info');
      else if (moved) status(`moved task “${name}” to ${statusOf(moved)}`, 'success');
      return moved !== undefined;
    };

    const fetchBoard = (scope: BoardScope, announce: boolean): Promise<void> =>
      request(`fetching tasks of ${scope.kind} ${scope.id}…`, async () => {
        await session.fetchBoard(scope);
        return true;
      }).then((done) => {
        if (done && announce) status(`refreshed the tasks of ${scope.kind} ${scope.id}`, 'success');
      });

    const openBoard = (scope: BoardScope): void => {
      const ref = selectedRow(current())?.ref;
      const tasks = session.boardTasks(scope) as BoardTask[];
      // Opened on a task: its column, with it selected.
      const selectedTask = ref?.type === 'resource' && ref.kind === 'task' ? tasks.find((t) => t.id === ref.id) : undefined;
      let board: BoardState = createBoard(tasks, selectedTask ? statusOf(selectedTask) : 'active');
      if (selectedTask)
        board = {
          ...board,
          selectedIds: board.selectedIds.map((id, column) => (column === board.column ? selectedTask.id : id)),
        };
      dispatch({ type: 'push-overlay', overlay: { type: 'board', scope, board } });
      dispatch({ type: 'status', status: null });
      void fetchBoard(scope, false);
    };

    const boardIntent = (intent: BoardIntent): void => {
      switch (intent.type) {
        case 'move-task':
          void moveTask(intent.taskId, intent.to);
          return;
        case 'edit-task':
          openEditForm(formHost, 'task', intent.taskId, intent.fields);
          return;
        case 'change-status':
          pickTaskStatus(intent.taskId);
          return;
        case 'close':
          dispatch({ type: 'pop-overlay' });
          return;
        case 'refresh': {
          const board = openBoardOverlay(current());
          if (board) void fetchBoard(board.scope, true);
          return;
        }
        case 'help':
          dispatch({ type: 'push-overlay', overlay: { type: 'help', scroll: 0 } });
          return;
        case 'palette':
          dispatch({ type: 'push-overlay', overlay: newPalette() });
          return;
        case 'refused':
          status(intent.reason, 'error');
          return;
      }
    };

    return { pickTaskStatus, moveTask, openBoard, boardIntent };
  }, [session, source, dispatch, current, request, formHost]);
}
