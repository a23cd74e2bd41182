// A fresh profile in the console against a sandbox: what the counters say of children the service
// cannot list, how to reach them, several resources pasted into the palette, and `r`.
import { describe, expect, it } from 'vitest';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox, type OpenedApp } from '../helpers/console-harness.js';

const demo = demoSandbox();

/** The console on an empty index, as a fresh profile opens it: it lists the companies first. */
async function fresh(): Promise<OpenedApp> {
  const opened = demo.openApp({ record: false, profileName: 'fresh' });
  await opened.app.waitFor(String(company().name));
  return opened;
}

const company = () => demo.sandbox.store.all('company')[0]!;
const firstHoshin = () => demo.sandbox.store.all('hoshin').find((h) => h.company_id === company().id)!;
const firstObjective = () => demo.sandbox.store.all('objective').find((o) => o.hoshin_id === firstHoshin().id)!;

describe('children the service cannot list, in a fresh profile', () => {
  it('a company row says what its counter says, and its empty hoshins list says how to reach them', async () => {
    const { app } = await fresh();
    const counted = Number(company().hoshins_count);
    await app.waitFor(`${counted} hoshins, 0 known`);
    await app.press('enter');
    await app.waitFor('none known here: the service cannot list hoshins');
    expect(app.frame()).toContain('The service cannot list hoshins. To reach');
    expect(app.frame()).toContain('hoshin index import FILE');
    expect(app.frame()).not.toContain('nothing known here yet');
  });

  it('group rows show the hoshin’s counters, and the selected group’s detail says how to reach the rest', async () => {
    const { app } = await fresh();
    const hoshin = firstHoshin();
    await openByPalette(app, 'hoshin', Number(hoshin.id));
    await app.press('enter');
    await app.waitFor(`${Number(hoshin.areas_count)} areas, 0 known`);
    expect(app.frame()).toContain(`${Number(hoshin.goals_count)} goals, 0 known`);
    const frame = app.frame();
    expect(frame).toContain('The service cannot list areas. To reach');
    expect(frame).toContain('several web addresses or ids');
    expect(frame).toContain('hoshin index import FILE');
    expect(frame).toMatch(/:indicator 42/);
    // The company row now counts the hoshin it learned of.
    await app.press('esc', 'esc');
    await app.waitFor(`${Number(company().hoshins_count)} hoshins, 1 known`);
  });

  it('opens several addresses and ids pasted into the palette at once, and names the ones that failed', async () => {
    const { app, session } = await fresh();
    const objective = firstObjective();
    const indicator = demo.sandbox.store.all('indicator').find((i) => i.objective_id !== objective.id)!;
    const goal = demo.sandbox.store.all('goal')[0]!;
    await app.press(':');
    // One read from the terminal, as a paste arrives; the objective twice is opened once.
    app.write(
      `${demo.sandbox.url}/objectives/${objective.id}-more-leads\nindicator ${indicator.id}, task 99999\nfrobnicate, goal ${goal.id} obj #${objective.id}`,
    );
    await app.waitFor('frobnicate');
    await app.press('enter');
    await app.waitFor('opened 3 of 5; failed: task 99999 (not found); "frobnicate": not a web address or a kind and id');
    for (const [kind, id] of [
      ['objective', Number(objective.id)],
      ['area', Number(objective.area_id)],
      ['hoshin', Number(objective.hoshin_id)],
      ['company', Number(objective.company_id)],
      ['indicator', Number(indicator.id)],
      ['objective', Number(indicator.objective_id)],
      ['goal', Number(goal.id)],
    ] as const) {
      expect(session.index.get(kind, id), `${kind} ${id}`).toBeDefined();
    }
    // The first one is shown where it lives.
    expect(app.frame()).toContain(`› ${String(objective.name)}`.slice(0, 24));
  });

  it('r on a group the service cannot list says why, after asking the hoshin for its counters', async () => {
    const { app } = await fresh();
    const hoshin = firstHoshin();
    await openByPalette(app, 'hoshin', Number(hoshin.id));
    await app.press('enter');
    await app.waitFor('› areas');
    demo.sandbox.resetStats();
    await app.press('r');
    await app.waitFor(
      `the service cannot list areas: hoshin “${String(hoshin.name)}” says it has ${Number(hoshin.areas_count)}, 0 known here`,
    );
    expect(demo.sandbox.stats.log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([`GET /hoshins/${hoshin.id}`]);
  });

  it('r on an objective fetches its indicators and tasks lists, and so does r on one of its groups', async () => {
    const { app, session } = await fresh();
    const objective = firstObjective();
    const id = Number(objective.id);
    const indicators = demo.sandbox.store.all('indicator').filter((i) => i.objective_id === id).length;
    const tasks = demo.sandbox.store.all('task').filter((t) => t.objective_id === id).length;
    await openByPalette(app, 'objective', id);
    demo.sandbox.resetStats();
    await app.press('r');
    const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
    await app.waitFor(`fetched ${counted(indicators, 'indicator')} and ${counted(tasks, 'task')} of objective “${String(objective.name)}”`);
    expect(demo.sandbox.stats.log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      `GET /objectives/${id}/indicators`,
      `GET /objectives/${id}/tasks`,
    ]);
    expect(session.index.isComplete('objective', id, 'indicator')).toBe(true);
    expect(session.index.isComplete('objective', id, 'task')).toBe(true);
    await app.press('enter');
    await app.waitFor('› indicators');
    await app.press('down');
    await app.waitFor('› tasks');
    demo.sandbox.resetStats();
    await app.press('r');
    await app.waitFor((frame) => demo.sandbox.stats.requests === 2 && frame.includes('fetched'));
    expect(demo.sandbox.stats.log.map((entry) => entry.path)).toEqual([`/objectives/${id}/indicators`, `/objectives/${id}/tasks`]);
  });
});
