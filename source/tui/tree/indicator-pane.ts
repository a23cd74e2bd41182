// The props of the detail of the indicator selected in the tree (the value table's keys read its scroll).
import type { ConsoleState } from '../kernel/console-store.js';
import { selectedRow } from '../kernel/console-store.js';
import type { Layout } from '../kernel/layout.js';
import type { Theme } from '../kernel/theme.js';
import { peopleContext } from '../detail/people-context.js';
import { lastDoneChangeLine } from '../detail/change-lines.js';
import { indicatorHeadRows, type IndicatorDetailProps } from '../detail/indicator-detail.js';
import { headWindow } from '../detail/indicator-head.js';
import { entryResource } from './index-source.js';
import type { Session } from '../../usecases/session.js';

type IndicatorPane = Pick<IndicatorDetailProps, 'indicator' | 'histories' | 'width' | 'height' | 'today' | 'people' | 'lastChange'>;

/** The selected indicator's detail in the pane, or undefined when the row is no indicator known here (or every field is shown). */
export function indicatorPane(
  session: Session,
  state: ConsoleState,
  layout: Layout,
  today: string,
  theme: Pick<Theme, 'glyphs'>,
): IndicatorPane | undefined {
  const row = selectedRow(state);
  if (row?.ref.type !== 'resource' || row.ref.kind !== 'indicator' || state.rawFields) return undefined;
  const indicator = session.index.get('indicator', row.ref.id)?.resource;
  if (!indicator) return undefined;
  const change = lastDoneChangeLine(session, 'indicator', indicator.id);
  return {
    indicator,
    histories: session.index.children('indicator', indicator.id, 'indicator_history').map((entry) => entryResource(entry)),
    width: Math.max(10, layout.detailWidth - 2),
    height: Math.max(3, layout.bodyHeight - 2),
    today,
    people: peopleContext(session, theme, today, layout.detailWidth),
    ...(change
      ? {
          lastChange: {
            text: `Last change ${change.value}`,
            tone: change.tone === 'bad' || change.tone === 'warn' ? change.tone : 'plain',
          },
        }
      : {}),
  };
}

/** How many rows the selected indicator's fields scroll: 0 where the pane shows them all above its table. */
export function fieldsScrollMax(pane: IndicatorPane | undefined, theme: Pick<Theme, 'glyphs'>): number {
  if (!pane) return 0;
  return headWindow(indicatorHeadRows(pane, theme.glyphs).length, pane.height, 0).max;
}
