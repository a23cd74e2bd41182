// The due queue on the body, with the session's people and the theme's marks.
import type { ReactElement } from 'react';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { useTheme } from '../kernel/theme.js';
import { peopleContext } from '../detail/people-context.js';
import type { DueOverlay } from './due-overlay.js';
import { DuePane } from './due-pane.js';

export function DueView({ overlay, width, height }: OverlayViewProps<DueOverlay>): ReactElement {
  const { session, source, today } = useConsoleActions();
  const people = peopleContext(session, useTheme(), today, width);
  return <DuePane overlay={overlay} session={session} source={source} people={people} width={width} height={height} />;
}
