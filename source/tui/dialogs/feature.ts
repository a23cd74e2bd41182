// Dialogs and pickers: the questions the console asks (undo? quit? delete?) and the pick-one lists
// (which kind to create, a task's status). Their keys step them; an answer does what the feature
// that opened them said.
import { overlaySlice, type Binding, type Feature } from '../kernel/feature.js';
import { topOverlay } from '../kernel/console-store.js';
import { moveBindings } from '../kernel/list-keys.js';
import { dialogKey, pickerKeyOnTop } from './dialog-answers.js';
import { lazyView } from '../kernel/lazy-view.js';
import { DIALOG_CANCEL, DIALOG_NEXT, DIALOG_PRESS, DIALOG_PREVIOUS, PICKER_CANCEL, PICKER_CHOOSE, PICKER_KEYS } from './keys.js';

const DeleteModal = lazyView(() => import('../later.js').then((later) => later.dialogViews.DeleteModal));
const PickerModal = lazyView(() => import('../later.js').then((later) => later.dialogViews.PickerModal));
const QuestionAbove = lazyView(() => import('../later.js').then((later) => later.dialogViews.QuestionAbove));
const QuestionModal = lazyView(() => import('../later.js').then((later) => later.dialogViews.QuestionModal));

const PICKER = 'picker';
const DIALOG = 'dialog';

const pickerBindings: Binding[] = [
  ...moveBindings(
    PICKER,
    PICKER_KEYS.filter((def) => def !== PICKER_CHOOSE && def !== PICKER_CANCEL),
    () => ({ run: pickerKeyOnTop }),
  ),
  { ...PICKER_CHOOSE, context: PICKER, primary: true, run: pickerKeyOnTop },
  { ...PICKER_CANCEL, context: PICKER, run: pickerKeyOnTop },
];

const dialogBindings: Binding[] = [DIALOG_NEXT, DIALOG_PREVIOUS, DIALOG_PRESS, DIALOG_CANCEL].map((def) => ({
  ...def,
  context: DIALOG,
  ...(def === DIALOG_PRESS ? { primary: true as const } : {}),
  run: dialogKey,
}));

export const dialogs: Feature = {
  name: 'dialogs',
  contexts: [
    { name: PICKER, title: 'Pickers', overlays: ['picker'], commandKeys: true },
    {
      name: DIALOG,
      title: 'Dialogs',
      overlays: ['dialog', 'delete-dialog'],
      // The delete dialog's name field takes a paste whole; a question's keys are one each.
      commandKeys: (state) => topOverlay(state)?.type === 'dialog',
      otherKeys: { run: dialogKey },
    },
  ],
  bindings: [...pickerBindings, ...dialogBindings],
  overlays: [
    overlaySlice({ type: 'dialog', layer: 'modal', View: QuestionModal, Question: QuestionAbove }),
    overlaySlice({ type: 'delete-dialog', layer: 'modal', View: DeleteModal }),
    overlaySlice({ type: 'picker', layer: 'modal', View: PickerModal }),
  ],
};
