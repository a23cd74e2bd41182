// The console's frame: header, body, status line and footer, sized by the layout.
import { Box } from 'ink';
import { useMemo, type ReactElement } from 'react';
import type { KeyContext, RowFacts } from './feature.js';
import type { OverlayHeader } from './ground-header.js';
import type { Session } from '../../usecases/session.js';
import { GROUND_HEADER, SLICES } from './registry.js';
import { offlineText } from './connection-state.js';
import { originText } from '../../config/settings-origin.js';
import { footerFor } from './context-footer.js';
import { hoshinCoverage } from '../../usecases/coverage.js';
import { ThemeContext, type Theme } from './theme.js';
import { fitCrumbs } from './breadcrumb.js';
import { Body } from './body.js';
import { Header, type HeaderHealth } from './header.js';
import type { ConsoleState } from './console-store.js';
import type { Layout } from './layout.js';
import { useConsoleActions } from './console-context.js';
import { Footer, StatusLine } from './status-bar.js';

interface ConsoleViewProps {
  readonly state: ConsoleState;
  readonly layout: Layout;
  readonly theme: Theme;
  /** The context that has the keys (a form tells its own). */
  readonly context: KeyContext;
  /** What the selected row offers there (the footer leaves out the keys it rules out). */
  readonly row?: RowFacts;
  /** When the age of what is shown is measured. */
  readonly now: number;
}

/** The header's place as the uppermost overlay that says one gives it (a question over the meeting: the meeting's). */
function overlayHeader(state: ConsoleState, session: Session): OverlayHeader | undefined {
  for (const overlay of [...state.overlays].reverse()) {
    const header = SLICES.find((slice) => slice.type === overlay.type)?.header;
    if (header) return header(overlay, session);
  }
  return undefined;
}

/** With no ground view to word it, the header has no health row. */
const NO_HEALTH = (): HeaderHealth => ({ text: '', tone: 'muted' });

export function ConsoleView(props: ConsoleViewProps): ReactElement {
  const { state, layout, theme } = props;
  const { session, source, today } = useConsoleActions();
  // An overlay that says where it is (the review meeting) names its own place; else the tree's.
  const place = overlayHeader(state, session) ?? GROUND_HEADER?.place(state, session, source) ?? { crumbs: [], hoshinId: null };
  const crumbs = fitCrumbs(place.crumbs, layout.width, ` ${theme.glyphs.pointer} `, theme.glyphs.ellipsis, theme.glyphs.omitted);
  const hoshinId = place.hoshinId;
  const hoshin = hoshinId === null ? undefined : session.index.get('hoshin', hoshinId)?.resource;
  // Counted again only when the index or the day changes: with 10,000 objectives it walks them all.
  const revision = session.index.revision;
  const coverage = useMemo(
    () => (hoshinId === null || !hoshin ? undefined : hoshinCoverage(session.index, hoshinId, today)),
    [session.index, revision, hoshinId, hoshin, today], // the revision stands for the index's content
  );
  const health = (GROUND_HEADER?.health ?? NO_HEALTH)(hoshinId, hoshin ?? undefined, layout.width, theme.glyphs.separator, today, coverage);
  // The status line is one row whatever it says: the body keeps its rows.
  const busy = state.status.busy > 0;
  const footer = footerFor(props.context, props.row, {
    readOnly: state.readOnly,
    width: layout.width,
    separator: theme.glyphs.separator,
  });
  return (
    <ThemeContext.Provider value={theme}>
      <Box flexDirection="column" width={layout.width} height={layout.height}>
        <Header
          origin={session.info.settingsFrom ? originText(session.info.settingsFrom) : session.info.profileName}
          host={session.host}
          readOnly={state.readOnly}
          offline={offlineText(state.connection, props.now)}
          crumbs={crumbs}
          health={health}
          width={layout.width}
        />
        <Box height={layout.bodyHeight} width={layout.width}>
          <Body state={state} layout={layout} />
        </Box>
        <StatusLine
          busy={busy}
          label={state.status.busyLabel}
          status={state.status.message}
          heldKeys={state.heldKeys.held.length}
          width={layout.width}
        />
        <Footer hints={footer} width={layout.width} />
      </Box>
    </ThemeContext.Provider>
  );
}
