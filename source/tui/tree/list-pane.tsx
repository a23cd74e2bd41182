// The list pane: the open list's rows around the cursor, its `/` filter and how many rows pass it.
import { PALETTE } from '../kernel/shared-keys.js';
import { Text } from 'ink';
import type { ReactElement } from 'react';
import { kindSpec, pluralWords } from '../../catalogue/catalogue.js';
import { isListableUnder } from '../../index/counters.js';
import { keyOf } from '../kernel/keys.js';
import { CREATE } from '../dialogs/form-keys.js';
import { REFRESH } from './keys.js';
import type { Frame } from './navigation.js';
import { describeRow, type ListRef, type RowView, type TreeRow } from './tree-shape.js';
import type { TreeSource } from './tree-source.js';
import { useTheme, type TextStyle, type Theme } from '../kernel/theme.js';
import { fitText, leadingItems, textWidth, truncateAtWord } from '../kernel/layout.js';
import { fitRow, rowItems } from '../kernel/row-fit.js';
import { Panel } from '../kernel/panel.js';

export function toneStyle(theme: Theme, tone: RowView['tone']): TextStyle {
  if (tone === 'good') return theme.success;
  if (tone === 'warn') return theme.warning;
  if (tone === 'bad') return theme.error;
  return {};
}

interface ListPaneProps {
  readonly frame: Frame | undefined;
  readonly title: string;
  readonly source: TreeSource;
  readonly width: number;
  readonly height: number;
  readonly pageSize: number;
  readonly focused: boolean;
  readonly filterEditing: boolean;
  readonly today: string;
  /** The keys of the rows marked to be changed at once (shown with a `*`). */
  readonly marked?: readonly string[];
}

/** One row, laid out by hand so that it never exceeds the pane: marker, title, children, figure. */
function ListRow({
  row,
  selected,
  marked,
  source,
  width,
  today,
}: {
  row: TreeRow;
  selected: boolean;
  marked: boolean;
  source: TreeSource;
  width: number;
  today: string;
}): ReactElement {
  const theme = useTheme();
  const view = describeRow(row.ref, source, today);
  // The pointer on the selected row, a `*` on a marked one (a mark is never a colour alone).
  const marker = `${selected ? theme.glyphs.pointer : ' '}${marked ? '*' : ' '}`;
  const open = view.openable ? ` ${theme.glyphs.pointer}` : '';
  const swatchColour = view.swatch ? theme.swatchColour(view.swatch) : undefined;
  const swatch = view.swatch ? (swatchColour ? ` ${theme.glyphs.swatch}` : ` ${view.swatch}`) : '';
  const room = width - marker.length - open.length - textWidth(swatch);
  // The name has priority: what is known of the children gives way first, then the figure.
  const fitted = fitRow(
    view.title,
    [rowItems(view.children), rowItems(view.figure && !view.swatch ? view.figure : '')],
    room,
    ([children = '', figure = '']) => (children === '' ? 0 : 2 + textWidth(children)) + (figure === '' ? 0 : 2 + textWidth(figure)),
  );
  const title = fitted.name;
  const childText = fitted.parts[0] ? `  ${fitted.parts[0]}` : '';
  const figure = fitted.parts[1] ? ` ${fitted.parts[1]}` : '';
  const pad = ' '.repeat(Math.max(0, room - textWidth(title) - textWidth(childText) - textWidth(figure)));
  const line = (
    <Text wrap="truncate-end">
      {marker}
      {title}
      <Text {...theme.muted}>{childText}</Text>
      {pad}
      <Text {...toneStyle(theme, view.tone)}>{figure}</Text>
      {view.swatch ? <Text {...(swatchColour ? { color: swatchColour } : {})}>{swatch}</Text> : null}
      <Text {...theme.muted}>{open}</Text>
    </Text>
  );
  return selected ? <Text {...theme.selection}>{line}</Text> : line;
}

/** What an empty list says, in clauses a narrow pane leaves out from the end: a list the service cannot give is not refreshed by r. */
function emptyListHint(list: ListRef): string[] {
  const palette = keyOf(PALETTE);
  const create = keyOf(CREATE);
  if (list.type === 'children' && list.parentKind !== null && !isListableUnder(list.parentKind, list.childKind)) {
    return [
      '  none known here',
      `: the service cannot list ${pluralWords(kindSpec(list.childKind))}`,
      `; ${palette} opens them by web address or id`,
      `, ${create} creates`,
    ];
  }
  return ['  nothing known here yet', `: ${keyOf(REFRESH)} refreshes`, `, ${palette} opens by id`, `, ${create} creates`];
}

/** The cells of the list's name a set filter leaves it at least. */
const TITLE_KEPT = 12;

export function ListPane({
  frame,
  title,
  source,
  width,
  height,
  pageSize,
  focused,
  filterEditing,
  today,
  marked = [],
}: ListPaneProps): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const count = frame ? frame.view.length : 0;
  const total = frame ? frame.rows.length : 0;
  const filterText = frame && (frame.filter !== '' || filterEditing) ? `  /${frame.filter}${filterEditing ? theme.glyphs.cursor : ''}` : '';
  const marks = marked.length > 0 ? `, ${marked.length} marked` : '';
  const counter = `${total === count ? `${total}` : `${count}/${total}`}${marks}`;
  // While typing, the filter's end wins the room; once set, the list's name keeps TITLE_KEPT cells.
  const spare = inner - textWidth(filterText) - counter.length - 3;
  const titleRoom = filterEditing ? spare : Math.max(spare, Math.min(textWidth(title), TITLE_KEPT));
  const heading = `${fitText(title, Math.max(1, titleRoom))} (${counter})${filterText}`;
  const visible = frame ? frame.view.slice(frame.scroll, frame.scroll + pageSize) : [];
  return (
    <Panel width={width} height={height} title={fitText(heading, inner)} focused={focused}>
      {frame && count === 0 ? (
        <Text {...theme.muted} wrap="truncate-end">
          {total === 0
            ? leadingItems(emptyListHint(frame.list), '', inner) || truncateAtWord(emptyListHint(frame.list).join(''), inner)
            : truncateAtWord('  no row matches the filter', inner)}
        </Text>
      ) : null}
      {visible.map((rowIndex, position) => {
        const row = frame?.rows[rowIndex] as TreeRow;
        return (
          <ListRow
            key={row.key}
            row={row}
            selected={frame !== undefined && frame.cursor === frame.scroll + position}
            marked={marked.includes(row.key)}
            source={source}
            width={inner}
            today={today}
          />
        );
      })}
    </Panel>
  );
}
