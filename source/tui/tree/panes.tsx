// The tree's body: the list and the detail pane side by side (one of them on a narrow terminal).
import { Box } from 'ink';
import type { ReactElement } from 'react';
import { IndicatorDetail } from '../detail/indicator-detail.js';
import { indicatorPane } from './indicator-pane.js';
import { detailLines } from './detail-lines.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { crumbOf } from './tree-shape.js';
import { peopleContext } from '../detail/people-context.js';
import { useTheme } from '../kernel/theme.js';
import { DetailPane } from '../detail/detail-pane.js';
import { ListPane } from './list-pane.js';
import { recentChangeLines } from '../detail/change-lines.js';
import { historyTable, isHistoryFocused } from './value-table.js';
import { useConsoleActions } from '../kernel/console-context.js';
import type { GroundProps } from '../kernel/feature.js';

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
      marked={state.nav.marked}
    />
  );
  const people = peopleContext(session, theme, today, layout.detailWidth);
  const indicator = indicatorPane(session, state, layout, today, theme);
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
          {...indicator}
          fieldsScroll={state.nav.detailScroll}
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
        {...(lines.titleEnd === undefined ? {} : { titleEnd: lines.titleEnd })}
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
