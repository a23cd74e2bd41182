// The console behind a proxy that cuts the connection after the service applied a delete: the
// status line says the delete may have been applied (what matters first), and the console does not
// report it as done nor drop the task from its tree.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../source/client/http-client.js';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { LocalIndex } from '../../../source/index/model.js';
import { startSandbox } from '../../../source/sandbox/server.js';
import { App } from '../../../source/tui/kernel/App.js';
import { Session } from '../../../source/usecases/session.js';
import { NO_COLOUR_THEME } from '../../../source/tui/kernel/theme.js';
import { startAnswerProxy } from '../../helpers/answer-proxy.js';
import { openByPalette, renderApp } from '../helpers/ink.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe('console: a write whose answer never came', () => {
  it('says on the status line that the delete may have been applied, and keeps the task in the tree', async () => {
    const sandbox = await startSandbox({ flavour: 'hoshinplan', seed: 'demo' });
    cleanups.push(() => sandbox.close());
    const proxy = await startAnswerProxy(sandbox.url);
    cleanups.push(() => proxy.close());
    const client = createClient({
      baseUrl: proxy.url,
      credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
    });
    cleanups.push(() => client.close());
    const index = new LocalIndex();
    recordSandboxInIndex(sandbox.store, index);
    const session = new Session(client, index, { profileName: 'test', baseUrl: proxy.url, readOnly: false });
    cleanups.push(() => session.close());
    const app = renderApp(<App session={session} theme={NO_COLOUR_THEME} forcedReadOnly={false} onExit={() => undefined} />);
    cleanups.push(() => app.unmount());

    const task = sandbox.store.all('task')[0]!;
    await openByPalette(app, 'task', Number(task.id));
    proxy.decide = (request) => (request.method === 'DELETE' ? { type: 'forward-then', then: 'drop' } : { type: 'forward' });
    await app.press('D');
    await app.waitFor('Delete task');
    await app.press('tab', 'enter');
    await app.waitFor(`the delete of task ${task.id} may have been applied`);
    expect(sandbox.store.get('task', Number(task.id))).toBeUndefined();
    expect(app.frame()).not.toContain('deleted task');
    expect(index.get('task', Number(task.id))).toBeDefined();
  });
});
