// The console against the sandbox answering as the public implementation does: a company whose
// trial ended refuses a delete with a redirect, and the console says so and keeps the resource.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../source/client/http-client.js';
import { LocalIndex } from '../../../source/index/model.js';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { recordSandboxInIndex } from '../../../source/cli/commands/demo/sandbox-index.js';
import { App } from '../../../source/tui/kernel/App.js';
import { Session } from '../../../source/usecases/session.js';
import { NO_COLOUR_THEME } from '../../../source/tui/kernel/theme.js';
import { endTrial } from '../../sandbox/helpers.js';
import { openByPalette, renderApp, type RenderedApp } from '../helpers/ink.js';

const opened: { app: RenderedApp; session: Session; sandbox: RunningSandbox }[] = [];
afterEach(async () => {
  for (const { app, session, sandbox } of opened.splice(0)) {
    app.unmount();
    session.close();
    await session.client.close();
    await sandbox.close();
  }
});

async function open(): Promise<{ app: RenderedApp; sandbox: RunningSandbox }> {
  const sandbox = await startSandbox({ flavour: 'hoshinplan', seed: 'demo' });
  const client = createClient({
    baseUrl: sandbox.url,
    credentials: { appKey: sandbox.appKey, secret: sandbox.secret },
  });
  const index = new LocalIndex();
  recordSandboxInIndex(sandbox.store, index);
  const session = new Session(client, index, { profileName: 'test', baseUrl: sandbox.url, readOnly: false });
  const app = renderApp(<App session={session} theme={NO_COLOUR_THEME} forcedReadOnly={false} onExit={() => undefined} />);
  opened.push({ app, session, sandbox });
  return { app, sandbox };
}

describe('console against the public implementation', () => {
  it('says a delete was refused because the trial ended, and keeps the task', async () => {
    const { app, sandbox } = await open();
    const task = sandbox.store.all('task')[0]!;
    await openByPalette(app, 'task', Number(task.id));
    endTrial(sandbox, Number(task.company_id));
    sandbox.resetStats();
    await app.press('D');
    await app.waitFor('Delete task');
    await app.press('tab', 'enter');
    await app.waitFor(`trial of company ${task.company_id} has ended`);
    expect(app.frame()).not.toContain('deleted task');
    expect(sandbox.store.get('task', Number(task.id))).toBeDefined();
    expect(sandbox.stats.log.map((entry) => `${entry.method} ${entry.status}`)).toEqual(['DELETE 302']);
    // Still in the tree: the index pruned nothing.
    expect(app.frame()).toContain(String(task.name).slice(0, 20));
  });
});
