// The real executable in a real terminal (tmux, 80x24) against a sandbox on loopback.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { pollUntil } from '../../helpers/wait.js';
import {
  EXECUTABLE,
  literal,
  openByPalette,
  paneReadsKeys,
  startConsoleAgainstDemo,
  tmuxMissing,
  type Terminal,
  type TmuxServer,
} from '../helpers/tmux-terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/kernel/console-in-tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo());
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

/** Every row fits the width, the header (the settings come from HOSHIN_*) shows once, and the frame leaves the last row free. */
function checkFrame(screen: string[], columns: number, rows: number): void {
  expect(screen.length).toBeLessThanOrEqual(rows);
  for (const line of screen) expect([...line].length).toBeLessThanOrEqual(columns);
  expect(screen.filter((line) => line.startsWith('hoshin · HOSHIN_* ·')).length).toBe(1);
  expect(screen[rows - 1] ?? '').toBe('');
}

function objectiveWithIndicators(): { id: number; name: string; area: string } {
  const objective = sandbox.store
    .all('objective')
    .find((o) => sandbox.store.where('indicator', 'objective_id', o.id as number).length > 0)!;
  return {
    id: Number(objective.id),
    name: String(objective.name),
    area: String(sandbox.store.get('area', Number(objective.area_id))!.name),
  };
}

const openObjective = (term: Terminal, id: number): Promise<void> => openByPalette(term, 'objective', id);

describe.skipIf(skipReason !== undefined)('the console in a real terminal', () => {
  it('opens an objective by id, shows its ancestry and indicators, and renames it with the form', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const company = String(sandbox.store.all('company')[0]!.name);
      await term.waitFor(company);
      checkFrame(term.screen(), 80, 24);
      await term.waitForInput();
      const objective = objectiveWithIndicators();
      await openObjective(term, objective.id);
      expect(term.screen()[1]).toContain(objective.area.slice(0, 10));
      // Tree rows (`│› name`), not the breadcrumb: it names every level above, so it holds the
      // names these waits look for before the key that shows them was handled.
      term.keys('Enter');
      await term.waitForRow('│› indicators');
      term.keys('Enter');
      const indicator = String(sandbox.store.where('indicator', 'objective_id', objective.id)[0]!.name);
      await term.waitForRow(/^│indicators \(\d+\)/);
      await term.waitFor(indicator.slice(0, 20));
      await term.waitFor((screen) => /indicators \(\d+\)/.test(screen.join('\n')));
      // Esc and the next key in one read are alt+key to a terminal program: each Esc is handled
      // (its level is on screen) before the next key goes.
      term.keys('Escape');
      await term.waitForRow('│› indicators');
      term.keys('Escape');
      await term.waitForRow(`│› ${objective.name.slice(0, 15)}`);
      term.keys('e');
      await term.waitFor('Edit objective');
      term.keys('C-u');
      await term.waitForRow(/^›Name \*$/);
      term.type('Renamed in tmux');
      await term.waitForRow(/^›Name \*\s+Renamed in tmux$/);
      term.keys('C-s');
      await term.waitFor('saved objective');
      expect(sandbox.store.get('objective', objective.id)!.name).toBe('Renamed in tmux');
      await term.waitForRow('│› Renamed in tmux');
      await term.waitFor('› Renamed in tmux');
      checkFrame(term.screen(), 80, 24);
    } finally {
      term.kill();
    }
  });

  it('reads keys one by one from its first frame: a key typed at once is neither echoed nor held', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const company = String(sandbox.store.all('company')[0]!.name);
      // Poll as fast as tmux answers (the sandbox shares this process: yield to it between captures);
      // the first capture that shows a frame must find raw mode.
      await pollUntil(() => term.text().includes('hoshin · HOSHIN_* ·'), 'the first frame', {
        everyMs: 0,
        detail: () => `screen:\n${term.text()}`,
      });
      expect(paneReadsKeys(server.socket, term.session)).toBe(true);
      await term.waitFor(company);
    } finally {
      term.kill();
    }
  });

  it('creates a task under an objective and deletes it again', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const objective = objectiveWithIndicators();
      await term.waitForRow('│› Nordwind');
      await term.waitForInput();
      await openObjective(term, objective.id);
      term.keys('Enter');
      await term.waitForRow('│› indicators');
      term.keys('j');
      await term.waitForRow('│› tasks');
      term.keys('n');
      await term.waitFor('New task');
      term.type('Task from tmux');
      await term.waitForRow(/^›Name \*\s+Task from tmux$/);
      term.keys('C-s');
      await term.waitFor('created task');
      const task = sandbox.store.all('task').find((t) => t.name === 'Task from tmux');
      expect(task).toBeDefined();
      await term.waitForRow('│› Task from tmux');
      // ctrl-d is half a page down, never a delete. The new task is the last row: from the row
      // above it, ctrl-d selects it again, which shows that ctrl-d was handled (and deleted nothing).
      term.keys('k');
      await term.waitForRow('│  Task from tmux');
      term.keys('C-d');
      await term.waitForRow('│› Task from tmux');
      term.keys('D');
      await term.waitFor('Delete task');
      term.keys('Tab');
      await term.waitFor('[ Delete ]');
      term.keys('Enter');
      await term.waitFor('deleted task');
      expect(sandbox.store.get('task', Number(task!.id))).toBeUndefined();
      await term.waitFor((screen) => !screen.some((line) => line.includes('› Task from tmux')));
    } finally {
      term.kill();
    }
  });

  it('a save the sandbox refuses keeps the form with every edit and the message', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const history = sandbox.store.all('indicator_history')[0]!;
      const before = sandbox.store.all('indicator_history').length;
      await term.waitForRow('│› Nordwind');
      await term.waitForInput();
      await openByPalette(term, 'indicator', Number(history.indicator_id));
      term.keys('n');
      await term.waitFor('New history value');
      await term.waitForRow('›Day *');
      // The day starts empty; should the form ever fill it in, ctrl-u empties it first.
      if (!term.screen().some((line) => line === '›Day *')) {
        term.keys('C-u');
        await term.waitForRow(/^›Day \*$/);
      }
      term.type(String(history.day));
      await term.waitForRow(new RegExp(`^›Day \\*\\s+${literal(String(history.day))}$`));
      term.keys('Down');
      await term.waitForRow(/^›Value \*$/);
      term.type('42');
      await term.waitForRow(/^›Value \*\s+42$/);
      await term.waitFor((screen) => screen.some((line) => /Value.*42/.test(line)));
      term.keys('C-s');
      await term.waitFor('has already been taken');
      const text = term.text();
      expect(text).toContain('Not saved');
      expect(text).toContain(String(history.day));
      expect(text).toContain('42');
      expect(sandbox.store.all('indicator_history').length).toBe(before);
      // Esc on the changed form asks first.
      term.keys('Escape');
      await term.waitFor('Discard changes?');
    } finally {
      term.kill();
    }
  });

  it('read-only mode shows the badge and refuses edits', async () => {
    const term = server.start(['--profile', 't', '--readonly']);
    try {
      await term.waitFor('READ-ONLY');
      await term.waitForRow('│› Nordwind');
      await term.waitForInput();
      term.keys('e');
      await term.waitFor('read-only: changes are disabled');
      // D refuses with the same words: b (which changes nothing) first puts another message in
      // the status line, so the refusal seen after D is D's own.
      term.keys('b');
      await term.waitFor((screen) => !screen.some((line) => line.includes('read-only: changes are disabled')));
      term.keys('D');
      await term.waitFor('read-only: changes are disabled');
      expect(term.text()).not.toContain('Delete company');
    } finally {
      term.kill();
    }
  });

  it('renders without artefacts at 80x24 and after resizes', async () => {
    const term = server.start(['--profile', 't']);
    try {
      await term.waitForRow('│› Nordwind');
      await term.waitForInput();
      // Three levels down (company, hoshin, areas), each Enter once the one before it shows.
      for (let level = 0; level < 3; level += 1) {
        const before = term.screen()[1];
        term.keys('Enter');
        await term.waitFor((screen) => screen[1] !== before);
      }
      await term.waitFor('areas (');
      checkFrame(term.screen(), 80, 24);
      term.resize(100, 30);
      await term.waitFor((screen) => screen.some((line) => [...line].length === 100 && line.endsWith('╮')));
      checkFrame(term.screen(), 100, 30);
      term.resize(60, 20);
      await term.waitFor(
        (screen) => screen.some((line) => [...line].length === 60 && line.endsWith('╮')) && screen.every((line) => [...line].length <= 60),
      );
      checkFrame(term.screen(), 60, 20);
      term.resize(80, 24);
      await term.waitFor((screen) => screen.some((line) => [...line].length === 80 && line.endsWith('╮')));
      checkFrame(term.screen(), 80, 24);
      for (let level = 0; level < 3; level += 1) {
        const before = term.screen()[1];
        term.keys('Escape');
        await term.waitFor((screen) => screen[1] !== before);
      }
      term.keys('q');
      await term.waitFor((screen) => screen.some((line) => line.startsWith('[exited 0]')));
    } finally {
      term.kill();
    }
  });
});

describe.skipIf(skipReason !== undefined)('ctrl-z in a shell with job control', () => {
  it('gives the terminal back to the shell and repaints on fg', async () => {
    const { terminal: term, command } = server.shell();
    try {
      await term.waitFor((screen) => screen.some((line) => line.includes('$') || line.includes('#')));
      const line = command(['--profile', 't']);
      term.type(line);
      // The whole command line echoed (it may wrap, at a space the screen then drops).
      await term.waitFor((screen) => screen.join('').replace(/\s+/g, '').includes(line.replace(/\s+/g, '')));
      term.keys('Enter');
      await term.waitForRow('│› Nordwind');
      await term.waitForInput();
      term.keys('Enter');
      await term.waitFor('companies › Nordwind');
      term.keys('C-z');
      await term.waitFor('Stopped');
      term.type('fg');
      await term.waitForRow(/[$#] fg$/);
      term.keys('Enter');
      await term.waitFor('resumed at');
      // The whole frame is back, state included, and keys work again.
      expect(term.text()).toContain('companies › Nordwind');
      checkFrame(term.screen(), 80, 24);
      term.keys('Escape');
      await term.waitFor((screen) => (screen[1] ?? '') === 'companies');
    } finally {
      term.kill();
    }
  });
});

describe('without a terminal', () => {
  it('exits 2 and points to the scriptable commands', () => {
    const result = spawnSync(process.execPath, [EXECUTABLE, '--profile', 't'], {
      input: '',
      encoding: 'utf8',
      env: { ...process.env, HOSHIN_CONFIG_DIR: '/nonexistent-hoshin', HOSHIN_STATE_DIR: '/nonexistent-hoshin' },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('needs a terminal');
    expect(result.stderr).toContain('hoshin get');
    expect(result.stdout).toBe('');
  });
});
