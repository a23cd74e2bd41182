// <ConfirmView> draws a confirm state; <ConfirmDialog> owns one and reports the answer.
import type { ReactElement } from 'react';
import { Box, Text, useInput } from 'ink';
import { useTheme } from '../theme.js';
import { useKeyState } from '../input/use-key-state.js';
import { keyNamesFor } from '../input/keys.js';
import { ButtonRow } from './buttons.js';
import { confirmKey, createConfirm, type ConfirmState } from './confirm-state.js';

export function ConfirmView({ state, width }: { readonly state: ConfirmState; readonly width?: number }): ReactElement {
  const theme = useTheme();
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.borderFocus} paddingX={1} width={width}>
      <Text {...theme.accent}>{state.title}</Text>
      {state.message ? <Text>{state.message}</Text> : null}
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

export interface ConfirmDialogProps {
  readonly title: string;
  readonly message?: string;
  readonly cancelLabel?: string;
  readonly confirmLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly isActive?: boolean;
  readonly width?: number;
}

export function ConfirmDialog({ onConfirm, onCancel, isActive = true, width, ...text }: ConfirmDialogProps): ReactElement {
  const [state, latest, setState] = useKeyState(() => createConfirm(text));
  useInput(
    (input, key) => {
      for (const name of keyNamesFor(input, key)) {
        const state = latest();
        const step = confirmKey(state, name);
        if (step.state !== state) setState(step.state);
        if (step.outcome === 'confirm') return onConfirm();
        if (step.outcome === 'cancel') return onCancel();
      }
    },
    { isActive },
  );
  return <ConfirmView state={state} {...(width === undefined ? {} : { width })} />;
}
