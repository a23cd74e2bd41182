// The chooser of a person field: the shared picker, narrowed by an edited line. Pure.
import { choosePerson, filterPeople, personLabel, type Person } from '../../domain/people-choice.js';
import { createPicker, pickerStep, type PickerOption, type PickerState } from '../dialogs/picker-state.js';
import { actionOf } from '../kernel/keys.js';
import { PICKER_KEYS } from '../dialogs/keys.js';
import { editText, isEditingKey, textState, type EditKey, type TextState } from '../../terminal/edit-text.js';

export interface PeoplePicker {
  readonly label: string;
  readonly people: readonly Person[];
  readonly filter: TextState;
  readonly list: PickerState;
  /** The id the field names now, marked wherever the filter leaves it in the list. */
  readonly current: string | null;
}

type PeopleOutcome = { readonly type: 'chosen'; readonly id: number; readonly text: string } | { readonly type: 'cancelled' };

interface PeopleStep {
  readonly state: PeoplePicker;
  readonly outcome?: PeopleOutcome;
}

function options(people: readonly Person[], filter: string): PickerOption[] {
  return filterPeople(people, filter).map((person) => ({
    value: String(person.id),
    label: person.name,
    hint: `#${person.id}`,
  }));
}

/** With a filter the cursor starts on the best match; without one, on the person chosen now. */
function listFor(label: string, people: readonly Person[], filter: string, current: string | null): PickerState {
  const list = createPicker(label, options(people, filter), current);
  return filter.trim() === '' ? list : { ...list, cursor: 0 };
}

/** `current`: the field's text now ("Aiko Tanaka (3)" or "3"), marked in the list when it names someone. */
export function openPeoplePicker(label: string, people: readonly Person[], filter: string, current: string): PeoplePicker {
  const choice = choosePerson(people, current);
  const currentId = choice.type === 'id' ? String(choice.id) : null;
  return {
    label,
    people,
    filter: textState(filter),
    list: listFor(label, people, filter, currentId),
    current: currentId,
  };
}

function refilter(state: PeoplePicker, filter: TextState): PeoplePicker {
  if (filter.value === state.filter.value) return { ...state, filter };
  return { ...state, filter, list: listFor(state.label, state.people, filter.value, state.current) };
}

function choose(state: PeoplePicker): PeopleStep {
  const option = state.list.options[state.list.cursor];
  if (!option) return { state };
  const id = Number(option.value);
  return { state, outcome: { type: 'chosen', id, text: personLabel(id, option.label) } };
}

/** Typed text narrows the list (a line break in it chooses); arrows move; Enter chooses; Esc closes. */
export function peoplePickerKey(state: PeoplePicker, key: EditKey): PeopleStep {
  if (typeof key !== 'string') {
    const lineBreak = key.text.search(/[\r\n]/);
    const typed = lineBreak === -1 ? key.text : key.text.slice(0, lineBreak);
    const next = typed === '' ? state : refilter(state, editText(state.filter, { text: typed }));
    return lineBreak === -1 ? { state: next } : choose(next);
  }
  // The picker's keys move and choose; the rest edit the filter.
  const action = actionOf(PICKER_KEYS, key);
  if (action !== undefined) {
    const step = pickerStep(state.list, action);
    if (step.outcome?.type === 'chosen') return choose(state);
    if (step.outcome?.type === 'cancelled') return { state, outcome: { type: 'cancelled' } };
    return { state: { ...state, list: step.state } };
  }
  if (isEditingKey(key)) return { state: refilter(state, editText(state.filter, key)) };
  return { state };
}
