// L lists the whole journal, not only this session's changes: a change an earlier session (another
// store on the same state directory) or the CLI journalled is listed with when and its outcome, and
// z undoes it with the same conditional write as `hoshin undo`; a colleague's edit since is refused
// with the colleague's value named; a delete says why it cannot be undone and the changes before it
// stay undoable; a journal of 100,000 changes is read a page at a time.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../source/client/http-client.js';
import { HoshinError } from '../../../source/core/errors.js';
import { Journal } from '../../../source/journal/journal.js';
import { journalingClient } from '../../../source/journal/journaling-client.js';
import { LIST_PAGE } from '../../../source/usecases/session-changes.js';
import { runHoshinInProcess } from '../../helpers/cli-in-process.js';
import { countJournalRows } from '../../helpers/journal-rows.js';
import { isolatedDirs } from '../../helpers/cli.js';
import { databaseAt, freshStateDir, journalAt, serviceJournalOf } from '../../helpers/state-database.js';
import { demoSandbox } from '../helpers/console-harness.js';

const demo = demoSandbox();

interface TaskToMove {
  readonly id: number;
  /** Its status now, and the one the test moves it to. */
  readonly from: string;
  readonly to: string;
}

/** The demo plan's tasks, by id, each test taking its own, with a status to move each to. */
function tasks(): TaskToMove[] {
  return demo.sandbox.store
    .all('task')
    .sort((a, b) => (a.id as number) - (b.id as number))
    .map((task) => {
      const from = String(task.status);
      return { id: task.id as number, from, to: from === 'active' ? 'backlog' : 'active' };
    });
}

/** A change sent by an earlier session: its own journal on the state directory, its own client, closed after. */
async function earlierSession(stateDir: string, send: (client: ReturnType<typeof journalingClient>) => Promise<unknown>): Promise<void> {
  const http = createClient({ baseUrl: demo.sandbox.url, credentials: { appKey: demo.sandbox.appKey, secret: demo.sandbox.secret } });
  const client = journalingClient(http, journalAt(stateDir));
  try {
    await send(client);
  } finally {
    await client.close();
  }
}

describe('L lists the journal of every session; z undoes any change of it', () => {
  it('a change an earlier session journalled is listed with when and done, and z undoes it', async () => {
    const stateDir = freshStateDir();
    const task = tasks()[0]!;
    await earlierSession(stateDir, (client) => client.update('task', task.id, { status: task.to }));

    const journal = journalAt(stateDir);
    const { app } = demo.openApp({ journal, fetchOnStart: false });
    await app.press('L');
    await app.waitFor('Changes, newest first (1 change) · z undoes · esc closes');
    expect(app.frame()).toMatch(new RegExp(`[>›] just now +move task ${task.id}`));
    expect(app.frame()).toContain(`done · status: ${task.from} -> ${task.to}`);

    await app.press('z');
    await app.waitFor('Undo the selected change?');
    expect(app.frame()).toContain(`update task ${task.id}: status=${task.from}`);
    await app.press('tab', 'enter');
    await app.waitFor(`undid move task ${task.id}`);
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe(task.from);

    // The undo is listed on top, the selection stays on the change it undid, said undone; z on it
    // says so, sending nothing.
    await app.waitFor('Changes, newest first (2 changes; 2 of 2)');
    expect(app.frame()).toMatch(new RegExp(`[>›] just now +move task ${task.id}`));
    expect(app.frame()).toContain(`undone · status: ${task.from} -> ${task.to}`);
    await app.press('z');
    await app.waitFor('cannot undo: it was undone already');
    expect(journal.changes()).toHaveLength(2);
  });

  it("z refuses to undo over a colleague's edit since, naming the colleague's value", async () => {
    const stateDir = freshStateDir();
    const task = tasks()[1]!;
    await earlierSession(stateDir, (client) => client.update('task', task.id, { status: task.to }));
    // A colleague completes it meanwhile.
    const colleagues = [task.from, task.to].includes('completed') ? 'discarded' : 'completed';
    demo.sandbox.store.put('task', { ...demo.sandbox.store.get('task', task.id)!, status: colleagues });

    const journal = journalAt(stateDir);
    const { app } = demo.openApp({ journal, fetchOnStart: false });
    await app.press('L');
    await app.waitFor(`move task ${task.id}`);
    await app.press('z');
    await app.waitFor((frame) =>
      frame.replace(/\s*\n\s*/g, ' ').includes(
        // The one-row status line is cut at a word before the colleague's value at 100 columns; m holds it whole.
        `cannot undo: task ${task.id} changed since: status was "${task.from}" before, the change set "${task.to}", it is`,
      ),
    );
    await app.press('esc', 'm');
    await app.waitFor((frame) => frame.replace(/[\s│]+/g, ' ').includes(`the change set "${task.to}", it is "${colleagues}" now`));
    await app.press('esc');
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe(colleagues);
    expect(journal.changes()).toHaveLength(1);
  });

  it('after a delete, z on it says why it cannot be undone, and the changes before it are still undone with z', async () => {
    const stateDir = freshStateDir();
    const [moved, deleted] = tasks().slice(2);
    await earlierSession(stateDir, async (client) => {
      await client.update('task', moved!.id, { status: moved!.to });
      await client.remove('task', deleted!.id);
    });

    const journal = journalAt(stateDir);
    const { app } = demo.openApp({ journal, fetchOnStart: false });
    await app.press('L');
    await app.waitFor('Changes, newest first (2 changes; 1 of 2)');
    expect(app.frame()).toMatch(new RegExp(`[>›] just now +delete task ${deleted!.id}`));
    await app.press('z');
    await app.waitFor(`cannot undo: a delete cannot be undone: the service removed task ${deleted!.id}`);
    // The delete's refusal is the key's own: the list is not left, nothing is asked or sent.
    expect(app.frame()).not.toContain('Undo the selected change?');
    expect(journal.changes()).toHaveLength(2);

    await app.press('j');
    await app.waitFor((frame) => new RegExp(`[>›] just now +move task ${moved!.id}`).test(frame));
    await app.press('z');
    await app.waitFor('Undo the selected change?');
    await app.press('tab', 'enter');
    await app.waitFor(`undid move task ${moved!.id}`);
    expect(demo.sandbox.store.get('task', moved!.id)!.status).toBe(moved!.from);
  });

  it("after this session's delete, z in the tree offers the change before it and says the delete cannot be undone", async () => {
    const { app, session } = demo.openApp({ journal: true, fetchOnStart: false });
    const [moved, deleted] = tasks().slice(4);
    await session.client.update('task', moved!.id, { status: moved!.to });
    await session.client.remove('task', deleted!.id);
    await app.press('z');
    await app.waitFor('Undo the last change that can be undone?');
    expect(app.frame()).toContain(`(The later delete task ${deleted!.id}`);
    expect(app.frame()).toContain(`update task ${moved!.id}: status=${moved!.from}`);
    await app.press('tab', 'enter');
    await app.waitFor(`undid move task ${moved!.id}`);
    expect(demo.sandbox.store.get('task', moved!.id)!.status).toBe(moved!.from);
  });

  it('a change the CLI journals in another process while the console runs is listed when L opens again', async () => {
    const env = {
      ...isolatedDirs(),
      HOSHIN_BASE_URL: demo.sandbox.url,
      HOSHIN_APP_KEY: demo.sandbox.appKey,
      HOSHIN_APP_SECRET: demo.sandbox.secret,
    };
    const journal = serviceJournalOf(env, demo.sandbox.url, demo.sandbox.appKey);
    const { app } = demo.openApp({ journal, fetchOnStart: false });
    await app.press('L');
    await app.waitFor('No change in the journal yet.');
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('Changes, newest first'));

    const task = tasks()[6]!;
    const cli = await runHoshinInProcess(['move', String(task.id), task.to], { env });
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    await app.press('L');
    await app.waitFor('Changes, newest first (1 change) · z undoes · esc closes');
    expect(app.frame()).toContain(`done · status: ${task.from} -> ${task.to}`);
  });
});

describe('a journal of 100,000 changes in L', () => {
  it('opens the console and L reading a page of it, not the whole table, and pages to its oldest end', async () => {
    const TOTAL = 100_000;
    const db = databaseAt(freshStateDir());
    const service = db.serviceRow('test');
    const now = Date.now();
    db.transaction(() => {
      const insert = db.statement(
        `INSERT INTO changes (service, change, at, what, kind, id, parent, sent, before, session, outcome, outcome_at)
         VALUES (?, ?, ?, 'update', 'task', ?, NULL, ?, ?, 'an-earlier-session', 'done', ?)`,
      );
      for (let n = 0; n < TOTAL; n += 1) {
        // The oldest first: change n is n seconds younger than the oldest, all within the journal's 90 days.
        const at = new Date(now - (TOTAL - n) * 1000).toISOString();
        insert.run(
          service,
          `old-${String(n).padStart(6, '0')}`,
          at,
          900_000 + (n % 50),
          JSON.stringify({ name: `name ${n}` }),
          JSON.stringify({ name: `was ${n}` }),
          at,
        );
      }
    });
    const rows = countJournalRows(db);
    const journal = new Journal({ db, service });
    const { app } = demo.openApp({ journal, fetchOnStart: false });
    await app.press('L');
    await app.waitFor(`Changes, newest first (${TOTAL} changes; 1 of ${TOTAL})`);
    expect(app.frame()).toMatch(/[>›] just now +update task 900049 "was 99999"\s*│\n│[>›] +done · name: was 99999 -> name 99999/);
    // The count, a page, whether its changes were undone: never the whole table.
    expect(rows()).toBeLessThanOrEqual(2 * LIST_PAGE);

    // Keys read at once (a fast typist over SSH) are each a key of the list.
    app.write('jjj');
    await app.waitFor(`; 4 of ${TOTAL})`);

    const before = rows();
    await app.press('G');
    await app.waitFor(`; ${TOTAL} of ${TOTAL})`);
    expect(app.frame()).toMatch(/[>›] 27 h ago +update task 900000 "was 0"\s*│\n│[>›] +done · name: was 0 -> name 0/);
    expect(rows() - before).toBeLessThanOrEqual(2 * LIST_PAGE);
  });
});

describe("the undo's outcome, said as hoshin undo says it", () => {
  it('refused when the resource changed between the question and the Undo: the value now is named, nothing is sent', async () => {
    const ui = demo.open();
    // Wide enough for the one-row status line to hold the whole refusal.
    ui.resize(300, 24);
    const task = tasks()[7]!;
    await ui.session.client.update('task', task.id, { status: task.to });
    await ui.press('L');
    await ui.waitFor(`move task ${task.id}`);
    await ui.press('z');
    await ui.waitFor('Undo the selected change?');
    demo.sandbox.store.put('task', { ...demo.sandbox.store.get('task', task.id)!, status: 'discarded' });
    await ui.press('tab', 'enter');
    await ui.waitFor(() => ui.statusText().includes(`undo of move task ${task.id}`) && ui.statusText().includes('refused: task'));
    expect(ui.statusText()).toContain('status is "discarded" now');
    expect(demo.sandbox.store.get('task', task.id)!.status).toBe('discarded');
  });

  it('unknown when the write of the undo went and no answer says what became of it', async () => {
    let cut = false;
    const ui = demo.open({
      client: (journalled) =>
        new Proxy(journalled, {
          get(target, property) {
            if (property === 'update')
              return async (...args: Parameters<typeof target.update>) => {
                if (!cut) return target.update(...args);
                throw new HoshinError('uncertain', 'the connection was cut after the request was sent');
              };
            const value: unknown = Reflect.get(target, property);
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        }),
    });
    ui.resize(300, 24);
    const task = tasks()[8]!;
    await ui.session.client.update('task', task.id, { status: task.to });
    await ui.press('L');
    await ui.waitFor(`move task ${task.id}`);
    await ui.press('z');
    await ui.waitFor('Undo the selected change?');
    cut = true;
    await ui.press('tab', 'enter');
    await ui.waitFor(() => ui.statusText().includes(`undo of move task ${task.id}`) && ui.statusText().includes('outcome UNKNOWN'));
    expect(ui.statusText()).toContain('a read of it that shows what was sent settles it');
  });
});
