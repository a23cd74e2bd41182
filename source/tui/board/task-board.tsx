// <TaskBoardView> draws a board state (board-state.ts); no keys and no network here.
import type { ReactElement } from 'react';
import { Box, Text } from 'ink';
import { keyOf } from '../kernel/keys.js';
import { fitHints } from '../kernel/footer.js';
import { FILTER } from '../filter/keys.js';
import { BOARD_BINDINGS } from './board-bindings.js';
import { fitText, leadingItems, textWidth, truncateAtWord, wordPrefix } from '../kernel/layout.js';
import { DEFAULT_ELLIPSIS } from '../../core/cell-text.js';
import { useTheme, type TextStyle } from '../kernel/theme.js';
import { readDay } from '../../domain/dates.js';
import { feelingSymbol, isOverdue, OVERDUE_MARK } from '../../domain/task.js';
import { wrapAll } from '../../terminal/text-wrap.js';
import { boardColumns, type BoardState, type BoardTask } from './board-state.js';
import { cardsInView, columnWidths, NAME_INDENT, nameLines } from './board-layout.js';

/** Rows a card takes at least: its name, then id and deadline (a longer name takes more lines). */
const CARD_HEIGHT = 2;
const COLUMN_GAP = 1;
/** Below this column width the board shows the selected column alone. */
const MIN_COLUMN_WIDTH = 14;
/** Rows under the cards that show the selected card whole: name, responsible, deadline. */
const SELECTED_HEIGHT = 2;

interface Piece {
  readonly text: string;
  readonly style?: TextStyle;
}

/** The id under the name, where the room allows: under the feeling's end. */
const ID_INDENT = 3;

function pad(text: string, width: number): string {
  const fitted = fitText(text, width);
  return fitted + ' '.repeat(Math.max(0, width - textWidth(fitted)));
}

/** The rows one card draws, each exactly `width` cells: feeling and name (wrapped); id, responsible, deadline. */
function cardPieces(
  task: BoardTask,
  width: number,
  selected: boolean,
  today: string,
  styles: CardStyles,
  personName: PersonName,
): Piece[][] {
  const base = selected ? styles.selection : undefined;
  const piece = (text: string, style?: TextStyle): Piece => (style ? { text, style } : { text });
  const name = typeof task.name === 'string' && task.name !== '' ? task.name : '(no name)';
  // The name wraps at words beside the feeling, so that a narrow column still reads it.
  const names = nameLines(name, Math.max(1, width - NAME_INDENT), styles.ellipsis).map((text, index) =>
    index === 0 ? `${selected ? '›' : ' '}${feelingSymbol(task.feeling)} ${text}` : `${' '.repeat(NAME_INDENT)}${text}`,
  );
  const nameRows = names.map((text) => [piece(pad(text, width), base)]);

  const deadline = readDay(task.deadline);
  const overdue = isOverdue(task, today);
  const deadlineStyle = overdue ? { ...base, ...styles.overdue } : base;
  const deadlineText = deadline === null ? '' : `${overdue ? OVERDUE_MARK : ' '}${deadline}`;
  const who = typeof task.responsible_id === 'number' ? (personName(task) ?? String(task.responsible_id)) : null;
  // Narrow columns keep the deadline (it carries the overdue mark) and the id; the name shortens first.
  const room = width - textWidth(deadlineText) - 1;
  const id = `#${task.id}`;
  const idText = `${' '.repeat(Math.max(0, Math.min(ID_INDENT, room - textWidth(id))))}${id}`;
  const left = textWidth(idText) <= room ? `${idAndWho(idText, who, room, styles.ellipsis)} ` : '   ';
  const shownDeadline = fitText(deadlineText, Math.max(0, width - textWidth(left)));
  const rest = Math.max(0, width - textWidth(left) - textWidth(shownDeadline));
  const line2 = [piece(left, base), piece(shownDeadline, deadlineStyle), piece(' '.repeat(rest), base)];
  return [...nameRows, line2];
}

/** The id whole, then the person responsible where a word of the name fits beside it (cut at a word). */
function idAndWho(idText: string, who: string | null, room: number, ellipsis: string): string {
  if (who === null) return idText;
  const whole = `${idText} @${who}`;
  if (textWidth(whole) <= room) return whole;
  const name = wordPrefix(who, room - textWidth(idText) - 2, textWidth(ellipsis));
  return name === '' ? idText : `${idText} @${name}${ellipsis}`;
}

/** The selected card whole, wrapped on the rows under the cards (a name past them ends in `…`). */
export function selectedCardRows(
  task: BoardTask | undefined,
  width: number,
  today: string,
  personName: PersonName,
  ellipsis = DEFAULT_ELLIPSIS,
): string[] {
  if (!task) return [];
  const name = typeof task.name === 'string' && task.name !== '' ? task.name : '(no name)';
  const who = typeof task.responsible_id === 'number' ? (personName(task) ?? `user ${task.responsible_id}`) : 'nobody responsible';
  const deadline = readDay(task.deadline);
  const when = deadline === null ? 'no deadline' : `deadline ${deadline}${isOverdue(task, today) ? ' (late)' : ''}`;
  const rows = wrapAll(`#${task.id} ${feelingSymbol(task.feeling)} ${name} · ${who} · ${when}`, width);
  if (rows.length <= SELECTED_HEIGHT) return rows;
  const last = rows.slice(SELECTED_HEIGHT - 1).join(' ');
  return [...rows.slice(0, SELECTED_HEIGHT - 1), truncateAtWord(last, width, { ellipsis })];
}

/** The name of the person responsible for a task, when the console knows it. */
export type PersonName = (task: BoardTask) => string | null;

interface CardStyles {
  readonly selection: TextStyle;
  readonly overdue: TextStyle;
  /** The console's cut mark. */
  readonly ellipsis: string;
}

interface TaskBoardViewProps {
  readonly state: BoardState;
  readonly width: number;
  readonly height: number;
  /** `YYYY-MM-DD`, for overdue deadlines. */
  readonly today: string;
  readonly readOnly?: boolean;
  /** False leaves the key hints to the owner's footer; the last line then shows the caption. */
  readonly hints?: boolean;
  /** What the board shows, on the last line when hints are off: its parts whole, later ones left out. */
  readonly caption?: readonly string[];
  /** Names for the cards; without it (or without a known name) a card shows the user id. */
  readonly personName?: PersonName;
}

export function TaskBoardView({
  state,
  width,
  height,
  today,
  readOnly = false,
  hints: showHints = true,
  caption = [],
  personName = () => null,
}: TaskBoardViewProps): ReactElement {
  const theme = useTheme();
  const styles: CardStyles = { selection: theme.selection, overdue: theme.error, ellipsis: theme.glyphs.ellipsis };
  const columns = boardColumns(state);
  const current = (index: number) => (index === state.column ? `${theme.glyphs.current} ` : '  ');
  // An empty column is narrowed to its header; the columns with cards share the rest.
  const widths = columnWidths(
    columns.map((column, index) => `${current(index)}${column.status} (0)`),
    columns.map((column) => column.tasks.length),
    width,
    COLUMN_GAP,
    MIN_COLUMN_WIDTH,
  );
  const fitsAll = widths !== null;
  const shown = columns.map((column, index) => ({ column, index })).filter(({ index }) => fitsAll || index === state.column);
  // The header, the cards, the selected card whole, the footer.
  const cardRows = Math.max(CARD_HEIGHT, height - 2 - SELECTED_HEIGHT);

  const header: Piece[] = [];
  const body: Piece[][] = Array.from({ length: cardRows }, () => []);
  shown.forEach(({ column, index }, position) => {
    const columnWidth = widths?.[index] ?? width;
    const isCurrent = index === state.column;
    const cards = column.tasks.map((task, at) =>
      cardPieces(task, columnWidth, isCurrent && at === column.selected, today, styles, personName),
    );
    const { first, last } = cardsInView(
      cards.map((rows) => rows.length),
      column.selected,
      cardRows,
    );
    const more = `${first > 0 ? ` ${theme.glyphs.up}` : ''}${last < column.tasks.length ? ` ${theme.glyphs.down}` : ''}`;
    const arrows = fitsAll ? '' : index > 0 ? `${theme.glyphs.pointerBack} ` : '  ';
    const title = `${arrows}${current(index)}${column.status} (${column.tasks.length})${more}${!fitsAll && index < columns.length - 1 ? ` ${theme.glyphs.pointer}` : ''}`;
    if (position > 0) header.push({ text: ' '.repeat(COLUMN_GAP) });
    header.push({ text: pad(title, columnWidth), style: isCurrent ? theme.accent : theme.muted });
    const rows: Piece[][] =
      column.tasks.length === 0 ? [[{ text: pad('   (none)', columnWidth), style: theme.muted }]] : cards.slice(first, last).flat();
    body.forEach((line, row) => {
      if (position > 0) line.push({ text: ' '.repeat(COLUMN_GAP) });
      line.push(...(rows[row] ?? [{ text: ' '.repeat(columnWidth) }]));
    });
  });

  const filterText = state.filtering
    ? `/${state.filter}${theme.glyphs.cursor}`
    : state.filter !== ''
      ? `filter "${state.filter}" (${keyOf(FILTER)} to change)`
      : '';
  const parts = [filterText, ...(showHints ? [fitHints(BOARD_BINDINGS, 'board', { readOnly })] : caption)].filter((t) => t !== '');
  const footer = leadingItems(parts, ' · ', width) || truncateAtWord(parts[0] ?? '', width, { ellipsis: theme.glyphs.ellipsis });
  const selectedColumn = columns[state.column];
  const selected = selectedCardRows(selectedColumn?.tasks[selectedColumn.selected], width, today, personName, theme.glyphs.ellipsis);

  return (
    <Box flexDirection="column" width={width} height={height}>
      <Line pieces={header} />
      {body.slice(0, Math.max(0, Math.min(cardRows, height - 2))).map((pieces, row) => (
        <Line key={row} pieces={pieces} />
      ))}
      {Array.from({ length: Math.min(SELECTED_HEIGHT, Math.max(0, height - 2 - CARD_HEIGHT)) }, (_, row) => (
        <Text key={`selected${row}`} wrap="truncate">
          {/* A blank row still takes its row: the footer stays on the last. */}
          {selected[row] ?? ' '}
        </Text>
      ))}
      <Text wrap="truncate" {...(state.filtering ? theme.accent : theme.muted)}>
        {footer}
      </Text>
    </Box>
  );
}

function Line({ pieces }: { readonly pieces: readonly Piece[] }): ReactElement {
  return (
    <Text wrap="truncate">
      {pieces.map((piece, index) => (
        <Text key={index} {...piece.style}>
          {piece.text}
        </Text>
      ))}
    </Text>
  );
}
