// How one field's value is drawn in a form: a box to tick, a choice, a colour with its swatch, or text.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { visibleLine } from '../../core/untrusted-text.js';
import { TextInputView } from '../kernel/input/text-input.js';
import { Swatch, useTheme } from '../kernel/theme.js';
import type { FormField } from './form-state.js';

export function FieldValue({
  field,
  focused,
  width,
}: {
  readonly field: FormField;
  readonly focused: boolean;
  readonly width: number;
}): ReactElement {
  const theme = useTheme();
  const { value } = field.input;
  const type = field.spec.type;
  if (type.kind === 'boolean') {
    const text = value === '' ? '( ) not set' : value === 'true' ? '[x] yes' : '[ ] no';
    return <Text {...(focused ? theme.selection : {})}>{text}</Text>;
  }
  if (type.kind === 'enum') {
    return (
      <Text>
        <Text {...(focused ? theme.selection : {})}>{value === '' ? '(not set)' : visibleLine(value)}</Text>
        {focused ? <Text {...theme.muted}> {theme.glyphs.down} space to choose</Text> : null}
      </Text>
    );
  }
  if (type.kind === 'colour') {
    return (
      <Box>
        <TextInputView state={field.input} width={Math.max(4, Math.min(9, width - 12))} focused={focused} />
        {/^#[0-9a-fA-F]{6}$/.test(value) ? (
          <Text>
            {' '}
            <Swatch hex={value} />
          </Text>
        ) : null}
      </Box>
    );
  }
  return <TextInputView state={field.input} width={width} focused={focused} />;
}
