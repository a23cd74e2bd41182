// A vertical list chooser (enum values, which child kind to create, task status). Pure.
import { actionOf } from '../kernel/keys.js';
import { MOVE_BOTTOM, MOVE_DOWN, MOVE_TOP, MOVE_UP } from '../kernel/list-keys.js';
import { PICKER_CANCEL, PICKER_CHOOSE, PICKER_KEYS } from './keys.js';

export interface PickerOption {
  readonly value: string;
  readonly label: string;
  /** Short text after the label, dimmed. */
  readonly hint?: string;
}

export interface PickerState {
  readonly title: string;
  readonly options: readonly PickerOption[];
  /** Index of the highlighted option. */
  readonly cursor: number;
  /** The value the field has now, marked in the list; null when none. */
  readonly current: string | null;
}

type PickerOutcome = { readonly type: 'chosen'; readonly value: string } | { readonly type: 'cancelled' };

interface PickerStep {
  readonly state: PickerState;
  readonly outcome?: PickerOutcome;
}

export function createPicker(title: string, options: readonly PickerOption[], current: string | null = null): PickerState {
  const at = options.findIndex((o) => o.value === current);
  return { title, options, cursor: Math.max(0, at), current: at === -1 ? null : current };
}

/** Options for plain values, labelled as they are. */
export const valueOptions = (values: readonly string[]): PickerOption[] => values.map((value) => ({ value, label: value }));

function moveTo(state: PickerState, cursor: number): PickerState {
  const clamped = Math.max(0, Math.min(cursor, state.options.length - 1));
  return clamped === state.cursor ? state : { ...state, cursor: clamped };
}

/** Applies one key (by its name) to the picker. */
export const pickerKey = (state: PickerState, name: string): PickerStep => pickerStep(state, actionOf(PICKER_KEYS, name));

/** One action of the picker context (a key the picker keys do not name does nothing). */
export function pickerStep(state: PickerState, action: string | undefined): PickerStep {
  switch (action) {
    case MOVE_UP.action:
      return { state: moveTo(state, state.cursor - 1) };
    case MOVE_DOWN.action:
      return { state: moveTo(state, state.cursor + 1) };
    case MOVE_TOP.action:
      return { state: moveTo(state, 0) };
    case MOVE_BOTTOM.action:
      return { state: moveTo(state, state.options.length - 1) };
    case PICKER_CHOOSE.action: {
      const option = state.options[state.cursor];
      return option ? { state, outcome: { type: 'chosen', value: option.value } } : { state };
    }
    case PICKER_CANCEL.action:
      return { state, outcome: { type: 'cancelled' } };
    default:
      return { state };
  }
}

/** First row to show so the cursor stays within `rows` visible rows, kept near the middle. */
export function pickerScroll(state: PickerState, rows: number): number {
  const visible = Math.max(1, rows);
  const last = Math.max(0, state.options.length - visible);
  return Math.max(0, Math.min(state.cursor - Math.floor(visible / 2), last));
}
