// What a key does to the dialog or picker on top; an answer closes it and does what its opener said.
import { editKeysFor } from '../kernel/input/keys.js';
import type { PressedKey, Shell } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { confirmStep } from './confirm-state.js';
import { deleteKey } from './delete-state.js';
import { pickerStep } from './picker-state.js';

/** A question: its buttons move, Cancel leaves, the confirm button does what the question said. */
function answerQuestion(shell: Shell, action: string | undefined): void {
  const top = topOverlay(shell.current());
  if (top?.type !== 'dialog') return;
  const step = confirmStep(top.state, action);
  if (step.outcome === 'confirm') {
    if (top.answer) top.answer(shell);
    else {
      // The question and the form under it both go: the edits are discarded.
      shell.dispatch({ type: 'pop-overlay' });
      shell.dispatch({ type: 'pop-overlay' });
    }
  } else if (step.outcome === 'cancel') shell.dispatch({ type: 'pop-overlay' });
  else if (step.state !== top.state) shell.dispatch({ type: 'replace-overlay', overlay: { ...top, state: step.state } });
}

/** The delete dialog takes every key: its name field types, its buttons move and press. */
function typeIntoDelete(shell: Shell, press: PressedKey): void {
  const top = topOverlay(shell.current());
  if (top?.type !== 'delete-dialog') return;
  // The typed name may come with control keys in one read (a paste, ctrl+w then text).
  let dialog = top.state;
  for (const editKey of editKeysFor(press.input, press.key)) {
    const step = deleteKey(dialog, editKey);
    if (step.outcome) {
      shell.dispatch({ type: 'pop-overlay' });
      if (step.outcome === 'confirm') top.answer(shell);
      return;
    }
    dialog = step.state;
  }
  if (dialog !== top.state) shell.dispatch({ type: 'replace-overlay', overlay: { ...top, state: dialog } });
}

/** A key of the dialog context, on the question or the delete dialog on top. */
export function dialogKey(shell: Shell, press: PressedKey): void {
  if (topOverlay(press.state)?.type === 'delete-dialog') typeIntoDelete(shell, press);
  else answerQuestion(shell, press.action);
}

/** A key of the picker context: moves, Esc leaves, Enter closes it and does what its opener said. */
export function pickerKeyOnTop(shell: Shell, press: PressedKey): void {
  const top = topOverlay(shell.current());
  if (top?.type !== 'picker') return;
  const step = pickerStep(top.picker, press.action);
  if (step.outcome?.type === 'cancelled') shell.dispatch({ type: 'pop-overlay' });
  else if (step.outcome?.type === 'chosen') {
    shell.dispatch({ type: 'pop-overlay' });
    top.choose(shell, step.outcome.value);
  } else if (step.state !== top.picker) shell.dispatch({ type: 'replace-overlay', overlay: { ...top, picker: step.state } });
}
