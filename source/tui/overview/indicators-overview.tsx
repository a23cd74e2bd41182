// <IndicatorsOverview>: every known indicator of a hoshin with a sparkline, those behind and late
// flagged in words (readable without colour). The app keeps the selection and the keys.
import { moreMark, type Glyphs } from '../../terminal/glyphs.js';
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { fitText, textWidth, truncateAtWord } from '../kernel/layout.js';
import { leadingItems } from '../../core/cell-text.js';
import { useTheme } from '../kernel/theme.js';
import { sparkline } from '../chart/sparkline.js';
import { formatValue } from '../chart/scale.js';
import { localDay } from '../../domain/dates.js';
import { STATE_WORDS } from '../../domain/indicator.js';
import { progressText } from '../../domain/progress.js';
import {
  clampScroll,
  historiesLookup,
  overviewRows,
  overviewSummaryItems,
  type HistoryResource,
  type IndicatorResource,
  type OverviewRow,
} from '../detail/indicator-view.js';
import { stateStyle } from '../detail/indicator-detail.js';

const SPARK_WIDTH = 12;
/** "behind" / "at risk" / "on track", padded. */
const STATE_WIDTH = 8;
const LATE_TEXT = 'late';

interface IndicatorsOverviewProps {
  readonly indicators: readonly IndicatorResource[];
  readonly historiesByIndicator: ReadonlyMap<number, readonly HistoryResource[]> | Readonly<Record<number, readonly HistoryResource[]>>;
  readonly width: number;
  readonly height: number;
  readonly today?: string;
  /** The selected row (the app keeps it: the overview overlay's cursor); the first by default. */
  readonly selectedIndex?: number;
  /** What an empty overview says (a filter may have left nothing). */
  readonly emptyText?: string;
}

/** How wide each column is for a set of rows: the figures as wide as the widest, the name the rest. */
interface OverviewColumns {
  readonly spark: boolean;
  readonly value: number;
  readonly percent: number;
  /** The update column: with its date, or only the late flag. */
  readonly update: 'date' | 'flag';
  readonly updateWidth: number;
  readonly name: number;
}

const valueOf = (row: OverviewRow): string => (row.figures.value === null ? '–' : formatValue(row.figures.value));

function updateOf(row: OverviewRow, update: OverviewColumns['update']): string {
  if (update === 'flag') return row.late ? ` ! ${LATE_TEXT}` : '';
  if (row.late) return ` ! ${LATE_TEXT} ${row.figures.nextUpdate ?? ''}`;
  return row.figures.nextUpdate ? `   next ${row.figures.nextUpdate}` : '';
}

/** The columns for `width` cells: the name first; the sparkline gives way, then the update dates. */
function overviewColumns(rows: readonly OverviewRow[], width: number): OverviewColumns {
  const widest = (texts: readonly string[], least: number) => texts.reduce((most, text) => Math.max(most, textWidth(text)), least);
  const value = widest(rows.map(valueOf), 1);
  const percent = widest(
    rows.map((row) => progressText(row.figures.progress)),
    1,
  );
  const nameWanted = widest(
    rows.map((row) => row.name),
    6,
  );
  const layouts: { spark: boolean; update: OverviewColumns['update'] }[] = [
    { spark: width >= 50, update: 'date' },
    { spark: false, update: 'date' },
    { spark: false, update: 'flag' },
  ];
  let chosen: OverviewColumns | undefined;
  for (const layout of layouts) {
    const updateWidth = widest(
      rows.map((row) => updateOf(row, layout.update)),
      0,
    );
    // Marker, sparkline, ` value percent `, state, update.
    const fixed = 2 + (layout.spark ? SPARK_WIDTH + 1 : 0) + 1 + value + 1 + percent + 1 + STATE_WIDTH + updateWidth;
    chosen = { ...layout, value, percent, updateWidth, name: Math.max(6, Math.min(nameWanted, width - fixed)) };
    if (width - fixed >= nameWanted) return chosen;
  }
  return chosen as OverviewColumns;
}

/** One row's text pieces for a width: flag, name, sparkline, value, percent, state, update. */
function overviewLine(
  row: OverviewRow,
  width: number,
  sparkLevels?: readonly string[],
  columns: OverviewColumns = overviewColumns([row], width),
): {
  readonly name: string;
  readonly spark: string;
  readonly figures: string;
  readonly state: string;
  readonly late: string;
} {
  const spark = columns.spark ? sparkline(row.series, SPARK_WIDTH, sparkLevels) : '';
  const figures = ` ${valueOf(row).padStart(columns.value)} ${progressText(row.figures.progress).padStart(columns.percent)} `;
  const state = (row.figures.state === null ? '' : STATE_WORDS[row.figures.state]).padEnd(STATE_WIDTH);
  const late = updateOf(row, columns.update);
  const name = truncateAtWord(row.name, columns.name);
  return { name: name + ' '.repeat(Math.max(0, columns.name - textWidth(name))), spark, figures, state, late };
}

/** The summary with the marks of rows out of sight: the marks kept, the summary's parts dropped whole from its end. */
function summaryLine(rows: readonly OverviewRow[], first: number, more: number, width: number, glyphs: Glyphs): string {
  const joint = ` ${glyphs.separator} `;
  const marks = [first > 0 ? moreMark(glyphs, 'above', first) : '', more > 0 ? moreMark(glyphs, 'below', more) : ''].filter(
    (mark) => mark !== '',
  );
  const tail = marks.join(joint);
  const room = tail === '' ? width : width - textWidth(tail) - textWidth(joint);
  const head = leadingItems(overviewSummaryItems(rows), joint, room);
  return fitText([head, tail].filter((part) => part !== '').join(joint), width);
}

export function IndicatorsOverview(props: IndicatorsOverviewProps): ReactElement {
  const { indicators, historiesByIndicator, width, height, selectedIndex = 0 } = props;
  const theme = useTheme();
  const today = props.today ?? localDay(Date.now());
  const rows = overviewRows(indicators, historiesLookup(historiesByIndicator), today);
  const selected = Math.max(0, Math.min(rows.length - 1, selectedIndex));
  const visible = Math.max(1, height - 1);

  // Keep the cursor in view: it sits on the last visible row once it passes the window.
  const first = clampScroll(selected - visible + 1, rows.length, visible);
  const shown = rows.slice(first, first + visible);
  const more = rows.length - first - shown.length;
  // One set of columns for every row, so that the figures line up.
  const columns = overviewColumns(rows, width);

  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text wrap="truncate" {...theme.muted}>
        {summaryLine(rows, first, more, width, theme.glyphs)}
      </Text>
      {rows.length === 0 ? (
        <Text wrap="truncate" {...theme.muted}>
          {fitText(props.emptyText ?? 'no indicators known for this hoshin yet', width)}
        </Text>
      ) : null}
      {shown.map((row, offset) => {
        const isSelected = first + offset === selected;
        const line = overviewLine(row, width, theme.glyphs.spark, columns);
        const base = isSelected ? theme.selection : {};
        return (
          <Text key={row.id} wrap="truncate">
            <Text {...base}>{isSelected ? `${theme.glyphs.pointer} ` : '  '}</Text>
            <Text {...base}>{line.name}</Text>
            {line.spark === '' ? null : <Text {...theme.accent}>{` ${line.spark}`}</Text>}
            <Text {...base}>{line.figures}</Text>
            <Text {...stateStyle(theme, row.figures.state)}>{line.state}</Text>
            <Text {...(row.late ? theme.error : theme.muted)}>{line.late}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
