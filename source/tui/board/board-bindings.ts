// The task board's keys: board-state.ts steps them, task-actions.ts carries out what comes out.
import type { Binding, KeyFacts, PressedKey, Refusal, Shell } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { MOVE_DOWN, MOVE_UP } from '../kernel/list-keys.js';
import { FILTER } from '../filter/keys.js';
import { copyBindings } from '../tree/copy-keys.js';
import { REFRESH } from '../tree/keys.js';
import { BOARD_READ_ONLY, boardStep } from './board-state.js';
import { BOARD_EDIT, BOARD_LEFT, BOARD_MOVE_NEXT, BOARD_MOVE_PREVIOUS, BOARD_RIGHT } from './keys.js';
import { TASK_STATUS } from '../dialogs/form-keys.js';
import { boardIntent } from './task-actions.js';

const BOARD = 'board';

/** A change of a task, turned off in read-only mode (the board's own words for it). */
const boardChangesData = (facts: KeyFacts): Refusal | null => (facts.readOnly ? { text: BOARD_READ_ONLY, tone: 'error' } : null);

/** The board steps its state with the key, and what it asks for is done. */
function onTheBoard(shell: Shell, press: PressedKey): void {
  const top = topOverlay(shell.current());
  if (top?.type !== 'board') return;
  const step = boardStep(top.board, press.action);
  if (step.state !== top.board) shell.dispatch({ type: 'board-set', board: step.state });
  if (step.intent) boardIntent(shell, step.intent);
}

export const BOARD_BINDINGS: readonly Binding[] = [
  { ...MOVE_UP, context: BOARD, run: onTheBoard },
  { ...MOVE_DOWN, context: BOARD, run: onTheBoard },
  { ...FILTER, context: BOARD, step: () => ({ type: 'filter-start' }) },
  { ...REFRESH, context: BOARD, run: onTheBoard },
  { ...TASK_STATUS, context: BOARD, disabled: boardChangesData, run: onTheBoard },
  ...copyBindings(BOARD),
  { ...BOARD_LEFT, context: BOARD, run: onTheBoard },
  { ...BOARD_RIGHT, context: BOARD, run: onTheBoard },
  { ...BOARD_MOVE_PREVIOUS, context: BOARD, disabled: boardChangesData, run: onTheBoard },
  { ...BOARD_MOVE_NEXT, context: BOARD, primary: true, disabled: boardChangesData, run: onTheBoard },
  { ...BOARD_EDIT, context: BOARD, disabled: boardChangesData, run: onTheBoard },
];
