// The keys of a form (and the one-field forms), and the keys that open a form or picker. Pure data.
import { EDIT_KEYS } from '../../terminal/edit-text.js';
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const EDIT = keyDef('edit', ['e'], 'edit the selected resource', 1, 'edit');
export const CREATE = keyDef('create', ['n'], 'create a child of the selected resource', 2, 'new');
export const DELETE = keyDef('delete', ['D'], 'delete the selected resource', 4, 'delete');
export const RECORD_VALUE = keyDef('record-value', ['v'], 'record a value of the indicator', 1, 'value');

export const FORM_NEXT = keyDef('form-next', ['down', 'tab'], 'next field (down: from the last line of a text of several lines)', 2);
/** Down and Up in a text of several lines move a line; they leave the field from its last (first) line. */
export const FORM_LINE = {
  ...keyDef(
    'form-line',
    ['down', 'up'],
    'in a text of several lines: the line below / above, the same column; from the last / first line, the next / previous field',
    2,
    'next line or field',
  ),
  steps: { down: 1, up: -1 },
} as const;
export const FORM_PREVIOUS = keyDef(
  'form-previous',
  ['up', 'shift+tab'],
  'previous field (up: from the first line of a text of several lines)',
  'help',
);
export const FORM_SAVE = keyDef('form-save', ['ctrl+s'], 'save (Enter on the last field too)', 1);
export const FORM_SUBMIT_OR_NEXT = keyDef('form-submit-or-next', ['enter'], 'next field; save on the last', 'help');
export const FORM_CANCEL = keyDef('form-cancel', ['esc'], 'cancel (asks if anything changed)', 1);
export const FORM_EXTERNAL_EDITOR = keyDef('form-external-editor', ['ctrl+e'], 'edit long text in $VISUAL/$EDITOR', 3);
export const FORM_TOGGLE = keyDef('form-toggle', ['space'], 'toggle a yes/no field, open a picker', 'help');
export const FORM_STEP_CHOICE = {
  action: 'form-step-choice',
  keys: ['left', 'right'],
  description: 'step a yes/no or choice field (moves the cursor in text)',
  steps: { left: -1, right: 1 },
  hint: 'help',
} as const satisfies KeyDef;

/** The readline keys of text inputs (help only: the input handles them; no shortcut types its letter). */
const TEXT_KEYS: readonly KeyDef[] = [
  keyDef('text-line-start-end', [...EDIT_KEYS.start, EDIT_KEYS.end[0]], 'start / end of the text (ctrl+e too, outside long texts)', 'help'),
  keyDef('text-delete-before', EDIT_KEYS.deleteToStart, 'delete to the start of the text', 'help'),
  keyDef('text-delete-after', EDIT_KEYS.deleteToEnd, 'delete to the end of the text', 'help'),
  keyDef('text-delete-word', [...EDIT_KEYS.deleteSpacedWord, ...EDIT_KEYS.deleteWord], 'delete the word before the cursor', 'help'),
  keyDef('text-delete-forward', [EDIT_KEYS.deleteForward[0]], 'delete the character under the cursor', 'help'),
  keyDef('text-word-move', [...EDIT_KEYS.wordBack, ...EDIT_KEYS.wordForward], 'back / forward a word', 'help'),
];

/** A form's keys, in the order its help lists them. */
export const FORM_KEYS: readonly KeyDef[] = [
  FORM_NEXT,
  FORM_PREVIOUS,
  FORM_LINE,
  FORM_SAVE,
  FORM_SUBMIT_OR_NEXT,
  FORM_CANCEL,
  FORM_EXTERNAL_EDITOR,
  FORM_TOGGLE,
  FORM_STEP_CHOICE,
  ...TEXT_KEYS,
];

export const TASK_STATUS = keyDef('task-status', ['s'], 'change the status of the task', 1, 'status');
