// The `:` palette on the body: the typed line with its suggestions, or its error.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useShell } from '../kernel/console-context.js';
import { useTheme } from '../kernel/theme.js';
import { fitText, leadingItems, textWidth, truncateAtWord } from '../kernel/layout.js';
import { completePalette, type PaletteSuggestion } from './palette.js';
import { paletteContextOf } from './palette-controller.js';
import type { PaletteOverlay } from './palette-overlay.js';
import { Panel } from '../kernel/panel.js';

/** What the palette takes, the most useful first: a narrow box leaves whole items out from the end. */
const PALETTE_HINTS = ['a name', 'objective 42', 'a web address', 'quit', 'refresh', 'readonly', 'profile NAME', 'help'];

interface PaletteProps {
  readonly text: string;
  readonly suggestions: readonly PaletteSuggestion[];
  readonly selection: number;
  /** Matches not shown: said under the list, so a long list is never taken for the whole. */
  readonly more: number;
  readonly error: string | null;
  readonly width: number;
  /** Rows for the whole box. */
  readonly height: number;
}

/** A suggestion: its kind and id whole, the name after them cut at a word when it does not fit. */
function suggestionLine(head: string, name: string, width: number): string {
  const room = width - textWidth(head) - 2;
  return room <= 0 ? fitText(head, width) : `${head}  ${truncateAtWord(name, room)}`;
}

function PaletteBox({ text, suggestions, selection, more, error, width, height }: PaletteProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const hidden = (room: number) => more + Math.max(0, suggestions.length - room);
  const room = Math.max(0, height - 4 - (hidden(Math.max(0, height - 4)) > 0 ? 1 : 0));
  const shown = suggestions.slice(0, room);
  const notShown = hidden(room);
  const { separator, pointer, cursor } = theme.glyphs;
  return (
    <Panel width={width} height={height}>
      <Text wrap="truncate-end">
        <Text {...theme.accent}>:</Text>
        {fitText(`${text}${cursor}`, inner - 1)}
      </Text>
      {error ? (
        <Text {...theme.error} wrap="truncate-end">
          {fitText(error, inner)}
        </Text>
      ) : (
        <Text {...theme.muted} wrap="truncate-end">
          {leadingItems(PALETTE_HINTS, ` ${separator} `, inner)}
        </Text>
      )}
      {shown.map((suggestion, index) => (
        <Text key={`${suggestion.text}-${index}`} wrap="truncate-end" {...(index === selection ? theme.selection : {})}>
          {suggestionLine(`${index === selection ? `${pointer} ` : '  '}${suggestion.label}`, suggestion.description, inner)}
        </Text>
      ))}
      {notShown > 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {fitText(`and ${notShown} more: type more of the name to narrow them`, inner)}
        </Text>
      ) : null}
    </Panel>
  );
}

/** The palette as the body shows it: its box as tall as its suggestions. */
export function PaletteView({ overlay, width, height }: OverlayViewProps<PaletteOverlay>): ReactElement {
  const completion = completePalette(overlay.text, paletteContextOf(useShell()));
  return (
    <Box flexDirection="column" width={width}>
      <PaletteBox
        text={overlay.text}
        suggestions={completion.suggestions}
        selection={overlay.selection}
        more={completion.more}
        error={overlay.error}
        width={width}
        height={Math.min(height, 4 + completion.suggestions.length + (completion.more > 0 ? 1 : 0))}
      />
    </Box>
  );
}
