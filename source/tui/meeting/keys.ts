// The review walk's keys, and the tree's key that opens it. Pure data.
import { keyDef } from '../kernel/keys.js';

export const REVIEW_MEETING = keyDef(
  'review-meeting',
  ['M'],
  'the monthly review meeting of the hoshin, area or objective: walk the red, the unrecorded and the late, and decide',
  3,
  'meeting',
);

export const MEETING_REVIEWED = keyDef(
  'meeting-reviewed',
  ['enter'],
  'mark the item reviewed and go on (on the opening screen: begin where the meeting stopped)',
  1,
  'reviewed',
);
export const MEETING_ESCALATE = keyDef('meeting-escalate', ['e'], 'mark the item to escalate and go on', 1, 'escalate');
export const MEETING_NEXT = keyDef('meeting-next', ['n', 'right'], 'the next item, leaving this one as it is', 2, 'next');
export const MEETING_PREVIOUS = keyDef('meeting-previous', ['p', 'left'], 'the item before', 3, 'back');
export const MEETING_UNMARK = keyDef('meeting-unmark', ['u'], "take back the item's mark", 5, 'unmark');
export const MEETING_VALUE = keyDef('meeting-value', ['v'], "record the month's value, never recorded", 2, 'value');
export const MEETING_COUNTERMEASURE = keyDef(
  'meeting-countermeasure',
  ['c'],
  'start a countermeasure: its name, owner and deadline prefilled',
  2,
  'countermeasure',
);
export const MEETING_EXPLAIN = keyDef(
  'meeting-explain',
  ['x'],
  "write the month's explanation (the comment of its history value)",
  2,
  'explain',
);
export const MEETING_STATUS = keyDef(
  'meeting-status',
  ['s'],
  'move the selected countermeasure (or the late task) to its next status',
  2,
  'status',
);
export const MEETING_DEADLINE = keyDef(
  'meeting-deadline',
  ['d'],
  "change the selected countermeasure's (or the late task's) deadline",
  2,
  'deadline',
);
export const MEETING_OWNER = keyDef(
  'meeting-owner',
  ['o'],
  "change the selected countermeasure's (or the late task's) owner, by name",
  2,
  'owner',
);
export const MEETING_SELECT = keyDef('meeting-select', ['tab'], 'select the next countermeasure', 5, 'select');
export const MEETING_CLOSE = keyDef(
  'meeting-close',
  ['esc', 'q'],
  'leave the meeting (what was marked is kept: it resumes there)',
  2,
  'leave',
);

export const ENTRY_SAVE = keyDef('meeting-entry-save', ['enter'], 'write it to the service', 1, 'save');
export const ENTRY_CANCEL = keyDef('meeting-entry-cancel', ['esc'], 'cancel: nothing is sent', 1, 'cancel');

/** Over a line that could not be asked, enter and esc do one thing: close it. */
export const REFUSED_CLOSE = {
  ...keyDef('meeting-refused-close', ['enter', 'esc'], 'close it: what was typed is dropped, nothing is sent', 1, 'close'),
  footerKeys: ['enter', 'esc'],
} as const;
