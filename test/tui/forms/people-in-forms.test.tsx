// The console's forms against a real sandbox: the board's `e` on a task shows its responsible by
// name, once the company's people are read, and saves the person chosen by typing a name.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../source/client/http-client.js';
import { LocalIndex } from '../../../source/index/model.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo.js';
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

function open(): RenderedApp {
  const client = createClient({ baseUrl: sandbox.url, credentials: { appKey: sandbox.appKey, secret: sandbox.secret } });
  const index = new LocalIndex();
  recordSandboxInIndex(sandbox.store, index);
  const session = new Session(client, index, { profileName: 'test', baseUrl: sandbox.url, readOnly: false });
  const app = renderApp(<App session={session} theme={NO_COLOUR_THEME} forcedReadOnly={false} onExit={() => undefined} fetchOnStart={false} />);
  opened.push({ app, session });
  return app;
}

const lineOf = (frame: string, label: string): string => frame.split('\n').find((line) => line.includes(label)) ?? '';

describe('people in the console’s forms', () => {
  it('the board’s e names the responsible and takes a new one chosen by typing part of a name', async () => {
    const app = open();
    const task = sandbox.store.all('task').find((t) => t.status === 'active' && t.responsible_id !== 3)!;
    const before = sandbox.store.users().find((user) => user.id === task.responsible_id)!;
    await openByPalette(app, 'task', Number(task.id));
    await app.press('t');
    await app.waitFor('▸ active');
    await app.press('e');
    await app.waitFor((f) => lineOf(f, 'Responsible').includes(`${before.name} (${before.id})`));
    await app.press('tab');
    await app.waitFor((f) => f.includes('type a name to choose'));
    await app.press('t', 'a', 'n');
    await app.waitFor((f) => f.includes('Name:') && f.includes('Aiko Tanaka'));
    await app.press('enter');
    await app.waitFor((f) => lineOf(f, 'Responsible').includes('Aiko Tanaka (3)'));
    await app.press('ctrl+s');
    await app.waitFor('saved task');
    expect(sandbox.store.get('task', Number(task.id))!.responsible_id).toBe(3);
  });
});
