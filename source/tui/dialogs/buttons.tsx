// A row of dialog buttons; the focused one is drawn in the selection style, a disabled one muted.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { useTheme } from '../kernel/theme.js';

interface ButtonSpec {
  readonly id: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export function ButtonRow({ buttons, focus }: { readonly buttons: readonly ButtonSpec[]; readonly focus: string }): ReactElement {
  const theme = useTheme();
  return (
    <Box gap={2}>
      {buttons.map((button) => {
        const focused = button.id === focus;
        const style = button.disabled ? theme.muted : focused ? theme.selection : {};
        // Brackets mark the focus without colour too.
        const text = focused ? `[ ${button.label} ]` : `  ${button.label}  `;
        return (
          <Text key={button.id} {...style}>
            {text}
          </Text>
        );
      })}
    </Box>
  );
}
