// Forms: editing, creating and deleting resources and recording values. A form takes its keys
// itself (they reach it through the shell's typed-ahead keys); the tree's e, n, D and v open one.
import { overlaySlice, type Binding, type Feature, type Handler } from '../kernel/feature.js';
import { changesData } from '../kernel/refusals.js';
import { recordsOnIndicators } from './form-refusals.js';
import { QUIT } from '../tree/keys.js';
import { formReduce } from './form-overlays.js';
import { FormView } from './form-view.js';
import { CREATE, DELETE, EDIT, FORM_KEYS, FORM_SAVE, RECORD_VALUE } from './keys.js';
import { createHere, deleteSelected, editSelected, recordValueOfSelected } from './resource-changes.js';

const FORM = 'form';
const TREE = 'tree';

/** Every key of the form context goes to the form on top, or waits until it listens. */
const toTheForm: Handler = { run: (shell, press) => shell.typedAhead.pass(press.input, press.key) };

const formBindings: Binding[] = FORM_KEYS.map((def) => ({
  ...def,
  context: FORM,
  ...(def === FORM_SAVE ? { primary: true as const } : {}),
  ...toTheForm,
}));

export const forms: Feature = {
  name: 'forms',
  contexts: [{ name: FORM, title: 'Forms', overlays: ['form'], reportsKeys: true, otherKeys: toTheForm }],
  bindings: [
    ...formBindings,
    { ...EDIT, context: TREE, after: QUIT.action, disabled: changesData, run: editSelected },
    { ...CREATE, context: TREE, after: EDIT.action, disabled: changesData, run: createHere },
    { ...DELETE, context: TREE, after: CREATE.action, disabled: changesData, run: deleteSelected },
    { ...RECORD_VALUE, context: TREE, after: DELETE.action, disabled: recordsOnIndicators, run: recordValueOfSelected },
  ],
  overlays: [overlaySlice({ type: 'form', actions: ['form-dirty'], reduce: formReduce, layer: 'holder', View: FormView })],
};
