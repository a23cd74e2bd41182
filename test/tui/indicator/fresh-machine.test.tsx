// On a fresh machine the console knows an indicator's current value and its schedule, not its
// history values (the service cannot list them): it says "not known here", never "no values yet";
// "none" only when the service says so (no last update); and an update that passed unrecorded and
// one not due yet are told apart, in the chart, the value table and the bowling chart's footnotes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { openConsole, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette } from '../helpers/ink.js';
import { localDay } from '../../../source/domain/dates.js';

let sandbox: RunningSandbox;
let ui: TestConsole;
const today = localDay(Date.now());

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'demo' });
});
afterEach(async () => {
  await ui.close();
});
afterAll(async () => {
  await sandbox.close();
});

/** The detail pane's rows (the right-hand box), trimmed. */
const pane = (): string[] =>
  ui
    .lines()
    .map((line) => /││(.*)│$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => line !== undefined);

describe('an indicator on a fresh machine', () => {
  it('shows its current value, and says the values before it are not known here, not that there are none', async () => {
    // Nothing recorded in the index: what a first `hoshin` on a new machine knows.
    ui = openConsole(sandbox, { record: false });
    const oee = sandbox.store.get('indicator', 101)!;
    await openByPalette(ui, 'indicator', 101);
    await ui.waitFor('#101');
    const rows = pane();
    const text = rows.join('\n');
    expect(text).not.toContain('no values yet');
    expect(text).not.toContain('no history values known');
    // The service keeps a value for the indicator's last update: it is one of the values known here.
    expect(rows).toContainEqual(expect.stringMatching(new RegExp(`^${String(oee.last_update)}\\s+86\\.4\\s+85\\s+104%$`)));
    expect(text).toMatch(/(not known here: \w{3} \d{4}|earlier values not known here)/);
  });

  it('tells an update that passed unrecorded from the next one not due yet', async () => {
    ui = openConsole(sandbox, { record: false });
    const scrap = sandbox.store.get('indicator', 104)!;
    expect(String(scrap.next_update) < today).toBe(true);
    await openByPalette(ui, 'indicator', 104);
    await ui.waitFor('#104');
    const rows = pane();
    expect(rows).toContainEqual(`${String(scrap.next_update)} not recorded`);
    expect(rows).toContainEqual(expect.stringMatching(/^\d{4}-\d\d-\d\d not due yet$/));
  });

  it('says none only for an indicator the service holds no value of', async () => {
    ui = openConsole(sandbox, { record: false });
    const objective = sandbox.store.get('indicator', 101)!.objective_id ?? null;
    sandbox.store.put('indicator', {
      id: 9101,
      name: 'New indicator',
      objective_id: objective,
      goal: '10',
      worst_value: '0',
      value: null,
      last_update: null,
      next_update: null,
      frequency: 'monthly',
      created_at: `${today}T08:00:00.000Z`,
    });
    await openByPalette(ui, 'indicator', 9101);
    await ui.waitFor('#9101');
    const text = pane().join('\n');
    expect(text).toContain('no value yet');
    expect(text).toContain('none: the indicator has no value yet');
    expect(text).not.toContain('not known here');
  });

  it("the bowling chart's footnotes tell months not known here from months nobody recorded", async () => {
    ui = openConsole(sandbox, { record: false });
    await openByPalette(ui, 'objective', Number(sandbox.store.get('indicator', 104)!.objective_id));
    await ui.press('b');
    await ui.waitFor('Bowling chart of objective');
    await ui.waitFor('refreshed the indicators of 1 objective');
    const flat = ui.frame().replace(/\s*│\n│/g, ' ');
    // October's update passed with no value: its cell is !, and the footnote says not recorded.
    expect(ui.lines().find((line) => line.includes('Foundry scrap'))).toMatch(/ \.\s+x77\s+!\s*│$/);
    expect(flat).toContain('months not known here');
    expect(flat).toContain('months not recorded');
  });
});
