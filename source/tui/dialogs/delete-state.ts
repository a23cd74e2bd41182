// The delete dialog: Cancel focused first; with descendants the name must be typed first; no single key deletes.
import { KIND_NAMES, kindSpec, pluralWords, type KindName } from '../../catalogue/catalogue.js';
import { actionOf } from '../kernel/keys.js';
import { FORM_CANCEL, FORM_KEYS, FORM_NEXT, FORM_PREVIOUS, FORM_SUBMIT_OR_NEXT } from './form-keys.js';
import { DIALOG_CANCEL, DIALOG_KEYS, DIALOG_NEXT, DIALOG_PRESS, DIALOG_PREVIOUS } from './keys.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../terminal/edit-text.js';
import type { DialogStep } from './confirm-state.js';

export interface KnownDescendant {
  readonly kind: KindName;
  readonly name: string;
}

interface DescendantCount {
  readonly kind: KindName;
  readonly count: number;
  /** "3 objectives", "1 task". */
  readonly text: string;
}

type DeleteFocus = 'input' | 'cancel' | 'delete';

export interface DeleteState {
  readonly kind: KindName;
  readonly name: string;
  /** The text to type; the name, or the id when the resource has no name. */
  readonly confirmText: string;
  readonly counts: readonly DescendantCount[];
  readonly descendants: readonly KnownDescendant[];
  readonly requiresTyping: boolean;
  readonly typed: TextState;
  readonly focus: DeleteFocus;
}

export function countByKind(descendants: readonly KnownDescendant[]): DescendantCount[] {
  const counts = new Map<KindName, number>();
  for (const d of descendants) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  // Catalogue order: from the nearest descendants down.
  const ordered = [...counts].sort(([a], [b]) => KIND_NAMES.indexOf(a) - KIND_NAMES.indexOf(b));
  return ordered.map(([kind, count]) => {
    const spec = kindSpec(kind);
    const noun = count === 1 ? spec.label.toLowerCase() : pluralWords(spec);
    return { kind, count, text: `${count} ${noun}` };
  });
}

export function createDeleteDialog(options: {
  readonly kind: KindName;
  readonly name: string;
  readonly id?: number | string;
  readonly descendants?: readonly KnownDescendant[];
}): DeleteState {
  const descendants = options.descendants ?? [];
  const name = options.name.trim();
  return {
    kind: options.kind,
    name,
    confirmText: name !== '' ? name : String(options.id ?? 'delete'),
    counts: countByKind(descendants),
    descendants,
    requiresTyping: descendants.length > 0,
    typed: textState(''),
    focus: 'cancel',
  };
}

/** Delete is enabled: nothing to type, or the typed text matches. */
export const canDelete = (state: DeleteState): boolean => !state.requiresTyping || state.typed.value.trim() === state.confirmText;

function focusOrder(state: DeleteState): DeleteFocus[] {
  const order: DeleteFocus[] = state.requiresTyping ? ['input', 'cancel'] : ['cancel'];
  if (canDelete(state)) order.push('delete');
  return order;
}

function cycle(state: DeleteState, step: 1 | -1): DeleteState {
  const order = focusOrder(state);
  const at = Math.max(0, order.indexOf(state.focus));
  return { ...state, focus: order[(at + step + order.length) % order.length] as DeleteFocus };
}

/** Keeps focus off a Delete button that the last edit disabled. */
const afterEdit = (state: DeleteState, typed: TextState): DeleteState => ({ ...state, typed, focus: 'input' });

/** One key: in the name input text edits, Tab and up/down move the focus (to Delete once the name matches). */
export function deleteKey(state: DeleteState, key: EditKey): DialogStep<DeleteState> {
  const typed = typeof key !== 'string';
  // A typed letter still names a key for the buttons (h, l) when there is nothing to type.
  const name = !typed ? key : key.text.length === 1 ? key.text : undefined;
  if (state.requiresTyping && (state.focus === 'input' || typed)) {
    if (typed) return { state: afterEdit(state, editText(state.typed, key)) };
    // The name is a one-field form: the form keys move on, cancel, or submit.
    switch (actionOf(FORM_KEYS, key)) {
      case FORM_CANCEL.action:
        return { state, outcome: 'cancel' };
      case FORM_NEXT.action:
        return { state: cycle(state, 1) };
      case FORM_PREVIOUS.action:
        return { state: cycle(state, -1) };
      case FORM_SUBMIT_OR_NEXT.action:
        // Enter in the name never leads to Delete: a double Enter after typing must not delete.
        return { state };
    }
    if (isEditingKey(key)) return { state: afterEdit(state, editText(state.typed, key)) };
    return { state };
  }
  switch (name === undefined ? undefined : actionOf(DIALOG_KEYS, name)) {
    case DIALOG_NEXT.action:
      return { state: cycle(state, 1) };
    case DIALOG_PREVIOUS.action:
      return { state: cycle(state, -1) };
    case DIALOG_PRESS.action:
      if (state.focus === 'delete' && canDelete(state)) return { state, outcome: 'confirm' };
      if (state.focus === 'cancel') return { state, outcome: 'cancel' };
      return { state };
    case DIALOG_CANCEL.action:
      return { state, outcome: 'cancel' };
    default:
      return { state };
  }
}
