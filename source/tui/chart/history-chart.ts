// The line chart of an indicator's history: values as a braille line, the goal dashed (it reads
// without colour), round ticks on equally spaced rows, dated ticks that never overlap, a legend.
// Pure: exactly `height` lines of exactly `width` columns.
import { dayNumber } from '../../domain/dates.js';
import { UNICODE_GLYPHS, type Glyphs } from '../../terminal/glyphs.js';
import { BrailleCanvas } from '../../terminal/braille.js';
import { formatValue, valueAxis } from './scale.js';
import { ANSI_CHART_THEME, StyledLine, type ChartTheme } from './styled.js';
import { centreInWidth, fitToWidth } from '../../core/cell-text.js';

export interface ChartPoint {
  /** `YYYY-MM-DD` */
  readonly day: string;
  readonly value: number;
  readonly goal: number | null;
}

interface ChartOptions {
  readonly width: number;
  readonly height: number;
  readonly colour: boolean;
  /** Colours for the series and axes when `colour` is on (default: plain ANSI colours). */
  readonly theme?: ChartTheme;
  /** The terminal's marks (default Unicode: braille and box drawing). */
  readonly glyphs?: Glyphs;
  /** What to say when there is no point to draw (default: no values yet). */
  readonly empty?: readonly string[] | undefined;
}

export const GOAL_GLYPH = UNICODE_GLYPHS.goal;
const VALUE_POINT_ASCII = '*';
export const NO_VALUES_MESSAGE = 'no values yet';
/** Lines below the plot: the time axis, its date labels, the legend. */
const FOOTER_LINES = 3;
const MIN_PLOT_COLUMNS = 8;
const MIN_PLOT_ROWS = 2;
const LABEL_GAP = 2;

interface PlacedPoint {
  readonly day: string;
  readonly value: number;
  readonly goal: number | null;
  readonly x: number;
  readonly y: number;
  readonly goalY: number | null;
}

export function renderHistoryChart(input: readonly ChartPoint[], options: ChartOptions): string[] {
  const width = Math.max(0, Math.floor(options.width));
  const height = Math.max(0, Math.floor(options.height));
  const theme = options.colour ? (options.theme ?? ANSI_CHART_THEME) : null;
  const glyphs = options.glyphs ?? UNICODE_GLYPHS;
  const points = cleanPoints(input);

  const firstPoint = points[0];
  const lastPoint = points[points.length - 1];
  if (!firstPoint || !lastPoint) return messageLines(options.empty ?? [NO_VALUES_MESSAGE], width, height, glyphs);

  const plotRows = height - FOOTER_LINES;
  const axis = plotRows < MIN_PLOT_ROWS ? null : chartAxis(points, plotRows);
  const gutter = Math.max(0, ...(axis?.labels.map((label) => label.length) ?? []));
  const plotColumns = width - gutter - 1;
  if (!axis || plotColumns < MIN_PLOT_COLUMNS) return messageLines(summary(points), width, height, glyphs);

  const canvas = new BrailleCanvas(plotColumns, plotRows);
  const yOf = axis.dotOf;
  const firstDay = dayNumber(firstPoint.day);
  const span = dayNumber(lastPoint.day) - firstDay;
  const xOf = (day: string): number =>
    span === 0 ? Math.floor((canvas.dotWidth - 1) / 2) : Math.round(((dayNumber(day) - firstDay) / span) * (canvas.dotWidth - 1));
  const placed: PlacedPoint[] = points.map((p) => ({
    ...p,
    x: xOf(p.day),
    y: yOf(p.value),
    goalY: p.goal === null ? null : yOf(p.goal),
  }));

  // Value series: segments between consecutive points; a lone point gets a visible pair of dots.
  placed.forEach((point, index) => {
    const next = placed[index + 1];
    if (next) canvas.line(point.x, point.y, next.x, next.y);
    else canvas.set(point.x, point.y);
  });
  if (placed.length === 1 && placed[0]) canvas.set(placed[0].x + 1, placed[0].y);

  const goalRows = goalRowsByColumn(placed, plotColumns);
  const pointCells = new Set(placed.map((p) => `${Math.floor(p.x / 2)},${Math.floor(p.y / 4)}`));
  const valueCell = (column: number, row: number): string =>
    glyphs.unicode ? canvas.char(column, row) : pointCells.has(`${column},${row}`) ? VALUE_POINT_ASCII : canvas.asciiChar(column, row);
  const tickRows = new Map<number, string>();
  axis.rows.forEach((row, i) => tickRows.set(row, axis.labels[i] ?? ''));

  const lines: StyledLine[] = [];
  for (let row = 0; row < plotRows; row++) {
    const label = tickRows.get(row);
    const line = new StyledLine()
      .add((label ?? '').padStart(gutter), 'axis')
      .add(label === undefined ? glyphs.axisVertical : glyphs.axisTick, 'axis');
    for (let column = 0; column < plotColumns; column++) {
      if (canvas.isSet(column, row)) line.add(valueCell(column, row), 'value');
      else if (goalRows[column] === row) line.add(glyphs.goal, 'goal');
      else line.add(' ');
    }
    lines.push(line);
  }

  const dateLabels = placeDateLabels(
    placed.map((p) => ({ day: p.day, column: Math.floor(p.x / 2) })),
    plotColumns,
  );
  const timeAxis = new StyledLine().add(' '.repeat(gutter), 'axis').add(glyphs.axisCorner, 'axis');
  const tickColumns = new Set(dateLabels.map((l) => l.tickColumn));
  for (let column = 0; column < plotColumns; column++)
    timeAxis.add(tickColumns.has(column) ? glyphs.axisDateTick : glyphs.axisHorizontal, 'axis');
  lines.push(timeAxis);

  const dates = new StyledLine().add(' '.repeat(gutter + 1));
  let cursor = 0;
  for (const label of dateLabels) {
    dates.add(' '.repeat(label.start - cursor)).add(label.text, 'axis');
    cursor = label.start + label.text.length;
  }
  lines.push(dates);
  lines.push(legend(placed, width, glyphs));

  return lines.map((line) => line.render(width, theme));
}

function cleanPoints(input: readonly ChartPoint[]): ChartPoint[] {
  return input
    .filter((p) => Number.isFinite(p.value) && /^\d{4}-\d{2}-\d{2}$/.test(p.day))
    .map((p) => ({ day: p.day, value: p.value, goal: p.goal !== null && Number.isFinite(p.goal) ? p.goal : null }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The value axis of the values and goals, on the plot's rows. */
function chartAxis(points: readonly ChartPoint[], plotRows: number) {
  const values = points.flatMap((p) => (p.goal === null ? [p.value] : [p.value, p.goal]));
  // Folded, not spread: an indicator's history from the service may be longer than a call's arguments.
  return valueAxis(
    values.reduce((a, b) => Math.min(a, b)),
    values.reduce((a, b) => Math.max(a, b)),
    plotRows,
  );
}

/** The goal in force at each column: a step line from each point's goal to the next point. */
function goalRowsByColumn(placed: readonly PlacedPoint[], columns: number): (number | null)[] {
  const rows: (number | null)[] = new Array<number | null>(columns).fill(null);
  placed.forEach((point, index) => {
    if (point.goalY === null) return;
    const next = placed[index + 1];
    const from = Math.floor(point.x / 2);
    const to = next ? Math.floor(next.x / 2) - 1 : from + (placed.length === 1 ? 1 : 0);
    for (let column = from; column <= Math.max(from, to) && column < columns; column++) rows[column] = Math.floor(point.goalY / 4);
  });
  return rows;
}

interface DateLabel {
  readonly text: string;
  readonly start: number;
  readonly tickColumn: number;
}

type DateFormat = (day: string) => string;
const FULL_DATE: DateFormat = (day) => day;
const YEAR_MONTH: DateFormat = (day) => day.slice(0, 7);
const MONTH_DAY: DateFormat = (day) => day.slice(5);

/** Labels for the first and last point, then as many between as fit, two spaces apart. */
export function placeDateLabels(ticks: readonly { day: string; column: number }[], columns: number): DateLabel[] {
  const first = ticks[0];
  const last = ticks[ticks.length - 1];
  if (!first || !last) return [];
  const sameYear = first.day.slice(0, 4) === last.day.slice(0, 4);
  const formats: DateFormat[] = [FULL_DATE, sameYear ? MONTH_DAY : YEAR_MONTH];
  const needed = (format: DateFormat) =>
    first.day === last.day ? format(first.day).length : format(first.day).length + LABEL_GAP + format(last.day).length;
  const format = formats.find((f) => needed(f) <= columns);
  if (!format) {
    // Too narrow for both ends: the newest date alone, right-aligned.
    const text = [...formats, MONTH_DAY].map((f) => f(last.day)).find((t) => t.length <= columns);
    return text === undefined
      ? []
      : [
          {
            text,
            start: Math.max(0, Math.min(columns - text.length, last.column - text.length + 1)),
            tickColumn: last.column,
          },
        ];
  }

  const placed: DateLabel[] = [];
  const tryPlace = (tick: { day: string; column: number }, align: 'start' | 'end' | 'centre'): void => {
    const text = format(tick.day);
    const wanted =
      align === 'start' ? tick.column : align === 'end' ? tick.column - text.length + 1 : tick.column - Math.floor(text.length / 2);
    const start = Math.max(0, Math.min(columns - text.length, wanted));
    const clashes = placed.some(
      (other) =>
        other.text === text || (start < other.start + other.text.length + LABEL_GAP && other.start < start + text.length + LABEL_GAP),
    );
    if (!clashes) placed.push({ text, start, tickColumn: tick.column });
  };

  if (first.day === last.day) {
    tryPlace(first, 'centre');
    return placed;
  }
  tryPlace(first, 'start');
  tryPlace(last, 'end');
  for (const tick of bisectionOrder(ticks.length).map((index) => ticks[index])) if (tick) tryPlace(tick, 'centre');
  return placed.sort((a, b) => a.start - b.start);
}

/** Indices strictly between the ends, coarsest subdivision first: middle, quarters, eighths, … */
function bisectionOrder(count: number): number[] {
  const order: number[] = [];
  const seen = new Set<number>([0, count - 1]);
  let parts = 2;
  while (seen.size < count && parts <= count * 2) {
    for (let k = 1; k < parts; k += 2) {
      const index = Math.round(((count - 1) * k) / parts);
      if (!seen.has(index)) {
        seen.add(index);
        order.push(index);
      }
    }
    parts *= 2;
  }
  return order;
}

/** Series keys first (the goal with the value in force now); the count and last value only as far as they fit whole. */
function legend(placed: readonly PlacedPoint[], width: number, glyphs: Glyphs): StyledLine {
  const last = placed[placed.length - 1];
  const line = new StyledLine().add(glyphs.valueKey, 'value').add(' value');
  if (!last) return line;
  // The goal in force now is named here with its value: on the axis it would break the equal steps.
  const goalNow = placed.findLast((p) => p.goal !== null)?.goal;
  if (goalNow !== undefined && goalNow !== null) {
    line.add('  ').add(glyphs.goal.repeat(2), 'goal');
    const named = ` goal ${formatValue(goalNow)}`;
    line.add(line.width + named.length <= width ? named : ' goal');
  }
  const count = `${placed.length} ${placed.length === 1 ? 'value' : 'values'}`;
  const extras = [`  ${count}, last ${formatValue(last.value)} on ${last.day}`, `  last ${formatValue(last.value)}`, `  ${count}`];
  const extra = extras.find((text) => line.width + text.length <= width);
  if (extra) line.add(extra, 'muted');
  return line;
}

function summary(points: readonly ChartPoint[]): string[] {
  const last = points[points.length - 1];
  if (!last) return [NO_VALUES_MESSAGE];
  return [`${points.length} ${points.length === 1 ? 'value' : 'values'}`, `last ${formatValue(last.value)}`, `on ${last.day}`];
}

/** A message centred in the box (too small for a chart, or nothing to draw). */
function messageLines(message: readonly string[], width: number, height: number, glyphs: Glyphs): string[] {
  const shown = message.slice(0, Math.max(1, height));
  const top = Math.max(0, Math.floor((height - shown.length) / 2));
  const fit = { ellipsis: glyphs.ellipsis };
  return Array.from({ length: height }, (_, row) => {
    const text = shown[row - top];
    return text === undefined ? ' '.repeat(width) : centreInWidth(fitToWidth(text, width, fit).trimEnd(), width, fit);
  });
}
