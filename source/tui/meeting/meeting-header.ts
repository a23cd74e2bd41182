// Where the review meeting is, for the header. It reads the meeting, never the tree (`hoshin
// review` leaves the tree at the companies). Pure.
import type { LocalIndex } from '../../index/model.js';
import { hoshinIdOf } from '../../usecases/review-pack.js';
import type { OverlayHeader } from '../kernel/ground-header.js';
import { titleOf } from '../tree/tree-shape.js';
import type { MeetingState } from './meeting-walk.js';

export function meetingHeader(meeting: MeetingState, index: LocalIndex): OverlayHeader {
  const { kind, id } = meeting.scope;
  const above = index.ancestors(kind, id).map((entry) => titleOf(entry.kind, entry.resource ?? undefined, entry.id));
  return { crumbs: [...above, titleOf(kind, index.get(kind, id)?.resource ?? undefined, id)], hoshinId: hoshinIdOf(index, meeting.scope) };
}
