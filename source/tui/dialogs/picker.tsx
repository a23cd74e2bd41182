// <PickerView> draws a picker state; <Picker> owns one and reports the choice.
import type { ReactElement } from 'react';
import { Box, Text, useInput } from 'ink';
import { useTheme } from '../theme.js';
import { useKeyState } from '../input/use-key-state.js';
import { keyNamesFor } from '../input/keys.js';
import { createPicker, pickerKey, pickerScroll, type PickerOption, type PickerState } from './picker-state.js';

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

export interface PickerProps {
  readonly title: string;
  readonly options: readonly PickerOption[];
  readonly current?: string | null;
  readonly onChoose: (value: string) => void;
  readonly onCancel: () => void;
  readonly isActive?: boolean;
  readonly height?: number;
  readonly width?: number;
}

export function Picker({ title, options, current = null, onChoose, onCancel, isActive = true, height, width }: PickerProps): ReactElement {
  const [state, latest, setState] = useKeyState(() => createPicker(title, options, current));
  useInput(
    (input, key) => {
      for (const name of keyNamesFor(input, key)) {
        const state = latest();
        const step = pickerKey(state, name);
        if (step.state !== state) setState(step.state);
        if (step.outcome?.type === 'chosen') return onChoose(step.outcome.value);
        if (step.outcome?.type === 'cancelled') return onCancel();
      }
    },
    { isActive },
  );
  return <PickerView state={state} {...(height === undefined ? {} : { height })} {...(width === undefined ? {} : { width })} />;
}
