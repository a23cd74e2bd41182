// The detail pane of a row that is not an indicator: label/value lines, each value wrapped under
// its label (long names and web addresses are never cut), sentences over the whole width.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import type { DetailLine } from './detail-lines.js';
import { wrappedRows } from '../kernel/wrapped-rows.js';
import { useTheme } from '../kernel/theme.js';
import { fitText, textWidth } from '../kernel/layout.js';
import { toneStyle } from '../kernel/tone.js';
import { wrapAll } from '../../terminal/text-wrap.js';

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

const WEB_ADDRESS = /^https?:\/\/\S+$/;

/**
 * A web address too wide for its place: on a line of its own under its label, never broken; one
 * wider than the pane keeps its start and its end (what it names), the middle shortened to `…`
 * (the copy key gives the whole of it).
 */
function addressRows(line: DetailLine, inner: number): PaneRow[] {
  const label = { label: line.label, value: '', tone: line.tone, prose: false };
  if (textWidth(line.value) <= inner) return [label, { label: '', value: line.value, tone: line.tone, prose: true }];
  const chars = Array.from(line.value);
  const tail = Math.floor((inner - 1) / 2);
  const head = inner - 1 - tail;
  return [
    label,
    {
      label: '',
      value: `${chars.slice(0, head).join('')}…${chars.slice(chars.length - tail).join('')}`,
      tone: line.tone,
      prose: true,
    },
  ];
}

/** The pane's rows: a value continues under its label; a sentence takes the whole width. */
export function detailRows(lines: readonly DetailLine[], inner: number, labelWidth: number): PaneRow[] {
  return lines.flatMap((line) => {
    if (WEB_ADDRESS.test(line.value) && textWidth(line.value) > inner - labelWidth) return addressRows(line, inner);
    const prose = line.prose === true;
    const pieces = wrapAll(line.value, prose ? inner : Math.max(1, inner - labelWidth));
    return pieces.map((value, index) => ({ label: index === 0 ? line.label : '', value, tone: line.tone, prose }));
  });
}

/** Rows the pane's title may take. */
const MOST_TITLE_ROWS = 2;

export function DetailPane({ title, lines, width, height, scroll, focused }: DetailPaneProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  // The title wraps onto a second row rather than losing its end (the mark of rows below).
  const titleRows = wrappedRows(`${title} ${theme.glyphs.down}999`, inner, MOST_TITLE_ROWS).length;
  const room = Math.max(1, height - 2 - titleRows);
  const labelWidth = Math.min(18, Math.max(6, Math.floor(inner * 0.4)));
  const rows = detailRows(lines, inner, labelWidth);
  const top = Math.min(scroll, Math.max(0, rows.length - room));
  const more = rows.length > top + room ? ` ${theme.glyphs.down}${rows.length - top - room}` : '';
  const heading = wrappedRows(`${title}${more}`, inner, MOST_TITLE_ROWS);
  return (
    <Box
      flexDirection="column"
      width={width}
      height={height}
      borderStyle={theme.borderStyle}
      borderColor={focused ? theme.borderFocus : theme.border}
    >
      {heading.map((row, index) => (
        <Text key={`title${index}`} {...(focused ? theme.accent : theme.muted)} wrap="truncate-end">
          {row}
        </Text>
      ))}
      {heading.length < titleRows ? <Text> </Text> : null}
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
