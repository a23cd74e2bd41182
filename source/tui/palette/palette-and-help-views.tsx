// The help overlay (generated from the keymap table) and the `:` palette line with suggestions.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import type { PaletteSuggestion } from './palette.js';
import { keyOf } from '../kernel/key-lookup.js';
import { helpTitle } from '../help/help-lines.js';
import { helpKeyWidth, helpRows } from '../help/help-rows.js';
import { useTheme } from '../kernel/theme.js';
import { fitText } from '../kernel/layout.js';

/** Rows of help text a help box of this height shows (border and title left out). */
export function helpRoom(height: number): number {
  return Math.max(1, height - 3);
}

export interface HelpOverlayProps {
  readonly width: number;
  readonly height: number;
  readonly scroll: number;
  readonly readOnly: boolean;
  /** The `/` filter, and whether it still takes keys. */
  readonly filter?: string;
  readonly filtering?: boolean;
}

export function HelpOverlay({ width, height, scroll, readOnly, filter = '', filtering = false }: HelpOverlayProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const room = helpRoom(height);
  const rows = helpRows(readOnly, filter, inner);
  const top = Math.min(scroll, Math.max(0, rows.length - room));
  const keyWidth = helpKeyWidth(inner);
  const search = filter !== '' || filtering ? `  /${filter}${filtering ? theme.glyphs.cursor : ''}` : '';
  const title =
    rows.length === 0
      ? `Help: nothing holds \u201c${filter}\u201d (${keyOf('filter-clear', 'filter')} clears)`
      : helpTitle(top + 1, Math.min(rows.length, top + room), rows.length);
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(`${title}${search}`, inner)}
      </Text>
      {rows.slice(top, top + room).map((row, position) =>
        row.heading ? (
          <Text key={position} {...theme.accent} wrap="truncate-end">
            {fitText(row.text, inner)}
          </Text>
        ) : (
          <Text key={position} wrap="truncate-end">
            <Text {...theme.badge}>{row.text === '' ? fitText(row.keys, inner) : row.keys.padEnd(keyWidth)}</Text>
            {row.text === '' ? '' : ` ${row.text}`}
          </Text>
        ),
      )}
    </Box>
  );
}

export interface PaletteProps {
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

export function PaletteOverlay({ text, suggestions, selection, more, error, width, height }: PaletteProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const hidden = (room: number) => more + Math.max(0, suggestions.length - room);
  const room = Math.max(0, height - 4 - (hidden(Math.max(0, height - 4)) > 0 ? 1 : 0));
  const shown = suggestions.slice(0, room);
  const notShown = hidden(room);
  const { separator, pointer, cursor } = theme.glyphs;
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
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
          {fitText(
            ['a name', 'objective 42', 'a web address', 'quit', 'refresh', 'readonly', 'profile NAME', 'help'].join(` ${separator} `),
            inner,
          )}
        </Text>
      )}
      {shown.map((suggestion, index) => (
        <Text key={`${suggestion.text}-${index}`} wrap="truncate-end" {...(index === selection ? theme.selection : {})}>
          {fitText(`${index === selection ? `${pointer} ` : '  '}${suggestion.label}  ${suggestion.description}`, inner)}
        </Text>
      ))}
      {notShown > 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {fitText(`and ${notShown} more: type more of the name to narrow them`, inner)}
        </Text>
      ) : null}
    </Box>
  );
}
