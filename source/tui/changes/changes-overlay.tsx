// `L`: the changes this console sent, newest first, each with its outcome (done, refused with the
// reason, or unknown until a read settles it); z undoes the last one.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { flattenControls } from '../../core/cell-text.js';
import type { Change } from '../../journal/change.js';
import { changeParts, changeTime, outcomeText } from '../../journal/describe.js';
import { keyOf } from '../kernel/keys.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { CHANGES_CLOSE, UNDO } from './keys.js';
import type { ChangesOverlayState } from './changes-state.js';
import { useTheme } from '../kernel/theme.js';
import { toneStyle } from '../kernel/tone.js';
import type { DetailLine, DetailTone } from '../detail/people-lines.js';
import type { KindName } from '../../catalogue/catalogue.js';
import { fitText } from '../kernel/layout.js';
import type { Session } from '../../usecases/session.js';

interface ChangeRow {
  readonly text: string;
  readonly tone: DetailTone | undefined;
}

// The outcome's word says it too: the colour is never the only sign.
const TONES: Readonly<Record<Change['outcome'], DetailTone | undefined>> = {
  done: undefined,
  refused: 'bad',
  unknown: 'warn',
};

/** Two rows a change: what it changed, then the values and its outcome. */
export function changeRows(changes: readonly Change[]): ChangeRow[] {
  return changes.flatMap((change) => {
    const { head, values } = changeParts(change);
    return [
      {
        text: flattenControls(`${changeTime(change).slice(11)}  ${head}${change.undoes ? ' (an undo)' : ''}`),
        tone: undefined,
      },
      {
        text: flattenControls(`          ${values === '' ? '' : `${values} · `}${outcomeText(change)}`),
        tone: TONES[change.outcome],
      },
    ];
  });
}

/** A resource's recent changes for its detail pane: `Changed` lines, newest first. */
export function recentChangeLines(session: Session, kind: KindName, id: number): DetailLine[] {
  return (session.changes?.of(kind, id) ?? []).map((change, index) => {
    // The pane names the resource already: what was done and the values are enough.
    const { head, values } = changeParts(change);
    const what = change.what === 'record' ? head : values === '' ? change.what : `${change.what}: ${values}`;
    return {
      label: index === 0 ? 'Changes' : '',
      value: flattenControls(`${changeTime(change).slice(5, 16)} ${what} [${change.outcome}]`),
      tone: TONES[change.outcome],
    };
  });
}

function room(height: number): number {
  return Math.max(1, height - 3);
}

/** The last row the list can start at, for the scroll keys. */
export function changesMax(session: Session, height: number): number {
  return Math.max(0, changeRows(session.changes?.ofSession() ?? []).length - room(height));
}

export function ChangesOverlay({
  session,
  width,
  height,
  scroll,
}: {
  session: Session;
  width: number;
  height: number;
  scroll: number;
}): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const changes = session.changes?.ofSession() ?? [];
  const rows = changeRows(changes);
  const shown = room(height);
  const top = Math.min(scroll, Math.max(0, rows.length - shown));
  const unknown = changes.filter((change) => change.outcome === 'unknown').length;
  const counts = `${changes.length} change${changes.length === 1 ? '' : 's'}${unknown > 0 ? `, ${unknown} unknown` : ''}`;
  const range = rows.length > shown ? `, lines ${top + 1}-${Math.min(rows.length, top + shown)} of ${rows.length}` : '';
  const title = `Changes of this session (${counts}${range}; ${keyOf(UNDO)} undoes the last, ${keyOf(CHANGES_CLOSE)} closes)`;
  const empty = session.changes ? 'No change sent in this session yet.' : 'This console keeps no journal of changes.';
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(title, inner)}
      </Text>
      {rows.length === 0 ? <Text {...theme.muted}>{fitText(empty, inner)}</Text> : null}
      {rows.slice(top, top + shown).map((row, position) => (
        <Text key={top + position} wrap="truncate-end" {...toneStyle(theme, row.tone)}>
          {fitText(row.text, inner)}
        </Text>
      ))}
    </Box>
  );
}

/** The session's changes as the body shows them. */
export function ChangesView({ overlay, width, height }: OverlayViewProps<ChangesOverlayState>): ReactElement {
  return <ChangesOverlay session={useConsoleActions().session} width={width} height={height} scroll={overlay.scroll} />;
}
