// The tree's body: the list and the detail pane side by side (one of them on a narrow terminal);
// an indicator shows its figures, chart and values, the value table selectable while it has the keys.
import { Box } from 'ink';
import type { ReactElement } from 'react';
import { IndicatorDetail } from '../indicator/indicator-detail.js';
import { entryResource } from './index-source.js';
import { detailLines } from '../detail/detail-lines.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { crumbOf } from './tree-shape.js';
import { peopleContext } from '../detail/people-context.js';
import { useTheme } from '../kernel/theme.js';
import { DetailPane } from '../detail/detail-pane.js';
import { ListPane } from './list-pane.js';
import { recentChangeLines } from '../changes/changes-overlay.js';
import { historyTable, isHistoryFocused } from '../history/value-table.js';
import { useConsoleActions } from '../kernel/console-context.js';
import type { GroundProps } from '../kernel/feature.js';
import type { Session } from '../../usecases/session.js';

/** The body with no overlay open. */
export function Panes({ state, layout }: GroundProps): ReactElement {
  const theme = useTheme();
  const { session, source, today } = useConsoleActions();
  const frame = currentFrame(state);
  const row = selectedRow(state);
  const height = layout.bodyHeight;
  const listFocused = state.nav.focus === 'list';
  const list = (
    <ListPane
      frame={frame}
      title={frame ? crumbOf(frame.list, source) : ''}
      source={source}
      width={layout.listWidth}
      height={height}
      pageSize={state.nav.pageSize}
      focused={listFocused}
      filterEditing={state.nav.filterEditing}
      today={today}
    />
  );
  const people = peopleContext(session, theme, today, layout.detailWidth);
  const indicator =
    row?.ref.type === 'resource' && row.ref.kind === 'indicator' && !state.rawFields
      ? session.index.get('indicator', row.ref.id)?.resource
      : undefined;
  let detail: ReactElement;
  if (indicator) {
    // An indicator shows its figures, chart and values (the indicator developer's view).
    detail = (
      <Box
        width={layout.detailWidth}
        height={height}
        borderStyle={theme.borderStyle}
        borderColor={listFocused ? theme.border : theme.borderFocus}
      >
        <IndicatorDetail
          indicator={indicator}
          histories={session.index.children('indicator', indicator.id, 'indicator_history').map((entry) => entryResource(entry))}
          width={Math.max(10, layout.detailWidth - 2)}
          height={Math.max(3, height - 2)}
          today={today}
          scrollOffset={state.nav.detailScroll}
          people={people}
          {...lastChangeOf(session, indicator.id)}
          {...(isHistoryFocused(state) ? { selectedIndex: historyTable(session, source, state).index } : {})}
        />
      </Box>
    );
  } else {
    const changes = row?.ref.type === 'resource' ? recentChangeLines(session, row.ref.kind, row.ref.id) : [];
    const lines = detailLines(row?.ref, source, {
      baseUrl: session.info.baseUrl,
      ...(frame ? { list: frame.list } : {}),
      raw: state.rawFields,
      people,
      changes,
    });
    detail = (
      <DetailPane
        title={lines.title}
        lines={lines.lines}
        width={layout.detailWidth}
        height={height}
        scroll={state.nav.detailScroll}
        focused={!listFocused}
      />
    );
  }
  if (layout.singlePane) return listFocused ? list : detail;
  return (
    <>
      {list}
      {detail}
    </>
  );
}

/** The indicator's newest change, for its detail. */
function lastChangeOf(session: Session, id: number): { lastChange?: { text: string; tone: 'plain' | 'warn' | 'bad' } } {
  const [line] = recentChangeLines(session, 'indicator', id);
  return line
    ? {
        lastChange: {
          text: `Last change ${line.value}`,
          tone: line.tone === 'bad' || line.tone === 'warn' ? line.tone : 'plain',
        },
      }
    : {};
}
