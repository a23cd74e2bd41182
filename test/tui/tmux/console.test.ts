// The real executable in a real terminal (tmux, 80x24) against a sandbox on loopback.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { EXECUTABLE, startTmuxServer, tmuxMissing, type Terminal, type TmuxServer } from './terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/tmux: ${skipReason}`);

let sandbox: RunningSandbox;
let server: TmuxServer;

beforeAll(async () => {
  if (skipReason) return;
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
  server = startTmuxServer({ HOSHIN_APP_KEY: sandbox.appKey, HOSHIN_APP_SECRET: sandbox.secret, HOSHIN_BASE_URL: sandbox.url });
});
afterAll(async () => {
  server?.close();
  await sandbox?.close();
});

/** Every row fits the width, the header shows once, and the frame leaves the last row free. */
function checkFrame(screen: string[], columns: number, rows: number): void {
  expect(screen.length).toBeLessThanOrEqual(rows);
  for (const line of screen) expect([...line].length).toBeLessThanOrEqual(columns);
  expect(screen.filter((line) => line.startsWith('hoshin · t ·')).length).toBe(1);
  expect(screen[rows - 1] ?? '').toBe('');
}

function objectiveWithIndicators(): { id: number; name: string; area: string } {
  const objective = sandbox.store.all('objective').find((o) => sandbox.store.where('indicator', 'objective_id', o.id as number).length > 0)!;
  return { id: Number(objective.id), name: String(objective.name), area: String(sandbox.store.get('area', Number(objective.area_id))!.name) };
}

async function openObjective(term: Terminal, id: number): Promise<void> {
  term.keys(':');
  await term.waitFor(':▏');
  term.type(`objective ${id}`);
  term.keys('Enter');
  await term.waitFor(`opened objective ${id}`);
}

describe.skipIf(skipReason !== undefined)('the console in a real terminal', () => {
  it('opens an objective by id, shows its ancestry and indicators, and renames it with the form', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const company = String(sandbox.store.all('company')[0]!.name);
      await term.waitFor(company);
      checkFrame(term.screen(), 80, 24);
      const objective = objectiveWithIndicators();
      await openObjective(term, objective.id);
      expect(term.screen()[1]).toContain(objective.area.slice(0, 10));
      term.keys('Enter');
      await term.waitFor('› indicators');
      term.keys('Enter');
      const indicator = String(sandbox.store.where('indicator', 'objective_id', objective.id)[0]!.name);
      await term.waitFor(indicator.slice(0, 20));
      await term.waitFor((screen) => /indicators \(\d+\)/.test(screen.join('\n')));
      // Two Esc bytes in one read are one key to a terminal program: send them apart.
      term.keys('Escape');
      await term.waitFor('› indicators');
      term.keys('Escape');
      await term.waitFor(`› ${objective.name.slice(0, 15)}`);
      term.keys('e');
      await term.waitFor('Edit objective');
      term.keys('C-u');
      term.type('Renamed in tmux');
      await term.waitFor('Renamed in tmux');
      term.keys('C-s');
      await term.waitFor('saved objective');
      expect(sandbox.store.get('objective', objective.id)!.name).toBe('Renamed in tmux');
      await term.waitFor('› Renamed in tmux');
      checkFrame(term.screen(), 80, 24);
    } finally {
      term.kill();
    }
  });

  it('creates a task under an objective and deletes it again', async () => {
    const term = server.start(['--profile', 't']);
    try {
      const objective = objectiveWithIndicators();
      await term.waitFor('› Nordwind');
      await openObjective(term, objective.id);
      term.keys('Enter');
      await term.waitFor('› indicators');
      term.keys('j', 'n');
      await term.waitFor('New task');
      term.type('Task from tmux');
      await term.waitFor('Task from tmux');
      term.keys('C-s');
      await term.waitFor('created task');
      const task = sandbox.store.all('task').find((t) => t.name === 'Task from tmux');
      expect(task).toBeDefined();
      await term.waitFor('› Task from tmux');
      term.keys('C-d');
      term.keys('D');
      await term.waitFor('Delete task');
      term.keys('Tab', 'Enter');
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
      await term.waitFor('› Nordwind');
      term.keys(':');
      await term.waitFor(':▏');
      term.type(`indicator ${history.indicator_id}`);
      term.keys('Enter');
      await term.waitFor(`opened indicator ${history.indicator_id}`);
      term.keys('n');
      await term.waitFor('New history value');
      term.keys('C-u');
      term.type(String(history.day));
      await term.waitFor(String(history.day));
      term.keys('Down');
      term.type('42');
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
      await term.waitFor('› Nordwind');
      term.keys('e');
      await term.waitFor('read-only: changes are disabled');
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
      await term.waitFor('› Nordwind');
      term.keys('Enter', 'Enter', 'Enter');
      await term.waitFor('areas (');
      checkFrame(term.screen(), 80, 24);
      term.resize(100, 30);
      await term.waitFor((screen) => screen.some((line) => [...line].length === 100 && line.endsWith('╮')));
      checkFrame(term.screen(), 100, 30);
      term.resize(60, 20);
      await term.waitFor((screen) => screen.some((line) => [...line].length === 60 && line.endsWith('╮')) && screen.every((line) => [...line].length <= 60));
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
      term.type(command(['--profile', 't']));
      term.keys('Enter');
      await term.waitFor('› Nordwind');
      term.keys('Enter');
      await term.waitFor('companies › Nordwind');
      term.keys('C-z');
      await term.waitFor('Stopped');
      term.type('fg');
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
    const result = spawnSync(process.execPath, [EXECUTABLE, '--profile', 't'], { input: '', encoding: 'utf8', env: { ...process.env, HOSHIN_CONFIG_DIR: '/nonexistent-hoshin', HOSHIN_STATE_DIR: '/nonexistent-hoshin' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('needs a terminal');
    expect(result.stderr).toContain('hoshin get');
    expect(result.stdout).toBe('');
  });
});
