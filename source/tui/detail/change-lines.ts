// A resource's changes as its detail pane shows them (the tree's pane and the indicator's), and
// people named as the console knows them: shared by the tree and the `L` list of changes.
import { flattenControls } from '../../core/cell-text.js';
import type { KindName } from '../../catalogue/catalogue.js';
import type { Change } from '../../journal/change.js';
import { changeParts, changeTime, type PersonNamer } from '../../journal/describe.js';
import type { Session } from '../../usecases/session.js';
import type { DetailLine, DetailTone } from './people-text.js';

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
export const CHANGE_TONES: Readonly<Record<Change['outcome'], DetailTone | undefined>> = {
  done: undefined,
  refused: 'bad',
  unknown: 'warn',
};

/** A resource's recent changes for its detail pane: `Changed` lines, newest first. */
export function recentChangeLines(session: Session, kind: KindName, id: number): DetailLine[] {
  return (session.changes?.of(kind, id) ?? []).map((change, index) => {
    // The pane names the resource already: what was done and the values are enough.
    const { head, values } = changeParts(change, personNamer(session));
    const what = change.what === 'record' ? head : values === '' ? change.what : `${change.what}: ${values}`;
    return {
      label: index === 0 ? 'Changes' : '',
      value: flattenControls(`${changeTime(change).slice(5, 16)} ${what} [${change.outcome}]`),
      tone: CHANGE_TONES[change.outcome],
    };
  });
}

/** The newest done change that no later done change undid, as a line. */
export function lastDoneChangeLine(session: Session, kind: KindName, id: number): DetailLine | undefined {
  const changes = session.changes?.of(kind, id) ?? [];
  const undone = new Set(changes.flatMap((change) => (change.outcome === 'done' && change.undoes ? [change.undoes] : [])));
  const index = changes.findIndex((change) => change.outcome === 'done' && !undone.has(change.change));
  return index < 0 ? undefined : recentChangeLines(session, kind, id)[index];
}
