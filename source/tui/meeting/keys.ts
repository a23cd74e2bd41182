// The review walk's keys, and the tree's key that opens it. Pure data.
import type { KeyDef } from '../kernel/keys.js';

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
export const MEETING_ESCALATE = {
  action: 'meeting-escalate',
  keys: ['e'],
  description: 'mark the item to escalate and go on',
  hint: 1,
  short: 'escalate',
} as const satisfies KeyDef;
export const MEETING_NEXT = {
  action: 'meeting-next',
  keys: ['n', 'right'],
  description: 'the next item, leaving this one as it is',
  hint: 2,
  short: 'next',
} as const satisfies KeyDef;
export const MEETING_PREVIOUS = {
  action: 'meeting-previous',
  keys: ['p', 'left'],
  description: 'the item before',
  hint: 3,
  short: 'back',
} as const satisfies KeyDef;
export const MEETING_UNMARK = {
  action: 'meeting-unmark',
  keys: ['u'],
  description: "take back the item's mark",
  hint: 5,
  short: 'unmark',
} as const satisfies KeyDef;
export const MEETING_VALUE = {
  action: 'meeting-value',
  keys: ['v'],
  description: "record the month's value, never recorded",
  hint: 2,
  short: 'value',
} as const satisfies KeyDef;
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
export const MEETING_SELECT = {
  action: 'meeting-select',
  keys: ['tab'],
  description: 'select the next countermeasure',
  hint: 5,
  short: 'select',
} as const satisfies KeyDef;
export const MEETING_CLOSE = {
  action: 'meeting-close',
  keys: ['esc', 'q'],
  description: 'leave the meeting (what was marked is kept: it resumes there)',
  hint: 2,
  short: 'leave',
} as const satisfies KeyDef;

export const ENTRY_SAVE = {
  action: 'meeting-entry-save',
  keys: ['enter'],
  description: 'write it to the service',
  hint: 1,
  short: 'save',
} as const satisfies KeyDef;
export const ENTRY_CANCEL = {
  action: 'meeting-entry-cancel',
  keys: ['esc'],
  description: 'cancel: nothing is sent',
  hint: 1,
  short: 'cancel',
} as const satisfies KeyDef;
