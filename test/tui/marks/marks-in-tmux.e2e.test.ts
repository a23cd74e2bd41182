// The real executable in a real terminal (tmux, 80x24): the person filters the tree with a query,
// marks every match, moves them all in one step from the console, then puts them back with one
// `hoshin undo` of the group from the shell. Each key waits for the screen its previous key made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { startConsoleAgainstDemo, tmuxMissing, type TmuxServer } from '../helpers/tmux-terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/marks/marks-in-tmux: ${skipReason}`);

const QUERY = 'kind:task status:backlog hoshin:11';

let sandbox: RunningSandbox;
let server: TmuxServer;

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo({ indexedProfile: 't' }));
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

describe.skipIf(skipReason !== undefined)('filter, mark, move and undo at 80x24', () => {
  it('moves every backlog task of hoshin 11 in one step and puts them back in one undo', async () => {
    const backlog = sandbox.store
      .all('task')
      .filter((task) => task.deleted_at == null && (task.status ?? 'backlog') === 'backlog' && task.hoshin_id === 11)
      .map((task) => task.id as number);
    expect(backlog.length).toBeGreaterThanOrEqual(2);
    const term = server.start(['--profile', 't']);
    let group: string | undefined;
    try {
      await term.waitForRow('│› Nordwind');
      await term.waitForInput();
      term.keys('/');
      await term.waitFor('/▏');
      term.type(QUERY);
      // The header shows the whole query with its count as it is typed.
      await term.waitFor(`/${QUERY} (${backlog.length} known matches)`);
      term.keys('Enter');
      await term.waitFor((screen) => !screen.join('\n').includes('keep the filter'));
      term.keys('*');
      await term.waitFor(`${backlog.length} marked`);
      term.keys('B');
      await term.waitFor('which field?');
      term.keys('Enter');
      await term.waitFor(`Status of ${backlog.length} marked tasks`);
      term.keys('Down');
      await term.waitForRow(/› active/);
      term.keys('Enter');
      await term.waitFor(`Change ${backlog.length} of ${backlog.length}?`);
      const preview = term.screen();
      expect(preview).toHaveLength(24);
      for (const row of preview) expect([...row].length).toBeLessThanOrEqual(80);
      expect(preview.join('\n')).toContain('status: backlog -> active');
      term.keys('Tab');
      await term.waitFor(`[ Change ${backlog.length} ]`);
      term.keys('Enter');
      await term.waitFor(`changed ${backlog.length} of ${backlog.length}`);
      group = /hoshin undo (g-[0-9a-z]+-[0-9a-f]{4})/.exec(term.text())?.[1];
      for (const id of backlog) expect(sandbox.store.get('task', id)?.status).toBe('active');
      term.keys('q');
      await term.waitFor('[exited 0]');
    } finally {
      term.kill();
    }
    expect(group).toBeDefined();

    const { terminal: shell, command } = server.shell();
    try {
      await shell.waitForInput();
      shell.type(`${command(['--profile', 't', 'undo', group!, '--yes'])}; echo "[undo exited $?]"`);
      shell.keys('Enter');
      await shell.waitFor('[undo exited 0]', 20_000);
      expect(shell.text().replace(/\s+/g, ' ')).toContain(`undid ${backlog.length} of ${backlog.length}`);
      for (const id of backlog) expect(sandbox.store.get('task', id)?.status ?? 'backlog').toBe('backlog');
    } finally {
      shell.kill();
    }
  });
});
