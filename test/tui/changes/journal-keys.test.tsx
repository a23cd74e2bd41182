// The journal in the console, against a real sandbox: L lists the session's changes with their
// outcome, z shows what undoing the last one sends and sends it only when confirmed, a change that
// cannot be undone is refused with the reason, and the detail pane shows a resource's changes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo.js';
import { createClient } from '../../../source/client/http-client.js';
import { LocalIndex } from '../../../source/index/model.js';
import { Journal } from '../../../source/journal/journal.js';
import { journalingClient } from '../../../source/journal/journaling-client.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { App } from '../../../source/tui/kernel/App.js';
import { Session } from '../../../source/usecases/session.js';
import { NO_COLOUR_THEME } from '../../../source/tui/kernel/theme.js';
import { openByPalette, renderApp, type RenderedApp } from '../helpers/ink.js';

let sandbox: RunningSandbox;
const opened: { app: RenderedApp; session: Session }[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(async () => {
  for (const { app, session } of opened.splice(0)) {
    app.unmount();
    session.close();
    await session.client.close();
  }
});

function open(): { app: RenderedApp; session: Session; journal: Journal } {
  const index = new LocalIndex();
  recordSandboxInIndex(sandbox.store, index);
  const journal = new Journal({ file: join(mkdtempSync(join(tmpdir(), 'hoshin-console-journal-')), 'journal.jsonl') });
  const http = createClient({ baseUrl: sandbox.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } });
  const client = journalingClient(http, journal, { known: (kind, id) => index.get(kind, id)?.resource ?? undefined });
  const session = new Session(client, index, { profileName: 'test', baseUrl: sandbox.url, readOnly: false }, { journal });
  const app = renderApp(<App session={session} theme={NO_COLOUR_THEME} forcedReadOnly={false} onExit={() => undefined} fetchOnStart={false} />);
  opened.push({ app, session });
  return { app, session, journal };
}

function backlogTask(): { id: number; name: string } {
  const task = sandbox.store.all('task').find((t) => t.status === 'backlog')!;
  return { id: task.id as number, name: String(task.name) };
}

async function moveToActive(app: RenderedApp, id: number): Promise<void> {
  await openByPalette(app, 'task', id);
  await app.press('s');
  await app.waitFor('Status of task');
  await app.press('j', 'enter');
  await app.waitFor('” to active');
}

describe('the journal of changes in the console (L, z)', () => {
  it('L lists the changes of the session with their outcome; the detail pane shows the task\'s', async () => {
    const { app } = open();
    await app.press('L');
    await app.waitFor('No change sent in this session yet.');
    await app.press('esc');
    const task = backlogTask();
    await moveToActive(app, task.id);
    await app.waitFor((frame) => /Changes +\d\d-\d\d \d\d:\d\d move: status:/.test(frame) && frame.includes('backlog -> active [done]'));
    await app.press('L');
    await app.waitFor('Changes of this session (1 change; z undoes the last, esc closes)');
    expect(app.frame()).toContain(`move task ${task.id}`);
    expect(app.frame()).toContain('status: backlog -> active');
    expect(app.frame()).toContain('status: backlog -> active · done');
    await app.press('q');
    await app.waitFor((frame) => !frame.includes('Changes of this session'));
  });

  it('z shows what it will send, sends nothing when kept, and puts the status back when confirmed', async () => {
    const { app, journal } = open();
    const task = backlogTask();
    await moveToActive(app, task.id);
    await app.press('z');
    await app.waitFor('Undo the last change?');
    expect(app.frame()).toContain(`update task ${task.id}: status=backlog`);
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('Undo the last change?'));
    expect(sandbox.store.get('task', task.id)!.status).toBe('active');

    await app.press('z');
    await app.waitFor('Undo the last change?');
    await app.press('tab', 'enter');
    await app.waitFor(`undid move task ${task.id}`);
    expect(sandbox.store.get('task', task.id)!.status).toBe('backlog');
    const changes = journal.changes();
    expect(changes.at(-1)).toMatchObject({ what: 'move', undoes: changes[0]!.change, sent: { status: 'backlog' }, outcome: 'done' });

    // Undone already: z has nothing left of this session.
    await app.press('z');
    await app.waitFor('nothing left to undo in this session');
  });

  it('z refuses, with both values, a change the resource has moved on from', async () => {
    const { app } = open();
    const task = backlogTask();
    await moveToActive(app, task.id);
    // Someone else completes it meanwhile.
    sandbox.store.put('task', { ...sandbox.store.get('task', task.id)!, status: 'completed' });
    await app.press('z');
    await app.waitFor((frame) => frame.includes(`cannot undo: task ${task.id} changed since: status is "completed" now, the change set "active"`));
    expect(sandbox.store.get('task', task.id)!.status).toBe('completed');
  });
});
