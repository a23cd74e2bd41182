// The one-line input's view: a visible cursor, horizontal scrolling, a masked mode.
import type { ReactElement } from 'react';
import { Text } from 'ink';
import { useTheme } from '../theme.js';
import type { TextState } from '../../../terminal/edit-text.js';
import { inputWindow } from './window.js';

interface TextInputViewProps {
  readonly state: TextState;
  /** Cells available, markers included. */
  readonly width: number;
  /** Draw the cursor (only the focused input has one). */
  readonly focused: boolean;
  readonly masked?: boolean;
  /** Shown dimmed when the value is empty and the input is not focused. */
  readonly placeholder?: string;
}

export function TextInputView({ state, width, focused, masked = false, placeholder }: TextInputViewProps): ReactElement {
  const theme = useTheme();
  if (!focused && state.value === '' && placeholder) {
    return <Text {...theme.muted}>{placeholder.slice(0, Math.max(1, width))}</Text>;
  }
  const view = inputWindow(state.value, focused ? state.cursor : 0, width, { masked });
  return (
    <Text wrap="truncate">
      {view.clippedLeft ? <Text {...theme.muted}>{theme.glyphs.pointerBack}</Text> : null}
      {view.before}
      {focused ? <Text inverse>{view.atCursor}</Text> : state.value === '' ? '' : view.atCursor}
      {view.after}
      {view.clippedRight ? <Text {...theme.muted}>{theme.glyphs.pointer}</Text> : null}
    </Text>
  );
}
