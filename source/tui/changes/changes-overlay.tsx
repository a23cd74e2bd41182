// `L`: the changes this console sent, newest first, each with its outcome (done, refused with the
// reason, or unknown until a read settles it); z undoes the selected one. People are named.
import { Box, Text } from 'ink';
import type { ReactElement } from 'react';
import { flattenControls } from '../../core/cell-text.js';
import type { Change } from '../../journal/change.js';
import { changeParts, changeTime, outcomeText, type PersonNamer } from '../../journal/describe.js';
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
  /** The change's place in the list, newest 0. */
  readonly change: number;
}

/** People's names as the console knows them (`responsible: Aiko Tanaka -> Jonas Keller`). */
export function personNamer(session: Session): PersonNamer {
  return (userId, change) => {
    const id = change.id ?? change.resultId;
    const resource = id === null ? undefined : session.index.get(change.kind, id)?.resource;
    const company = change.kind === 'company' ? id : typeof resource?.company_id === 'number' ? resource.company_id : null;
    return session.people.nameOf(company, userId);
  };
}

// The outcome's word says it too: the colour is never the only sign.
const TONES: Readonly<Record<Change['outcome'], DetailTone | undefined>> = {
  done: undefined,
  refused: 'bad',
  unknown: 'warn',
};

/** Two rows a change: what it changed, then the values and its outcome. */
export function changeRows(changes: readonly Change[], nameOf?: PersonNamer): ChangeRow[] {
  return changes.flatMap((change, place) => {
    const { head, values } = changeParts(change, nameOf);
    return [
      {
        text: flattenControls(`${changeTime(change).slice(11)}  ${head}${change.undoes ? ' (an undo)' : ''}`),
        tone: undefined,
        change: place,
      },
      {
        text: flattenControls(`          ${values === '' ? '' : `${values} · `}${outcomeText(change)}`),
        tone: TONES[change.outcome],
        change: place,
      },
    ];
  });
}

/** A resource's recent changes for its detail pane: `Changed` lines, newest first. */
export function recentChangeLines(session: Session, kind: KindName, id: number): DetailLine[] {
  return (session.changes?.of(kind, id) ?? []).map((change, index) => {
    // The pane names the resource already: what was done and the values are enough.
    const { head, values } = changeParts(change, personNamer(session));
    const what = change.what === 'record' ? head : values === '' ? change.what : `${change.what}: ${values}`;
    return {
      label: index === 0 ? 'Changes' : '',
      value: flattenControls(`${changeTime(change).slice(5, 16)} ${what} [${change.outcome}]`),
      tone: TONES[change.outcome],
    };
  });
}

/**
 * The newest change the service took (done) and that no later done change undid, as a line: a
 * change that failed, is unknown, or was undone is never shown as the resource's last change.
 */
export function lastDoneChangeLine(session: Session, kind: KindName, id: number): DetailLine | undefined {
  const changes = session.changes?.of(kind, id) ?? [];
  const undone = new Set(changes.flatMap((change) => (change.outcome === 'done' && change.undoes ? [change.undoes] : [])));
  const index = changes.findIndex((change) => change.outcome === 'done' && !undone.has(change.change));
  return index < 0 ? undefined : recentChangeLines(session, kind, id)[index];
}

function room(height: number): number {
  return Math.max(1, height - 3);
}

/** The last change that can be selected, for the move keys. */
export function changesMax(session: Session): number {
  return Math.max(0, (session.changes?.ofSession().length ?? 0) - 1);
}

export function ChangesOverlay({
  session,
  width,
  height,
  selected,
}: {
  session: Session;
  width: number;
  height: number;
  selected: number;
}): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const changes = session.changes?.ofSession() ?? [];
  const rows = changeRows(changes, personNamer(session));
  const shown = room(height);
  const chosen = Math.min(selected, Math.max(0, changes.length - 1));
  // The selected change's two rows stay in sight.
  const top = Math.max(0, Math.min(chosen * 2 + 2 - shown, rows.length - shown));
  const unknown = changes.filter((change) => change.outcome === 'unknown').length;
  const counts = `${changes.length} change${changes.length === 1 ? '' : 's'}${unknown > 0 ? `, ${unknown} unknown` : ''}`;
  const range = changes.length > 1 ? `, change ${chosen + 1} of ${changes.length}` : '';
  const title = `Changes of this session (${counts}${range}; ${keyOf(UNDO)} undoes the selected, ${keyOf(CHANGES_CLOSE)} closes)`;
  const empty = session.changes ? 'No change sent in this session yet.' : 'This console keeps no journal of changes.';
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle={theme.borderStyle} borderColor={theme.borderFocus}>
      <Text {...theme.accent} wrap="truncate-end">
        {fitText(title, inner)}
      </Text>
      {rows.length === 0 ? <Text {...theme.muted}>{fitText(empty, inner)}</Text> : null}
      {rows.slice(top, top + shown).map((row, position) => (
        <Text key={top + position} wrap="truncate-end" {...(row.change === chosen ? theme.selection : toneStyle(theme, row.tone))}>
          {fitText(`${row.change === chosen ? '>' : ' '} ${row.text}`, inner)}
        </Text>
      ))}
    </Box>
  );
}

/** The session's changes as the body shows them. */
export function ChangesView({ overlay, width, height }: OverlayViewProps<ChangesOverlayState>): ReactElement {
  return <ChangesOverlay session={useConsoleActions().session} width={width} height={height} selected={overlay.selected} />;
}
