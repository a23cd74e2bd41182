// <DeleteView> draws a delete state; <DeleteDialog> owns one and reports the answer.
import type { ReactElement } from 'react';
import { Box, Text, useInput } from 'ink';
import { kindSpec, type KindName } from '../../catalogue/catalogue.js';
import { useTheme } from '../theme.js';
import { useKeyState } from '../input/use-key-state.js';
import { editKeysFor } from '../input/keys.js';
import { TextInputView } from '../input/text-input.js';
import { ButtonRow } from './buttons.js';
import { canDelete, createDeleteDialog, deleteKey, type DeleteState, type KnownDescendant } from './delete-state.js';

/** Names of descendants listed under the counts before "and N more". */
const LISTED_DESCENDANTS = 5;

export function DeleteView({ state, width = 60 }: { readonly state: DeleteState; readonly width?: number }): ReactElement {
  const theme = useTheme();
  const label = kindSpec(state.kind).label.toLowerCase();
  const inner = Math.max(10, width - 4);
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.borderDanger} paddingX={1} width={width}>
      <Text {...theme.error} wrap="truncate">
        Delete {label} {state.name ? `“${state.name}”` : state.confirmText}?
      </Text>
      {state.counts.length > 0 ? (
        <Box flexDirection="column">
          <Text {...theme.warning} wrap="wrap">
            This also deletes everything known under it: {state.counts.map((c) => c.text).join(', ')}.
          </Text>
          {state.descendants.slice(0, LISTED_DESCENDANTS).map((d, index) => (
            <Text key={index} {...theme.muted} wrap="truncate">
              {'  '}· {kindSpec(d.kind).label.toLowerCase()} {d.name}
            </Text>
          ))}
          {state.descendants.length > LISTED_DESCENDANTS ? (
            <Text {...theme.muted}>  … and {state.descendants.length - LISTED_DESCENDANTS} more</Text>
          ) : null}
          <Text>
            Type <Text {...theme.accent}>{state.confirmText}</Text> to enable Delete:
          </Text>
          <Box>
            <Text>{state.focus === 'input' ? '› ' : '  '}</Text>
            <TextInputView state={state.typed} width={inner - 2} focused={state.focus === 'input'} placeholder="(name)" />
          </Box>
          {canDelete(state) && state.focus !== 'delete' ? <Text {...theme.muted}>Delete is enabled: shift+tab to it, then enter.</Text> : null}
        </Box>
      ) : (
        <Text>It cannot be undone from here.</Text>
      )}
      <ButtonRow
        focus={state.focus}
        buttons={[
          { id: 'cancel', label: 'Cancel' },
          { id: 'delete', label: 'Delete', disabled: !canDelete(state) },
        ]}
      />
    </Box>
  );
}

export interface DeleteDialogProps {
  readonly kind: KindName;
  readonly name: string;
  readonly id?: number | string;
  /** Every known descendant (from the tree); counts by kind are shown. */
  readonly descendants?: readonly KnownDescendant[];
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly isActive?: boolean;
  readonly width?: number;
}

export function DeleteDialog({ onConfirm, onCancel, isActive = true, width, ...target }: DeleteDialogProps): ReactElement {
  const [state, latest, setState] = useKeyState(() => createDeleteDialog(target));
  useInput(
    (input, key) => {
      for (const editKey of editKeysFor(input, key)) {
        const state = latest();
        const step = deleteKey(state, editKey);
        if (step.state !== state) setState(step.state);
        if (step.outcome === 'confirm') return onConfirm();
        if (step.outcome === 'cancel') return onCancel();
      }
    },
    { isActive },
  );
  return <DeleteView state={state} {...(width === undefined ? {} : { width })} />;
}
