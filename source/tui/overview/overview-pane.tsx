// The indicators overview on the body: the hoshin's known indicators with their figures and trend.
import type { ReactElement } from 'react';
import type { HistoryResource } from '../detail/indicator-view.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { useTheme } from '../kernel/theme.js';
import { fitText } from '../kernel/layout.js';
import { titleOf } from '../tree/tree-shape.js';
import { IndicatorsOverview } from './indicators-overview.js';
import type { OverviewOverlay } from './overview-overlay.js';
import { overviewIndicators } from './overview-rows.js';
import { Panel } from '../kernel/panel.js';

export function OverviewPane({ overlay, width, height }: OverlayViewProps<OverviewOverlay>): ReactElement {
  const theme = useTheme();
  const { session, today } = useConsoleActions();
  const indicators = overviewIndicators(session, overlay);
  const histories = new Map(indicators.map((indicator) => [indicator.id, session.histories(indicator.id) as HistoryResource[]]));
  const title = titleOf('hoshin', session.index.get('hoshin', overlay.hoshinId)?.resource ?? undefined, overlay.hoshinId);
  const filter = overlay.filtering || overlay.filter !== '' ? `  /${overlay.filter}${overlay.filtering ? theme.glyphs.cursor : ''}` : '';
  return (
    <Panel width={width} height={height} title={fitText(`Indicators of hoshin “${title}”${filter}`, Math.max(1, width - 2))}>
      <IndicatorsOverview
        indicators={indicators}
        historiesByIndicator={histories}
        width={Math.max(10, width - 2)}
        height={Math.max(2, height - 3)}
        today={today}
        selectedIndex={overlay.cursor}
        {...(overlay.filter === '' ? {} : { emptyText: 'no indicator matches the filter' })}
      />
    </Panel>
  );
}
