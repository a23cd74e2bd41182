// <ConfirmView> draws a confirm state; whoever owns the state (the console, a form, the login) applies keys with confirmKey.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { useTheme } from '../kernel/theme.js';
import { ButtonRow } from './buttons.js';
import type { ConfirmState } from './confirm-state.js';
import { visibleLine, visibleLines } from '../../core/untrusted-text.js';

export function ConfirmView({ state, width }: { readonly state: ConfirmState; readonly width?: number }): ReactElement {
  const theme = useTheme();
  return (
    <Box flexDirection="column" borderStyle={theme.borderStyle} borderColor={theme.borderFocus} paddingX={1} width={width}>
      <Text {...theme.accent}>{visibleLine(state.title)}</Text>
      {state.message ? <Text>{visibleLines(state.message)}</Text> : null}
      <ButtonRow
        focus={state.focus}
        buttons={[
          { id: 'cancel', label: state.cancelLabel },
          { id: 'confirm', label: state.confirmLabel },
        ]}
      />
    </Box>
  );
}
