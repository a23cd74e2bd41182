// The console's frame: header, body, status line and footer, sized by the layout. Renders the
// store's state; the footer comes from the keymap for the context that has the keys.
import { Box } from 'ink';
import type { ReactElement } from 'react';
import type { KeyContext } from './keymap.js';
import { offlineText } from './connection-state.js';
import { footerFor } from './footer.js';
import { hoshinCoverage } from '../../usecases/coverage.js';
import { headerHealth } from '../review/health-line.js';
import { hoshinOf } from '../tree/scopes.js';
import { rowFacts } from '../tree/row-facts.js';
import { crumbOf } from '../tree/tree-shape.js';
import { ThemeContext, type Theme } from './theme.js';
import { Body, type BodyProps } from './body.js';
import { Header } from './header.js';
import { rowChain } from '../tree/selection.js';
import { Footer, StatusLine, statusHeight } from './status-bar.js';

export interface ConsoleViewProps extends BodyProps {
  readonly theme: Theme;
  /** The context that has the keys (a form tells its own). */
  readonly context: KeyContext;
  /** When the age of what is shown is measured. */
  readonly now: number;
}

/** The footer's keys for the state: in the tree, those the selected row offers. */
export function footerText(props: Pick<ConsoleViewProps, 'state' | 'session' | 'context' | 'layout' | 'theme'>): string {
  const { state, session, context } = props;
  const row = rowFacts(session, state, context);
  return footerFor(context, row, {
    readOnly: state.readOnly,
    width: props.layout.width,
    separator: props.theme.glyphs.separator,
  });
}

export function ConsoleView(props: ConsoleViewProps): ReactElement {
  const { state, session, source, layout, theme } = props;
  const crumbs = state.nav.frames.map((frame) => crumbOf(frame.list, source));
  const hoshinId = hoshinOf(rowChain(session, state));
  const hoshin = hoshinId === null ? undefined : session.index.get('hoshin', hoshinId)?.resource;
  const coverage = hoshinId === null || !hoshin ? undefined : hoshinCoverage(session.index, hoshinId, props.today);
  const health = headerHealth(hoshinId, hoshin ?? undefined, layout.width, theme.glyphs.separator, props.today, coverage);
  // A long message takes rows from the body rather than being cut.
  const busy = state.status.busy > 0;
  const extraStatusRows = statusHeight(busy, state.status.message, layout.width) - 1;
  const bodyLayout =
    extraStatusRows > 0
      ? {
          ...layout,
          bodyHeight: layout.bodyHeight - extraStatusRows,
          pageSize: Math.max(1, layout.pageSize - extraStatusRows),
        }
      : layout;
  return (
    <ThemeContext.Provider value={theme}>
      <Box flexDirection="column" width={layout.width} height={layout.height}>
        <Header
          profile={session.info.profileName}
          host={session.host}
          readOnly={state.readOnly}
          offline={offlineText(state.connection, props.now)}
          crumbs={crumbs}
          health={health}
          width={layout.width}
        />
        <Box height={bodyLayout.bodyHeight} width={layout.width}>
          <Body {...props} layout={bodyLayout} />
        </Box>
        <StatusLine
          busy={busy}
          label={state.status.busyLabel}
          status={state.status.message}
          heldKeys={state.heldKeys.held.length}
          width={layout.width}
        />
        <Footer hints={footerText(props)} width={layout.width} />
      </Box>
    </ThemeContext.Provider>
  );
}
