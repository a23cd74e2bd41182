// The review meeting's record in the user's database: the migration that adds it, marks set and
// taken back, decisions kept in order per service, scope and month, and rows hoshin did not write
// left out.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hoshinPaths } from '../../source/config/paths.js';
import { closeDatabase } from '../../source/store/database.js';
import { meetingRecordInMemory, openMeetingRecord, type MeetingRecord } from '../../source/store/review-rows.js';
import { SCHEMA } from '../../source/store/schema.js';
import { databaseAt, freshStateDir } from '../helpers/state-database.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    closeDatabase(hoshinPaths({ HOSHIN_STATE_DIR: dir, HOME: dir }));
    rmSync(dirname(dir), { recursive: true, force: true });
  }
});

function opened(): { db: ReturnType<typeof databaseAt>; record: (service: string) => MeetingRecord } {
  const dir = freshStateDir();
  dirs.push(dir);
  const db = databaseAt(dir);
  return { db, record: (service) => openMeetingRecord(db, () => db.serviceRow(service)) };
}

const OCTOBER = { scopeKind: 'hoshin', scopeId: 11, month: '2026-10' };
const SEPTEMBER = { ...OCTOBER, month: '2026-09' };

describe.each([
  ['the database', () => opened().record('a')],
  ['memory', () => meetingRecordInMemory()],
])('the meeting record in %s', (_where, make) => {
  it('keeps one mark per item, replaced or taken back, apart from other months', () => {
    const record = make();
    record.mark(OCTOBER, 'indicator 2', 'reviewed', '2026-11-02T10:00:00.000Z');
    record.mark(OCTOBER, 'indicator 2', 'escalated', '2026-11-02T10:05:00.000Z');
    record.mark(OCTOBER, 'task 9', 'reviewed', '2026-11-02T10:06:00.000Z');
    record.mark(OCTOBER, 'task 9', null, '2026-11-02T10:07:00.000Z');
    expect([...record.marks(OCTOBER)]).toEqual([['indicator 2', { mark: 'escalated', at: '2026-11-02T10:05:00.000Z' }]]);
    expect(record.marks(SEPTEMBER).size).toBe(0);
  });

  it('keeps decisions oldest first', () => {
    const record = make();
    const decision = {
      item: 'indicator 2',
      decision: 'comment',
      kind: 'indicator_history',
      id: 7,
      detail: { comment: 'a press broke' },
    } as const;
    record.decide(OCTOBER, { ...decision, at: '2026-11-02T10:00:00.000Z' });
    record.decide(OCTOBER, { ...decision, at: '2026-11-02T10:01:00.000Z', detail: { comment: 'second' } });
    expect(record.decisions(OCTOBER).map((d) => d.detail.comment)).toEqual(['a press broke', 'second']);
    expect(record.decisions(SEPTEMBER)).toEqual([]);
  });
});

describe('the meeting record in the database', () => {
  it('has its tables in the schema', () => {
    expect(SCHEMA).toMatch(/CREATE TABLE review_marks/);
    expect(SCHEMA).toMatch(/CREATE TABLE review_decisions/);
  });

  it('keeps each service apart and survives a reopening', () => {
    const { db, record } = opened();
    record('a').mark(OCTOBER, 'indicator 2', 'reviewed', '2026-11-02T10:00:00.000Z');
    expect(record('b').marks(OCTOBER).size).toBe(0);
    const again = openMeetingRecord(db, () => db.serviceRow('a'));
    expect(again.marks(OCTOBER).get('indicator 2')?.mark).toBe('reviewed');
  });

  it('leaves out rows it did not write: an unknown mark or decision, a detail that is not flat JSON', () => {
    const { db, record } = opened();
    const service = db.serviceRow('a');
    db.statement('INSERT INTO review_marks VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      service,
      'hoshin',
      11,
      '2026-10',
      'indicator 3',
      'ignored',
      'x',
    );
    const insert = db.statement('INSERT INTO review_decisions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    insert.run(service, 'hoshin', 11, '2026-10', 'a', 'indicator 3', 'dropped', 'task', 1, '{}');
    insert.run(service, 'hoshin', 11, '2026-10', 'b', 'indicator 3', 'comment', 'indicator_history', 1, 'not json');
    insert.run(
      service,
      'hoshin',
      11,
      '2026-10',
      'c',
      'indicator 3',
      'comment',
      'indicator_history',
      2,
      '{"comment":"ok","nested":{"a":1}}',
    );
    expect(record('a').marks(OCTOBER).size).toBe(0);
    expect(record('a').decisions(OCTOBER)).toEqual([
      { at: 'c', item: 'indicator 3', decision: 'comment', kind: 'indicator_history', id: 2, detail: { comment: 'ok' } },
    ]);
  });
});
