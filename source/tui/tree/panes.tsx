// The tree's body: the list and the detail pane side by side (one of them on a narrow terminal).
import type { ReactElement } from 'react';
import { detailLines } from './detail-lines.js';
import { currentFrame, selectedRow } from '../kernel/console-store.js';
import { crumbOf } from './tree-shape.js';
import { peopleContext } from '../detail/people-context.js';
import { useTheme } from '../kernel/theme.js';
import { DetailPane } from '../detail/detail-pane.js';
import { ListPane } from './list-pane.js';
import { recentChangeLines } from '../detail/change-lines.js';
import { lazyView } from '../kernel/lazy-view.js';
import { useConsoleActions } from '../kernel/console-context.js';
import type { GroundProps } from '../kernel/feature.js';
import type { Session } from '../../usecases/session.js';

type GroundSession = Pick<Session, 'index'>;

const IndicatorPanel = lazyView(() => import('../later.js').then((later) => later.indicatorPanel.IndicatorPanel));

/** An indicator known here, its fields not shown raw: its own pane (indicator-pane.ts says the same). */
function showsIndicator(session: GroundSession, state: GroundProps['state']): boolean {
  const row = selectedRow(state);
  return (
    row?.ref.type === 'resource' &&
    row.ref.kind === 'indicator' &&
    !state.rawFields &&
    Boolean(session.index.get('indicator', row.ref.id)?.resource)
  );
}

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
  let detail: ReactElement;
  if (showsIndicator(session, state)) {
    // An indicator shows its figures, chart and values (the indicator developer's view).
    detail = <IndicatorPanel state={state} layout={layout} />;
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
