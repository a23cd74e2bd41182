// <PickerView> draws a picker state; its keys are never ink-select-input's own: they go through
// picker-state.ts (bursts typed ahead, the keymap).
import type { ReactElement } from 'react';
import { Box, Text, useStdout } from 'ink';
import SelectInput from 'ink-select-input';
import { useTheme } from '../kernel/theme.js';
import { sizeOf } from '../kernel/terminal-size.js';
import { pickerScroll, type PickerState } from './picker-state.js';
import { visibleLine } from '../../core/untrusted-text.js';
import { textWidth } from '../../core/cell-text.js';

interface PickerViewProps {
  readonly state: PickerState;
  /** Rows available for the whole box, borders and title included. */
  readonly height?: number;
  readonly width?: number;
}

/** What a row carries to its component besides ink-select-input's label and isSelected. */
interface PickerRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly current: boolean;
  readonly hint: string | undefined;
}

function Indicator({ isSelected = false }: { readonly isSelected?: boolean }): ReactElement {
  const theme = useTheme();
  return <Text {...(isSelected ? theme.selection : {})}>{isSelected ? `${theme.glyphs.pointer} ` : '  '}</Text>;
}

function Row(props: { readonly isSelected?: boolean; readonly label: string }): ReactElement {
  const theme = useTheme();
  const { current, hint } = props as unknown as PickerRow;
  return (
    <Text wrap="truncate">
      <Text {...(props.isSelected ? theme.selection : {})}>{props.label}</Text>
      {current ? <Text {...theme.success}> {theme.glyphs.check} current</Text> : null}
      {hint ? <Text {...theme.muted}> {hint}</Text> : null}
    </Text>
  );
}

/** Border and padding on each side of the box, and the pointer before a row. */
const BOX_CELLS = 4;
const POINTER_CELLS = 2;

/** The highlighted option whole, when its row is too narrow for it: a long choice is read where it stands. */
function highlightedWhole(state: PickerState, boxWidth: number): string | null {
  const option = state.options[state.cursor];
  if (!option) return null;
  const whole = visibleLine(option.hint === undefined ? option.label : `${option.label} ${option.hint}`);
  return textWidth(whole) > boxWidth - BOX_CELLS - POINTER_CELLS ? whole : null;
}

export function PickerView({ state, height = 12, width }: PickerViewProps): ReactElement {
  const theme = useTheme();
  const { stdout } = useStdout();
  // Without a width the box takes the terminal's, inside the border and padding of what holds it.
  const whole = highlightedWhole(state, width ?? Math.max(20, sizeOf(stdout).columns - BOX_CELLS));
  const rows = Math.max(1, height - 3);
  const first = pickerScroll(state, rows);
  const items: PickerRow[] = state.options.slice(first, first + rows).map((option) => ({
    key: option.value,
    // Labels and hints may be people's names from the service.
    label: visibleLine(option.label),
    value: option.value,
    current: option.value === state.current,
    hint: option.hint === undefined ? undefined : visibleLine(option.hint),
  }));
  return (
    <Box flexDirection="column" borderStyle={theme.borderStyle} borderColor={theme.borderFocus} paddingX={1} width={width}>
      <Text {...theme.accent}>{visibleLine(state.title)}</Text>
      {/* Its highlighted row is state read once from initialIndex: drawn anew where the cursor moves. */}
      <SelectInput
        key={`${first}:${state.cursor}`}
        items={items}
        initialIndex={state.cursor - first}
        isFocused={false}
        indicatorComponent={Indicator}
        itemComponent={Row}
      />
      {state.options.length > rows ? (
        <Text {...theme.muted}>
          {state.cursor + 1}/{state.options.length}
        </Text>
      ) : null}
      {whole === null ? null : (
        <Text {...theme.muted} wrap="wrap">
          {whole}
        </Text>
      )}
    </Box>
  );
}
