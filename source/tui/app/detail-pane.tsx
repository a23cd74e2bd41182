// The detail pane of a row that is not an indicator: label/value lines, each value wrapped under
// its label (long names and web addresses are never cut), sentences over the whole width.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import type { DetailLine } from '../state/detail-lines.js';
import { useTheme } from '../theme.js';
import { fitText } from './layout.js';
import { toneStyle } from '../tone.js';
import { wrapAll } from './text-wrap.js';

export interface DetailPaneProps {
  readonly title: string;
  readonly lines: readonly DetailLine[];
  readonly width: number;
  readonly height: number;
  readonly scroll: number;
  readonly focused: boolean;
}

interface PaneRow {
  readonly label: string;
  readonly value: string;
  readonly tone: DetailLine['tone'];
  readonly prose: boolean;
}

/** The pane's rows: a value continues under its label; a sentence takes the whole width. */
export function detailRows(lines: readonly DetailLine[], inner: number, labelWidth: number): PaneRow[] {
  return lines.flatMap((line) => {
    const prose = line.prose === true;
    const pieces = wrapAll(line.value, prose ? inner : Math.max(1, inner - labelWidth));
    return pieces.map((value, index) => ({ label: index === 0 ? line.label : '', value, tone: line.tone, prose }));
  });
}

export function DetailPane({ title, lines, width, height, scroll, focused }: DetailPaneProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const room = Math.max(1, height - 3);
  const labelWidth = Math.min(18, Math.max(6, Math.floor(inner * 0.4)));
  const rows = detailRows(lines, inner, labelWidth);
  const top = Math.min(scroll, Math.max(0, rows.length - room));
  const more = rows.length > top + room ? ` ${theme.glyphs.down}${rows.length - top - room}` : '';
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={focused ? theme.borderFocus : theme.border}>
      <Text {...(focused ? theme.accent : theme.muted)} wrap="truncate-end">
        {fitText(`${title}${more}`, inner)}
      </Text>
      {rows.slice(top, top + room).map((row, position) =>
        row.prose ? (
          <Text key={`${top + position}`} wrap="truncate-end">
            {row.value}
          </Text>
        ) : (
          <Text key={`${top + position}`} wrap="truncate-end">
            <Text {...theme.muted}>{fitText(row.label, labelWidth - 1).padEnd(labelWidth)}</Text>
            <Text {...toneStyle(theme, row.tone)}>{row.value}</Text>
          </Text>
        ),
      )}
    </Box>
  );
}
