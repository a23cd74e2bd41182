// The one-line input: a view with a visible cursor, horizontal scrolling and a masked mode, and a
// controlled component that edits with readline keys and hands every other key to its owner.
import { useRef, type ReactElement } from 'react';
import { Text, useInput } from 'ink';
import { useTheme } from '../theme.js';
import { editText, isEditingKey, type EditOptions, type TextState } from './edit-text.js';
import { editKeysFor } from './keys.js';
import { inputWindow } from './window.js';

export interface TextInputViewProps {
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
      {view.clippedLeft ? <Text {...theme.muted}>‹</Text> : null}
      {view.before}
      {focused ? <Text inverse>{view.atCursor}</Text> : state.value === '' ? '' : view.atCursor}
      {view.after}
      {view.clippedRight ? <Text {...theme.muted}>›</Text> : null}
    </Text>
  );
}

export interface TextInputProps extends Omit<TextInputViewProps, 'focused'> {
  readonly onChange: (state: TextState) => void;
  /** Every key that is not editing (enter, esc, up, tab, ctrl+s...), by keymap name. */
  readonly onKey?: (name: string) => void;
  /** Listen to the keyboard (false while a dialog above it has the keys). */
  readonly isActive?: boolean;
  readonly editOptions?: EditOptions;
}

/** A controlled input: the owner keeps the TextState. */
export function TextInput({ onChange, onKey, isActive = true, editOptions, ...view }: TextInputProps): ReactElement {
  // The last state this input produced, so keys arriving before the owner re-renders build on it.
  const latest = useRef(view.state);
  const rendered = useRef(view.state);
  if (rendered.current !== view.state) {
    rendered.current = view.state;
    latest.current = view.state;
  }
  useInput(
    (input, key) => {
      for (const editKey of editKeysFor(input, key)) {
        if (typeof editKey === 'string' && !isEditingKey(editKey)) {
          onKey?.(editKey);
          continue;
        }
        const next = editText(latest.current, editKey, editOptions);
        if (next !== latest.current) {
          latest.current = next;
          onChange(next);
        }
      }
    },
    { isActive },
  );
  return <TextInputView {...view} focused={isActive} />;
}
