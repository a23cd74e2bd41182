// `L`: the journal's changes from every session, newest first, with their age and outcome; read a
// page at a time, so a journal of any size opens at once.
import { Text } from 'ink';
import type { ReactElement } from 'react';
import { flattenControls } from '../../core/cell-text.js';
import { changeParts, outcomeText, unknownReason, type PersonNamer } from '../../journal/describe.js';
import { ageText } from '../../domain/relative-dates.js';
import type { ListedChange } from '../../usecases/session-changes.js';
import { keyOf } from '../kernel/keys.js';
import type { OverlayViewProps } from '../kernel/feature.js';
import { useConsoleActions } from '../kernel/console-context.js';
import { CHANGES_CLOSE } from './keys.js';
import { UNDO } from '../tree/keys.js';
import type { ChangesOverlayState } from './changes-state.js';
import { useTheme } from '../kernel/theme.js';
import { toneStyle } from '../kernel/tone.js';
import type { DetailTone } from '../detail/people-text.js';
import { CHANGE_TONES, personNamer } from '../detail/change-lines.js';
import { fitText, panelRoom } from '../kernel/layout.js';
import type { Session } from '../../usecases/session.js';
import { Panel } from '../kernel/panel.js';

interface ChangeRow {
  readonly text: string;
  readonly tone: DetailTone | undefined;
  /** The change's place in the list, newest 0. */
  readonly change: number;
}

/** The outcome as L says it, its word first (a narrow terminal keeps it), the reason after the values. */
function listedOutcome(listed: ListedChange): { readonly word: string; readonly reason: string } {
  const { change } = listed;
  if (listed.undone) return { word: 'undone', reason: '' };
  if (change.outcome === 'done') return { word: outcomeText(change), reason: '' };
  if (change.outcome === 'refused') return { word: 'refused', reason: change.reason ?? 'no reason given' };
  return { word: 'UNKNOWN', reason: unknownReason(change) };
}

/** The width of the age column: `just now`, `3 min ago`, `2 h ago`, `12 days ago`. */
const AGE_WIDTH = 11;

/** Two rows a change: when and what it changed, then the values and its outcome. */
export function changeRows(listed: ListedChange, place: number, now: number, nameOf?: PersonNamer): ChangeRow[] {
  const { change } = listed;
  const { head, values } = changeParts(change, nameOf);
  const outcome = listedOutcome(listed);
  return [
    {
      text: flattenControls(`${ageText(Date.parse(change.at), now).padEnd(AGE_WIDTH)} ${head}${change.undoes ? ' (an undo)' : ''}`),
      tone: undefined,
      change: place,
    },
    {
      text: flattenControls(
        `${' '.repeat(AGE_WIDTH + 1)}${[outcome.word, values, outcome.reason].filter((part) => part !== '').join(' · ')}`,
      ),
      tone: listed.undone ? 'muted' : CHANGE_TONES[change.outcome],
      change: place,
    },
  ];
}

/** The last change that can be selected, for the move keys. */
export const changesMax = (session: Session): number => Math.max(0, (session.changes?.count().all ?? 0) - 1);

function ChangesOverlay({
  session,
  width,
  height,
  selected,
  now,
}: {
  session: Session;
  width: number;
  height: number;
  selected: number;
  now: number;
}): ReactElement {
  const theme = useTheme();
  const inner = Math.max(1, width - 2);
  const journal = session.changes;
  const { all, unknown } = journal?.count() ?? { all: 0, unknown: 0 };
  const shown = panelRoom(height);
  const chosen = Math.min(selected, Math.max(0, all - 1));
  // The selected change's two rows stay in sight; only the changes in sight are read.
  const top = Math.max(0, Math.min(chosen * 2 + 2 - shown, all * 2 - shown));
  const first = Math.floor(top / 2);
  const namer = personNamer(session);
  const rows: ChangeRow[] = [];
  for (let place = first; journal && place < all && place * 2 < top + shown; place += 1) {
    const listed = journal.listed(place);
    if (listed) rows.push(...changeRows(listed, place, now, namer));
  }
  // Short enough for 80 columns with a journal of 100,000 changes; the footer and ? say the rest.
  const counts = `${all} change${all === 1 ? '' : 's'}${unknown > 0 ? `, ${unknown} unknown` : ''}`;
  const range = all > 1 ? `; ${chosen + 1} of ${all}` : '';
  const undoes = all > 0 ? ` · ${keyOf(UNDO)} undoes` : '';
  const title = `Changes, newest first (${counts}${range})${undoes} · ${keyOf(CHANGES_CLOSE)} closes`;
  const empty = journal ? (journal.unreadable() ?? 'No change in the journal yet.') : 'This console keeps no journal of changes.';
  const visible = rows.slice(top - first * 2, top - first * 2 + shown);
  return (
    <Panel width={width} height={height} title={fitText(title, inner)}>
      {all === 0 ? <Text {...theme.muted}>{fitText(empty, inner)}</Text> : null}
      {visible.map((row, position) => (
        <Text key={top + position} wrap="truncate-end" {...(row.change === chosen ? theme.selection : toneStyle(theme, row.tone))}>
          {fitText(`${row.change === chosen ? theme.glyphs.pointer : ' '} ${row.text}`, inner)}
        </Text>
      ))}
    </Panel>
  );
}

/** The journal's changes as the body shows them. */
export function ChangesView({ overlay, width, height }: OverlayViewProps<ChangesOverlayState>): ReactElement {
  const { session, now } = useConsoleActions();
  return <ChangesOverlay session={session} width={width} height={height} selected={overlay.selected} now={now()} />;
}
