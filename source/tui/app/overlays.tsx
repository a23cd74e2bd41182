// The help overlay (generated from the keymap table) and the `:` palette line with suggestions.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { helpSections } from '../keymap.js';
import type { PaletteSuggestion } from '../palette.js';
import { useTheme } from '../theme.js';
import { fitText } from './layout.js';

interface HelpLine {
  readonly heading: boolean;
  readonly keys: string;
  readonly description: string;
}

/** Every line of help: each keymap section, then the palette's commands. */
export function helpLines(readOnly: boolean): HelpLine[] {
  const lines: HelpLine[] = [];
  for (const section of helpSections()) {
    if (section.rows.length === 0) continue;
    lines.push({ heading: true, keys: section.title, description: '' });
    for (const row of section.rows) lines.push({ heading: false, keys: row.keys, description: row.description });
  }
  lines.push({ heading: true, keys: 'Palette commands (:)', description: '' });
  lines.push({ heading: false, keys: '<kind> <id>', description: 'open a resource by id, e.g. objective 42' });
  lines.push({ heading: false, keys: '<web address>', description: 'open what a pasted address of the service names' });
  lines.push({ heading: false, keys: 'quit, refresh, readonly, profile NAME, help', description: '' });
  if (readOnly) lines.unshift({ heading: false, keys: 'READ-ONLY', description: 'keys that change data are refused' });
  return lines;
}

export function HelpOverlay({ width, height, scroll, readOnly }: { width: number; height: number; scroll: number; readOnly: boolean }): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const room = Math.max(1, height - 3);
  const lines = helpLines(readOnly);
  const top = Math.min(scroll, Math.max(0, lines.length - room));
  const keyWidth = Math.min(24, Math.floor(inner * 0.4));
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor={theme.borderFocus}>
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(`Help  (${top + 1}-${Math.min(lines.length, top + room)} of ${lines.length}; j/k scroll, esc closes)`, inner)}
      </Text>
      {lines.slice(top, top + room).map((line, position) =>
        line.heading ? (
          <Text key={position} {...theme.accent} wrap="truncate-end">
            {fitText(line.keys, inner)}
          </Text>
        ) : (
          <Text key={position} wrap="truncate-end">
            <Text {...theme.badge}>{fitText(`  ${line.keys}`, keyWidth).padEnd(keyWidth)}</Text>
            {fitText(` ${line.description}`, Math.max(0, inner - keyWidth))}
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
  readonly error: string | null;
  readonly width: number;
  /** Rows for the whole box. */
  readonly height: number;
}

export function PaletteOverlay({ text, suggestions, selection, error, width, height }: PaletteProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const room = Math.max(0, height - 4);
  const shown = suggestions.slice(0, room);
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor={theme.borderFocus}>
      <Text wrap="truncate-end">
        <Text {...theme.accent}>:</Text>
        {fitText(`${text}▏`, inner - 1)}
      </Text>
      {error ? (
        <Text {...theme.error} wrap="truncate-end">
          {fitText(error, inner)}
        </Text>
      ) : (
        <Text {...theme.muted} wrap="truncate-end">
          {fitText('objective 42 · a web address · quit · refresh · readonly · profile NAME · help', inner)}
        </Text>
      )}
      {shown.map((suggestion, index) => (
        <Text key={`${suggestion.text}-${index}`} wrap="truncate-end" {...(index === selection ? theme.selection : {})}>
          {fitText(`${index === selection ? '› ' : '  '}${suggestion.label}  ${suggestion.description}`, inner)}
        </Text>
      ))}
    </Box>
  );
}
