// The dialogs and pickers as overlays; whoever opens one says what its answer does. Pure.
import type { KindName } from '../../catalogue/catalogue.js';
import type { Shell } from '../kernel/feature.js';
import type { ConfirmState } from './confirm-state.js';
import type { DeleteState } from './delete-state.js';
import type { PickerState } from './picker-state.js';

export interface QuestionOverlay {
  readonly type: 'dialog';
  /** Which question ('undo', 'quit-dirty', …), for whoever looks (ctrl-c does not ask twice). */
  readonly dialog: string;
  readonly state: ConfirmState;
  /** What Yes does, taking the question away itself; without it the question and the form under it both go. */
  readonly answer?: (shell: Shell) => void;
}

export interface DeleteOverlay {
  readonly type: 'delete-dialog';
  readonly kind: KindName;
  readonly id: number;
  readonly state: DeleteState;
  /** What Delete does, once the dialog is closed. */
  readonly answer: (shell: Shell) => void;
}

export interface PickerOverlay {
  readonly type: 'picker';
  /** What it picks ('child-kind', 'task-status'). */
  readonly purpose: string;
  readonly picker: PickerState;
  /** What choosing a value does, once the picker is closed. */
  readonly choose: (shell: Shell, value: string) => void;
}

declare module '../kernel/overlays.js' {
  interface OverlayTypes {
    dialog: QuestionOverlay;
    'delete-dialog': DeleteOverlay;
    picker: PickerOverlay;
  }
}

/** A question above whatever is open. */
export function question(dialog: string, state: ConfirmState, answer: (shell: Shell) => void): QuestionOverlay {
  return { type: 'dialog', dialog, state, answer };
}
