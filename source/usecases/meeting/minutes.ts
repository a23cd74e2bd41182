// The review meeting's minutes: each decision with names and owners as the service now holds them. Pure.
import type { Resource } from '../../core/resource.js';
import { localDay, readDay } from '../../domain/dates.js';
import type { LocalIndex } from '../../index/model.js';
import { readDecimal } from '../../catalogue/values.js';
import { UNSETTLED, type MeetingDecision, type MeetingKey, type MeetingRecord } from '../../store/review-rows.js';
import type { PackDecision, PackMinutes, ReviewPack } from '../report/pack.js';
import { gatherMeetingWalk, walkTally, type WalkTally } from './walk.js';

type NameOf = (companyId: number | null, userId: number | null) => string | null;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** The item a decision was taken on, as named now: `indicator 12` is the indicator's name. */
function subjectOf(index: LocalIndex, item: string): { readonly name: string; readonly resource: Resource | undefined } {
  const match = /^(indicator|task) (\d+)$/.exec(item);
  if (!match) return { name: item, resource: undefined };
  const kind = match[1] as 'indicator' | 'task';
  const id = Number(match[2]);
  const entry = index.get(kind, id);
  return {
    name: text(entry?.name ?? entry?.resource?.name, `${kind === 'indicator' ? 'Indicator' : 'Task'} ${id}`),
    resource: entry?.resource ?? undefined,
  };
}

function dayOf(instant: unknown): string | null {
  if (typeof instant !== 'string') return null;
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? readDay(instant) : localDay(ms);
}

function ownerOf(resource: Resource | undefined, nameOf: NameOf, userId: unknown = resource?.responsible_id): string | null {
  if (typeof userId !== 'number') return null;
  return nameOf(typeof resource?.company_id === 'number' ? resource.company_id : null, userId) ?? `user ${userId}`;
}

/** "status completed, deadline 2026-12-31, owner Ana Ruiz". */
function changedText(decision: MeetingDecision, owner: string | null): string {
  const parts: string[] = [];
  const { detail } = decision;
  if (typeof detail.status === 'string') parts.push(`status ${detail.status}`);
  if (typeof detail.deadline === 'string') parts.push(`deadline ${detail.deadline}`);
  if ('responsible_id' in detail) parts.push(`owner ${owner ?? 'no one'}`);
  return parts.join(', ');
}

/** The same value, read as the service gives it back (a day with a time, a number as text). */
function holds(resource: Resource, field: string, sent: string | number | null): boolean {
  const found = resource[field];
  if (sent === null) return found === null || found === undefined || found === '';
  if (typeof sent === 'number') return readDecimal(found) === sent;
  return found === sent || (readDay(found) !== null && readDay(found) === readDay(sent));
}

/** Null while nothing read shows it (then it is listed as not known). */
export function settledDecision(index: LocalIndex, decision: MeetingDecision): MeetingDecision | null {
  const { [UNSETTLED]: _mark, objective_id: objectiveId, ...detail } = decision.detail;
  const done = (id: number): MeetingDecision => ({ ...decision, id, detail });
  const since = Date.parse(decision.at) - 60_000;
  switch (decision.decision) {
    case 'countermeasure-started': {
      const created = index
        .children('objective', Number(objectiveId), 'task')
        .map((entry) => entry.resource)
        .find((task) => task !== null && holds(task, 'name', detail.name ?? null) && !(Date.parse(String(task.created_at)) < since));
      return created ? done(created.id) : null;
    }
    case 'countermeasure-changed':
    case 'comment': {
      const written = index.get(decision.kind, decision.id)?.resource;
      const fields = Object.entries(detail).filter(([field]) => field !== 'name' && field !== 'indicator_id');
      return written && fields.every(([field, sent]) => holds(written, field, sent)) ? done(decision.id) : null;
    }
    case 'value': {
      const row = index
        .children('indicator', Number(detail.indicator_id), 'indicator_history')
        .map((entry) => entry.resource)
        .find((history) => history && holds(history, 'day', detail.day ?? null) && holds(history, 'value', detail.value ?? null));
      return row ? done(row.id) : null;
    }
  }
}

/** Each decision as far as it is known: the unsettled ones settled by what was read, or said not known. */
function knownDecisions(index: LocalIndex, decisions: readonly MeetingDecision[]): { decision: MeetingDecision; known: boolean }[] {
  const listed = decisions.map((decision) => {
    const unsettled = decision.detail[UNSETTLED] === 1;
    const settled = unsettled ? settledDecision(index, decision) : decision;
    return { decision: settled ?? decision, known: settled !== null, unsettled };
  });
  // A decision taken again after its write got no answer is listed once: the later one stands.
  const takenAgain = (entry: (typeof listed)[number], at: number) =>
    listed
      .slice(at + 1)
      .some(
        (later) =>
          later.decision.decision === entry.decision.decision &&
          later.decision.kind === entry.decision.kind &&
          (later.decision.id === entry.decision.id || entry.decision.id === 0) &&
          later.decision.item === entry.decision.item,
      );
  return listed.filter((entry, at) => !entry.unsettled || !takenAgain(entry, at)).map(({ decision, known }) => ({ decision, known }));
}

function decisionOf(index: LocalIndex, decision: MeetingDecision, nameOf: NameOf): PackDecision {
  const subject = subjectOf(index, decision.item);
  const written = index.get(decision.kind, decision.id)?.resource ?? undefined;
  const meetingDay = dayOf(decision.at) ?? decision.at.slice(0, 10);
  switch (decision.decision) {
    case 'countermeasure-started': {
      const owner = ownerOf(written ?? subject.resource, nameOf, written ? written.responsible_id : decision.detail.responsible_id);
      const deadline = readDay(written?.deadline ?? decision.detail.deadline);
      const name = text(written?.name ?? decision.detail.name, `Task ${decision.id}`);
      return {
        kind: 'countermeasure started',
        subject: subject.name,
        text: `${name}${deadline === null ? '' : `, deadline ${deadline}`}`,
        owner,
        date: dayOf(written?.created_at) ?? meetingDay,
      };
    }
    case 'countermeasure-changed': {
      const owner = ownerOf(
        written,
        nameOf,
        'responsible_id' in decision.detail ? decision.detail.responsible_id : written?.responsible_id,
      );
      const name = text(written?.name ?? decision.detail.name, `Task ${decision.id}`);
      return {
        kind: 'countermeasure changed',
        subject: subject.name,
        text: `${name}: ${changedText(decision, owner)}`,
        owner,
        date: meetingDay,
      };
    }
    case 'comment':
      return {
        kind: 'comment written',
        subject: subject.name,
        text: text(decision.detail.comment, ''),
        owner: ownerOf(subject.resource, nameOf),
        date: meetingDay,
      };
    case 'value':
      return {
        kind: 'value recorded',
        subject: subject.name,
        text: `${String(decision.detail.value)} for ${String(decision.detail.day)}`,
        owner: ownerOf(subject.resource, nameOf),
        date: dayOf(written?.created_at) ?? meetingDay,
      };
  }
}

/** The minutes of the meeting on this scope and month; undefined when no meeting was held here. */
export function meetingMinutes(
  index: LocalIndex,
  record: MeetingRecord,
  meeting: MeetingKey,
  nameOf: NameOf,
  tally: WalkTally,
): PackMinutes | undefined {
  const marks = record.marks(meeting);
  const decisions = record.decisions(meeting);
  if (marks.size === 0 && decisions.length === 0) return undefined;
  const listed = knownDecisions(index, decisions).map(({ decision, known }) => {
    const said = decisionOf(index, decision, nameOf);
    return known
      ? said
      : { ...said, text: `${said.text} (not known whether it was applied: the service did not answer; a read settles it)` };
  });
  for (const [item, marked] of marks) {
    if (marked.mark !== 'escalated') continue;
    const subject = subjectOf(index, item);
    listed.push({
      kind: 'escalated',
      subject: subject.name,
      text: 'to escalate: cannot be solved at this level',
      owner: ownerOf(subject.resource, nameOf),
      date: dayOf(marked.at) ?? marked.at.slice(0, 10),
    });
  }
  // The walk's own count, as the meeting's summary says it: the three add up to the items.
  return { decisions: listed, reviewed: tally.reviewed, escalated: tally.escalated, items: tally.items };
}

/** The pack with the minutes of its scope's and month's meeting, when one was held here. */
export function withMinutes(index: LocalIndex, pack: ReviewPack, record: MeetingRecord, nameOf: NameOf): ReviewPack {
  const meeting = { scopeKind: pack.scope.kind, scopeId: pack.scope.id, month: pack.month };
  const marks = record.marks(meeting);
  const minutes = meetingMinutes(index, record, meeting, nameOf, walkTally(gatherMeetingWalk(index, pack, marks, nameOf)));
  return minutes ? { ...pack, minutes } : pack;
}
