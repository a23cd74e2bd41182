// A yes/no question whose safe answer is focused first ("Discard changes?" with Keep editing). Pure.
import { actionFor } from '../kernel/key-dispatch.js';
import type { ActionName } from '../kernel/keymap.js';

export interface ConfirmState {
  readonly title: string;
  readonly message: string;
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  /** Which button has the focus; starts on cancel. */
  readonly focus: 'cancel' | 'confirm';
}

export type DialogOutcome = 'confirm' | 'cancel';

export interface DialogStep<S> {
  readonly state: S;
  readonly outcome?: DialogOutcome;
}

export function createConfirm(options: {
  readonly title: string;
  readonly message?: string;
  readonly cancelLabel?: string;
  readonly confirmLabel?: string;
}): ConfirmState {
  return {
    title: options.title,
    message: options.message ?? '',
    cancelLabel: options.cancelLabel ?? 'Cancel',
    confirmLabel: options.confirmLabel ?? 'OK',
    focus: 'cancel',
  };
}

/** The unsaved-changes question of a form. */
export function discardChangesConfirm(): ConfirmState {
  return createConfirm({
    title: 'Discard changes?',
    message: 'The form has edits that are not saved.',
    cancelLabel: 'Keep editing',
    confirmLabel: 'Discard',
  });
}

export function confirmKey(state: ConfirmState, name: string): DialogStep<ConfirmState> {
  return confirmStep(state, actionFor('dialog', name));
}

/** One action of the dialog context, as the key router read it. */
export function confirmStep(state: ConfirmState, action: ActionName | undefined): DialogStep<ConfirmState> {
  switch (action) {
    case 'dialog-next':
    case 'dialog-previous':
      return { state: { ...state, focus: state.focus === 'cancel' ? 'confirm' : 'cancel' } };
    case 'dialog-press':
      return { state, outcome: state.focus };
    case 'dialog-cancel':
      return { state, outcome: 'cancel' };
    default:
      return { state };
  }
}
