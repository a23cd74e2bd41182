// The console's query filter, marks and change of all marked, through ink-testing-library against
// the demo sandbox: `/` takes the query language and stays while you move between lists, the
// header shows it with its count, `*` marks every known match, `B` changes them all at once with
// one preview and one question, as one group of the journal.
import { describe, expect, it } from 'vitest';
import { groupChanges } from '../../../source/journal/groups.js';
import { openViewRows } from '../../../source/store/view-rows.js';
import { saveView } from '../../../source/usecases/saved-views.js';
import { databaseAt, freshStateDir } from '../../helpers/state-database.js';
import { demoSandbox } from '../helpers/console-harness.js';

const demo = demoSandbox({ each: true });
const QUERY = 'kind:task status:backlog hoshin:11';

const backlogOf11 = () =>
  demo.sandbox.store
    .all('task')
    .filter((task) => task.deleted_at == null && (task.status ?? 'backlog') === 'backlog' && task.hoshin_id === 11)
    .map((task) => task.id as number);

describe('the query filter, marks and a change of all marked', () => {
  it('filters by the query across lists, marks every match and moves them all in one step, one journal group', async () => {
    const { app, journal } = demo.openApp({ journal: true, fetchOnStart: false });
    const ids = backlogOf11();
    expect(ids.length).toBeGreaterThanOrEqual(2);
    await app.waitFor('companies (');
    await app.press('/');
    app.write(QUERY);
    await app.waitFor(`/${QUERY}`);
    await app.press('enter');
    await app.waitFor(`(${ids.length} known matches)`);

    // Down the tree the filter stays, in the header with its count.
    await app.press('enter');
    await app.waitFor((frame) => frame.includes('Hoshin 2026') && frame.includes(`(${ids.length} known matches)`));

    await app.press('*');
    await app.waitFor(`${ids.length} marked`);
    // The list keeps its name beside a long filter (the filter is whole in the header above).
    expect(app.frame()).toMatch(new RegExp(`Nordwind.{0,12}\\(\\d+/\\d+, ${ids.length} marked\\)`));
    for (const line of app.frame().split('\n')) expect(line.length).toBeLessThanOrEqual(100);

    await app.press('B');
    await app.waitFor('which field?');
    await app.press('enter');
    await app.waitFor(`Status of ${ids.length} marked tasks`);
    await app.press('down', 'enter');
    await app.waitFor(`Change ${ids.length} of ${ids.length}? (status active)`);
    expect(app.frame()).toContain('status: backlog -> active');
    // Cancel is focused first: tab to the change, then enter.
    await app.press('tab', 'enter');
    await app.waitFor(`changed ${ids.length} of ${ids.length}`);
    for (const id of ids) expect(demo.sandbox.store.get('task', id)?.status).toBe('active');
    const group = /hoshin undo (g-[0-9a-z]+-[0-9a-f]{4})/.exec(app.frame().replace(/\s+/g, ' '))?.[1];
    expect(group).toBeDefined();
    expect(
      groupChanges(journal!, group!)
        .map((change) => change.id)
        .sort(),
    ).toEqual([...ids].sort());
    // The marks went with the change, and the header counts again: none is in the backlog now.
    expect(app.frame()).not.toContain('marked');
    await app.waitFor(`/${QUERY} (0 known matches)`);

    // z: the last change is part of the group, so the whole group goes back in one undo.
    await app.press('z');
    await app.waitFor(`Undo the last change: group of ${ids.length}`);
    expect(app.frame()).toContain('update task');
    expect(app.frame()).toContain('status=backlog');
    await app.press('tab', 'enter');
    await app.waitFor(`undid ${ids.length} of ${ids.length} in group ${group!}`);
    for (const id of ids) expect(demo.sandbox.store.get('task', id)?.status).toBe('backlog');
    await app.waitFor(`/${QUERY} (${ids.length} known matches)`);
  });

  it('a preview longer than the terminal ends in a plain "and N more" line, with no ellipsis an ASCII terminal would fold', async () => {
    const app = demo.open();
    const ids = backlogOf11();
    expect(ids.length).toBeGreaterThanOrEqual(4);
    app.resize(80, 14);
    await app.waitFor('companies (');
    await app.press('/');
    app.write(QUERY);
    await app.waitFor(`/${QUERY}`);
    await app.press('enter');
    await app.press('enter');
    await app.waitFor((frame) => frame.includes('Hoshin 2026'));
    await app.press('*');
    await app.waitFor(`${ids.length} marked`);
    await app.press('B');
    await app.waitFor('which field?');
    await app.press('enter');
    await app.waitFor(`Status of ${ids.length} marked tasks`);
    await app.press('down', 'enter');
    await app.waitFor(`Change ${ids.length} of ${ids.length}? (status active)`);
    const more = app
      .frame()
      .split('\n')
      .find((line) => / and \d+ more/.test(line));
    expect(more).toBeDefined();
    expect(more).not.toContain('…');
    expect(Number(/and (\d+) more/.exec(more!)?.[1])).toBeGreaterThan(0);
    // Nothing was sent: the question is still open.
    for (const id of ids) expect(demo.sandbox.store.get('task', id)?.status ?? 'backlog').toBe('backlog');
  });

  it('marks one row with space, and a plain word still filters by name', async () => {
    const { app } = demo.openApp({ fetchOnStart: false });
    await app.waitFor('companies (');
    await app.press('space');
    await app.waitFor('1 marked');
    await app.press('/');
    app.write('zzzz-no-such-name');
    await app.waitFor('no row matches the filter');
    await app.press('esc');
    await app.waitFor((frame) => !frame.includes('no row matches'));
    await app.press('/');
    app.write('status:');
    await app.waitFor('names only: not a query');
  });

  it('finds by an owner’s name, as hoshin find does', async () => {
    // Marta Ibarra is user 1 of the demo plan.
    const hers = demo.sandbox.store.all('indicator').filter((row) => row.deleted_at == null && row.responsible_id === 1);
    expect(hers.length).toBeGreaterThan(0);
    const { app } = demo.openApp({ fetchOnStart: false });
    await app.waitFor('companies (');
    await app.press('/');
    app.write('kind:indicator owner:marta');
    await app.waitFor(`(${hers.length} known match${hers.length === 1 ? '' : 'es'})`);
  });
});

describe('saved views one key away', () => {
  it('@ lists the profile’s saved views; the one chosen is the filter, with owner:me read from the profile', async () => {
    const db = databaseAt(freshStateDir());
    const rows = openViewRows(db, 'test');
    const task = demo.sandbox.store.all('task').find((t) => t.deleted_at == null && typeof t.responsible_id === 'number')!;
    const mine = demo.sandbox.store.all('task').filter((t) => t.deleted_at == null && t.responsible_id === task.responsible_id);
    rows.setMe({ userId: task.responsible_id as number, email: 'me@example.com', name: 'Me', foundAt: '2026-11-28T00:00:00Z' });
    saveView(rows, 'mine', 'kind:task owner:me', '2026-11-28T00:00:00Z');
    const { app } = demo.openApp({ fetchOnStart: false, views: rows });
    await app.waitFor('companies (');
    await app.press('@');
    await app.waitFor('Filter by a saved view');
    expect(app.frame()).toContain('kind:task owner:me');
    await app.press('enter');
    await app.waitFor(`/@mine (${mine.length} known match${mine.length === 1 ? '' : 'es'})`);
  });
});
