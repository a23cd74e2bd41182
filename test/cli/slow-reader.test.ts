// A reader slower than hoshin (a pager, a busy CI runner, `| ssh …`) must not make a long listing
// hold its whole output in memory: hoshin log writes a change, and when the stream says it is full
// waits for it to drain before the next. Without that, a journal of 60,000 changes queued its 12 MB of
// text in the heap whenever the reader lagged, and needed 40 MB for a reader 3 s late (decision 0307).
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../source/cli/main.js';
import { serviceIdentity } from '../../source/index/service-identity.js';
import { closeDatabases } from '../../source/store/database.js';
import { isolatedDirs, runEnvironment } from '../helpers/cli.js';
import { databaseOf } from '../helpers/state-database.js';
import { pollUntil } from '../helpers/wait.js';

const CHANGES = 3_000;
/** What the stream keeps before it says it is full (Node's default for a stream of bytes). */
const FULL = 16 * 1024;
/** A change's lines are under 1 KB; one more change than the stream keeps, and some slack. */
const BOUND = FULL + 4 * 1024;

/** A reader that takes nothing until released, as a pipe whose reader is busy. */
function heldReader(): { stream: Writable; text: () => string; release: () => void } {
  let text = '';
  let held: (() => void)[] | null = [];
  const stream = new Writable({
    highWaterMark: FULL,
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      text += chunk.toString();
      if (held === null) done();
      else held.push(() => done());
    },
  });
  const release = () => {
    const waiting = held ?? [];
    held = null;
    for (const done of waiting) done();
  };
  return { stream, text: () => text, release };
}

describe('hoshin log with a slow reader', () => {
  const env: Record<string, string> = {
    ...isolatedDirs(),
    // Nothing is sent: log reads the journal on this machine only.
    HOSHIN_BASE_URL: 'http://127.0.0.1:9',
    HOSHIN_APP_KEY: 'slow-reader-key',
    HOSHIN_APP_SECRET: 'slow-reader-secret',
  };
  afterAll(() => closeDatabases());

  it('keeps at most a stream-full of output waiting, and lists every change once the reader reads', async () => {
    const db = databaseOf(env);
    const service = db.serviceRow(serviceIdentity(env.HOSHIN_BASE_URL as string, env.HOSHIN_APP_KEY as string).id);
    const insert = db.statement(
      "INSERT INTO changes (service, change, at, what, kind, id, parent, sent, before, session, outcome) VALUES (?, ?, ?, 'update', 'task', 1, NULL, ?, ?, 's', 'done')",
    );
    const long = 'x'.repeat(500);
    db.transaction(() => {
      for (let n = 0; n < CHANGES; n += 1) {
        const at = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
        insert.run(
          service,
          `c${String(n).padStart(5, '0')}`,
          at,
          JSON.stringify({ description: `${n} ${long}` }),
          JSON.stringify({ description: long }),
        );
      }
    });

    const reader = heldReader();
    const stdin = Object.assign(new PassThrough(), { isTTY: false });
    stdin.end();
    const stderr = new PassThrough();
    let finished = false;
    const run = runCli(
      { argv: ['log'], env: runEnvironment(env), stdin, stdout: reader.stream, stderr, now: () => Date.now() },
      { loadConsole: () => Promise.reject(new Error('no console')), loadLogin: () => Promise.reject(new Error('no login')) },
    ).finally(() => (finished = true));

    // The stream has said it is full: from here on, what waits in it is what hoshin keeps in memory.
    await pollUntil(() => reader.stream.writableNeedDrain, 'the reader to be full');
    // Turns of the event loop in which hoshin could go on writing (it did, unbounded, before).
    for (let turn = 0; turn < 20; turn += 1) await new Promise(setImmediate);
    expect(reader.stream.writableLength).toBeLessThanOrEqual(BOUND);
    expect(finished).toBe(false);

    reader.release();
    expect(await run).toBe(0);
    const lines = reader
      .text()
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith(' '));
    expect(lines).toHaveLength(CHANGES + 1);
    expect(lines.at(-1)).toMatch(new RegExp(`^${CHANGES} changes to .*; every outcome is known$`));
  });
});
