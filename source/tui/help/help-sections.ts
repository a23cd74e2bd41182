// The `?` overlay's sections, generated from the keymap: one per context, its bindings' keys and
// descriptions. Pure.
import { bindingsFor } from '../kernel/key-lookup.js';
import type { KeyContext } from '../kernel/keymap.js';

export interface HelpSection {
  readonly title: string;
  readonly rows: readonly { readonly keys: string; readonly description: string }[];
}

const SECTION_TITLES: Readonly<Record<KeyContext, string>> = {
  global: 'Anywhere',
  tree: 'Tree and lists',
  overview: 'Indicators overview',
  filter: 'Filter line',
  palette: 'Command palette',
  form: 'Forms',
  picker: 'Pickers',
  dialog: 'Dialogs',
  help: 'Help',
  board: 'Task board',
  history: 'History table',
  bowling: 'Bowling chart',
  attention: 'What needs attention',
  due: 'Due queue',
  changes: 'Changes of this session',
};

/** The `?` overlay's content, generated from the table. */
export function helpSections(): HelpSection[] {
  return (Object.keys(SECTION_TITLES) as KeyContext[]).map((context) => ({
    title: SECTION_TITLES[context],
    rows: bindingsFor(context).map((b) => ({ keys: b.keys.join(', '), description: b.description })),
  }));
}
