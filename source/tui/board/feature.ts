// The task board (`t`): the tasks of an objective or a whole hoshin in status columns; a task moves
// on or back, gets a deadline and responsible, or a status from the picker (`s`, in the tree too).
import { overlaySlice, type Feature, type KeyFacts, type Refusal, type Shell } from '../kernel/feature.js';
import { selectedRow, topOfType } from '../kernel/console-store.js';
import { keyOf } from '../kernel/keys.js';
import { changesData, inPlanOnly, isKind, needsRow, rowRules } from '../kernel/refusals.js';
import { boardScopeOf } from '../tree/scopes.js';
import { rowChain } from '../tree/selection.js';
import { viewContext } from '../kernel/view-context.js';
import { BOARD_BINDINGS } from './board-bindings.js';
import { boardFilterReduce, boardReduce } from './board-overlay.js';
import { lazyView } from '../kernel/lazy-view.js';
import { moveRow, selectedTask } from './board-state.js';
import { BOARD } from './keys.js';
import { TASK_STATUS } from '../dialogs/form-keys.js';
import { openBoard } from './task-actions.js';
import { pickTaskStatus } from '../forms/task-status.js';
import { useBoardWatch } from './use-board-watch.js';

const BoardPane = lazyView(() => import('../later.js').then((later) => later.boardPane.BoardPane));

/** `s` in the tree: a change, on a task only. */
function movesTasks(facts: KeyFacts): Refusal | null {
  return (
    changesData(facts) ??
    (rowRules(facts, 'tree', isKind('task')) ? needsRow(`${keyOf(TASK_STATUS)} changes the status of a task: select one`) : null)
  );
}

function taskStatusOfRow(shell: Shell): void {
  const ref = selectedRow(shell.current())?.ref;
  if (ref?.type === 'resource' && ref.kind === 'task') pickTaskStatus(shell, ref.id);
}

function boardOfRow(shell: Shell): void {
  const scope = boardScopeOf(rowChain(shell.session, shell.current()));
  if (scope) openBoard(shell, scope);
}

/** In the tree's footer off indicators and tasks, where the row's own keys (v, s) and undo take the room. */
const offValuesAndTasks = (facts: KeyFacts): boolean => facts.row?.kind !== 'indicator' && facts.row?.kind !== 'task';

export const board: Feature = {
  name: 'board',
  contexts: [
    viewContext('board', 'Task board', {
      selected: (_shell, state) => {
        const top = topOfType(state, 'board');
        const task = top ? selectedTask(top.board) : null;
        return task ? { kind: 'task', id: task.id } : null;
      },
    }),
  ],
  bindings: [
    ...BOARD_BINDINGS,
    { ...TASK_STATUS, context: 'tree', after: 'record-value', disabled: movesTasks, run: taskStatusOfRow },
    // On an indicator or a task the row's own keys come first (v, s); t still opens the board.
    {
      ...BOARD,
      context: 'tree',
      after: 'report',
      disabled: inPlanOnly(BOARD, 'shows the tasks of an objective or a hoshin', 'board'),
      hinted: offValuesAndTasks,
      run: boardOfRow,
    },
  ],
  overlays: [
    overlaySlice({
      type: 'board',
      actions: ['board-set', 'task-moving', 'task-move-refused'],
      reduce: boardReduce,
      filter: {
        text: (overlay) => overlay.board.filter,
        typing: (overlay) => overlay.board.filtering,
        reduce: boardFilterReduce,
        // Arrows still move through the filtered tasks while typing.
        move: (overlay, _facts, delta) => ({ type: 'board-set', board: moveRow(overlay.board, delta) }),
      },
      layer: 'body',
      View: BoardPane,
    }),
  ],
  useWatch: useBoardWatch,
};
