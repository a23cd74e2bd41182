// <IndicatorDetail>: the indicator's figures, the chart of its values with the goal series, and the
// table of values newest first. Props in, no keys: the app scrolls and selects the table.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { fitText } from '../kernel/layout.js';
import { useTheme, type TextStyle, type Theme } from '../kernel/theme.js';
import { renderHistoryChart } from '../chart/history-chart.js';
import { localDay } from '../../domain/dates.js';
import { EMPTY_WORDS } from '../../domain/bowling.js';
import { withCurrentValue, type IndicatorState } from '../../domain/indicator.js';
import { monthTarget, nextMonth, targetSteps, type MonthTarget } from '../../domain/targets.js';
import { monthTitle } from '../../domain/relative-dates.js';
import { formatValue } from '../chart/scale.js';
import { valueNotes } from '../../domain/value-notes.js';
import { tableWindow, valueNoteLines } from './value-window.js';
import { headingLine, tableColumns, tableRowLines } from './value-columns.js';
import type { PeopleContext, Segment } from './people-text.js';
import { headMark, headRows, headWindow, type HeadRow } from './indicator-head.js';
import { toneStyle } from '../kernel/tone.js';
import { chartPoints, historyRows, type HistoryResource, type HistoryRow, type IndicatorResource } from './indicator-view.js';

/** Below this many rows under the header the chart is left out: the table matters more. */
const MIN_ROWS_FOR_CHART = 9;

export function stateStyle(theme: Theme, state: IndicatorState | null): TextStyle {
  if (state === 'on-track') return theme.success;
  if (state === 'at-risk') return theme.warning;
  if (state === 'behind') return theme.error;
  return theme.muted;
}

/** Rows of the chart and of the table (its header included) for a body height and a head of that many rows. */
export function detailLayout(height: number, headRows = 3): { readonly chartRows: number; readonly tableRows: number } {
  const rows = Math.max(0, height - headRows);
  if (rows < MIN_ROWS_FOR_CHART) return { chartRows: 0, tableRows: rows };
  const chartRows = Math.max(6, Math.floor(rows * 0.6));
  return { chartRows, tableRows: rows - chartRows };
}

function HeadLine({ row }: { readonly row: HeadRow }): ReactElement {
  const theme = useTheme();
  return (
    <Text wrap="truncate">
      {row.map((piece, index) => (
        <Text key={index} {...(piece.tone === 'accent' ? theme.accent : toneStyle(theme, piece.tone))}>
          {piece.text}
        </Text>
      ))}
    </Text>
  );
}

export interface IndicatorDetailProps {
  readonly indicator: IndicatorResource;
  /** The history values known for it (the service offers no list). */
  readonly histories: readonly HistoryResource[];
  readonly width: number;
  readonly height: number;
  /** `YYYY-MM-DD`; defaults to the local date. */
  readonly today?: string;
  /** Rows of the value table scrolled past. */
  readonly scrollOffset?: number;
  /** Rows of the fields above the table scrolled past, where the pane cannot show them all. */
  readonly fieldsScroll?: number;
  /** The selected row of the value table (newest first) when the table has the keys; rows get a cursor column. */
  readonly selectedIndex?: number;
  /** Names of people and how dates read; without it dates are relative to `today` and people are user ids. */
  readonly people?: PeopleContext;
  /** The newest change sent to it or its values (from the journal), as one line. */
  readonly lastChange?: Segment;
}

/** "Target: November 85 (its target row), December 86 (its target row)"; null without target rows known here. */
export function targetLine(indicator: IndicatorResource, histories: readonly HistoryResource[], today: string): string | null {
  if (targetSteps(histories).length === 0) return null;
  const month = today.slice(0, 7);
  const said = (target: MonthTarget) =>
    `${monthTitle(target.month)} ${formatValue(target.goal)}${target.from === 'target' ? '' : target.from === 'indicator' ? " (no target row: the indicator's goal)" : ' (the goal booked with its value)'}`;
  return `Target: ${said(monthTarget(indicator, histories, month))}, next ${said(monthTarget(indicator, histories, nextMonth(month)))}`;
}

/** The rows of the fields above the table, each whole; without people, user ids and dates relative to `today`. */
export function indicatorHeadRows(
  props: Pick<IndicatorDetailProps, 'indicator' | 'histories' | 'width' | 'today' | 'people' | 'lastChange'>,
  glyphs: PeopleContext['glyphs'],
): HeadRow[] {
  const today = props.today ?? localDay(Date.now());
  return headRows({
    name:
      typeof props.indicator.name === 'string' && props.indicator.name !== '' ? props.indicator.name : `indicator ${props.indicator.id}`,
    id: props.indicator.id,
    indicator: props.indicator,
    people: props.people ?? { today, wide: props.width >= 60, glyphs, nameOf: () => null },
    width: props.width,
    targets: targetLine(props.indicator, props.histories, today),
    ...(props.lastChange ? { lastChange: props.lastChange } : {}),
    ...(typeof props.indicator.description === 'string' ? { description: props.indicator.description } : {}),
  });
}

export function IndicatorDetail(props: IndicatorDetailProps): ReactElement {
  const { indicator, histories, width, height, scrollOffset = 0 } = props;
  const theme = useTheme();
  const today = props.today ?? localDay(Date.now());
  const rows = historyRows(indicator, histories);
  // The values known here, the indicator's current one among them: the chart and the table show the same.
  const known = withCurrentValue(indicator, histories);
  const notes = valueNoteLines(
    valueNotes({ indicator, histories: known }, today),
    Math.max(1, width - (props.selectedIndex === undefined ? 0 : 2)),
  );
  // Every field whole; where they do not fit above the table they scroll, with a mark of what is hidden.
  const head = indicatorHeadRows(props, theme.glyphs);
  const fields = headWindow(head.length, height, props.fieldsScroll ?? 0);
  const { chartRows, tableRows } = detailLayout(height, fields.room);
  const selected =
    props.selectedIndex === undefined || rows.length === 0 ? undefined : Math.max(0, Math.min(rows.length - 1, props.selectedIndex));
  const cursorColumn = props.selectedIndex === undefined ? '' : '  ';
  const tableWidth = Math.max(1, width - cursorColumn.length);
  const columns = tableColumns(rows, tableWidth);

  const chart =
    chartRows > 0
      ? renderHistoryChart(chartPoints(known, indicator), {
          width,
          height: chartRows,
          colour: theme.colour,
          glyphs: theme.glyphs,
          empty: notes.below === null ? undefined : [notes.below],
        })
      : [];
  const linesOf = (row: HistoryRow) => tableRowLines(row, tableWidth, columns);
  const { top, shownRows, hiddenBelow, visible, aboveNotes, belowNote } = tableWindow({
    rows,
    linesOf: (row) => linesOf(row).length,
    height: Math.max(0, tableRows - 1),
    scrollOffset,
    selected,
    notes,
  });
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {head.slice(fields.top, fields.top + fields.shown).map((row, index) => (
        <HeadLine key={`h${fields.top + index}`} row={row} />
      ))}
      {fields.max > 0 ? (
        <Text wrap="truncate" {...theme.muted}>
          {headMark(fields, theme.glyphs, width)}
        </Text>
      ) : null}
      {chart.map((line, index) => (
        <Text key={`c${index}`} wrap="truncate">
          {line}
        </Text>
      ))}
      {tableRows > 0 ? (
        <Text wrap="truncate" {...theme.muted}>
          {cursorColumn}
          {headingLine(hiddenBelow, theme.glyphs, tableWidth, columns)}
        </Text>
      ) : null}
      {aboveNotes.map((line) => (
        <Text key={`above:${line}`} wrap="truncate" {...(line.includes(EMPTY_WORDS.unrecorded) ? theme.error : theme.muted)}>
          {cursorColumn}
          {fitText(line, tableWidth)}
        </Text>
      ))}
      {shownRows
        .flatMap((row, offset) => {
          const isSelected = selected === top + offset;
          return linesOf(row).map((line, index) => (
            <Text key={`${row.day}:${index}`} wrap="truncate" {...(isSelected ? theme.selection : {})}>
              {cursorColumn === '' ? '' : isSelected && index === 0 ? `${theme.glyphs.pointer} ` : '  '}
              {line}
            </Text>
          ));
        })
        .slice(0, visible)}
      {belowNote === null ? null : (
        <Text wrap="truncate" {...theme.muted}>
          {cursorColumn}
          {fitText(belowNote, tableWidth)}
        </Text>
      )}
    </Box>
  );
}
