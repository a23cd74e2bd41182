// The body between header and status line: the top overlay's view when one is open (the board,
// the overview, help, the palette, a form with its question, a dialog, a picker), else the list
// and the detail pane side by side (one of them on a narrow terminal).
import { Box } from 'ink';
import type { ReactElement } from 'react';
import { ConfirmView } from '../dialogs/confirm-dialog.js';
import { DeleteView } from '../dialogs/delete-dialog.js';
import { PickerView } from '../dialogs/picker.js';
import { IndicatorDetail } from '../indicator/indicator-detail.js';
import { completePalette, type PaletteContext } from '../palette/palette.js';
import { entryResource } from '../tree/index-source.js';
import { detailLines } from '../detail/detail-lines.js';
import { isHistoryFocused } from './key-context.js';
import type { Overlay } from './overlays.js';
import { currentFrame, selectedRow, topOverlay, type ConsoleState } from './console-store.js';
import { crumbOf } from '../tree/tree-shape.js';
import type { TreeSource } from '../tree/tree-source.js';
import type { PeopleContext } from '../detail/people-lines.js';
import { useTheme, type Theme } from './theme.js';
import { AttentionPane } from '../review/attention-pane.js';
import { BowlingPane } from '../review/bowling-pane.js';
import { DetailPane } from '../detail/detail-pane.js';
import { DuePane } from '../review/due-pane.js';
import { FormOverlay, type FormHost } from '../forms/form-overlay.js';
import type { Layout } from './layout.js';
import { ListPane } from '../tree/list-pane.js';
import { HelpOverlay, PaletteOverlay } from '../palette/palette-and-help-views.js';
import { ChangesOverlay, recentChangeLines } from '../changes/changes-overlay.js';
import { BoardPane, OverviewPane } from '../board/plan-views.js';
import { historyTable } from '../tree/selection.js';
import type { Session } from '../../usecases/session.js';

export interface BodyProps {
  readonly state: ConsoleState;
  readonly session: Session;
  readonly source: TreeSource;
  readonly layout: Layout;
  readonly today: string;
  readonly formHost: FormHost;
  readonly paletteContext: PaletteContext;
}

export function Body(props: BodyProps): ReactElement {
  const { state, session, layout, today } = props;
  const theme = useTheme();
  const overlay = topOverlay(state);
  const height = layout.bodyHeight;
  const width = layout.width;
  const modalWidth = Math.min(width, Math.max(40, Math.floor(width * 0.8)));
  if (overlay?.type === 'board')
    return <BoardPane overlay={overlay} session={session} today={today} readOnly={state.readOnly} width={width} height={height} />;
  if (overlay?.type === 'overview') return <OverviewPane overlay={overlay} session={session} today={today} width={width} height={height} />;
  if (overlay?.type === 'bowling') return <BowlingPane overlay={overlay} session={session} today={today} width={width} height={height} />;
  if (overlay?.type === 'attention')
    return <AttentionPane overlay={overlay} session={session} today={today} width={width} height={height} />;
  if (overlay?.type === 'due')
    return (
      <DuePane
        overlay={overlay}
        session={session}
        source={props.source}
        people={peopleContext(session, theme, today, width)}
        width={width}
        height={height}
      />
    );
  if (overlay?.type === 'help')
    return (
      <HelpOverlay
        width={width}
        height={height}
        scroll={overlay.scroll}
        readOnly={state.readOnly}
        filter={overlay.filter ?? ''}
        filtering={overlay.filtering ?? false}
      />
    );
  if (overlay?.type === 'changes') return <ChangesOverlay session={session} width={width} height={height} scroll={overlay.scroll} />;
  if (overlay?.type === 'palette') {
    const completion = completePalette(overlay.text, props.paletteContext);
    return (
      <Box flexDirection="column" width={width}>
        <PaletteOverlay
          text={overlay.text}
          suggestions={completion.suggestions}
          selection={overlay.selection}
          more={completion.more}
          error={overlay.error}
          width={width}
          height={Math.min(height, 4 + completion.suggestions.length + (completion.more > 0 ? 1 : 0))}
        />
      </Box>
    );
  }
  const formOverlay = [...state.overlays].reverse().find((o): o is Extract<Overlay, { type: 'form' }> => o.type === 'form');
  if (formOverlay) {
    // The form stays mounted (keeping its edits) while a question of the shell sits above it.
    const question = overlay?.type === 'dialog' && overlay.dialog !== 'delete' ? overlay : undefined;
    const questionHeight = question ? 5 : 0;
    return (
      <Box flexDirection="column" width={width} height={height}>
        {question ? <ConfirmView key="question" state={question.state} width={modalWidth} /> : null}
        <FormOverlay
          key="form"
          host={props.formHost}
          overlay={formOverlay}
          width={width}
          height={height - questionHeight}
          active={overlay === formOverlay}
        />
      </Box>
    );
  }
  if (overlay?.type === 'dialog') {
    return (
      <Box width={width} height={height} justifyContent="center" alignItems="flex-start">
        {overlay.dialog === 'delete' ? (
          <DeleteView state={overlay.state} width={modalWidth} />
        ) : (
          <ConfirmView state={overlay.state} width={modalWidth} />
        )}
      </Box>
    );
  }
  if (overlay?.type === 'picker') {
    return (
      <Box width={width} height={height} justifyContent="center" alignItems="flex-start">
        <PickerView state={overlay.picker} height={Math.min(height, overlay.picker.options.length + 4)} width={modalWidth} />
      </Box>
    );
  }
  return <Panes {...props} />;
}

/** Panes this wide show exact dates beside the relative ones. */
const WIDE_DETAIL = 50;

/** How the detail pane names people and dates: the session's people, the theme's marks. */
export function peopleContext(session: Session, theme: Theme, today: string, width: number): PeopleContext {
  return {
    today,
    wide: width >= WIDE_DETAIL,
    glyphs: theme.glyphs,
    nameOf: (companyId, userId) => session.people.nameOf(companyId, userId),
  };
}

function Panes({ state, session, source, layout, today }: BodyProps): ReactElement {
  const theme = useTheme();
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
