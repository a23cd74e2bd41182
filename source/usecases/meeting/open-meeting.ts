// Opening a review meeting: the scope read again as `hoshin report` reads it, then the walk and the meeting's record.
import type { Resource, ResourceClient } from '../../core/resource.js';
import type { LocalIndex } from '../../index/model.js';
import type { MeetingKey, MeetingRecord } from '../../store/review-rows.js';
import type { PackScopeKind } from '../report/pack.js';
import { refreshObjectives, refreshReview } from '../review-refresh.js';
import { gatherReviewPack, hoshinIdOf } from '../review-pack.js';
import { gatherMeetingWalk, type MeetingWalk } from './walk.js';

export interface MeetingScope {
  readonly kind: PackScopeKind;
  readonly id: number;
}

export function meetingKey(scope: MeetingScope, month: string): MeetingKey {
  return { scopeKind: scope.kind, scopeId: scope.id, month };
}

/** Reads the scope again from the service; resolves with its hoshin (null when it cannot be told). */
export async function refreshMeeting(
  client: ResourceClient,
  index: LocalIndex,
  scope: MeetingScope,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<Resource | null> {
  await client.get(scope.kind, scope.id);
  const hoshinId = hoshinIdOf(index, scope);
  const hoshin = hoshinId === null ? null : await client.get('hoshin', hoshinId);
  await refreshObjectives(client, index, scope, () => undefined);
  await refreshReview(client, index, scope, ['indicator', 'task'], progress);
  return hoshin;
}

export interface MeetingRequest {
  readonly scope: MeetingScope;
  readonly month: string;
  readonly today: string;
  readonly fetchedAt: string;
  readonly hoshin: Resource | null;
  readonly nameOf: (companyId: number | null, userId: number | null) => string | null;
}

/** The walk as the index and the record hold it now. */
export function meetingWalk(index: LocalIndex, record: MeetingRecord, request: MeetingRequest): MeetingWalk {
  const pack = gatherReviewPack(index, request);
  return gatherMeetingWalk(index, pack, record.marks(meetingKey(request.scope, request.month)), request.nameOf);
}
