// The shell's full-body views of the quick edits: the task board of an objective or hoshin, and the
// indicators overview of a hoshin. They render what the overlay and the session's index hold.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import type { BoardTask } from './board-state.js';
import { TaskBoardView } from './task-board.js';
import { IndicatorsOverview } from '../indicator/indicators-overview.js';
import type { HistoryResource } from '../indicator/indicator-view.js';
import type { Overlay } from '../kernel/overlays.js';
import { titleOf } from '../tree/tree-shape.js';
import { useTheme } from '../kernel/theme.js';
import { fitText } from '../kernel/layout.js';
import { overviewIndicators } from '../tree/selection.js';
import type { Session } from '../../usecases/session.js';

interface PaneSize {
  readonly width: number;
  readonly height: number;
}

export function BoardPane({
  overlay,
  session,
  today,
  readOnly,
  width,
  height,
}: PaneSize & {
  overlay: Extract<Overlay, { type: 'board' }>;
  session: Session;
  today: string;
  readOnly: boolean;
}): ReactElement {
  const theme = useTheme();
  const { scope } = overlay;
  const title = titleOf(scope.kind, session.index.get(scope.kind, scope.id)?.resource ?? undefined, scope.id);
  const personName = (task: BoardTask) =>
    session.people.nameOf(
      typeof task.company_id === 'number' ? task.company_id : null,
      typeof task.responsible_id === 'number' ? task.responsible_id : null,
    );
  const caption = `tasks of ${scope.kind} “${title}”${scope.kind === 'hoshin' ? ' (every known one)' : ''} · ${overlay.board.tasks.length} on the board`;
  return (
    <Box width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus} flexDirection="column">
      <TaskBoardView
        state={overlay.board}
        width={Math.max(10, width - 2)}
        height={Math.max(3, height - 2)}
        today={today}
        readOnly={readOnly}
        hints={false}
        caption={caption}
        personName={personName}
      />
    </Box>
  );
}

export function OverviewPane({
  overlay,
  session,
  today,
  width,
  height,
}: PaneSize & { overlay: Extract<Overlay, { type: 'overview' }>; session: Session; today: string }): ReactElement {
  const theme = useTheme();
  const indicators = overviewIndicators(session, overlay);
  const histories = new Map(indicators.map((indicator) => [indicator.id, session.histories(indicator.id) as HistoryResource[]]));
  const title = titleOf('hoshin', session.index.get('hoshin', overlay.hoshinId)?.resource ?? undefined, overlay.hoshinId);
  const filter = overlay.filtering || overlay.filter !== '' ? `  /${overlay.filter}${overlay.filtering ? theme.glyphs.cursor : ''}` : '';
  return (
    <Box width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus} flexDirection="column">
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(`Indicators of hoshin “${title}”${filter}`, Math.max(1, width - 2))}
      </Text>
      <IndicatorsOverview
        indicators={indicators}
        historiesByIndicator={histories}
        width={Math.max(10, width - 2)}
        height={Math.max(2, height - 3)}
        today={today}
        selectedIndex={overlay.cursor}
        {...(overlay.filter === '' ? {} : { emptyText: 'no indicator matches the filter' })}
      />
    </Box>
  );
}
