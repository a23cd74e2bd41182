// The bowling chart (`b`): indicators by objective x months, each cell its mark and progress where
// it fits, or why it is empty; the selected cell spelled out under it, the legend and footnotes.
import { moreMark } from '../../terminal/glyphs.js';
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { EMPTY_MARKS, EMPTY_WORDS, type BowlingCell, type BowlingRow } from '../../domain/bowling.js';
import { DEFAULT_WORST } from '../../domain/indicator.js';
import { progressBetween, PROGRESS_NAME } from '../../domain/progress.js';
import { readDecimal } from '../../catalogue/values.js';
import { goalFromNote } from '../../domain/targets.js';
import { monthShort, monthTitle } from '../../domain/relative-dates.js';
import { formatValue } from '../chart/scale.js';
import { keyOf } from '../kernel/keys.js';
import { COUNTERMEASURE } from '../forms/countermeasure-keys.js';
import {
  bowlingCellText,
  marksLegend,
  bowlingLayout,
  bowlingLines,
  bowlingRows,
  bowlingRowScroll,
  emptyMonthsSentence,
  MIN_WRAPPED_ROWS,
} from './bowling-view.js';
import type { BowlingOverlay } from './bowling-overlay.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { titleOf } from '../tree/tree-shape.js';
import { useTheme, type TextStyle, type Theme } from '../kernel/theme.js';
import { fitText, textWidth } from '../kernel/layout.js';
import { overlayChart } from './bowling-chart.js';
import { wrappedRows } from '../kernel/wrapped-rows.js';
import { Panel } from '../kernel/panel.js';

/** Rows each text around the chart may take before it is cut: the title, then each line under it. */
const MOST_TITLE_ROWS = 2;
const MOST_NOTE_ROWS = 3;
/** Chart rows (headings and indicators) kept before the footnote under it gives way. */
const MIN_CHART_ROWS = 4;

function markStyle(theme: Theme, cell: BowlingCell): TextStyle {
  if (cell.mark === 'green') return theme.success;
  if (cell.mark === 'red') return theme.error;
  return theme.muted;
}

/** Why an empty month is empty, in the words of every view. */
const EMPTY_SENTENCES = {
  unknown: `${EMPTY_WORDS.unknown} (the service may hold a value; it cannot list them)`,
  unrecorded: `${EMPTY_WORDS.unrecorded}: its update fell due and no value came`,
  'not-due': EMPTY_WORDS['not-due'],
  'no-update': `${EMPTY_WORDS['no-update']}: the next update falls in a later month`,
  before: EMPTY_WORDS.before,
} as const;

/** The selected cell in words, with what its progress is measured between, and what `c` would do there. */
export function cellSentence(row: BowlingRow | undefined, cell: BowlingCell | undefined, worst = DEFAULT_WORST): string {
  if (!row || !cell) return '';
  const month = monthTitle(cell.month);
  if (cell.value === null) return `${row.name}, ${month}: ${EMPTY_SENTENCES[cell.empty ?? 'unknown']}`;
  const figures = `${formatValue(cell.value)}, ${progressBetween(cell.progress, cell.goal ?? 0, worst, formatValue)}${goalFromNote(cell.goalFrom)}`;
  if (cell.mark === 'red') return `${row.name}, ${month}: ${figures}, below the goal: ${keyOf(COUNTERMEASURE)} starts a countermeasure`;
  return `${row.name}, ${month}: ${figures}, met the goal`;
}

export function BowlingPane({ overlay, width, height }: OverlayViewProps<BowlingOverlay>): ReactElement {
  const theme = useTheme();
  const { session, today } = useConsoleActions();
  const inner = Math.max(10, width - 2);
  const chart = overlayChart(session, overlay, today);
  const objectiveName = (id: number | null) =>
    id === null ? 'no objective' : titleOf('objective', session.index.get('objective', id)?.resource ?? undefined, id);
  const lines = bowlingLines(chart, objectiveName);
  const months = overlay.months;
  const longestName = Math.max(0, ...chart.indicators.map((row) => textWidth(row.name)));
  const { nameWidth, cellWidth } = bowlingLayout(inner - 2, months.length, longestName);
  const scopeTitle = `${overlay.scope.kind} “${titleOf(overlay.scope.kind, session.index.get(overlay.scope.kind, overlay.scope.id)?.resource ?? undefined, overlay.scope.id)}”`;
  const range = months.length > 0 ? `${monthTitle(months[0] as string)} to ${monthTitle(months[months.length - 1] as string)}` : '';
  const { separator } = theme.glyphs;
  const selectedRow = chart.indicators[overlay.row];
  // One row at 80 columns: the chart keeps its rows.
  const legend = `${marksLegend(cellWidth - 1, PROGRESS_NAME)}, ${EMPTY_MARKS.unknown} ${EMPTY_WORDS.unknown}, ${EMPTY_MARKS.unrecorded} ${EMPTY_WORDS.unrecorded}, blank: not due`;
  const worst = selectedRow ? readDecimal(session.index.get('indicator', selectedRow.id)?.resource?.worst_value) : null;
  const footnotes = [emptyMonthsSentence(chart.incomplete, chart.unrecorded)].filter((text) => text !== null);
  // The texts around the chart wrap rather than being cut; the chart gets the rows left.
  const allNotes = [
    cellSentence(selectedRow, selectedRow?.cells[overlay.column], worst ?? DEFAULT_WORST),
    legend,
    ...(footnotes.length > 0 ? footnotes : ['every month since each indicator began has a value known here']),
  ].map((text) => wrappedRows(text, inner, MOST_NOTE_ROWS));
  // The title's rows are counted with room for the scroll marks, which depend on what fits.
  const titleRows = wrappedRows(
    `Bowling chart of ${scopeTitle} ${separator} ${range} ${moreMark(theme.glyphs, 'above', 999)} ${moreMark(theme.glyphs, 'below', 999)}`,
    inner,
    MOST_TITLE_ROWS,
  ).length;
  const rowsLeft = (texts: readonly (readonly string[])[]) =>
    height - 2 - titleRows - 1 - texts.reduce((sum, rows) => sum + rows.length, 0);
  // On a short terminal the footnote gives way (the legend still names each mark).
  const notes = rowsLeft(allNotes) < Math.min(MIN_CHART_ROWS, lines.length) ? allNotes.slice(0, 2) : allNotes;
  const visible = Math.max(1, rowsLeft(notes));
  // A long name wraps onto a second row where the chart has the rows for it, else it is cut at a word.
  const rows = bowlingRows(lines, inner, nameWidth - 1, visible >= MIN_WRAPPED_ROWS, theme.glyphs.ellipsis);
  const scroll = bowlingRowScroll(rows, overlay.row, visible);
  const shown = rows.slice(scroll, scroll + visible);
  const more = `${scroll > 0 ? ` ${moreMark(theme.glyphs, 'above', scroll)}` : ''}${scroll + shown.length < rows.length ? ` ${moreMark(theme.glyphs, 'below', rows.length - scroll - shown.length)}` : ''}`;
  const title = wrappedRows(`Bowling chart of ${scopeTitle} ${separator} ${range}${more}`, inner, MOST_TITLE_ROWS);
  const monthHeading = months
    .map((month) => (cellWidth >= 4 ? monthShort(month) : month.slice(5, 7)).slice(0, cellWidth - 1).padStart(cellWidth))
    .join('');
  return (
    <Panel width={width} height={height}>
      {title.map((row, index) => (
        <Text key={`title${index}`} {...theme.accent} wrap="truncate-end">
          {row}
        </Text>
      ))}
      <Text {...theme.muted} wrap="truncate-end">
        {`${' '.repeat(2 + nameWidth)}${monthHeading}`}
      </Text>
      {lines.length === 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {fitText(`no indicator is known under ${scopeTitle} yet`, inner)}
        </Text>
      ) : null}
      {shown.map((shownRow) => {
        if (shownRow.type === 'objective') {
          const { line } = shownRow;
          return (
            <Text key={`o${line.id ?? 'none'}-${scroll}-${line.name}`} bold wrap="truncate-end">
              {shownRow.text}
            </Text>
          );
        }
        const { line, part, text } = shownRow;
        const selected = line.index === overlay.row;
        const mark = selected && part === 0 ? `${theme.glyphs.pointer} ` : '  ';
        return (
          <Text key={`i${line.row.id}-${part}`} wrap="truncate-end">
            <Text {...(selected ? theme.accent : {})}>{mark}</Text>
            <Text {...(selected ? theme.accent : {})}>{text + ' '.repeat(Math.max(0, nameWidth - textWidth(text)))}</Text>
            {/* The months are on the name's first row; its second holds the rest of the name. */}
            {part > 0
              ? null
              : line.row.cells.map((cell, column) => (
                  <Text key={cell.month} {...(selected && column === overlay.column ? theme.selection : markStyle(theme, cell))}>
                    {bowlingCellText(cell, cellWidth - 1).padStart(cellWidth)}
                  </Text>
                ))}
          </Text>
        );
      })}
      <Box flexGrow={1} />
      {notes.map((rows, note) =>
        rows.map((row, index) => (
          <Text key={`note${note}-${index}`} {...(note === 0 ? {} : theme.muted)} wrap="truncate-end">
            {row}
          </Text>
        )),
      )}
    </Panel>
  );
}
