// A yes/no question whose safe answer is focused first ("Discard changes?" with Keep editing). Pure.
import { actionOf } from '../kernel/keys.js';
import { DIALOG_CANCEL, DIALOG_KEYS, DIALOG_NEXT, DIALOG_PRESS, DIALOG_PREVIOUS } from './keys.js';

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

export const confirmKey = (state: ConfirmState, name: string): DialogStep<ConfirmState> => confirmStep(state, actionOf(DIALOG_KEYS, name));

/** One action of the dialog context (a key the dialog keys do not name does nothing). */
export function confirmStep(state: ConfirmState, action: string | undefined): DialogStep<ConfirmState> {
  switch (action) {
    case DIALOG_NEXT.action:
    case DIALOG_PREVIOUS.action:
      return { state: { ...state, focus: state.focus === 'cancel' ? 'confirm' : 'cancel' } };
    case DIALOG_PRESS.action:
      return { state, outcome: state.focus };
    case DIALOG_CANCEL.action:
      return { state, outcome: 'cancel' };
    default:
      return { state };
  }
}
