// Every key binding of the console, as data: dispatch, the `?` help overlay, the footer hints, the
// refusals and every sentence that names a key are generated from this one table. Each binding
// names its contexts, its action, the command that handles it (where a controller does) and why it
// may not apply (lazygit's GetDisabledReason, by rule name). Pure data: the lookups are beside it (key-*.ts).
import type { KindName } from '../../catalogue/catalogue.js';
import { EDIT_KEYS } from '../../terminal/edit-text.js';

/** Where a key press lands; the dispatcher asks the topmost context first, then `global`. */
export type KeyContext =
  | 'global'
  | 'tree'
  | 'overview'
  | 'filter'
  | 'palette'
  | 'form'
  | 'picker'
  | 'dialog'
  | 'help'
  | 'board'
  | 'history'
  | 'bowling'
  | 'attention'
  | 'due'
  | 'changes';

/** What the selected row (in the due queue: the item on screen) offers; the index knows, so the caller passes it in. */
export interface RowFacts {
  readonly kind: KindName | null;
  readonly topLevel: boolean;
  /** An objective or hoshin is at or above the row. */
  readonly board: boolean;
  readonly hoshin: boolean;
}

/** What decides whether an action applies. A row fact not given is not held against any key. */
export interface KeyFacts {
  readonly readOnly: boolean;
  readonly context: KeyContext;
  readonly row?: Partial<RowFacts>;
}

/**
 * Why an action does not apply: its key leaves the footer, and pressing it shows the text. A
 * command that knows more than the row (a chart's scope, the due item) says why itself.
 */
export type DisabledReason = { readonly text: string; readonly tone: 'error' | 'info' } | { readonly saidByCommand: true };

/** The rules of key-reasons.ts, by name, so the table stays data. */
export type DisabledRule =
  | 'changes-data'
  | 'quits-at-top-only'
  | 'records-on-indicators'
  | 'moves-tasks'
  | 'in-hoshin-only'
  | 'under-board-only'
  | 'attention-in-hoshin-only'
  | 'counters-indicators'
  | 'overview-in-hoshin-only'
  | 'values-of-indicators-only'
  | 'records-due-indicators';

export interface Binding {
  readonly action: string;
  /** Key names as keyName() (input/key-name.ts) produces them: 'j', 'G', 'down', 'enter', 'esc', 'ctrl+s', 'pgdn'. */
  readonly keys: readonly string[];
  readonly description: string;
  readonly contexts: readonly KeyContext[];
  /**
   * Shown in the footer of its contexts, by priority: the footer keeps the lowest numbers when the
   * terminal is narrow. 0 is always shown (at the end: `:` and `?`). Absent: `?` help only.
   */
  readonly hint?: number;
  /** The context's primary action: first in the footer, and always there. */
  readonly primaryIn?: readonly KeyContext[];
  /** A word or two for the footer, where the description is too long for 80 columns. */
  readonly short?: string;
  /** The rule that says why the action may not apply (key-reasons.ts). Absent: it always applies. */
  readonly disabled?: DisabledRule;
  /** The controller command that handles the action, by context; elsewhere the router steps the store or the overlay. */
  readonly commands?: Readonly<Partial<Record<KeyContext, string>>>;
  /** For an action that steps one way or the other: the direction of each of its keys. */
  readonly steps?: Readonly<Record<string, -1 | 1>>;
}

export const BINDINGS = [
  // global
  {
    action: 'quit-anywhere',
    keys: ['ctrl+c'],
    description: 'quit (asks first if a form has unsaved changes)',
    contexts: ['global'],
    commands: { global: 'quit-now' },
  },
  {
    action: 'suspend',
    keys: ['ctrl+z'],
    description: 'suspend to the shell',
    contexts: ['global'],
    commands: { global: 'suspend' },
  },
  // lists: the tree, the overview, the value table, pickers, the help text
  {
    action: 'move-up',
    keys: ['up', 'k'],
    description: 'move up',
    contexts: ['changes', 'tree', 'overview', 'picker', 'board', 'history', 'help', 'bowling', 'attention'],
  },
  {
    action: 'move-down',
    keys: ['down', 'j'],
    description: 'move down',
    contexts: ['changes', 'tree', 'overview', 'picker', 'board', 'history', 'help', 'bowling', 'attention'],
  },
  {
    action: 'move-top',
    keys: ['g', 'home'],
    description: 'go to the top',
    contexts: ['changes', 'tree', 'overview', 'picker', 'history', 'help', 'attention'],
  },
  {
    action: 'move-bottom',
    keys: ['G', 'end'],
    description: 'go to the bottom',
    contexts: ['changes', 'tree', 'overview', 'picker', 'history', 'help', 'attention'],
  },
  {
    action: 'page-up',
    keys: ['pgup', 'ctrl+b'],
    description: 'page up',
    contexts: ['changes', 'tree', 'overview', 'history', 'help', 'attention'],
  },
  {
    action: 'page-down',
    keys: ['pgdn', 'ctrl+f'],
    description: 'page down',
    contexts: ['changes', 'tree', 'overview', 'history', 'help', 'attention'],
  },
  {
    action: 'half-page-down',
    keys: ['ctrl+d'],
    description: 'half a page down (never deletes)',
    contexts: ['tree', 'overview', 'history', 'help', 'attention'],
  },
  {
    action: 'half-page-up',
    keys: ['ctrl+u'],
    description: 'half a page up',
    contexts: ['tree', 'overview', 'history', 'help', 'attention'],
  },
  {
    action: 'open',
    keys: ['enter', 'l', 'right'],
    description: 'open',
    contexts: ['tree', 'overview', 'attention'],
    hint: 1,
    primaryIn: ['tree', 'overview', 'attention'],
    short: 'open',
    commands: { tree: 'open', overview: 'overview-open', attention: 'attention-open' },
  },
  {
    action: 'back',
    keys: ['esc', 'h', 'left'],
    description: 'go up (esc clears a kept filter first)',
    contexts: ['tree'],
    hint: 4,
    short: 'up',
    commands: { tree: 'back' },
  },
  {
    action: 'switch-pane',
    keys: ['tab'],
    description: 'switch pane',
    contexts: ['tree', 'history'],
    hint: 4,
    short: 'pane',
  },
  {
    action: 'filter',
    keys: ['/'],
    description: 'filter the current list (in help: its lines)',
    contexts: ['tree', 'overview', 'board', 'help'],
    hint: 3,
    short: 'filter',
  },
  {
    action: 'palette',
    keys: [':'],
    description: 'command palette (a name, :objective 42, web addresses or ids, several at once, quit…)',
    contexts: ['tree', 'overview', 'board', 'history', 'bowling', 'attention'],
    hint: 0,
    short: 'palette',
  },
  {
    action: 'help',
    keys: ['?'],
    description: 'help',
    contexts: ['tree', 'overview', 'board', 'history', 'bowling', 'attention', 'due'],
    hint: 0,
    short: 'help',
  },
  {
    action: 'refresh',
    keys: ['r'],
    description: 'refresh from the service (on an objective: its indicators and tasks)',
    contexts: ['tree', 'board'],
    commands: { tree: 'refresh' },
  },
  {
    action: 'quit',
    keys: ['q'],
    description: 'quit (at the top level)',
    contexts: ['tree'],
    hint: 3,
    short: 'quit',
    disabled: 'quits-at-top-only',
    commands: { tree: 'quit' },
  },
  {
    action: 'edit',
    keys: ['e'],
    description: 'edit the selected resource',
    contexts: ['tree', 'history', 'due'],
    hint: 2,
    primaryIn: ['history'],
    short: 'edit',
    disabled: 'changes-data',
    commands: { tree: 'edit', history: 'history-edit', due: 'due-edit' },
  },
  {
    action: 'create',
    keys: ['n'],
    description: 'create a child of the selected resource',
    contexts: ['tree'],
    hint: 3,
    short: 'new',
    disabled: 'changes-data',
    commands: { tree: 'create' },
  },
  {
    action: 'delete',
    keys: ['D'],
    description: 'delete the selected resource',
    contexts: ['tree', 'history'],
    hint: 3,
    short: 'delete',
    disabled: 'changes-data',
    commands: { tree: 'delete', history: 'history-delete' },
  },
  {
    action: 'record-value',
    keys: ['v'],
    description: 'record a value of the indicator',
    contexts: ['tree', 'history'],
    hint: 2,
    short: 'value',
    disabled: 'records-on-indicators',
    commands: { tree: 'record-value', history: 'record-value' },
  },
  {
    action: 'task-status',
    keys: ['s'],
    description: 'change the status of the task',
    contexts: ['tree', 'board', 'due'],
    hint: 2,
    short: 'status',
    disabled: 'moves-tasks',
    commands: { tree: 'task-status', due: 'due-task-status' },
  },
  {
    action: 'bowling',
    keys: ['b'],
    description: 'bowling chart of the hoshin, area or objective: indicators by month',
    contexts: ['tree'],
    hint: 2,
    short: 'bowling',
    disabled: 'in-hoshin-only',
    commands: { tree: 'bowling' },
  },
  {
    action: 'report',
    keys: ['R'],
    description: 'write the review pack of the hoshin, area or objective: one HTML page to project, print or mail',
    contexts: ['tree'],
    hint: 5,
    short: 'report',
    disabled: 'in-hoshin-only',
    commands: { tree: 'report' },
  },
  {
    action: 'board',
    keys: ['t'],
    description: 'tasks board of the objective or hoshin',
    contexts: ['tree'],
    hint: 3,
    short: 'tasks',
    disabled: 'under-board-only',
    commands: { tree: 'board' },
  },
  {
    action: 'attention',
    keys: ['a'],
    description: 'what needs attention in the hoshin: neglected, blind, outdated',
    contexts: ['tree'],
    hint: 3,
    short: 'attention',
    disabled: 'attention-in-hoshin-only',
    commands: { tree: 'attention' },
  },
  {
    action: 'due-queue',
    keys: ['u'],
    description: 'walk the due queue: record each value due, move each late task',
    contexts: ['tree'],
    hint: 3,
    short: 'due',
    commands: { tree: 'due-queue' },
  },
  {
    action: 'countermeasure',
    keys: ['c'],
    description: 'start a countermeasure task for an indicator below its goal',
    contexts: ['tree', 'overview', 'bowling'],
    hint: 3,
    short: 'countermeasure',
    disabled: 'counters-indicators',
    commands: { tree: 'countermeasure', overview: 'countermeasure', bowling: 'countermeasure' },
  },
  {
    action: 'raw-fields',
    keys: ['V'],
    description: 'every field of the resource, or back to the summary',
    contexts: ['tree', 'history'],
    hint: 6,
    short: 'fields',
  },
  {
    action: 'indicators-overview',
    keys: ['i'],
    description: 'all known indicators of the hoshin',
    contexts: ['tree'],
    hint: 2,
    short: 'indicators',
    disabled: 'overview-in-hoshin-only',
    commands: { tree: 'indicators-overview' },
  },
  {
    action: 'history-table',
    keys: ['H'],
    description: 'edit the history values of the indicator',
    contexts: ['tree'],
    hint: 2,
    short: 'values',
    disabled: 'values-of-indicators-only',
    commands: { tree: 'history-table' },
  },
  {
    action: 'copy-address',
    keys: ['y'],
    description: 'copy the web address of the selected resource (OSC 52)',
    contexts: ['tree', 'overview', 'board', 'history'],
    hint: 5,
    short: 'copy url',
    commands: { tree: 'copy-address', overview: 'copy-address', board: 'copy-address', history: 'copy-address' },
  },
  {
    action: 'copy-id',
    keys: ['Y'],
    description: 'copy the id of the selected resource (OSC 52)',
    contexts: ['tree', 'overview', 'board', 'history'],
    commands: { tree: 'copy-id', overview: 'copy-id', board: 'copy-id', history: 'copy-id' },
  },
  // filter line (the tree's, the overview's, the board's)
  {
    action: 'filter-accept',
    keys: ['enter'],
    description: 'keep the filter',
    contexts: ['filter'],
    hint: 1,
    primaryIn: ['filter'],
  },
  { action: 'filter-clear', keys: ['esc'], description: 'clear the filter', contexts: ['filter'], hint: 1 },
  { action: 'filter-move-up', keys: ['up'], description: 'move up in the filtered list', contexts: ['filter'] },
  { action: 'filter-move-down', keys: ['down'], description: 'move down in the filtered list', contexts: ['filter'] },
  // palette
  {
    action: 'palette-run',
    keys: ['enter'],
    description: 'run the command (a highlighted suggestion when the line is not one)',
    contexts: ['palette'],
    hint: 1,
    primaryIn: ['palette'],
    short: 'run',
    commands: { palette: 'palette-run' },
  },
  {
    action: 'palette-complete',
    keys: ['tab'],
    description: 'complete',
    contexts: ['palette'],
    hint: 2,
    commands: { palette: 'palette-complete' },
  },
  {
    action: 'palette-previous',
    keys: ['up'],
    description: 'previous suggestion',
    contexts: ['palette'],
    commands: { palette: 'palette-previous' },
  },
  {
    action: 'palette-next',
    keys: ['down'],
    description: 'next suggestion',
    contexts: ['palette'],
    commands: { palette: 'palette-next' },
  },
  { action: 'palette-close', keys: ['esc'], description: 'close', contexts: ['palette'], hint: 1 },
  // one-line editing of the filter and the palette
  {
    action: 'line-delete-back',
    keys: EDIT_KEYS.deleteBack,
    description: 'delete the last character',
    contexts: ['filter', 'palette', 'due'],
  },
  {
    action: 'line-delete-all',
    keys: EDIT_KEYS.deleteToStart,
    description: 'delete the whole line',
    contexts: ['filter', 'palette', 'due'],
  },
  {
    action: 'line-delete-word',
    keys: [...EDIT_KEYS.deleteSpacedWord, ...EDIT_KEYS.deleteWord],
    description: 'delete the last word',
    contexts: ['filter', 'palette', 'due'],
  },
  // forms
  { action: 'form-next', keys: ['down', 'tab'], description: 'next field', contexts: ['form'], hint: 2 },
  { action: 'form-previous', keys: ['up', 'shift+tab'], description: 'previous field', contexts: ['form'] },
  {
    action: 'form-save',
    keys: ['ctrl+s'],
    description: 'save (Enter on the last field too)',
    contexts: ['form'],
    hint: 1,
    primaryIn: ['form'],
  },
  { action: 'form-submit-or-next', keys: ['enter'], description: 'next field; save on the last', contexts: ['form'] },
  {
    action: 'form-cancel',
    keys: ['esc'],
    description: 'cancel (asks if anything changed)',
    contexts: ['form'],
    hint: 1,
  },
  {
    action: 'form-external-editor',
    keys: ['ctrl+e'],
    description: 'edit long text in $VISUAL/$EDITOR',
    contexts: ['form'],
    hint: 3,
  },
  { action: 'form-toggle', keys: ['space'], description: 'toggle a yes/no field, open a picker', contexts: ['form'] },
  {
    action: 'form-step-choice',
    keys: ['left', 'right'],
    description: 'step a yes/no or choice field (moves the cursor in text)',
    contexts: ['form'],
    steps: { left: -1, right: 1 },
  },
  // readline keys of text inputs (help only: the input handles them; no shortcut types its letter)
  {
    action: 'text-line-start-end',
    keys: [...EDIT_KEYS.start, EDIT_KEYS.end[0]],
    description: 'start / end of the text (ctrl+e too, outside long texts)',
    contexts: ['form'],
  },
  {
    action: 'text-delete-before',
    keys: EDIT_KEYS.deleteToStart,
    description: 'delete to the start of the text',
    contexts: ['form'],
  },
  {
    action: 'text-delete-after',
    keys: EDIT_KEYS.deleteToEnd,
    description: 'delete to the end of the text',
    contexts: ['form'],
  },
  {
    action: 'text-delete-word',
    keys: [...EDIT_KEYS.deleteSpacedWord, ...EDIT_KEYS.deleteWord],
    description: 'delete the word before the cursor',
    contexts: ['form'],
  },
  {
    action: 'text-delete-forward',
    keys: [EDIT_KEYS.deleteForward[0]],
    description: 'delete the character under the cursor',
    contexts: ['form'],
  },
  {
    action: 'text-word-move',
    keys: [...EDIT_KEYS.wordBack, ...EDIT_KEYS.wordForward],
    description: 'back / forward a word',
    contexts: ['form'],
  },
  // pickers (enum values, child kind, task status)
  {
    action: 'picker-choose',
    keys: ['enter'],
    description: 'choose',
    contexts: ['picker'],
    hint: 1,
    primaryIn: ['picker'],
  },
  { action: 'picker-cancel', keys: ['esc'], description: 'cancel', contexts: ['picker'], hint: 1 },
  // dialogs
  {
    action: 'dialog-next',
    keys: ['tab', 'right', 'l'],
    description: 'next button',
    contexts: ['dialog'],
    hint: 2,
    short: 'next',
  },
  { action: 'dialog-previous', keys: ['shift+tab', 'left', 'h'], description: 'previous button', contexts: ['dialog'] },
  {
    action: 'dialog-press',
    keys: ['enter'],
    description: 'press the focused button',
    contexts: ['dialog'],
    hint: 1,
    primaryIn: ['dialog'],
    short: 'press',
  },
  { action: 'dialog-cancel', keys: ['esc'], description: 'cancel', contexts: ['dialog'], hint: 1 },
  // board
  {
    action: 'board-left',
    keys: ['left', 'h'],
    description: 'previous column',
    contexts: ['board'],
    hint: 3,
    short: 'column',
  },
  {
    action: 'board-right',
    keys: ['right', 'l'],
    description: 'next column',
    contexts: ['board'],
    hint: 3,
    short: 'column',
  },
  {
    action: 'board-move-previous',
    keys: ['<', 'H'],
    description: 'move the task to the previous status',
    contexts: ['board'],
    hint: 1,
    short: 'move back',
    disabled: 'changes-data',
  },
  {
    action: 'board-move-next',
    keys: ['>', 'L'],
    description: 'move the task to the next status',
    contexts: ['board'],
    hint: 1,
    primaryIn: ['board'],
    short: 'move on',
    disabled: 'changes-data',
  },
  {
    action: 'board-edit',
    keys: ['e'],
    description: 'change deadline and responsible',
    contexts: ['board'],
    hint: 2,
    short: 'deadline',
    disabled: 'changes-data',
  },
  // the bowling chart
  {
    action: 'bowling-left',
    keys: ['h', 'left'],
    description: 'previous month',
    contexts: ['bowling'],
    hint: 4,
    short: 'previous month',
  },
  {
    action: 'bowling-right',
    keys: ['l', 'right'],
    description: 'next month',
    contexts: ['bowling'],
    hint: 3,
    short: 'next month',
  },
  {
    action: 'bowling-open',
    keys: ['enter'],
    description: 'open the indicator in the tree',
    contexts: ['bowling'],
    hint: 1,
    primaryIn: ['bowling'],
    short: 'open',
    commands: { bowling: 'bowling-open' },
  },
  // the due queue (digits type the value)
  {
    action: 'due-enter',
    keys: ['enter'],
    description: 'record the typed value and go on (on a task, or with no value: skip)',
    contexts: ['due'],
    hint: 1,
    primaryIn: ['due'],
    short: 'record',
    disabled: 'records-due-indicators',
    commands: { due: 'due-enter' },
  },
  {
    action: 'due-skip',
    keys: ['n'],
    description: 'skip to the next item',
    contexts: ['due'],
    hint: 1,
    short: 'skip',
    commands: { due: 'due-skip' },
  },
  {
    action: 'due-day',
    keys: ['tab'],
    description: 'switch between the value and the day it is for',
    contexts: ['due'],
    hint: 2,
    short: 'day',
  },
  // views over the tree: the board, the overview, the value table, the review's views
  {
    action: 'close-view',
    keys: ['esc', 'q'],
    description: 'back to the tree',
    contexts: ['board', 'overview', 'history', 'bowling', 'attention', 'due'],
    hint: 2,
    short: 'close',
    commands: { due: 'due-close' },
  },
  // the journal of changes: the session's list and undo
  {
    action: 'changes',
    keys: ['L'],
    description: 'the changes sent in this session, with their outcome',
    contexts: ['tree'],
    hint: 6,
    short: 'changes',
  },
  {
    action: 'undo',
    keys: ['z'],
    description: 'undo the last change of this session (shows what it sends, asks first)',
    contexts: ['tree', 'changes'],
    hint: 6,
    primaryIn: ['changes'],
    short: 'undo',
    disabled: 'changes-data',
    commands: { tree: 'undo', changes: 'undo' },
  },
  {
    action: 'changes-close',
    keys: ['esc', 'q', 'L'],
    description: 'close the changes',
    contexts: ['changes'],
    hint: 1,
    short: 'close',
  },
  // help overlay
  {
    action: 'help-close',
    keys: ['esc', '?', 'q'],
    description: 'close help',
    contexts: ['help'],
    hint: 1,
    primaryIn: ['help'],
  },
] as const satisfies readonly Binding[];

/** What a key can mean: the table's actions, and the refusal of a change in read-only mode. */
export type ActionName = (typeof BINDINGS)[number]['action'] | 'refused-read-only';

type CommandsOf<B> = B extends { readonly commands: infer M } ? M[keyof M] : never;

/** What a controller runs: the table's commands, and the question asked before quitting a dirty form. */
export type Command = CommandsOf<(typeof BINDINGS)[number]> | 'ask-quit';
