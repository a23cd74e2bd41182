// The selected indicator's figures, chart and values in the detail pane (the indicator developer's
// view): a lazy view (kernel/lazy-view.ts), as the first frame lists companies, never an indicator.
import { Box } from 'ink';
import type { ReactElement } from 'react';
import { IndicatorDetail } from '../detail/indicator-detail.js';
import { indicatorPane } from './indicator-pane.js';
import { useTheme } from '../kernel/theme.js';
import { historyTable, isHistoryFocused } from './value-table.js';
import { useConsoleActions } from '../kernel/console-context.js';
import type { GroundProps } from '../kernel/feature.js';

/** The pane of the indicator selected in the tree; nothing when the row is no indicator known here. */
export function IndicatorPanel({ state, layout }: GroundProps): ReactElement | null {
  const theme = useTheme();
  const { session, source, today } = useConsoleActions();
  const indicator = indicatorPane(session, state, layout, today, theme);
  if (!indicator) return null;
  const listFocused = state.nav.focus === 'list';
  return (
    <Box
      width={layout.detailWidth}
      height={layout.bodyHeight}
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
}
