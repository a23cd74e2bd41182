// The due queue (`u`), one item at a time, the title saying where the walk is ("3 of 7").
import { CLOSE_VIEW } from '../kernel/shared-keys.js';
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { IndicatorDetail } from '../detail/indicator-detail.js';
import { wrappedRows } from '../kernel/wrapped-rows.js';
import { keyOf } from '../kernel/keys.js';
import { TASK_STATUS } from '../dialogs/form-keys.js';
import { DUE_DAY, DUE_ENTER, DUE_SKIP } from './keys.js';
import { currentDueItem, dueDay, dueProgress } from './due-walk.js';
import { entryResource } from '../tree/index-source.js';
import type { DueOverlay } from './due-overlay.js';
import { type PeopleContext } from '../detail/people-text.js';
import { resourceLines } from '../tree/people-lines.js';
import { titleOf } from '../tree/tree-shape.js';
import type { TreeSource } from '../tree/tree-source.js';
import { useTheme } from '../kernel/theme.js';
import { DetailPane } from '../detail/detail-pane.js';
import type { Session } from '../../usecases/session.js';
import { monthTarget } from '../../domain/targets.js';
import { monthTitle } from '../../domain/relative-dates.js';
import { formatValue } from '../chart/scale.js';

interface DuePaneProps {
  readonly overlay: DueOverlay;
  readonly session: Session;
  readonly source: TreeSource;
  readonly people: PeopleContext;
  readonly width: number;
  readonly height: number;
}

/** The value field's row; the title and the line under the field wrap onto up to these many rows. */
const FIELD_LINES = 1;
const MOST_TITLE_ROWS = 2;
const MOST_NOTE_ROWS = 3;

/** What the keys do here, for the item shown. */
function dueHint(kind: string | undefined): string {
  if (kind === 'indicator')
    return `type the value; ${keyOf(DUE_DAY)} changes the day, ${keyOf(DUE_ENTER)} records and goes on, ${keyOf(DUE_SKIP)} skips, ${keyOf(CLOSE_VIEW)} leaves`;
  if (kind === 'task')
    return `${keyOf(TASK_STATUS)} changes its status and goes on, ${keyOf(DUE_ENTER)} or ${keyOf(DUE_SKIP)} skips, ${keyOf(CLOSE_VIEW)} leaves`;
  return '';
}

export function DuePane({ overlay, session, source, people, width, height }: DuePaneProps): ReactElement {
  const theme = useTheme();
  const { walk } = overlay;
  const scope =
    walk.scope.kind === 'hoshin'
      ? `hoshin “${titleOf('hoshin', session.index.get('hoshin', walk.scope.id)?.resource ?? undefined, walk.scope.id)}”`
      : 'every known plan';
  const item = currentDueItem(walk);
  const partial = walk.partial === null ? '' : ` ${theme.glyphs.separator} partial: ${walk.partial}`;
  const title =
    walk.items === null
      ? `Due queue of ${scope}: refreshing the lists of its objectives…`
      : `Due queue of ${scope} ${theme.glyphs.separator} ${dueProgress(walk)}${partial}`;
  const titleRows = wrappedRows(title, width, MOST_TITLE_ROWS);
  const hint = dueHint(item?.kind);
  const note = wrappedRows(walk.error ?? hint, width, MOST_NOTE_ROWS);
  const room = Math.max(3, height - titleRows.length - FIELD_LINES - note.length);
  let body: ReactElement | null = null;
  let field: ReactElement | null = null;
  if (item?.kind === 'indicator') {
    const indicator = session.index.get('indicator', item.id)?.resource ?? { id: item.id, name: item.name };
    const histories = session.index.children('indicator', item.id, 'indicator_history').map(entryResource);
    body = (
      <Box width={width} height={room} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
        <IndicatorDetail
          indicator={indicator}
          histories={histories}
          width={Math.max(10, width - 2)}
          height={Math.max(3, room - 2)}
          today={people.today}
          people={people}
        />
      </Box>
    );
    const day = dueDay(walk) ?? people.today;
    const why = walk.day === null ? (day === people.today ? ' (today)' : ' (the update it waits for)') : '';
    // The value is judged against its month's target: said beside the field where a target row sets it.
    const target = monthTarget(indicator, histories, day.slice(0, 7));
    const targetNote = target.from === 'target' ? `  target ${formatValue(target.goal)} for ${monthTitle(target.month)}` : '';
    const cursor = theme.glyphs.cursor;
    field = (
      <Text wrap="truncate-end">
        <Text {...theme.accent}>{'Value: '}</Text>
        {`${walk.field}${walk.focus === 'value' ? cursor : ''}`}
        <Text {...theme.accent}>{'  for '}</Text>
        {`${day}${walk.focus === 'day' ? cursor : ''}`}
        <Text {...theme.muted}>{why}</Text>
        <Text {...theme.accent}>{targetNote}</Text>
      </Text>
    );
  } else if (item?.kind === 'task') {
    const task = source.resource('task', item.id) ?? { id: item.id, name: item.name };
    body = (
      <DetailPane
        title={`Task ${item.id}, past its deadline`}
        lines={resourceLines('task', task, source, people, '')}
        width={width}
        height={room}
        scroll={0}
        focused
      />
    );
  }
  return (
    <Box flexDirection="column" width={width} height={height}>
      {titleRows.map((row, index) => (
        <Text key={`title${index}`} {...theme.accent} wrap="truncate-end">
          {row}
        </Text>
      ))}
      {body}
      {field ?? <Text> </Text>}
      {note.map((row, index) => (
        <Text key={`note${index}`} {...(walk.error === null ? theme.muted : theme.error)} wrap="truncate-end">
          {row}
        </Text>
      ))}
    </Box>
  );
}
