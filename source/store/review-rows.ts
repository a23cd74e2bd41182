// The monthly review meeting's record in the user's database: the items marked reviewed or to
// escalate (what the service cannot hold), and each decision taken, so an interrupted meeting
// resumes and the minutes list what was decided. Rows are per service, plan scope and month.
import type { ItemMark } from '../domain/review-walk.js';
import type { HoshinDatabase } from './hoshin-database.js';

export interface MeetingKey {
  readonly scopeKind: string;
  readonly scopeId: number;
  /** YYYY-MM. */
  readonly month: string;
}

export type DecisionKind = 'value' | 'countermeasure-started' | 'countermeasure-changed' | 'comment';

export interface MeetingDecision {
  /** ISO instant the decision was written to the service. */
  readonly at: string;
  /** The walk item it was taken on (`indicator 12`, `task 5`). */
  readonly item: string;
  readonly decision: DecisionKind;
  /** What it wrote: a task, a history value. */
  readonly kind: 'task' | 'indicator_history';
  readonly id: number;
  /** The fields written, as sent (names, statuses, deadlines, comments, values). */
  readonly detail: Readonly<Record<string, string | number | null>>;
}

/**
 * The detail's mark of a decision whose write got no answer (it may have been applied); its `id` is
 * 0 when the service never named what it created. The minutes settle it from what reads show.
 */
export const UNSETTLED = 'unsettled';

export interface MarkedItem {
  readonly mark: ItemMark;
  readonly at: string;
}

export interface MeetingRecord {
  marks(meeting: MeetingKey): Map<string, MarkedItem>;
  /** Marks an item, or clears its mark (null). */
  mark(meeting: MeetingKey, item: string, mark: ItemMark | null, at: string): void;
  decide(meeting: MeetingKey, decision: MeetingDecision): void;
  /** Oldest first. */
  decisions(meeting: MeetingKey): MeetingDecision[];
}

const MARKS: readonly string[] = ['reviewed', 'escalated'];
const DECISIONS: readonly string[] = ['value', 'countermeasure-started', 'countermeasure-changed', 'comment'];
const KINDS: readonly string[] = ['task', 'indicator_history'];

/** A detail read back: only flat strings, numbers and nulls (the database is untrusted too). */
function detailOf(text: string): MeetingDecision['detail'] | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const detail: Record<string, string | number | null> = {};
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value === null || typeof value === 'string' || typeof value === 'number') detail[name] = value;
    }
    return detail;
  } catch {
    return null;
  }
}

export function openMeetingRecord(db: HoshinDatabase, serviceRow: () => number): MeetingRecord {
  const where = 'service = ? AND scope_kind = ? AND scope_id = ? AND month = ?';
  const keyOf = (meeting: MeetingKey) => [serviceRow(), meeting.scopeKind, meeting.scopeId, meeting.month] as const;
  return {
    marks(meeting) {
      const rows = db.statement(`SELECT item, mark, marked_at FROM review_marks WHERE ${where}`).all(...keyOf(meeting)) as {
        item: string;
        mark: string;
        marked_at: string;
      }[];
      const marks = new Map<string, MarkedItem>();
      for (const row of rows) if (MARKS.includes(row.mark)) marks.set(row.item, { mark: row.mark as ItemMark, at: row.marked_at });
      return marks;
    },
    mark(meeting, item, mark, at) {
      if (mark === null) db.statement(`DELETE FROM review_marks WHERE ${where} AND item = ?`).run(...keyOf(meeting), item);
      else
        db.statement(
          `INSERT INTO review_marks (service, scope_kind, scope_id, month, item, mark, marked_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (service, scope_kind, scope_id, month, item) DO UPDATE SET mark = excluded.mark, marked_at = excluded.marked_at`,
        ).run(...keyOf(meeting), item, mark, at);
    },
    decide(meeting, decision) {
      db.statement(
        `INSERT INTO review_decisions (service, scope_kind, scope_id, month, at, item, decision, kind, id, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...keyOf(meeting), decision.at, decision.item, decision.decision, decision.kind, decision.id, JSON.stringify(decision.detail));
    },
    decisions(meeting) {
      const rows = db
        .statement(`SELECT at, item, decision, kind, id, detail FROM review_decisions WHERE ${where} ORDER BY at, rowid`)
        .all(...keyOf(meeting)) as { at: string; item: string; decision: string; kind: string; id: number; detail: string }[];
      const decisions: MeetingDecision[] = [];
      for (const row of rows) {
        const detail = detailOf(row.detail);
        if (detail === null || !DECISIONS.includes(row.decision) || !KINDS.includes(row.kind) || !Number.isSafeInteger(row.id)) continue;
        decisions.push({
          at: row.at,
          item: row.item,
          decision: row.decision as DecisionKind,
          kind: row.kind as MeetingDecision['kind'],
          id: row.id,
          detail,
        });
      }
      return decisions;
    },
  };
}

/** The record in memory (no database could be opened: the meeting still runs, for this process only). */
export function meetingRecordInMemory(): MeetingRecord {
  const marks = new Map<string, Map<string, MarkedItem>>();
  const decisions = new Map<string, MeetingDecision[]>();
  const keyOf = (meeting: MeetingKey) => `${meeting.scopeKind} ${meeting.scopeId} ${meeting.month}`;
  return {
    marks: (meeting) => new Map(marks.get(keyOf(meeting))),
    mark(meeting, item, mark, at) {
      const held = marks.get(keyOf(meeting)) ?? new Map<string, MarkedItem>();
      if (mark === null) held.delete(item);
      else held.set(item, { mark, at });
      marks.set(keyOf(meeting), held);
    },
    decide: (meeting, decision) => void decisions.set(keyOf(meeting), [...(decisions.get(keyOf(meeting)) ?? []), decision]),
    decisions: (meeting) => [...(decisions.get(keyOf(meeting)) ?? [])],
  };
}
