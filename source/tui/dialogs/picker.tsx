// <PickerView> draws a picker state; whoever owns the state (the console, a form) applies keys with pickerKey.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { useTheme } from '../theme.js';
import { pickerScroll, type PickerState } from './picker-state.js';

export interface PickerViewProps {
  readonly state: PickerState;
  /** Rows available for the whole box, borders and title included. */
  readonly height?: number;
  readonly width?: number;
}

export function PickerView({ state, height = 12, width }: PickerViewProps): ReactElement {
  const theme = useTheme();
  const rows = Math.max(1, height - 3);
  const first = pickerScroll(state, rows);
  const shown = state.options.slice(first, first + rows);
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.borderFocus} paddingX={1} width={width}>
      <Text {...theme.accent}>{state.title}</Text>
      {shown.map((option, offset) => {
        const index = first + offset;
        const selected = index === state.cursor;
        const current = option.value === state.current;
        return (
          <Text key={option.value} wrap="truncate">
            <Text {...(selected ? theme.selection : {})}>
              {selected ? '› ' : '  '}
              {option.label}
            </Text>
            {current ? <Text {...theme.success}> ✓ current</Text> : null}
            {option.hint ? <Text {...theme.muted}> {option.hint}</Text> : null}
          </Text>
        );
      })}
      {state.options.length > rows ? (
        <Text {...theme.muted}>
          {state.cursor + 1}/{state.options.length}
        </Text>
      ) : null}
    </Box>
  );
}
