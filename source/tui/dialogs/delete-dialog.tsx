// <DeleteView> draws a delete state; the console owns the state and applies keys with deleteKey.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { kindSpec } from '../../catalogue/catalogue.js';
import { keyOf } from '../kernel/keys.js';
import { DIALOG_NEXT, DIALOG_PRESS, DIALOG_PREVIOUS } from './keys.js';
import { useTheme } from '../kernel/theme.js';
import { TextInputView } from '../kernel/input/text-input.js';
import { ButtonRow } from './buttons.js';
import { canDelete, type DeleteState } from './delete-state.js';
import { visibleLine } from '../../core/untrusted-text.js';

/** Names of descendants listed under the counts before "and N more". */
const LISTED_DESCENDANTS = 5;

export function DeleteView({ state, width = 60 }: { readonly state: DeleteState; readonly width?: number }): ReactElement {
  const theme = useTheme();
  const label = kindSpec(state.kind).label.toLowerCase();
  const inner = Math.max(10, width - 4);
  return (
    <Box flexDirection="column" borderStyle={theme.borderStyle} borderColor={theme.borderDanger} paddingX={1} width={width}>
      <Text {...theme.error} wrap="truncate">
        Delete {label} {visibleLine(state.name ? `“${state.name}”` : state.confirmText)}?
      </Text>
      {state.counts.length > 0 ? (
        <Box flexDirection="column">
          <Text {...theme.warning} wrap="wrap">
            This also deletes everything known under it: {state.counts.map((c) => c.text).join(', ')}.
          </Text>
          {state.descendants.slice(0, LISTED_DESCENDANTS).map((d, index) => (
            <Text key={index} {...theme.muted} wrap="truncate">
              {'  '}· {kindSpec(d.kind).label.toLowerCase()} {visibleLine(d.name)}
            </Text>
          ))}
          {state.descendants.length > LISTED_DESCENDANTS ? (
            <Text {...theme.muted}>
              {' '}
              {theme.glyphs.ellipsis} and {state.descendants.length - LISTED_DESCENDANTS} more
            </Text>
          ) : null}
          <Text>
            Type <Text {...theme.accent}>{visibleLine(state.confirmText)}</Text> to enable Delete:
          </Text>
          <Box>
            <Text>{state.focus === 'input' ? `${theme.glyphs.pointer} ` : '  '}</Text>
            <TextInputView state={state.typed} width={inner - 2} focused={state.focus === 'input'} placeholder="(name)" />
          </Box>
          {canDelete(state) && state.focus !== 'delete' ? (
            <Text {...theme.muted}>
              Delete is enabled: {keyOf(state.focus === 'input' ? DIALOG_PREVIOUS : DIALOG_NEXT)} to it, then {keyOf(DIALOG_PRESS)}.
            </Text>
          ) : null}
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
