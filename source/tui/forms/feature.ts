// Forms: editing, creating and deleting resources and recording values. A form takes its keys
// itself (they reach it through the shell's typed-ahead keys); the tree's e, n, D and v open one.
import { overlaySlice, type Binding, type Feature, type Handler, type KeyFacts } from '../kernel/feature.js';
import { changesData } from '../kernel/refusals.js';
import { recordsOnIndicators } from './form-refusals.js';
import { formFacts, formReduce } from './form-overlays.js';
import { lazyView } from '../kernel/lazy-view.js';
import { lazyModule } from '../kernel/lazy-module.js';
import { CREATE, DELETE, EDIT, FORM_KEYS, FORM_LINE, FORM_NEXT, FORM_SAVE, RECORD_VALUE } from '../dialogs/form-keys.js';

const FormView = lazyView(() => import('../later.js').then((later) => later.formView.FormView));

// What its keys in the tree run: loaded after the first frame (kernel/lazy-module.ts).
const changes = lazyModule(() => import('../later.js').then((later) => later.resourceChanges));

const FORM = 'form';
const TREE = 'tree';

/** Every key of the form context goes to the form on top, or waits until it listens. */
const toTheForm: Handler = { run: (shell, press) => shell.typedAhead.pass(press.input, press.key) };

/** The footer names Down as the field in focus takes it: the next field, or the next line of a text of several. */
const inLines = (facts: KeyFacts): boolean => facts.row?.lines === true;
const hintedWhere: ReadonlyMap<string, (facts: KeyFacts) => boolean> = new Map([
  [FORM_NEXT.action, (facts: KeyFacts) => !inLines(facts)],
  [FORM_LINE.action, inLines],
]);

const formBindings: Binding[] = FORM_KEYS.map((def) => {
  const hinted = hintedWhere.get(def.action);
  return {
    ...def,
    context: FORM,
    ...(def === FORM_SAVE ? { primary: true as const } : {}),
    ...(hinted ? { hinted } : {}),
    ...toTheForm,
  };
});

export const forms: Feature = {
  name: 'forms',
  contexts: [
    {
      name: FORM,
      title: 'Forms',
      overlays: ['form'],
      reportsKeys: true,
      otherKeys: toTheForm,
      row: (_shell, state) => formFacts(state.overlays),
    },
  ],
  bindings: [
    ...formBindings,
    { ...EDIT, context: TREE, after: 'quit', disabled: changesData, run: (shell) => changes().editSelected(shell) },
    { ...CREATE, context: TREE, after: EDIT.action, disabled: changesData, run: (shell) => changes().createHere(shell) },
    { ...DELETE, context: TREE, after: CREATE.action, hint: 5, disabled: changesData, run: (shell) => changes().deleteSelected(shell) },
    {
      ...RECORD_VALUE,
      context: TREE,
      after: DELETE.action,
      disabled: recordsOnIndicators,
      run: (shell) => changes().recordValueOfSelected(shell),
    },
  ],
  overlays: [
    overlaySlice({
      type: 'form',
      actions: ['form-dirty', 'form-lines'],
      reduce: formReduce,
      layer: 'holder',
      ownsStatus: true,
      View: FormView,
    }),
  ],
};
