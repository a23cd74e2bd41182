// A damaged page in the user's database, on real SQLite files: garbage written over the root page
// of one table at a time (found in sqlite_schema, the page size from PRAGMA page_size). Each
// command still answers: a damaged cache is rebuilt, a damaged journal or meeting record is
// recovered row by row into a new file, the damaged one moved aside with one line naming where.
import { closeSync, cpSync, openSync, readdirSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../source/sandbox/server.js';
import { hoshinPaths } from '../../source/config/paths.js';
import { Journal } from '../../source/journal/journal.js';
import { closeDatabases, openDatabase } from '../../source/store/database.js';
import { openMeetingRecord } from '../../source/store/review-rows.js';
import { sqlite } from '../../source/store/sqlite.js';
import { isolatedDirs, type RunResult } from '../helpers/cli.js';
import { runHoshinInProcess } from '../helpers/cli-in-process.js';

/** Writes garbage over the root page of `table` in the database file (closed first by the caller). */
export function damageRootPage(file: string, table: string): void {
  const { DatabaseSync } = sqlite();
  const db = new DatabaseSync(file);
  const { rootpage } = db.prepare('SELECT rootpage FROM sqlite_schema WHERE name = ?').get(table) as { rootpage: number };
  const { page_size: pageSize } = db.prepare('PRAGMA page_size').get() as { page_size: number };
  db.close();
  const fd = openSync(file, 'r+');
  try {
    // The page's header and cell pointers: the b-tree page type byte becomes one SQLite rejects.
    writeSync(fd, Buffer.alloc(64, 0x5a), 0, 64, (rootpage - 1) * pageSize + (rootpage === 1 ? 100 : 0));
  } finally {
    closeSync(fd);
  }
}

const TABLES = [
  'services',
  'entries',
  'complete_lists',
  'changes',
  'values_sent',
  'learned_services',
  'profile_services',
  'people',
  'signing_seconds',
  'review_marks',
  'review_decisions',
];
const COMMANDS: readonly (readonly string[])[] = [['list', 'companies'], ['get', 'company', '1'], ['log'], ['log', '--json'], ['info']];

describe('a damaged page in the database', () => {
  let sandbox: RunningSandbox;
  let base: Record<string, string>;
  let changeId: string;
  let answered = 0;
  const unanswered: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 'demo' });
    base = { ...isolatedDirs(), HOSHIN_BASE_URL: sandbox.url, HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret };
    const hoshin = (...args: string[]) => runHoshinInProcess(args, { env: base });
    const created = await hoshin('create', 'hoshin', '--parent', '1', 'name=Damage plan', '--json');
    expect(created.code, created.stderr).toBe(0);
    await hoshin('update', 'hoshin', String(JSON.parse(created.stdout).id), 'name=Damage plan 2');
    changeId = (JSON.parse((await hoshin('log', '--json')).stdout) as { change: string }[])[0]?.change ?? '';
    closeDatabases();
  });
  afterAll(async () => {
    closeDatabases();
    await sandbox.close();
    // The count for the closing note: commands that answer with a damaged page.
    console.log(`commands that answered with a damaged page: ${answered} of ${TABLES.length * (COMMANDS.length + 1)}`, unanswered);
  });

  it.each(TABLES)('in %s: every command answers; the file is salvaged once, said in one warning naming where', async (table) => {
    const dirs = isolatedDirs();
    cpSync(base.HOSHIN_STATE_DIR as string, dirs.HOSHIN_STATE_DIR, { recursive: true });
    damageRootPage(join(dirs.HOSHIN_STATE_DIR, 'hoshin.db'), table);
    const env = { ...base, HOSHIN_STATE_DIR: dirs.HOSHIN_STATE_DIR };
    const results: RunResult[] = [];
    for (const args of [...COMMANDS, ['undo', changeId, '--dry-run']]) {
      const result = await runHoshinInProcess(args, { env });
      results.push(result);
      // An answer: the command's own words, never an unexpected error.
      if (result.code !== 1 && !/unexpected error|\n\s+at /.test(result.stderr)) answered += 1;
      else unanswered.push(`${table}: ${args.join(' ')}`);
    }
    closeDatabases();
    // Each answers (a lost change named in undo is "not found", exit 4), none with an unexpected error.
    expect(results.filter((result) => result.code === 1 || /unexpected error/.test(result.stderr))).toEqual([]);
    expect(results.slice(0, COMMANDS.length).map((result) => result.code)).toEqual(COMMANDS.map(() => 0));
    const warnings = results
      .map((result) => result.stderr)
      .join('')
      .replace(/\n\s+/g, ' ');
    const moved = readdirSync(dirs.HOSHIN_STATE_DIR).filter((name) => /^hoshin\.db\.corrupt-\d{8}T\d{6}Z$/.test(name));
    // A damaged page is met when it is read: a table no command here reads stays as it is.
    if (moved.length === 0) return;
    expect(moved).toHaveLength(1);
    expect(warnings.match(/is damaged/g)).toHaveLength(1);
    expect(warnings).toContain(`the damaged file was moved to ${join(dirs.HOSHIN_STATE_DIR, moved[0] as string)}`);
    // What the journal held is still there unless its own page was the damaged one.
    if (table !== 'changes') expect(results[2]?.stdout).toMatch(/2 changes to /);
    else expect(warnings).toMatch(/what the damaged pages of changes held is lost: 2 journalled changes at least/);
  });
});

describe("a damaged page in the meeting's record", () => {
  it.each(['review_marks', 'review_decisions'])('in %s: read as far as it reads, the file salvaged, no throw', (table) => {
    const stateDir = join(isolatedDirs().HOSHIN_STATE_DIR);
    const paths = hoshinPaths({ HOSHIN_STATE_DIR: stateDir, HOME: stateDir });
    const db = openDatabase(paths);
    const meeting = { scopeKind: 'hoshin', scopeId: 1, month: '2026-10' } as const;
    const record = openMeetingRecord(db, () => db.serviceRow('test'));
    record.mark(meeting, 'indicator:5', 'reviewed', '2026-11-01T10:00:00Z');
    record.decide(meeting, {
      at: '2026-11-01T10:00:00Z',
      item: 'indicator:5',
      decision: 'comment',
      kind: 'indicator_history',
      id: 9,
      detail: { text: 'late' },
    });
    db.statement(
      "INSERT INTO changes (service, change, at, what, kind, sent, session) VALUES (1, 'c-1', '2026-11-01', 'update', 'task', '{}', 's')",
    ).run();
    closeDatabases();
    damageRootPage(join(stateDir, 'hoshin.db'), table);
    const warnings: string[] = [];
    const reopened = openDatabase(paths, (line) => warnings.push(line));
    const again = openMeetingRecord(reopened, () => reopened.serviceRow('test'));
    expect(() => [again.marks(meeting), again.decisions(meeting)]).not.toThrow();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/is damaged \(database disk image is malformed\): 1 journalled change and \d meeting record/);
    // The other half of the record, and the journal, were copied.
    expect(again.marks(meeting).size + again.decisions(meeting).length).toBe(1);
    expect(reopened.statement('SELECT change FROM changes').all()).toHaveLength(1);
    closeDatabases();
  });
});

describe('a damaged leaf in the middle of a long journal', () => {
  it('copies every change the other pages hold, read alone by rowid, and counts the ones lost', () => {
    const stateDir = isolatedDirs().HOSHIN_STATE_DIR;
    const paths = hoshinPaths({ HOSHIN_STATE_DIR: stateDir, HOME: stateDir });
    const db = openDatabase(paths);
    const journal = new Journal({ db, service: db.serviceRow('test') });
    for (let n = 0; n < 300; n++)
      journal.begin({ what: 'update', kind: 'task', id: n + 1, parent: null, sent: { description: 'x'.repeat(1000) }, before: null });
    closeDatabases();
    const file = join(stateDir, 'hoshin.db');
    const { DatabaseSync } = sqlite();
    const look = new DatabaseSync(file);
    const { pageno } = look.prepare("SELECT pageno FROM dbstat WHERE name = 'changes' AND pagetype = 'leaf' LIMIT 1 OFFSET 20").get() as {
      pageno: number;
    };
    const { page_size: pageSize } = look.prepare('PRAGMA page_size').get() as { page_size: number };
    look.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(64, 0x5a), 0, 64, (pageno - 1) * pageSize);
    closeSync(fd);

    const warnings: string[] = [];
    const reopened = openDatabase(paths, (line) => warnings.push(line));
    const kept = new Journal({ db: reopened, service: reopened.serviceRow('test') }).changes();
    // A leaf holds a few changes of 1 KB: the rest were read, each alone, through the indexes.
    expect(kept.length).toBeGreaterThan(290);
    expect(kept.length).toBeLessThan(300);
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `${kept.length} journalled changes .*what the damaged pages of changes held is lost: ${300 - kept.length} journalled changes? at least`,
        ),
      ),
    ]);
    closeDatabases();
  });
});
