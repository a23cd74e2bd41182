// Every key binding of the console, as data: dispatch, the `?` help overlay and the footer hints
// are all generated from this one table. Pure: no Ink import (keys arrive already named).

/** Where a key press lands; the dispatcher asks the topmost context first, then `global`. */
export type KeyContext = 'global' | 'tree' | 'filter' | 'palette' | 'form' | 'picker' | 'dialog' | 'help' | 'board' | 'history';

export interface Binding {
  readonly action: string;
  /** Key names as keyName() produces them: 'j', 'G', 'down', 'enter', 'esc', 'ctrl+s', 'pgdn'. */
  readonly keys: readonly string[];
  readonly description: string;
  readonly contexts: readonly KeyContext[];
  /** Shown in the footer of its contexts (the rest only in `?` help). */
  readonly hint?: boolean;
  /** Changes data: refused, and hidden from hints, in read-only mode. */
  readonly mutates?: boolean;
  /** A word or two for the footer, where the description is too long for 80 columns. */
  readonly short?: string;
}

export const BINDINGS: readonly Binding[] = [
  // global
  { action: 'quit-anywhere', keys: ['ctrl+c'], description: 'quit (asks first if a form has unsaved changes)', contexts: ['global'] },
  { action: 'suspend', keys: ['ctrl+z'], description: 'suspend to the shell', contexts: ['global'] },
  // tree / list pane
  { action: 'move-up', keys: ['up', 'k'], description: 'move up', contexts: ['tree', 'picker', 'board', 'history'] },
  { action: 'move-down', keys: ['down', 'j'], description: 'move down', contexts: ['tree', 'picker', 'board', 'history'] },
  { action: 'move-top', keys: ['g', 'home'], description: 'go to the top', contexts: ['tree', 'picker', 'history'] },
  { action: 'move-bottom', keys: ['G', 'end'], description: 'go to the bottom', contexts: ['tree', 'picker', 'history'] },
  { action: 'page-up', keys: ['pgup', 'ctrl+b'], description: 'page up', contexts: ['tree', 'history'] },
  { action: 'page-down', keys: ['pgdn', 'ctrl+f'], description: 'page down', contexts: ['tree', 'history'] },
  { action: 'half-page-down', keys: ['ctrl+d'], description: 'half a page down (never deletes)', contexts: ['tree', 'history'] },
  { action: 'half-page-up', keys: ['ctrl+u'], description: 'half a page up', contexts: ['tree', 'history'] },
  { action: 'open', keys: ['enter', 'l', 'right'], description: 'open', contexts: ['tree'], hint: true, short: 'open' },
  { action: 'back', keys: ['esc', 'h', 'left'], description: 'go up', contexts: ['tree'], hint: true, short: 'up' },
  { action: 'switch-pane', keys: ['tab'], description: 'switch pane', contexts: ['tree', 'history'], hint: true, short: 'pane' },
  { action: 'filter', keys: ['/'], description: 'filter the current list', contexts: ['tree', 'board'], hint: true, short: 'filter' },
  { action: 'palette', keys: [':'], description: 'command palette (:objective 42, web addresses or ids, several at once, quit…)', contexts: ['tree', 'board'], hint: true, short: 'palette' },
  { action: 'help', keys: ['?'], description: 'help', contexts: ['tree', 'board', 'history'], hint: true, short: 'help' },
  { action: 'refresh', keys: ['r'], description: 'refresh from the service (on an objective: its indicators and tasks)', contexts: ['tree', 'board'] },
  { action: 'quit', keys: ['q'], description: 'quit (at the top level)', contexts: ['tree'], hint: true, short: 'quit' },
  { action: 'edit', keys: ['e'], description: 'edit the selected resource', contexts: ['tree', 'history'], hint: true, mutates: true, short: 'edit' },
  { action: 'create', keys: ['n'], description: 'create a child of the selected resource', contexts: ['tree'], hint: true, mutates: true, short: 'new' },
  { action: 'delete', keys: ['D'], description: 'delete the selected resource', contexts: ['tree', 'history'], hint: true, mutates: true, short: 'delete' },
  { action: 'record-value', keys: ['v'], description: 'record a value of the indicator', contexts: ['tree', 'history'], hint: true, mutates: true, short: 'value' },
  { action: 'task-status', keys: ['s'], description: 'change the status of the task', contexts: ['tree', 'board'], hint: true, mutates: true, short: 'status' },
  { action: 'board', keys: ['b'], description: 'task board of the objective or hoshin', contexts: ['tree'], hint: true, short: 'board' },
  { action: 'indicators-overview', keys: ['i'], description: 'all known indicators of the hoshin', contexts: ['tree'], hint: true, short: 'indicators' },
  { action: 'history-table', keys: ['H'], description: 'edit the history values of the indicator', contexts: ['tree'], hint: true, short: 'values' },
  // filter line
  { action: 'filter-accept', keys: ['enter'], description: 'keep the filter', contexts: ['filter'], hint: true },
  { action: 'filter-clear', keys: ['esc'], description: 'clear the filter', contexts: ['filter'], hint: true },
  // palette
  { action: 'palette-run', keys: ['enter'], description: 'run the command', contexts: ['palette'], hint: true },
  { action: 'palette-complete', keys: ['tab'], description: 'complete', contexts: ['palette'], hint: true },
  { action: 'palette-previous', keys: ['up'], description: 'previous suggestion', contexts: ['palette'] },
  { action: 'palette-next', keys: ['down'], description: 'next suggestion', contexts: ['palette'] },
  { action: 'palette-close', keys: ['esc'], description: 'close', contexts: ['palette'], hint: true },
  // forms
  { action: 'form-next', keys: ['down', 'tab'], description: 'next field', contexts: ['form'], hint: true },
  { action: 'form-previous', keys: ['up', 'shift+tab'], description: 'previous field', contexts: ['form'] },
  { action: 'form-save', keys: ['ctrl+s'], description: 'save (Enter on the last field too)', contexts: ['form'], hint: true },
  { action: 'form-submit-or-next', keys: ['enter'], description: 'next field; save on the last', contexts: ['form'] },
  { action: 'form-cancel', keys: ['esc'], description: 'cancel (asks if anything changed)', contexts: ['form'], hint: true },
  { action: 'form-external-editor', keys: ['ctrl+e'], description: 'edit long text in $VISUAL/$EDITOR', contexts: ['form'], hint: true },
  { action: 'form-toggle', keys: ['space'], description: 'toggle a yes/no field, open a picker', contexts: ['form'] },
  { action: 'form-step-choice', keys: ['left', 'right'], description: 'step a yes/no or choice field (moves the cursor in text)', contexts: ['form'] },
  // readline keys of text inputs (help only: the input handles them; no shortcut types its letter)
  { action: 'text-line-start-end', keys: ['ctrl+a', 'home', 'end'], description: 'start / end of the text (ctrl+e too, outside long texts)', contexts: ['form'] },
  { action: 'text-delete-before', keys: ['ctrl+u'], description: 'delete to the start of the text', contexts: ['form'] },
  { action: 'text-delete-after', keys: ['ctrl+k'], description: 'delete to the end of the text', contexts: ['form'] },
  { action: 'text-delete-word', keys: ['ctrl+w', 'meta+backspace'], description: 'delete the word before the cursor', contexts: ['form'] },
  { action: 'text-delete-forward', keys: ['ctrl+d'], description: 'delete the character under the cursor', contexts: ['form'] },
  { action: 'text-word-move', keys: ['meta+b', 'meta+f'], description: 'back / forward a word', contexts: ['form'] },
  // pickers (enum values, child kind, task status)
  { action: 'picker-choose', keys: ['enter'], description: 'choose', contexts: ['picker'], hint: true },
  { action: 'picker-cancel', keys: ['esc'], description: 'cancel', contexts: ['picker'], hint: true },
  // dialogs
  { action: 'dialog-next', keys: ['tab', 'right', 'l'], description: 'next button', contexts: ['dialog'], hint: true },
  { action: 'dialog-previous', keys: ['shift+tab', 'left', 'h'], description: 'previous button', contexts: ['dialog'] },
  { action: 'dialog-press', keys: ['enter'], description: 'press the focused button', contexts: ['dialog'], hint: true },
  { action: 'dialog-cancel', keys: ['esc'], description: 'cancel', contexts: ['dialog'], hint: true },
  // board
  { action: 'board-left', keys: ['left', 'h'], description: 'previous column', contexts: ['board'], hint: true, short: 'column' },
  { action: 'board-right', keys: ['right', 'l'], description: 'next column', contexts: ['board'], hint: true, short: 'column' },
  { action: 'board-move-previous', keys: ['<', 'H'], description: 'move the task to the previous status', contexts: ['board'], hint: true, mutates: true, short: 'move back' },
  { action: 'board-move-next', keys: ['>', 'L'], description: 'move the task to the next status', contexts: ['board'], hint: true, mutates: true, short: 'move on' },
  { action: 'board-edit', keys: ['e'], description: 'change deadline and responsible', contexts: ['board'], hint: true, mutates: true, short: 'deadline' },
  { action: 'board-close', keys: ['esc', 'q'], description: 'back to the tree', contexts: ['board', 'history'], hint: true, short: 'close' },
  // help overlay
  { action: 'help-close', keys: ['esc', '?', 'q'], description: 'close help', contexts: ['help'], hint: true },
];

export interface KeyFlags {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
  readonly home?: boolean;
  readonly end?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly ctrl?: boolean;
  readonly shift?: boolean;
  readonly meta?: boolean;
  readonly tab?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
}

/** One name for a key press, as Ink's useInput reports it. */
export function keyName(input: string, key: KeyFlags): string {
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.pageUp) return 'pgup';
  if (key.pageDown) return 'pgdn';
  if (key.home) return 'home';
  if (key.end) return 'end';
  if (key.return) return 'enter';
  if (key.escape) return 'esc';
  if (key.tab) return key.shift ? 'shift+tab' : 'tab';
  // Ink reports Backspace as `delete` on most terminals.
  if (key.backspace || key.delete) return 'backspace';
  if (key.ctrl && input) return `ctrl+${input.toLowerCase()}`;
  if (input === ' ') return 'space';
  return input;
}

/** The action a key triggers in a context, falling back to the global bindings. */
export function actionFor(context: KeyContext, name: string, readOnly = false): string | undefined {
  for (const scope of [context, 'global'] as const) {
    const binding = BINDINGS.find((b) => b.contexts.includes(scope) && b.keys.includes(name));
    if (binding) return readOnly && binding.mutates ? 'refused-read-only' : binding.action;
  }
  return undefined;
}

export function bindingsFor(context: KeyContext): readonly Binding[] {
  return BINDINGS.filter((b) => b.contexts.includes(context));
}

/** Footer text for a context: `enter open · esc up · …`. */
export function footerHints(context: KeyContext, readOnly = false, only?: ReadonlySet<string>): string {
  return bindingsFor(context)
    .filter((b) => b.hint && !(readOnly && b.mutates) && (!only || only.has(b.action)))
    .map((b) => `${b.keys[0]} ${b.short ?? b.description.split(' (')[0]}`)
    .join(' · ');
}

export interface HelpSection {
  readonly title: string;
  readonly rows: readonly { readonly keys: string; readonly description: string }[];
}

const SECTION_TITLES: Readonly<Record<KeyContext, string>> = {
  global: 'Anywhere',
  tree: 'Tree and lists',
  filter: 'Filter',
  palette: 'Command palette',
  form: 'Forms',
  picker: 'Pickers',
  dialog: 'Dialogs',
  help: 'Help',
  board: 'Task board',
  history: 'History table',
};

/** The `?` overlay's content, generated from the table. */
export function helpSections(): HelpSection[] {
  return (Object.keys(SECTION_TITLES) as KeyContext[]).map((context) => ({
    title: SECTION_TITLES[context],
    rows: bindingsFor(context).map((b) => ({ keys: b.keys.join(', '), description: b.description })),
  }));
}
