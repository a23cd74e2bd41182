// <PeoplePickerView>: the typed filter above the shared picker list of a person field.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { useTheme } from '../kernel/theme.js';
import { PickerView } from '../dialogs/picker.js';
import { TextInputView } from '../kernel/input/text-input.js';
import type { PeoplePicker } from './people-picker.js';

export function PeoplePickerView({
  state,
  height,
  width,
  objectives = false,
}: {
  readonly state: PeoplePicker;
  /** The parent plan's objectives rather than people: the words for no match say so. */
  readonly objectives?: boolean;
  readonly height: number;
  readonly width: number;
}): ReactElement {
  const theme = useTheme();
  const none = state.list.options.length === 0;
  return (
    <Box flexDirection="column" width={width}>
      <Box>
        <Text {...theme.muted}>Name: </Text>
        <TextInputView state={state.filter} width={Math.max(4, width - 7)} focused />
      </Box>
      {none ? (
        <Text {...theme.warning} wrap="wrap">
          {objectives ? 'No objective’s' : 'Nobody’s'} name holds “{state.filter.value}”. Backspace to widen, Esc to go back (an id can be
          typed in the field).
        </Text>
      ) : (
        <PickerView state={state.list} height={Math.max(4, height - 1)} width={width} />
      )}
    </Box>
  );
}
