// The head of an indicator's detail, every field wrapped whole onto the pane's rows, and the window
// of it shown where the pane cannot hold it above the chart and the value table. Pure.
import { textWidth } from '../../core/cell-text.js';
import { visibleLine } from '../../core/untrusted-text.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { flowUnits, type Unit } from './flow-units.js';
import { personText, type DetailTone, type PeopleContext, type Segment } from './people-text.js';
import { indicatorFigureUnits } from './indicator-figures.js';
import { moreMark, type Glyphs } from '../../terminal/glyphs.js';

/** A row of the head: its pieces, each in a tone (the name in the accent). */
export type HeadRow = readonly Unit<DetailTone | 'accent'>[];

interface HeadInput {
  readonly name: string;
  readonly id: number;
  readonly indicator: Parameters<typeof indicatorFigureUnits>[0];
  readonly people: PeopleContext;
  readonly width: number;
  /** "Target: November 85, next December 86", when target rows are known. */
  readonly targets: string | null;
  readonly lastChange?: Segment;
  /** The indicator's description, as a paragraph under its fields. */
  readonly description?: string;
}

/** Every row of the head, nothing cut. */
export function headRows(input: HeadInput): HeadRow[] {
  const { width, people } = input;
  const room = Math.max(1, width);
  const name = wrapAll(visibleLine(input.name), room);
  const id = `#${input.id}`;
  const last = name.length - 1;
  if (textWidth(`${name[last] ?? ''}  ${id}`) <= room) name[last] = `${name[last] ?? ''}  ${id}`;
  else name.push(id);
  const separator = ` ${people.glyphs.separator} `;
  // The bar takes what the progress words leave of a row, whole or not at all.
  const [figures, updateUnits] = indicatorFigureUnits(input.indicator, people, (standing) => room - textWidth(standing) - 1);
  const words = (text: string, tone: DetailTone): HeadRow[] => wrapAll(text, room).map((piece) => [{ text: piece, tone }]);
  // The owner comes right under the name: among the rows a small pane shows first.
  const owner = personText('indicator', input.indicator, 'responsible_id', people);
  const update = owner === null ? updateUnits : updateUnits.filter((unit) => unit.text !== owner);
  const nameRows = name.map((text): HeadRow => [{ text, tone: 'accent' }]);
  const ownerWords = owner === null ? null : `owner ${visibleLine(owner)}`;
  const beside = ownerWords !== null && textWidth(`${name[name.length - 1] ?? ''}  ${ownerWords}`) <= room;
  if (beside) nameRows[nameRows.length - 1] = [...(nameRows[nameRows.length - 1] ?? []), { text: `  ${ownerWords}`, tone: 'muted' }];
  return [
    ...nameRows,
    ...(owner === null || beside ? [] : words(ownerText(visibleLine(owner), room), 'muted')),
    ...flowUnits(figures, room, separator),
    ...flowUnits(update, room, separator),
    ...(input.targets === null ? [] : words(input.targets, 'muted')),
    ...(input.lastChange ? words(input.lastChange.text, input.lastChange.tone) : []),
    // The description keeps its line breaks: each of its lines wraps on its own.
    ...(input.description === undefined || input.description.trim() === ''
      ? []
      : input.description
          .trim()
          .split(/\r?\n/)
          .flatMap((paragraph) =>
            paragraph.trim() === '' ? [[{ text: '', tone: 'plain' as const }]] : words(visibleLine(paragraph), 'plain'),
          )),
  ];
}

/** "owner Aiko Tanaka", or the name alone where the word would split it over two rows. */
function ownerText(name: string, room: number): string {
  const worded = `owner ${name}`;
  return textWidth(worded) <= room || textWidth(name) > room ? worded : name;
}

/** Rows the value table keeps under a head that does not fit (its heading and three rows). */
const TABLE_ROWS_KEPT = 4;
/** Rows the chart and the table below it take at the least: six of chart, the table its heading and three rows. */
const CHART_AND_TABLE_ROWS = 10;
/** The fewest rows a head that scrolls takes: two of it and the mark. */
const LEAST_HEAD_ROOM = 3;
/** The fewest rows a head scrolls in above the chart: below that the chart gives way. */
const LEAST_HEAD_ROOM_WITH_CHART = 4;

interface HeadWindow {
  /** Rows the head takes on screen, the mark included. */
  readonly room: number;
  readonly top: number;
  readonly shown: number;
  readonly above: number;
  readonly below: number;
  /** The furthest it scrolls: 0 when every row shows. */
  readonly max: number;
}

/** The window of a head of `total` rows in a pane of `height`: whole when the chart and table keep their rows, else scrolled, the last row the mark. */
export function headWindow(total: number, height: number, scroll: number): HeadWindow {
  const whole = { room: total, top: 0, shown: total, above: 0, below: 0, max: 0 };
  if (total + CHART_AND_TABLE_ROWS <= height || total <= 1) return whole;
  const withChart = height - CHART_AND_TABLE_ROWS;
  if (withChart < LEAST_HEAD_ROOM_WITH_CHART && total + TABLE_ROWS_KEPT <= height) return whole;
  const room =
    withChart >= LEAST_HEAD_ROOM_WITH_CHART
      ? withChart
      : Math.min(total, Math.max(LEAST_HEAD_ROOM, height - TABLE_ROWS_KEPT), Math.max(1, height));
  const shown = Math.max(1, room - 1);
  const max = Math.max(0, total - shown);
  const top = Math.max(0, Math.min(max, scroll));
  return { room: shown + 1, top, shown, above: top, below: total - top - shown, max };
}

/** The mark under a head that scrolls: "↑ 2 more above · ↓ 5 more below", the longest form that fits. */
export function headMark(
  window: Pick<HeadWindow, 'above' | 'below'>,
  glyphs: Pick<Glyphs, 'unicode' | 'up' | 'down' | 'separator'>,
  width: number,
): string {
  const { above, below } = window;
  const up = (long: boolean) => (above === 0 ? '' : moreMark(glyphs, 'above', above, long ? 'long' : 'short'));
  const down = (long: boolean) => (below === 0 ? '' : moreMark(glyphs, 'below', below, long ? 'long' : 'short'));
  const join = (...parts: string[]) => parts.filter((part) => part !== '').join(` ${glyphs.separator} `);
  // `↑2 · ↓5 more` in Unicode; the ASCII short form says its words already.
  const middle = glyphs.unicode ? [`${join(up(false), down(false))} more`] : [];
  const forms = [join(up(true), down(true)), ...middle, join(up(false), down(false))];
  return forms.find((form) => textWidth(form) <= width) ?? (forms[forms.length - 1] as string);
}
