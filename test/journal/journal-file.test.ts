// The journal file: appends from many processes at once (while another compacts) lose no line,
// unreadable lines are skipped with a warning, old changes are dropped, nothing secret is kept.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldChanges, type IntentLine } from '../../source/journal/change.js';
import { Journal } from '../../source/journal/journal.js';
import { appendJournalLine, compactJournal, parseJournalText, readJournalFile } from '../../source/journal/journal-file.js';

const WORKER = resolve('test/journal/append-worker.ts');

function run(args: string[]): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', fail);
    child.on('close', done);
  });
}

function intent(change: string, at: string): IntentLine {
  return {
    v: 1,
    type: 'intent',
    change,
    at,
    what: 'update',
    kind: 'task',
    id: 1,
    parent: null,
    sent: { name: 'x' },
    before: null,
    session: 's',
  };
}

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'hoshin-journal-')), 'journal.jsonl');

describe('the journal file', () => {
  it('keeps every line of 8 processes appending at once while another compacts it again and again', async () => {
    const file = tempFile();
    const writers = Array.from({ length: 8 }, (_, n) => run([file, 'append', '250', `w${n}`]));
    const compactor = run([file, 'compact', '200', 'c']);
    expect(await Promise.all([...writers, compactor])).toEqual(Array(9).fill(0));
    const read = readJournalFile(file);
    expect(read.skipped).toBe(0);
    const changes = new Set(read.lines.map((line) => line.change));
    expect(changes.size).toBe(8 * 250);
    for (let w = 0; w < 8; w++) for (let n = 0; n < 250; n++) expect(changes.has(`w${w}-${n}`)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('skips a truncated or foreign line with a warning and reads the rest', () => {
    const file = tempFile();
    appendJournalLine(file, intent('a-1', '2026-11-01T10:00:00.000Z'), true);
    appendFileSync(file, '{"v":1,"type":"intent","change":"a-2","at":"2026-11\n');
    appendFileSync(file, 'not json at all\n{"some":"other tool"}\n');
    appendJournalLine(file, { v: 1, type: 'outcome', change: 'a-1', at: '2026-11-01T10:00:01.000Z', outcome: 'done', id: 1 }, false);
    const warnings: string[] = [];
    const changes = new Journal({ file, warn: (message) => warnings.push(message) }).changes();
    expect(changes.map((change) => [change.change, change.outcome])).toEqual([['a-1', 'done']]);
    expect(warnings).toEqual([`skipped 3 unreadable lines of the journal ${file}`]);
  });

  it('drops the changes older than it keeps, with their outcomes, and keeps the rest as they were', () => {
    const file = tempFile();
    const now = Date.parse('2026-11-24T12:00:00Z');
    appendJournalLine(file, intent('old', '2026-08-01T00:00:00.000Z'), true);
    appendJournalLine(file, { v: 1, type: 'outcome', change: 'old', at: '2026-08-01T00:00:01.000Z', outcome: 'done' }, false);
    appendJournalLine(file, intent('recent', '2026-10-01T00:00:00.000Z'), true);
    appendJournalLine(
      file,
      {
        v: 1,
        type: 'outcome',
        change: 'recent',
        at: '2026-10-01T00:00:01.000Z',
        outcome: 'unknown',
        reason: 'timeout',
      },
      false,
    );
    expect(compactJournal(file, 90, now)).toBe(2);
    expect(foldChanges(readJournalFile(file).lines).map((change) => [change.change, change.outcome])).toEqual([['recent', 'unknown']]);
  });

  it('settles an unknown outcome with a later one, whatever the order, and counts a duplicate once', () => {
    const text = [
      JSON.stringify(intent('c-1', '2026-11-01T10:00:00.000Z')),
      JSON.stringify({
        v: 1,
        type: 'outcome',
        change: 'c-1',
        at: '2026-11-01T10:00:30.000Z',
        outcome: 'unknown',
        reason: 'headers timeout',
      }),
      JSON.stringify(intent('c-1', '2026-11-01T10:00:00.000Z')),
      JSON.stringify({
        v: 1,
        type: 'outcome',
        change: 'c-1',
        at: '2026-11-02T09:00:00.000Z',
        outcome: 'done',
        id: 1,
        settled: true,
      }),
    ].join('\n');
    const changes = foldChanges(parseJournalText(text).lines);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ outcome: 'done', settled: true, unanswered: false });
  });

  it('never writes the secret or a live signature, even when a value or a reason carries one', () => {
    const file = tempFile();
    const journal = new Journal({ file, secrets: ['s3cr3t-value-42'] });
    const change = journal.begin({
      what: 'update',
      kind: 'task',
      id: 1,
      parent: null,
      sent: { description: 'pasted s3cr3t-value-42 and https://h/x?timestamp=1&signature=abcdef' },
      before: null,
    });
    journal.finish(change, {
      outcome: 'refused',
      reason: 'PUT https://h/tasks/1?appkey=k&timestamp=2&signature=ffff -> 500 s3cr3t-value-42',
    });
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('s3cr3t-value-42');
    expect(text).not.toMatch(/signature=(?!\[redacted\])/);
    expect(text).not.toContain('signature=ffff');
    expect(text).not.toContain('timestamp=2');
  });
});
