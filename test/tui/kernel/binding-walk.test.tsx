// Every binding of the keymap, pressed in each context it is listed for, does what its help line
// says: one case per (context, key), each on a fresh console against the demo sandbox, asserting
// the effect on the screen (or on how the console left). A binding added to the keymap without a
// case here fails the walk. The shared keys a view inherits (`:`, `?`, Esc, `m`) are walked from
// the key table: a view needs only its row in VIEWS (how to get there, what shows it is open).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../source/sandbox/server.js';
import { osc52 } from '../../../source/terminal/clipboard.js';
import { localDay } from '../../../source/domain/dates.js';
import { indicatorFigures } from '../../../source/domain/indicator.js';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { BINDINGS } from '../helpers/every-binding.js';
import { SHARED_KEYS, type SharedKeyName } from '../../../source/tui/kernel/shared-keys.js';
import type { ContextSpec, KeyContext } from '../../../source/tui/kernel/feature.js';
import { initialConsoleState } from '../../../source/tui/kernel/console-store.js';
import { footerHints } from '../../../source/tui/kernel/context-footer.js';
import { pollUntil } from '../../helpers/wait.js';
import { openByPalette } from '../helpers/ink.js';
import { openConsole, type TestConsole } from '../helpers/console-harness.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', seed: 'demo' });
});
afterAll(async () => {
  await sandbox.close();
});

interface Walk {
  readonly ui: TestConsole;
  /** The frame before the key. */
  readonly before: string;
  readonly key: string;
}

interface Case {
  readonly setup: (ui: TestConsole) => Promise<void>;
  readonly check: (walk: Walk) => Promise<void>;
}

// ---- the demo data the cases walk through ----

/** An objective in the middle of an area's list of at least three. */
function middleObjective(): number {
  const byArea = new Map<number, number[]>();
  for (const objective of sandbox.store.all('objective')) {
    const area = Number(objective.area_id);
    byArea.set(area, [...(byArea.get(area) ?? []), Number(objective.id)]);
  }
  const ids = [...byArea.values()].find((list) => list.length >= 3)!;
  return ids[1]!;
}
const INDICATOR = 101;
const HOSHIN = 11;
const activeTask = (): number => Number(sandbox.store.all('task').find((t) => t.status === 'active')!.id);
const leafTask = (): number => Number(sandbox.store.all('task').find((t) => t.status === 'completed')!.id);
/** The indicator's values, newest first. */
const indicatorDays = (): string[] =>
  sandbox.store
    .where('indicator_history', 'indicator_id', INDICATOR)
    .map((h) => String(h.day))
    .sort()
    .reverse();

// ---- reading the screen ----

/** Polls until the condition holds, for at most 3 s. */
async function until(condition: () => boolean, what: string): Promise<void> {
  await pollUntil(condition, what, { timeoutMs: 3_000 });
}

/** Rows of a list drawn in a box at the left edge (the tree, the overview): their texts and the selected one. */
function leftRows(frame: string): { rows: string[]; selected: number } {
  const rows = frame.split('\n').filter((line) => /^│(› | {2})\S/.test(line));
  return { rows, selected: rows.findIndex((line) => line.startsWith('│› ')) };
}

const selectedDay = (frame: string): string | undefined => /│› (\d{4}-\d\d-\d\d)/.exec(frame)?.[1];
const pickerChoice = (frame: string): string | undefined => /│ › (\w+)/.exec(frame)?.[1];
const helpFirst = (frame: string): { first: number; total: number } => {
  const match = /Help {2}\((\d+)-\d+ of (\d+)/.exec(frame);
  return { first: Number(match?.[1]), total: Number(match?.[2]) };
};
const boardColumn = (frame: string): string | undefined => /▸ (\w+)/.exec(frame)?.[1];
/** The line the board's selected card starts on. */
const boardCardLine = (frame: string): number => frame.split('\n').findIndex((line) => /[│ ]›\S/.test(line) && !line.includes('▸'));
const footer = (frame: string): string => frame.split('\n').at(-1) ?? '';
const formLine = (frame: string, label: string): string => frame.split('\n').find((line) => line.slice(1).startsWith(label)) ?? '';
const decoded = (ui: TestConsole): string => {
  const match = /^\u001b\]52;c;([A-Za-z0-9+/=]*)\u0007/.exec(ui.written[0] ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
};

// ---- getting somewhere ----

const onIndicator = (ui: TestConsole) => openByPalette(ui, 'indicator', INDICATOR);
const atRoot = (ui: TestConsole) => ui.waitFor('companies');
const onObjectives = (ui: TestConsole) => openByPalette(ui, 'objective', middleObjective());
async function inOverview(ui: TestConsole, ...keys: string[]): Promise<void> {
  await onIndicator(ui);
  await ui.press('i');
  await ui.waitFor('Indicators of hoshin');
  await ui.press(...keys);
}
async function inHistory(ui: TestConsole, ...keys: string[]): Promise<void> {
  await onIndicator(ui);
  await ui.press('H');
  await ui.waitFor((frame) => selectedDay(frame) !== undefined);
  await ui.press(...keys);
}
async function onBoard(ui: TestConsole, ...keys: string[]): Promise<void> {
  await openByPalette(ui, 'hoshin', HOSHIN);
  await ui.press('t');
  await ui.waitFor('▸ active');
  await ui.press(...keys);
}
/** An indicator of the demo below its goal now (its latest value red). */
const redIndicator = (): number =>
  Number(
    sandbox.store.all('indicator').find((i) => i.hoshin_id === HOSHIN && indicatorFigures(i, localDay(Date.now())).state === 'behind')!.id,
  );
async function onBowling(ui: TestConsole, ...keys: string[]): Promise<void> {
  await openByPalette(ui, 'hoshin', HOSHIN);
  await ui.press('b');
  await ui.waitFor('Bowling chart of hoshin');
  await ui.press(...keys);
}
/** The month of the chart's selected cell, from the sentence under the chart. */
const chartMonth = (frame: string): string | undefined => /, (\w+ \d{4}): /.exec(frame)?.[1];
async function onAttention(ui: TestConsole, ...keys: string[]): Promise<void> {
  await openByPalette(ui, 'hoshin', HOSHIN);
  await ui.press('a');
  await ui.waitFor('What needs attention in hoshin');
  await ui.press(...keys);
}
/** The due queue, walked on (n) to an item of that kind. */
async function inDue(ui: TestConsole, kind: 'indicator' | 'task', ...keys: string[]): Promise<void> {
  await openByPalette(ui, 'hoshin', HOSHIN);
  await ui.press('u');
  // The queue comes once the lists of the hoshin's objectives are refreshed: two dozen requests.
  await ui.waitFor((frame) => /Due queue of hoshin .* 1 of \d+/.test(frame), 20_000);
  const mark = kind === 'indicator' ? 'Value: ' : 'past its deadline';
  for (let step = 0; step < 20 && !ui.frame().includes(mark); step += 1) {
    const progress = /Due queue of hoshin .*? (\d+) of/.exec(ui.frame())?.[1];
    await ui.press('n');
    await until(() => /Due queue of hoshin .*? (\d+) of/.exec(ui.frame())?.[1] !== progress, 'the next item');
  }
  await ui.waitFor(mark);
  await ui.press(...keys);
}
const dueAt = (frame: string): number => Number(/Due queue of hoshin .*? (\d+) of/.exec(frame)?.[1]);

/** The review meeting of the demo hoshin, begun, then walked on (n) until the screen shows `mark`. */
/** The meeting's value line saved: the month gets its value; the test takes it out again, so that
 * the later cases still find a month never recorded. */
function meetingValueSaved(): Case {
  let known = new Set<number>();
  let indicators: ReturnType<typeof sandbox.store.all> = [];
  return {
    setup: async (ui) => {
      known = new Set(sandbox.store.all('indicator_history').map((row) => Number(row.id)));
      indicators = sandbox.store.all('indicator').map((row) => ({ ...row }));
      await inMeeting(ui, 'no value recorded for', 'v', '4', '2');
    },
    check: async (walk) => {
      await opens('recorded for')(walk);
      for (const row of sandbox.store.all('indicator_history'))
        if (!known.has(Number(row.id))) sandbox.store.delete('indicator_history', Number(row.id));
      // The value moved the indicator too (its last value and update): put it back as it was.
      for (const indicator of indicators) sandbox.store.put('indicator', indicator);
    },
  };
}
async function inMeeting(ui: TestConsole, mark?: string, ...keys: string[]): Promise<void> {
  await openByPalette(ui, 'hoshin', HOSHIN);
  await ui.press('M');
  await ui.waitFor((frame) => /begins at 1 of \d+/.test(frame), 45_000);
  await ui.press('enter');
  await ui.waitFor('· 1 of ');
  for (let step = 0; step < 20 && mark !== undefined && !ui.frame().includes(mark); step += 1) {
    const at = meetingAt(ui.frame());
    await ui.press('n');
    await until(() => meetingAt(ui.frame()) !== at, 'the next item');
  }
  if (mark !== undefined) await ui.waitFor(mark);
  await ui.press(...keys);
}
const meetingAt = (frame: string): number => Number(/· (\d+) of \d+/.exec(frame)?.[1]);
/** A late task's status as the service holds it, put back after a case that moved it. */
function putsTaskBack(check: Case['check']): Case['check'] {
  return async (walk) => {
    const before = sandbox.store.all('task').map((task) => ({ ...task }));
    await check(walk);
    for (const task of before) sandbox.store.put('task', task);
  };
}

async function inForm(ui: TestConsole, ...keys: string[]): Promise<void> {
  await onIndicator(ui);
  await ui.press('e');
  await ui.waitFor('›Name *');
  await ui.press(...keys);
}
async function inStatusPicker(ui: TestConsole): Promise<void> {
  await openByPalette(ui, 'task', activeTask());
  await ui.press('s');
  await ui.waitFor('› active');
}
async function inDeleteDialog(ui: TestConsole): Promise<void> {
  await openByPalette(ui, 'task', leafTask());
  await ui.press('D');
  await ui.waitFor('[ Cancel ]');
}
async function inHelp(ui: TestConsole, ...keys: string[]): Promise<void> {
  await atRoot(ui);
  await ui.press('?', ...keys);
  await ui.waitFor('Help  (');
}
async function onFilterLine(ui: TestConsole, ...typed: string[]): Promise<void> {
  await onObjectives(ui);
  await ui.press('/', ...typed);
  await ui.waitFor(`/${typed.join('').replace('space', ' ')}▏`);
}
async function inPalette(ui: TestConsole, text: string): Promise<void> {
  await atRoot(ui);
  await ui.press(':', ...text.split(''));
  await ui.waitFor(`:${text}▏`);
}

// ---- what the keys do ----

/** Where a movement puts the cursor of a list of `total` rows with pages of `page` rows. */
/** Rows of the tree at 80x24: the body (24 - 1 - header 3 - status - footer) less its border and title. */
const TREE_PAGE = 15;

function moved(action: string, at: number, total: number, page: number): number {
  // The tree's half page rounds down (navigation.ts); the views' lists round up (list-moves.ts).
  const half = page === TREE_PAGE ? Math.floor(page / 2) : Math.ceil(page / 2);
  const deltas: Record<string, number> = {
    'move-up': -1,
    'move-down': 1,
    'move-top': -total,
    'move-bottom': total,
    'page-up': -page,
    'page-down': page,
    'half-page-up': -half,
    'half-page-down': half,
  };
  return Math.max(0, Math.min(total - 1, at + (deltas[action] as number)));
}
const MOVES = ['move-up', 'move-down', 'move-top', 'move-bottom', 'page-up', 'page-down', 'half-page-up', 'half-page-down'];
const UPWARD = new Set(['move-up', 'move-top', 'page-up', 'half-page-up']);

const opens =
  (text: string): Case['check'] =>
  async ({ ui }) =>
    ui.waitFor(text);
const closes =
  (text: string): Case['check'] =>
  async ({ ui, before }) => {
    expect(before).toContain(text);
    await ui.waitFor((frame) => !frame.includes(text));
  };
const copies =
  (expected: () => string): Case['check'] =>
  async ({ ui }) => {
    await ui.waitFor('sent the');
    expect(ui.written).toEqual([osc52(expected())]);
  };
const decodesTo =
  (pattern: RegExp): Case['check'] =>
  async ({ ui }) => {
    await ui.waitFor('sent the');
    expect(decoded(ui)).toMatch(pattern);
  };

function treeMove(action: string): Case {
  return {
    setup: onObjectives,
    check: async ({ ui, before }) => {
      const start = leftRows(before);
      const want = moved(action, start.selected, start.rows.length, TREE_PAGE);
      expect(want).not.toBe(start.selected);
      await until(() => leftRows(ui.frame()).selected === want, `row ${want} selected`);
    },
  };
}

function overviewMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inOverview(ui, 'j', 'j') : inOverview(ui)),
    check: async ({ ui, before }) => {
      const start = leftRows(before);
      const want = moved(action, start.selected, start.rows.length, 5);
      await until(() => leftRows(ui.frame()).selected === want, `overview row ${want} selected`);
    },
  };
}

function historyMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inHistory(ui, 'j', 'j') : inHistory(ui)),
    check: async ({ ui, before }) => {
      const days = indicatorDays();
      const want = days[moved(action, days.indexOf(selectedDay(before)!), days.length, 5)];
      await until(() => selectedDay(ui.frame()) === want, `value of ${want} selected`);
    },
  };
}

/** The mark under an indicator's fields that scroll: the rows above and below those shown. */
function fieldsMark(frame: string): { above: number; below: number } | undefined {
  const mark = /││([↑↓][^│]*)│/.exec(frame)?.[1];
  if (mark === undefined) return undefined;
  return { above: Number(/↑ ?(\d+)/.exec(mark)?.[1] ?? 0), below: Number(/↓ ?(\d+)/.exec(mark)?.[1] ?? 0) };
}

function helpMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inHelp(ui, 'pgdn') : inHelp(ui)),
    check: async ({ ui, before }) => {
      const { first, total } = helpFirst(before);
      // The last line the help can start at: the rows shown are those of its first page.
      const room = Number(/Help {2}\(\d+-(\d+)/.exec(before)?.[1]) - first + 1;
      const want = Math.min(moved(action, first - 1, total, 10), total - room) + 1;
      await until(() => helpFirst(ui.frame()).first === want, `help from line ${want}`);
    },
  };
}

/** A change of this session: a task renamed through the console's client (put back in the sandbox by the check). */
async function renamedTask(ui: TestConsole, times = 1): Promise<void> {
  await atRoot(ui);
  const task = sandbox.store.get('task', leafTask())!;
  for (let n = 0; n < times; n++)
    await ui.session.client.update('task', leafTask(), {
      name: `${String(task.name)} ${n % 2 === 0 ? '(renamed)' : ''}`.trim(),
    });
}
const restoreTask = (name: string) => sandbox.store.put('task', { ...sandbox.store.get('task', leafTask())!, name });
function undoAsking(title: string): Case['check'] {
  return async ({ ui }) => {
    await ui.waitFor(title);
    expect(ui.frame()).toContain(`update task ${leafTask()}: name=`);
    restoreTask(String(sandbox.store.get('task', leafTask())!.name).replace(' (renamed)', ''));
  };
}
const undoAsks: Case = { setup: (ui) => renamedTask(ui), check: undoAsking('Undo the last change?') };
async function inChanges(ui: TestConsole, ...keys: string[]): Promise<void> {
  const name = String(sandbox.store.get('task', leafTask())!.name);
  await renamedTask(ui, 12);
  restoreTask(name);
  await ui.press('L', ...keys);
  await ui.waitFor('Changes, newest first (');
}
const changesFirst = (frame: string): { first: number; total: number } => {
  const match = /(\d+) of (\d+)\)/.exec(frame);
  return { first: Number(match?.[1]), total: Number(match?.[2]) };
};
function changesMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inChanges(ui, 'pgdn') : inChanges(ui)),
    check: async ({ ui, before }) => {
      const { first, total } = changesFirst(before);
      const want = Math.min(Math.max(0, moved(action, first - 1, total, 5)), total - 1) + 1;
      expect(want).not.toBe(first);
      await until(() => changesFirst(ui.frame()).first === want, `change ${want} selected`);
    },
  };
}

/** The messages view over more messages than it shows at once (24 rows: 17 of them). */
async function inMessages(ui: TestConsole, ...keys: string[]): Promise<void> {
  for (let n = 1; n <= 12; n++) await openByPalette(ui, 'objective', Number(sandbox.store.all('objective')[n % 4]!.id));
  await ui.press('m', ...keys);
  await ui.waitFor('Messages of this session (');
}
const messagesFirst = (frame: string): number => Number(/rows (\d+)-/.exec(frame)?.[1]);
function messagesMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inMessages(ui, 'G') : inMessages(ui)),
    check: async ({ ui, before }) => {
      const first = messagesFirst(before);
      await until(() => messagesFirst(ui.frame()) !== first && messagesFirst(ui.frame()) > 0, 'the messages scrolled');
      expect(UPWARD.has(action) ? messagesFirst(ui.frame()) < first : messagesFirst(ui.frame()) > first).toBe(true);
    },
  };
}

/** The cascade of the demo's plant plan (longer than the screen), read again from the service. */
async function inCascade(ui: TestConsole, ...keys: string[]): Promise<void> {
  await openByPalette(ui, 'hoshin', HOSHIN);
  await ui.press('K');
  await ui.waitFor((frame) => frame.includes('The cascade of hoshin') && !frame.includes('reading the cascade'), 20_000);
  await ui.press(...keys);
  await ui.waitFor(keys.length === 0 ? 'lines 1-' : (frame) => !frame.includes('lines 1-'));
}
/** Where a scrolled text (the cascade) stands: its first line shown, its length, the lines it shows. */
const linesFirst = (frame: string): { first: number; total: number; room: number } => {
  const match = /lines (\d+)-(\d+) of (\d+)/.exec(frame);
  return { first: Number(match?.[1]), total: Number(match?.[3]), room: Number(match?.[2]) - Number(match?.[1]) + 1 };
};
function cascadeMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inCascade(ui, 'pgdn') : inCascade(ui)),
    check: async ({ ui, before }) => {
      const { first, total, room } = linesFirst(before);
      const want = Math.min(Math.max(0, moved(action, first - 1, total, 10)), total - room) + 1;
      expect(want).not.toBe(first);
      await until(() => linesFirst(ui.frame()).first === want, `the cascade from line ${want}`);
    },
  };
}

/** The first item of the review meeting on a terminal too small for it, so that it scrolls. */
async function inSmallMeeting(ui: TestConsole, ...keys: string[]): Promise<void> {
  ui.resize(60, 16);
  await inMeeting(ui);
  await ui.waitFor('lines 1-');
  await ui.press(...keys);
  await ui.waitFor(keys.length === 0 ? 'lines 1-' : (frame) => !frame.includes('lines 1-'));
}
function meetingMove(action: string): Case {
  return {
    setup: (ui) => (UPWARD.has(action) ? inSmallMeeting(ui, 'pgdn') : inSmallMeeting(ui)),
    check: async ({ ui, before }) => {
      const { first, total, room } = linesFirst(before);
      const want = Math.min(Math.max(0, moved(action, first - 1, total, 5)), total - room) + 1;
      expect(want).not.toBe(first);
      await until(() => linesFirst(ui.frame()).first === want, `the meeting's screen from line ${want}`);
    },
  };
}

/** `m` in a view: the session's messages open over it, and Esc comes back to the view as it was. */
function messagesFrom(setup: Case['setup'], view: string | ((frame: string) => boolean)): Case {
  const shows = (frame: string) => (typeof view === 'string' ? frame.includes(view) : view(frame));
  return {
    setup,
    check: async ({ ui }) => {
      await ui.waitFor('Messages of this session (');
      await ui.press('esc');
      await until(() => shows(ui.frame()) && !ui.frame().includes('Messages of this session ('), 'back in the view');
    },
  };
}

function pickerMove(expected: string): Case {
  return {
    setup: inStatusPicker,
    check: async ({ ui }) => until(() => pickerChoice(ui.frame()) === expected, `${expected} highlighted`),
  };
}

const formText =
  (label: string, expected: (line: string) => boolean, ...after: string[]): Case['check'] =>
  async ({ ui }) => {
    await ui.press(...after);
    await until(() => expected(formLine(ui.frame(), label)), `the ${label} field to change`);
  };

interface View {
  readonly setup: Case['setup'];
  readonly shows: string | ((frame: string) => boolean);
}

/** Where each view that inherits shared keys is, and what on the screen shows it is open. */
const VIEWS: Readonly<Record<KeyContext, View>> = {
  overview: { setup: (ui) => inOverview(ui), shows: 'Indicators of hoshin' },
  history: { setup: (ui) => inHistory(ui), shows: (frame) => selectedDay(frame) !== undefined },
  board: { setup: (ui) => onBoard(ui), shows: '▸ active' },
  bowling: { setup: (ui) => onBowling(ui), shows: 'Bowling chart of' },
  attention: { setup: (ui) => onAttention(ui), shows: 'What needs attention' },
  cascade: { setup: (ui) => inCascade(ui), shows: 'The cascade of hoshin' },
  due: { setup: (ui) => inDue(ui, 'indicator'), shows: 'Due queue of' },
  changes: { setup: (ui) => inChanges(ui), shows: 'Changes, newest first (' },
  help: { setup: (ui) => inHelp(ui), shows: 'Help  (' },
  messages: { setup: (ui) => inMessages(ui), shows: 'Messages of this session (' },
  meeting: { setup: (ui) => inMeeting(ui), shows: 'Review of' },
};

/** What a shared key does in any view: the palette or the help opens over it, the messages open and Esc comes back, close leaves it. */
function inheritedCase(name: SharedKeyName, view: View): Case {
  const shows = (frame: string) => (typeof view.shows === 'string' ? frame.includes(view.shows) : view.shows(frame));
  switch (name) {
    case 'palette':
      return { setup: view.setup, check: opens(':▏') };
    case 'help':
      return { setup: view.setup, check: opens('Help  (') };
    case 'messages':
      return messagesFrom(view.setup, view.shows);
    case 'close':
      return {
        setup: view.setup,
        check: async ({ ui, before }) => {
          expect(shows(before)).toBe(true);
          await ui.waitFor((frame) => !shows(frame));
        },
      };
  }
}

/** The tree's key that opens a view by pushing its overlay, read from the key table. */
function openerOf(context: ContextSpec) {
  const state = initialConsoleState({ readOnly: false, pageSize: 10 });
  return KEY_TABLE.bindingsOf('tree').find((binding) => {
    const press = { state, name: binding.keys[0]!, input: '', key: {}, action: binding.action, facts: {}, line: undefined };
    const step = binding.step?.(press);
    return step?.type === 'push-overlay' && (context.overlays ?? []).some((type) => type === step.overlay.type);
  });
}

/** A view with no row in VIEWS: opened at the root by the tree's key for it; its footer shows it has the keys. */
function viewOf(context: ContextSpec): { readonly view: View; readonly opener: string } {
  const own = VIEWS[context.name];
  const opener = openerOf(context);
  if (own) return { view: own, opener: opener?.action ?? '' };
  if (!opener) throw new Error(`${context.name} inherits shared keys: say in VIEWS how to get there`);
  const first = footerHints(context.name).split(' · ')[0]!;
  const view: View = {
    setup: async (ui) => {
      await atRoot(ui);
      await ui.press(opener.keys[0]!);
      await ui.waitFor((frame) => footer(frame).startsWith(first));
    },
    shows: (frame) => footer(frame).startsWith(first),
  };
  return { view, opener: opener.action };
}

/** The cases of every shared key of every context that inherits it, and of the tree's key that opens it, from the key table. */
const INHERITED_CASES: Readonly<Record<string, Case>> = Object.fromEntries(
  KEY_TABLE.contexts.flatMap((context) => {
    if (!context.inherits) return [];
    const { view, opener } = viewOf(context);
    const shows = view.shows;
    const opening: [string, Case][] = VIEWS[context.name]
      ? []
      : [
          [
            `tree:${opener}`,
            { setup: atRoot, check: async ({ ui }) => ui.waitFor(typeof shows === 'string' ? shows : (frame) => shows(frame)) },
          ],
        ];
    return [
      ...opening,
      ...context.inherits.map((name): [string, Case] => [`${context.name}:${SHARED_KEYS[name].action}`, inheritedCase(name, view)]),
    ];
  }),
);

/** The cases written by hand: a view's own keys, and a shared key that does more there (Esc in the value table). */
const OWN_CASES: Readonly<Record<string, Case>> = {
  // anywhere
  'global:quit-anywhere': {
    setup: atRoot,
    check: async ({ ui }) => until(() => ui.exits.length === 1, 'the console to quit'),
  },
  'global:suspend': { setup: atRoot, check: async ({ ui }) => until(() => ui.suspended.count === 1, 'a suspend') },
  // the tree
  ...Object.fromEntries(MOVES.map((action) => [`tree:${action}`, treeMove(action)])),
  // An indicator opens its history values: the breadcrumbs end with it, its days are the rows.
  'tree:open': {
    setup: onIndicator,
    check: async ({ ui }) =>
      ui.waitFor((frame) => frame.split('\n')[1]!.endsWith('› OEE line 2 (%)') && frame.includes(`│› ${indicatorDays().at(-1)}`)),
  },
  'tree:back': { setup: onIndicator, check: async ({ ui }) => ui.waitFor((frame) => /│› indicators/.test(frame)) },
  'tree:switch-pane': {
    setup: onIndicator,
    check: async ({ ui }) => ui.waitFor((frame) => footer(frame).includes('esc close')),
  },
  'tree:filter': { setup: onObjectives, check: opens('/▏') },
  'tree:palette': { setup: atRoot, check: opens(':▏') },
  'tree:help': { setup: atRoot, check: opens('Help  (') },
  'tree:refresh': { setup: onIndicator, check: opens('refreshed') },
  'tree:quit': { setup: atRoot, check: async ({ ui }) => until(() => ui.exits.length === 1, 'the console to quit') },
  'tree:edit': { setup: onIndicator, check: opens('Edit indicator') },
  'tree:create': { setup: onIndicator, check: opens('New history value') },
  'tree:delete': { setup: onIndicator, check: opens('Delete indicator') },
  'tree:record-value': { setup: onIndicator, check: opens('Record a value of') },
  'tree:task-status': { setup: (ui) => openByPalette(ui, 'task', activeTask()), check: opens('Status of task') },
  'tree:board': { setup: onIndicator, check: opens('tasks of objective') },
  'tree:indicators-overview': { setup: onIndicator, check: opens('Indicators of hoshin') },
  'tree:history-table': {
    setup: onIndicator,
    check: async ({ ui }) => ui.waitFor((frame) => selectedDay(frame) === indicatorDays()[0]),
  },
  'tree:bowling': { setup: onIndicator, check: opens('Bowling chart of objective') },
  'tree:attention': { setup: onIndicator, check: opens('What needs attention in hoshin') },
  // Marks: space marks the row, * every row the filter shows, B asks what to change of them.
  'tree:mark': { setup: onIndicator, check: opens('1 marked') },
  'tree:mark-all': { setup: onIndicator, check: opens(' marked') },
  'tree:change-marked': { setup: onIndicator, check: opens('changes the marked rows: mark some') },
  'tree:saved-views': { setup: onIndicator, check: opens('no saved views for this profile') },
  'tree:report': {
    setup: onIndicator,
    check: async ({ ui }) => {
      await ui.waitFor('wrote the review pack to', 20_000);
      const files = readdirSync(ui.reportDir);
      expect(files).toEqual([expect.stringMatching(/^hoshin-review-objective-\d+-\d{4}-\d{2}\.html$/)]);
      expect(readFileSync(join(ui.reportDir, files[0]!), 'utf8')).toContain('<section id="chart">');
    },
  },
  'tree:due-queue': {
    setup: onIndicator,
    check: async ({ ui }) => ui.waitFor((frame) => /Due queue of hoshin .* 1 of \d+/.test(frame), 20_000),
  },
  'tree:countermeasure': {
    setup: (ui) => openByPalette(ui, 'indicator', redIndicator()),
    check: opens('Countermeasure: '),
  },
  'tree:raw-fields': { setup: onIndicator, check: opens(`Indicator ${INDICATOR} (every field)`) },
  'tree:copy-address': { setup: onIndicator, check: copies(() => `${sandbox.url}/indicators/${INDICATOR}`) },
  'tree:copy-id': { setup: onIndicator, check: copies(() => String(INDICATOR)) },
  'tree:changes': { setup: atRoot, check: opens('Changes, newest first (0 changes) · esc closes') },
  'tree:undo': undoAsks,
  // the indicators overview
  ...Object.fromEntries(MOVES.map((action) => [`overview:${action}`, overviewMove(action)])),
  'overview:open': {
    setup: (ui) => inOverview(ui, 'j'),
    check: async ({ ui, before }) => {
      const name = leftRows(before).rows[1]!.slice(3, 20);
      await ui.waitFor((frame) => !frame.includes('Indicators of hoshin') && frame.includes(`│› ${name}`));
    },
  },
  'overview:filter': { setup: inOverview, check: opens('/▏') },
  'overview:copy-address': { setup: inOverview, check: decodesTo(/^http:\/\/127\.0\.0\.1:\d+\/indicators\/\d+$/) },
  'overview:copy-id': { setup: inOverview, check: decodesTo(/^\d+$/) },
  // The overview's second indicator (energy per pump) is below its goal.
  'overview:countermeasure': { setup: (ui) => inOverview(ui, 'j'), check: opens('Countermeasure: Energy per pump') },
  // the value table
  ...Object.fromEntries(MOVES.map((action) => [`history:${action}`, historyMove(action)])),
  'history:switch-pane': {
    setup: inHistory,
    check: async ({ ui }) => ui.waitFor((frame) => footer(frame).startsWith('enter open')),
  },
  'history:raw-fields': { setup: inHistory, check: opens(`Indicator ${INDICATOR} (every field)`) },
  'history:edit': { setup: inHistory, check: async (walk) => opens(`Edit history value ${indicatorDays()[0]}`)(walk) },
  'history:delete': { setup: inHistory, check: opens('Delete history value') },
  'history:record-value': { setup: inHistory, check: opens('Record a value of') },
  'history:copy-address': { setup: inHistory, check: decodesTo(/\/indicator_histories\/\d+$/) },
  'history:copy-id': { setup: inHistory, check: decodesTo(/^\d+$/) },
  // ctrl+e shows one row more below the fields, ctrl+y one more above (from two rows down).
  'history:fields-scroll': {
    setup: async (ui) => {
      await inHistory(ui);
      await ui.waitFor((frame) => (fieldsMark(frame)?.below ?? 0) > 2);
      await ui.press('ctrl+e', 'ctrl+e');
      await ui.waitFor((frame) => fieldsMark(frame)?.above === 2);
    },
    check: async ({ ui, before, key }) => {
      const start = fieldsMark(before)!;
      const want =
        key === 'ctrl+e' ? { above: start.above + 1, below: start.below - 1 } : { above: start.above - 1, below: start.below + 1 };
      await until(() => JSON.stringify(fieldsMark(ui.frame())) === JSON.stringify(want), `fields mark ${JSON.stringify(want)}`);
    },
  },
  'history:close-view': {
    setup: inHistory,
    check: async ({ ui }) => ui.waitFor((frame) => footer(frame).startsWith('enter open')),
  },
  // the filter line
  'filter:filter-accept': {
    setup: (ui) => onFilterLine(ui, 'r'),
    check: async ({ ui }) => ui.waitFor((frame) => frame.includes('/r') && !frame.includes('/r▏')),
  },
  'filter:filter-clear': { setup: (ui) => onFilterLine(ui, 'r'), check: closes('/r') },
  'filter:filter-move-up': {
    setup: onFilterLine,
    check: async ({ ui, before }) =>
      until(() => leftRows(ui.frame()).selected === leftRows(before).selected - 1 && ui.frame().includes('/▏'), 'the row above'),
  },
  'filter:filter-move-down': {
    setup: onFilterLine,
    check: async ({ ui, before }) =>
      until(() => leftRows(ui.frame()).selected === leftRows(before).selected + 1 && ui.frame().includes('/▏'), 'the row below'),
  },
  'filter:line-delete-back': { setup: (ui) => onFilterLine(ui, 'a', 'b'), check: opens('/a▏') },
  'filter:line-delete-all': {
    setup: (ui) => onFilterLine(ui, 'a', 'b'),
    check: async ({ ui }) => ui.waitFor((frame) => frame.includes('/▏') && !frame.includes('/ab')),
  },
  'filter:line-delete-word': { setup: (ui) => onFilterLine(ui, 'a', 'b', 'space', 'c', 'd'), check: opens('/ab ▏') },
  // the palette
  'palette:palette-run': {
    setup: (ui) => inPalette(ui, `objective ${middleObjective()}`),
    check: async (walk) => opens(`opened objective ${middleObjective()}`)(walk),
  },
  'palette:palette-complete': { setup: (ui) => inPalette(ui, 'obj'), check: opens(':objective ▏') },
  'palette:palette-previous': {
    setup: (ui) => inPalette(ui, ''),
    check: async ({ ui, before }) =>
      until(() => /› \S+/.exec(ui.frame())?.[0] !== /› \S+/.exec(before)?.[0], 'another suggestion highlighted'),
  },
  'palette:palette-next': {
    setup: (ui) => inPalette(ui, ''),
    check: async ({ ui, before }) =>
      until(() => /› \S+/.exec(ui.frame())?.[0] !== /› \S+/.exec(before)?.[0], 'another suggestion highlighted'),
  },
  'palette:palette-close': { setup: (ui) => inPalette(ui, 'ob'), check: closes(':ob▏') },
  'palette:line-delete-back': { setup: (ui) => inPalette(ui, 'ab'), check: opens(':a▏') },
  'palette:line-delete-all': {
    setup: (ui) => inPalette(ui, 'ab'),
    check: async ({ ui }) => ui.waitFor((frame) => frame.includes(':▏') && !frame.includes(':ab')),
  },
  'palette:line-delete-word': { setup: (ui) => inPalette(ui, 'ab cd'), check: opens(':ab ▏') },
  // forms
  'form:form-next': { setup: inForm, check: opens('›Description') },
  'form:form-previous': { setup: (ui) => inForm(ui, 'down'), check: opens('›Name *') },
  // In the description (one line of text here) Down goes on to the value, Up back to the name.
  'form:form-line': {
    setup: async (ui) => {
      await inForm(ui, 'down');
      await ui.waitFor('down next line or field');
    },
    check: async ({ ui, key }) => ui.waitFor(key === 'down' ? '›Value' : '›Name *'),
  },
  'form:form-save': { setup: inForm, check: closes('Edit indicator') },
  'form:form-submit-or-next': { setup: inForm, check: opens('›Description') },
  'form:form-cancel': { setup: inForm, check: closes('Edit indicator') },
  'form:form-external-editor': { setup: (ui) => inForm(ui, 'down'), check: opens('Written in the editor') },
  'form:form-toggle': {
    setup: (ui) => inForm(ui, ...Array.from({ length: 8 }, () => 'down')),
    check: formText('Reminder', (line) => line.includes('[ ] no')),
  },
  'form:form-step-choice': {
    setup: (ui) => inForm(ui, ...Array.from({ length: 5 }, () => 'down')),
    check: formText('Frequency', (line) => line !== '' && !line.includes('monthly')),
  },
  'form:text-line-start-end': {
    setup: inForm,
    check: formText('Name', (line) => /(XOEE line 2 \(%\)|OEE line 2 \(%\)X)$/.test(line.trimEnd()), 'X'),
  },
  'form:text-delete-before': { setup: inForm, check: formText('Name', (line) => !line.includes('OEE')) },
  'form:text-delete-after': {
    setup: (ui) => inForm(ui, 'ctrl+a'),
    check: formText('Name', (line) => !line.includes('OEE')),
  },
  'form:text-delete-word': {
    setup: inForm,
    check: formText('Name', (line) => line.includes('OEE line') && !line.includes('(%)')),
  },
  'form:text-delete-forward': {
    setup: (ui) => inForm(ui, 'ctrl+a'),
    check: formText('Name', (line) => line.includes(' EE line 2 (%)')),
  },
  'form:text-word-move': {
    setup: inForm,
    check: formText('Name', (line) => line.includes('X') && !/X\s*$/.test(line), 'X'),
  },
  // pickers
  'picker:move-up': pickerMove('backlog'),
  'picker:move-down': pickerMove('completed'),
  'picker:move-top': pickerMove('backlog'),
  'picker:move-bottom': pickerMove('discarded'),
  'picker:picker-choose': { setup: inStatusPicker, check: opens('is already active: nothing sent') },
  'picker:picker-cancel': { setup: inStatusPicker, check: closes('Status of task') },
  // dialogs
  'dialog:dialog-next': { setup: inDeleteDialog, check: opens('[ Delete ]') },
  'dialog:dialog-previous': { setup: inDeleteDialog, check: opens('[ Delete ]') },
  'dialog:dialog-press': {
    setup: inDeleteDialog,
    check: async (walk) => {
      await closes('Delete task')(walk);
      expect(sandbox.store.get('task', leafTask())).toBeDefined();
    },
  },
  'dialog:dialog-cancel': { setup: inDeleteDialog, check: closes('Delete task') },
  // help
  ...Object.fromEntries(MOVES.map((action) => [`help:${action}`, helpMove(action)])),
  'help:help-close': { setup: inHelp, check: closes('Help  (') },
  // the session's changes
  ...Object.fromEntries(
    ['move-up', 'move-down', 'move-top', 'move-bottom', 'page-up', 'page-down'].map((action) => [`changes:${action}`, changesMove(action)]),
  ),
  'changes:undo': { setup: async (ui) => (await undoAsks.setup(ui), ui.press('L')), check: undoAsking('Undo the selected change?') },
  'changes:changes-close': { setup: inChanges, check: closes('Changes, newest first (') },
  // the session's messages
  'tree:messages': {
    setup: async (ui) => {
      await openByPalette(ui, 'hoshin', HOSHIN);
    },
    check: async ({ ui }) => {
      await ui.waitFor('Messages of this session (');
      expect(ui.frame()).toContain(`opened hoshin ${HOSHIN}`);
    },
  },
  'messages:messages-close': { setup: inMessages, check: closes('Messages of this session (') },
  ...Object.fromEntries(
    MOVES.filter((action) => !action.startsWith('half-')).map((action) => [`messages:${action}`, messagesMove(action)]),
  ),
  'help:filter': { setup: inHelp, check: opens('/▏') },
  // the cascade
  'tree:cascade': { setup: onIndicator, check: opens('The cascade of hoshin 11') },
  ...Object.fromEntries(
    ['move-up', 'move-down', 'move-top', 'move-bottom', 'page-up', 'page-down'].map((action) => [`cascade:${action}`, cascadeMove(action)]),
  ),
  // the board
  'board:move-up': {
    setup: (ui) => onBoard(ui, 'j'),
    check: async ({ ui, before }) => until(() => boardCardLine(ui.frame()) < boardCardLine(before), 'the card above'),
  },
  'board:move-down': {
    setup: onBoard,
    check: async ({ ui, before }) => until(() => boardCardLine(ui.frame()) > boardCardLine(before), 'the card below'),
  },
  'board:board-left': {
    setup: onBoard,
    check: async ({ ui }) => until(() => boardColumn(ui.frame()) === 'backlog', 'the backlog column'),
  },
  'board:board-right': {
    setup: onBoard,
    check: async ({ ui }) => until(() => boardColumn(ui.frame()) === 'completed', 'the completed column'),
  },
  'board:board-move-previous': movesTask('backlog'),
  'board:board-move-next': movesTask('completed'),
  'board:board-edit': { setup: onBoard, check: opens('Edit task') },
  'board:task-status': { setup: onBoard, check: opens('Status of task') },
  'board:filter': { setup: onBoard, check: opens('/▏') },
  'board:refresh': { setup: onBoard, check: opens(`refreshed the tasks of hoshin ${HOSHIN}`) },
  'board:copy-address': { setup: onBoard, check: decodesTo(/\/tasks\/\d+$/) },
  'board:copy-id': { setup: onBoard, check: decodesTo(/^\d+$/) },
  // the bowling chart
  'bowling:move-up': listMove(onBowling, ['j', 'j'], -1),
  'bowling:move-down': listMove(onBowling, [], 1),
  'bowling:bowling-left': {
    setup: onBowling,
    check: async ({ ui, before }) =>
      until(() => chartMonth(ui.frame()) !== undefined && chartMonth(ui.frame()) !== chartMonth(before), 'the month before'),
  },
  'bowling:bowling-right': {
    setup: (ui) => onBowling(ui, 'h', 'h'),
    check: async ({ ui, before }) =>
      until(() => chartMonth(ui.frame()) !== undefined && chartMonth(ui.frame()) !== chartMonth(before), 'the month after'),
  },
  'bowling:bowling-open': {
    setup: onBowling,
    check: async ({ ui }) => ui.waitFor((frame) => !frame.includes('Bowling chart') && frame.includes('│› OEE line 2 (%)')),
  },
  // The chart's second row (energy per pump) is below its goal in every month.
  'bowling:countermeasure': { setup: (ui) => onBowling(ui, 'j'), check: opens('Countermeasure: Energy per pump') },
  // what needs attention
  'attention:move-up': listMove(onAttention, ['j', 'j'], -1),
  'attention:move-down': listMove(onAttention, [], 1),
  'attention:move-top': {
    setup: (ui) => onAttention(ui, 'j', 'j'),
    check: async ({ ui }) => until(() => leftRows(ui.frame()).selected === 0, 'the first row'),
  },
  'attention:move-bottom': {
    setup: onAttention,
    check: async ({ ui }) =>
      until(
        () => leftRows(ui.frame()).selected > 0 && leftRows(ui.frame()).selected === leftRows(ui.frame()).rows.length - 1,
        'the last row',
      ),
  },
  'attention:page-down': {
    setup: onAttention,
    check: async ({ ui }) => until(() => leftRows(ui.frame()).selected > 1, 'more than one row down'),
  },
  'attention:half-page-down': {
    setup: onAttention,
    check: async ({ ui }) => until(() => leftRows(ui.frame()).selected > 1, 'more than one row down'),
  },
  'attention:page-up': {
    setup: (ui) => onAttention(ui, 'G'),
    check: async ({ ui, before }) => until(() => leftRows(ui.frame()).selected < leftRows(before).selected - 1, 'more than one row up'),
  },
  'attention:half-page-up': {
    setup: (ui) => onAttention(ui, 'G'),
    check: async ({ ui, before }) => until(() => leftRows(ui.frame()).selected < leftRows(before).selected - 1, 'more than one row up'),
  },
  'attention:open': {
    setup: onAttention,
    check: async ({ ui }) => ui.waitFor((frame) => !frame.includes('What needs attention') && /│› \S/.test(frame)),
  },
  // the due queue
  // the review meeting
  'tree:review-meeting': { setup: (ui) => openByPalette(ui, 'hoshin', HOSHIN), check: opens('Review of Hoshin 2026') },
  ...Object.fromEntries(
    ['move-up', 'move-down', 'move-top', 'move-bottom', 'page-up', 'page-down'].map((action) => [`meeting:${action}`, meetingMove(action)]),
  ),
  'meeting:meeting-reviewed': { setup: (ui) => inMeeting(ui), check: opens('· 2 of ') },
  'meeting:meeting-escalate': { setup: (ui) => inMeeting(ui), check: opens('to escalate: ') },
  'meeting:meeting-next': { setup: (ui) => inMeeting(ui), check: opens('· 2 of ') },
  'meeting:meeting-previous': { setup: (ui) => inMeeting(ui, '· 2 of '), check: opens('· 1 of ') },
  'meeting:meeting-value': { setup: (ui) => inMeeting(ui, 'no value recorded for'), check: opens('Value for the month') },
  'meeting:meeting-countermeasure': { setup: (ui) => inMeeting(ui), check: opens('Countermeasure (owner and deadline prefilled') },
  'meeting:meeting-explain': { setup: (ui) => inMeeting(ui), check: opens("The month's explanation") },
  'meeting:meeting-status': {
    setup: (ui) => inMeeting(ui, 'past its deadline'),
    check: putsTaskBack(async ({ ui }) =>
      ui.waitFor((frame) => /: (active|completed|discarded)/.test(frame.split('\n').slice(-4).join(' '))),
    ),
  },
  'meeting:meeting-deadline': { setup: (ui) => inMeeting(ui, 'past its deadline'), check: opens('Deadline, YYYY-MM-DD') },
  'meeting:meeting-owner': { setup: (ui) => inMeeting(ui, 'past its deadline'), check: opens('Owner: a name') },
  'meeting:meeting-select': {
    setup: (ui) => inMeeting(ui, 'Countermeasures:'),
    check: async ({ ui, before }) => {
      const selected = (frame: string) => frame.split('\n').findIndex((line) => /^\s*> /.test(line.replace(/^│/, '')));
      const count = before.split('\n').filter((line) => / · (active|backlog) · /.test(line)).length;
      if (count > 1) await until(() => selected(ui.frame()) === selected(before) + 1, 'the next countermeasure selected');
      else await until(() => ui.frame() === before, 'the one countermeasure still selected');
    },
  },
  'meeting:meeting-unmark': { setup: (ui) => inMeeting(ui, undefined, 'enter', 'p'), check: opens('the mark of') },
  'meeting:undo': {
    setup: async (ui) => {
      await inMeeting(ui, undefined, 'x', 'ctrl+u', 'O', 'k', 'enter');
      await ui.waitFor('is written');
    },
    // Asked above the walk: the question shows what it sends.
    check: opens('This sends:'),
  },
  'meeting:meeting-close': { setup: (ui) => inMeeting(ui), check: closes('Review of') },
  'meeting-entry:meeting-entry-save': meetingValueSaved(),
  'meeting-entry:meeting-entry-cancel': { setup: (ui) => inMeeting(ui, undefined, 'x'), check: closes("The month's explanation") },
  'meeting-entry:line-delete-back': {
    setup: (ui) => inMeeting(ui, 'no value recorded for', 'v', '1', '2'),
    check: async ({ ui }) => until(() => /│1▏/.test(ui.frame()), 'one digit left'),
  },
  'meeting-entry:line-delete-all': {
    setup: (ui) => inMeeting(ui, 'no value recorded for', 'v', '1', '2'),
    check: async ({ ui }) => until(() => !ui.frame().includes('12▏') && /│▏/.test(ui.frame()), 'the line emptied'),
  },
  'meeting-entry:line-delete-word': {
    setup: (ui) => inMeeting(ui, 'no value recorded for', 'v', '1', '2'),
    check: async ({ ui }) => until(() => !ui.frame().includes('12▏') && /│▏/.test(ui.frame()), 'the line emptied'),
  },
  // enter and esc alike close a line that could not be asked, sending nothing.
  'meeting-refused:meeting-refused-close': {
    setup: (ui) => inMeeting(ui, 'no value recorded for', 'x', 'o', 'k'),
    check: closes('Not asked'),
  },
  'due:due-enter': { setup: (ui) => inDue(ui, 'indicator', '7'), check: opens('recorded 7 for') },
  'due:due-skip': {
    setup: (ui) => inDue(ui, 'indicator'),
    check: async ({ ui, before }) => until(() => dueAt(ui.frame()) === dueAt(before) + 1, 'the next item'),
  },
  'due:task-status': { setup: (ui) => inDue(ui, 'task'), check: opens('Status of task') },
  'due:edit': { setup: (ui) => inDue(ui, 'task'), check: opens('Edit task') },
  'due:line-delete-back': { setup: (ui) => inDue(ui, 'indicator', '1', '2'), check: opens('Value: 1▏') },
  'due:line-delete-all': { setup: (ui) => inDue(ui, 'indicator', '1', '2'), check: opens('Value: ▏') },
  'due:line-delete-word': { setup: (ui) => inDue(ui, 'indicator', '1', '2'), check: opens('Value: ▏') },
  'due:due-day': {
    setup: (ui) => inDue(ui, 'indicator'),
    check: async ({ ui }) => until(() => /for \d{4}-\d{2}-\d{2}▏/.test(ui.frame()), 'the cursor in the day'),
  },
};

/** A move in a view's list (the chart, what needs attention): the selected row goes by one. */
function listMove(setup: (ui: TestConsole, ...keys: string[]) => Promise<void>, keys: string[], by: number): Case {
  return {
    setup: (ui) => setup(ui, ...keys),
    check: async ({ ui, before }) => {
      const start = leftRows(before).selected;
      await until(() => leftRows(ui.frame()).selected === start + by, `row ${start + by} selected`);
    },
  };
}

/** A board move: the selected active task goes to that status on the service; the test puts it back. */
function movesTask(status: string): Case {
  let active: number[] = [];
  return {
    setup: async (ui) => {
      active = sandbox.store
        .all('task')
        .filter((t) => t.status === 'active')
        .map((t) => Number(t.id));
      await onBoard(ui);
    },
    check: async ({ ui }) => {
      // "moving task … to …" shows while the move is under way; "moved task … to …" once it is done.
      await ui.waitFor((frame) => frame.includes('moved task') && frame.includes(`to ${status}`));
      const moved = active.map((id) => sandbox.store.get('task', id)!).filter((task) => task.status !== 'active');
      expect(moved.map((task) => task.status)).toEqual([status]);
      sandbox.store.put('task', { ...moved[0]!, status: 'active' });
    },
  };
}

const CASES: Readonly<Record<string, Case>> = { ...INHERITED_CASES, ...OWN_CASES };

const walk = BINDINGS.flatMap((binding) =>
  binding.contexts.flatMap((context: KeyContext) =>
    binding.keys.map((key) => ({ context, action: binding.action, key, description: binding.description })),
  ),
);

describe('every binding does what its help says', () => {
  it('has a case for every (context, action) of the keymap, and no case the keymap lacks', () => {
    const wanted = new Set(walk.map((step) => `${step.context}:${step.action}`));
    expect([...wanted].filter((name) => !CASES[name])).toEqual([]);
    expect(Object.keys(CASES).filter((name) => !wanted.has(name))).toEqual([]);
  });

  for (const step of walk) {
    it(`${step.context}: ${step.key} — ${step.description}`, async () => {
      const test = CASES[`${step.context}:${step.action}`];
      if (!test) throw new Error(`no case for ${step.context}:${step.action}`);
      const ui = openConsole(sandbox, { openEditor: async () => 'Written in the editor' });
      try {
        await test.setup(ui);
        // Keys that move the text cursor are checked by typing after them, from the start of the text.
        if (step.action === 'text-line-start-end' && step.key === 'end') await ui.press('ctrl+a');
        if (step.action === 'text-word-move' && step.key === 'meta+f') await ui.press('ctrl+a');
        const before = ui.frame();
        await ui.press(step.key);
        await test.check({ ui, before, key: step.key });
      } finally {
        await ui.close();
      }
    });
  }
});
