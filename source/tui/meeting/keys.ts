// The review walk's keys, and the tree's key that opens it. Pure data.
import { keyDef, type KeyDef } from '../kernel/keys.js';

export const REVIEW_MEETING = {
  action: 'review-meeting',
  keys: ['M'],
  description: 'the monthly review meeting of the hoshin, area or objective: walk the red, the unrecorded and the late, and decide',
  hint: 3,
  short: 'meeting',
} as const satisfies KeyDef;

export const MEETING_REVIEWED = {
  action: 'meeting-reviewed',
  keys: ['enter'],
  description: 'mark the item reviewed and go on (on the opening screen: begin where the meeting stopped)',
  hint: 1,
  short: 'reviewed',
} as const satisfies KeyDef;
export const MEETING_ESCALATE = keyDef('meeting-escalate', ['e'], 'mark the item to escalate and go on', 1, 'escalate');
export const MEETING_NEXT = keyDef('meeting-next', ['n', 'right'], 'the next item, leaving this one as it is', 2, 'next');
export const MEETING_PREVIOUS = keyDef('meeting-previous', ['p', 'left'], 'the item before', 3, 'back');
export const MEETING_UNMARK = keyDef('meeting-unmark', ['u'], "take back the item's mark", 5, 'unmark');
export const MEETING_VALUE = keyDef('meeting-value', ['v'], "record the month's value, never recorded", 2, 'value');
export const MEETING_COUNTERMEASURE = {
  action: 'meeting-countermeasure',
  keys: ['c'],
  description: 'start a countermeasure: its name, owner and deadline prefilled',
  hint: 2,
  short: 'countermeasure',
} as const satisfies KeyDef;
export const MEETING_EXPLAIN = {
  action: 'meeting-explain',
  keys: ['x'],
  description: "write the month's explanation (the comment of its history value)",
  hint: 2,
  short: 'explain',
} as const satisfies KeyDef;
export const MEETING_STATUS = {
  action: 'meeting-status',
  keys: ['s'],
  description: 'move the selected countermeasure (or the late task) to its next status',
  hint: 2,
  short: 'status',
} as const satisfies KeyDef;
export const MEETING_DEADLINE = {
  action: 'meeting-deadline',
  keys: ['d'],
  description: "change the selected countermeasure's (or the late task's) deadline",
  hint: 2,
  short: 'deadline',
} as const satisfies KeyDef;
export const MEETING_OWNER = {
  action: 'meeting-owner',
  keys: ['o'],
  description: "change the selected countermeasure's (or the late task's) owner, by name",
  hint: 2,
  short: 'owner',
} as const satisfies KeyDef;
export const MEETING_SELECT = keyDef('meeting-select', ['tab'], 'select the next countermeasure', 5, 'select');
export const MEETING_CLOSE = {
  action: 'meeting-close',
  keys: ['esc', 'q'],
  description: 'leave the meeting (what was marked is kept: it resumes there)',
  hint: 2,
  short: 'leave',
} as const satisfies KeyDef;

export const ENTRY_SAVE = keyDef('meeting-entry-save', ['enter'], 'write it to the service', 1, 'save');
export const ENTRY_CANCEL = keyDef('meeting-entry-cancel', ['esc'], 'cancel: nothing is sent', 1, 'cancel');
