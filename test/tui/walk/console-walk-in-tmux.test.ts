// A new user's walk through the built console in tmux, at 80x24, 60x20 and 160x50 (resized while a
// view is open), under LANG=C with TERM=screen, and the login screen: every captured screen keeps
// to the terminal, and every key the footer offers does something where it is offered.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textWidth } from '../../../source/core/cell-text.js';
import type { RunningSandbox } from '../../../source/sandbox/server.js';
import { pollUntil, WAIT_MS } from '../../helpers/wait.js';
import { startConsoleAgainstDemo, startTmuxServer, tmuxMissing, type Terminal, type TmuxServer } from '../helpers/tmux-terminal.js';

const skipReason = tmuxMissing();
if (skipReason) console.log(`test/tui/walk/console-walk-in-tmux: ${skipReason}`);

/** How long one key may take to show its effect on a loaded machine (opening a resource fetches it). */
const KEY_MS = WAIT_MS;
/** How long a screen that keeps changing (a busy indicator) is watched before it is taken as it is. */
const STEADY_MS = 3_000;
/** How long a footer key is given to change the screen before it is said to do nothing. */
const NO_CHANGE_MS = 4_000;

let sandbox: RunningSandbox;
let server: TmuxServer;
/** LANG=C, TERM=screen, no credentials: the login screen, and `hoshin demo` drawn in ASCII. */
let plain: TmuxServer;

beforeAll(async () => {
  if (skipReason) return;
  ({ sandbox, server } = await startConsoleAgainstDemo());
  plain = await startTmuxServer({ LANG: 'C', LC_ALL: 'C', TERM: 'screen' });
});
afterAll(async () => {
  server?.close();
  plain?.close();
  await sandbox?.close();
});

interface Size {
  readonly columns: number;
  readonly rows: number;
}

interface Walk {
  readonly term: Terminal;
  /** The tmux server the terminal runs in (its socket), to read the screen with its colours. */
  readonly socket: string;
  size: Size;
  readonly ascii: boolean;
  /** Views whose footer keys were each pressed already (`view name: key`). */
  readonly pressed: Set<string>;
  /** Every defect seen, with the screen it was seen on; the test fails listing them all. */
  readonly defects: string[];
}

const separatorOf = (walk: Walk): string => (walk.ascii ? ' | ' : ' · ');
/** The footer: the last row, or inside a dialog (the login screen) the last row above its border. */
function footerOf(screen: readonly string[]): string {
  const rows = screen.filter((line) => line.trim() !== '');
  const last = rows.at(-1) ?? '';
  if (!/^[╰+]/.test(last)) return last;
  return (rows.at(-2) ?? '').replace(/^[│|] ?/, '').replace(/ *[│|]$/, '');
}

// Marks that only a Unicode terminal draws: arrows, box drawing, blocks, braille, and the console's
// pointer, separator, cursor, check and bullet.
const UNICODE_MARKS = /[\u2190-\u21FF\u2500-\u259F\u2800-\u28FF…›‹·▏✓✗•⏎▸]/u;
// Control bytes that reached the screen as text, and escape sequences tmux did not take.
const CONTROL_BYTES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFD]|\[\d+(;\d+)*m/u;

/** The invariants every screen of the console keeps, as defects (an empty list when it keeps them). */
function frameDefects(screen: readonly string[], walk: Walk, where: string, options: { header?: boolean } = {}): string[] {
  const { columns, rows } = walk.size;
  const found: string[] = [];
  const shown = `\n${screen.join('\n')}`;
  if (screen.length !== rows) found.push(`${where}: ${screen.length} rows on a ${rows}-row terminal${shown}`);
  screen.forEach((line, index) => {
    if (textWidth(line) > columns) found.push(`${where}: row ${index + 1} is ${textWidth(line)} cells wide on ${columns}: ${line}`);
    if (CONTROL_BYTES.test(line)) found.push(`${where}: row ${index + 1} shows control bytes: ${JSON.stringify(line)}`);
    // A border drawn only in part: a frame painted over another, or a paint cut short.
    if (/^[╭╰]/.test(line) ? !/[╮╯]$/.test(line) : /^\+-/.test(line) && !/-\+$/.test(line))
      found.push(`${where}: row ${index + 1} is a border cut short: ${line}`);
    if (walk.ascii && line.includes('~')) found.push(`${where}: row ${index + 1} has a ~ under LANG=C: ${line}`);
    if (walk.ascii && UNICODE_MARKS.test(line)) found.push(`${where}: row ${index + 1} draws Unicode marks under LANG=C: ${line}`);
  });
  if (options.header !== false) {
    // The frame fills the terminal: the header on the first row, once; the footer on the row above
    // the last, which the console leaves free so that the terminal never scrolls.
    const headers = screen.filter((line) => /^hoshin [·|] /.test(line)).length;
    if (!/^hoshin [·|] /.test(screen[0] ?? '') || headers !== 1) found.push(`${where}: the header is not the first row, once${shown}`);
    const last = screen.findLastIndex((line) => line.trim() !== '');
    if (last !== rows - 2) found.push(`${where}: the footer is on row ${last + 1}, not ${rows - 1} of ${rows}${shown}`);
  }
  return found;
}

function check(walk: Walk, where: string, options: { header?: boolean } = {}): string[] {
  const screen = walk.term.screen();
  const found = frameDefects(screen, walk, `${walk.size.columns}x${walk.size.rows} ${where}`, options);
  if (process.env.WALK_LOG) for (const defect of found) console.log(defect);
  walk.defects.push(...found);
  return screen;
}

const same = (a: readonly string[], b: readonly string[]): boolean => a.join('\n') === b.join('\n');

/**
 * Waits until two looks 60 ms apart show the same screen: a refresh that was under way has drawn.
 * A screen that keeps changing (a busy indicator) is taken as it is after a while.
 */
async function settled(term: Terminal): Promise<string[]> {
  let previous = term.screen();
  try {
    return await pollUntil(
      () => {
        const now = term.screen();
        const steady = same(now, previous);
        previous = now;
        return steady ? now : undefined;
      },
      'a steady screen',
      { everyMs: 60, timeoutMs: STEADY_MS },
    );
  } catch {
    return term.screen();
  }
}

/** Waits for the screen to differ from `before`; false when it stays the same. */
async function changes(term: Terminal, before: readonly string[], timeoutMs = KEY_MS): Promise<boolean> {
  try {
    await pollUntil(() => !same(term.screen(), before), 'a change', { everyMs: 40, timeoutMs });
    return true;
  } catch {
    return false;
  }
}

/** The screen with its colours and attributes: a key may change only which pane is highlighted. */
function styled(walk: Walk): string {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.TMUX;
  return execFileSync('tmux', ['-L', walk.socket, 'capture-pane', '-p', '-e', '-t', walk.term.session], { env, encoding: 'utf8' });
}

/** Waits for the screen or its colours to differ from `before`; false when neither changes. */
async function changesStyled(walk: Walk, before: string): Promise<boolean> {
  try {
    await pollUntil(() => styled(walk) !== before, 'a change', { everyMs: 40, timeoutMs: NO_CHANGE_MS });
    return true;
  } catch {
    return false;
  }
}

/** tmux's name for a key as the footer spells it (`enter`, `ctrl+s`, `j/k`, `>`). */
function tmuxKey(label: string): { name: string; literal: boolean } | undefined {
  // `j/k` names two keys; `/` alone is the filter key.
  const first = label.length > 1 ? label.split('/')[0]! : label;
  const named: Record<string, string> = {
    enter: 'Enter',
    esc: 'Escape',
    tab: 'Tab',
    'shift+tab': 'BTab',
    space: 'Space',
    up: 'Up',
    down: 'Down',
    left: 'Left',
    right: 'Right',
    pgup: 'PageUp',
    pgdn: 'PageDown',
    home: 'Home',
    end: 'End',
    backspace: 'BSpace',
  };
  if (named[first]) return { name: named[first], literal: false };
  const ctrl = /^ctrl\+(.)$/.exec(first);
  if (ctrl) return { name: `C-${ctrl[1]}`, literal: false };
  if ([...first].length === 1) return { name: first, literal: true };
  return undefined;
}

function press(term: Terminal, label: string): void {
  const key = tmuxKey(label);
  if (key === undefined) throw new Error(`no tmux name for the footer key ${JSON.stringify(label)}`);
  if (key.literal) term.type(key.name);
  else term.keys(key.name);
}

/** The keys the footer offers: `enter open · e edit · ? help` -> enter, e, ?. */
function footerKeys(walk: Walk, screen: readonly string[]): string[] {
  return footerOf(screen)
    .split(separatorOf(walk))
    .map((item) => item.trim().split(' ')[0]!)
    .filter((key) => key !== '');
}

/** Leaves whatever is open (a form, a dialog, an overlay) until the palette can be opened. */
async function toPalette(walk: Walk): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const screen = walk.term.screen();
    if (footerKeys(walk, screen).includes(':')) return;
    walk.term.keys('Escape');
    if (!(await changes(walk.term, screen))) break;
    await settled(walk.term);
  }
  throw new Error(`cannot reach a screen with the palette:\n${walk.term.text()}`);
}

/** Opens a resource with the palette from wherever the walk is. */
async function openResource(walk: Walk, kind: string, id: number): Promise<void> {
  await toPalette(walk);
  const { term } = walk;
  const before = term.screen();
  term.keys(':');
  await changes(term, before);
  term.type(`${kind} ${id}`);
  await term.waitFor(`:${kind} ${id}`, KEY_MS);
  term.keys('Enter');
  await term.waitFor(
    (screen) =>
      !screen.some((line) => line.includes(`:${kind} ${id}`)) && screen.some((line) => new RegExp(`opened [a-z -]+ ${id}\\b`).test(line)),
    KEY_MS,
  );
  await settled(term);
}

interface View {
  readonly name: string;
  /** Footer keys are pressed once per group: the tree's keys once for every kind it shows. */
  readonly group: string;
  /** Opens the view from wherever the walk is, and waits for it. */
  open(walk: Walk): Promise<void>;
  /** Footer keys not pressed here: what would end the walk or write for real. */
  readonly skip?: readonly string[];
  /** Whether its footer keys are pressed at all (the other forms share the objective form's keys). */
  readonly keys?: boolean;
}

const HOSHIN = 11;

/** A resource opened with the palette: the tree shows it, the detail pane describes it. */
function treeView(name: string, kind: string, id: number, shows: string, options: Partial<View> = {}): View {
  return {
    name,
    group: 'tree',
    keys: false,
    ...options,
    async open(walk) {
      await openResource(walk, kind, id);
      await walk.term.waitFor(shows, KEY_MS);
    },
  } as View;
}

/** A view opened by a key on a resource selected in the tree. */
function keyView(name: string, kind: string, id: number, key: string, shows: string | RegExp, options: Partial<View> = {}): View {
  return {
    name,
    group: name,
    async open(walk) {
      await openResource(walk, kind, id);
      const before = walk.term.screen();
      press(walk.term, key);
      await changes(walk.term, before);
      await walk.term.waitFor(
        (screen) => (typeof shows === 'string' ? screen.join('\n').includes(shows) : screen.some((line) => shows.test(line))),
        KEY_MS,
      );
      await settled(walk.term);
    },
    ...options,
  };
}

/** Keys that switch something on and off: pressed a second time to put it back. */
const TOGGLES: ReadonlySet<string> = new Set(['tab', 'V']);

/** Presses each footer key of the open view not pressed before in its group; each must change the screen. */
async function pressFooterKeys(walk: Walk, view: View, header = true): Promise<void> {
  const { term } = walk;
  let home = await settled(term);
  for (const key of footerKeys(walk, home)) {
    const id = `${view.group}: ${key}`;
    if (walk.pressed.has(id) || key === 'q' || view.skip?.includes(key)) continue;
    walk.pressed.add(id);
    const before = styled(walk);
    press(term, key);
    if (!(await changesStyled(walk, before))) {
      const defect = `${walk.size.columns}x${walk.size.rows} ${view.name}: the footer offers ${key} and it changes nothing\n${home.join('\n')}`;
      if (process.env.WALK_LOG) console.log(defect);
      walk.defects.push(defect);
      continue;
    }
    await settled(term);
    check(walk, `${view.name} after ${key}`, { header });
    // A switch (which pane has the keys, every field or the summary) is switched back.
    if (TOGGLES.has(key)) {
      const switched = styled(walk);
      press(term, key);
      await changesStyled(walk, switched);
      home = await settled(term);
      continue;
    }
    // Back to the view: it may still be there (a status, another month), one Esc away (a form, a
    // dialog, a level down), or gone (Esc closed it): then it is opened again.
    const now = term.screen();
    if (footerOf(now) !== footerOf(home) || now[1] !== home[1]) {
      term.keys('Escape');
      await changes(term, now);
      const back = await settled(term);
      if (footerOf(back) !== footerOf(home) || back[1] !== home[1]) await view.open(walk);
    }
    home = await settled(term);
  }
}

const SIZES: readonly Size[] = [
  { columns: 80, rows: 24 },
  { columns: 60, rows: 20 },
  { columns: 160, rows: 50 },
];

/** Resizes the terminal with the view open and waits for the redrawn screen. */
async function resizeTo(walk: Walk, size: Size, header?: boolean): Promise<void> {
  if (walk.size.columns === size.columns && walk.size.rows === size.rows) return;
  const before = walk.term.screen();
  walk.size = size;
  walk.term.resize(size.columns, size.rows);
  await changes(walk.term, before);
  // tmux shows the old frame in the new size at once; the console's redraw follows.
  await pollUntil(() => frameDefects(walk.term.screen(), walk, '', { header }).length === 0, 'the redrawn frame', {
    timeoutMs: KEY_MS,
    everyMs: 50,
  }).catch(() => undefined);
  await settled(walk.term);
}

/**
 * Opens each view once and resizes it through the three sizes, checking each screen; at 160x50,
 * where the footer has room for every key, presses each key it offers.
 */
async function walkViews(walk: Walk, views: readonly View[], options: { keys: boolean; header?: boolean }): Promise<void> {
  for (const view of views) {
    const started = Date.now();
    await view.open(walk);
    for (const size of SIZES) {
      await resizeTo(walk, size, options.header);
      check(walk, `${view.name}${size === SIZES[0] ? '' : ' after a resize'}`, { header: options.header });
    }
    if (options.keys && view.keys !== false) await pressFooterKeys(walk, view, options.header);
    await resizeTo(walk, SIZES[0]!, options.header);
    check(walk, `${view.name} after a resize`, { header: options.header });
    if (process.env.WALK_LOG) console.log(`${view.name}: ${Date.now() - started} ms, ${walk.defects.length} defects so far`);
  }
}

/** The views a new user walks through, with the demo plan's resources. */
function demoViews(ids: { goal: number; history: number }): View[] {
  return [
    // D asks first and deletes on yes: its dialog is walked on a hoshin (detail views below).
    treeView('tree of companies', 'company', 1, 'companies ('),
    // The tree's keys are pressed on a hoshin, where its footer offers the most.
    treeView('detail of a hoshin', 'hoshin', HOSHIN, 'Hoshin 11', { keys: true }),
    treeView('detail of an area', 'area', 21, 'Area 21'),
    treeView('detail of a long-term goal', 'goal', ids.goal, `goal ${ids.goal}`),
    treeView('detail of an objective', 'objective', 61, 'Objective 61'),
    treeView('detail of an indicator', 'indicator', 101, '101'),
    treeView('detail of a task', 'task', 201, 'Task 201'),
    treeView('detail of a history value', 'indicator_history', ids.history, `${ids.history}`),
    // Enter on an empty palette line runs its first row, quit.
    keyView('palette', 'hoshin', HOSHIN, ':', /^[│|]:[▏_]/, { skip: ['enter'] }),
    keyView('help', 'hoshin', HOSHIN, '?', 'Help  ('),
    keyView('attention', 'hoshin', HOSHIN, 'a', 'What needs attention'),
    keyView('due queue', 'hoshin', HOSHIN, 'u', 'Due queue of', { keys: false }),
    keyView('bowling chart', 'hoshin', HOSHIN, 'b', 'Bowling chart of'),
    keyView('task board', 'hoshin', HOSHIN, 't', /backlog \(\d+\)/, { keys: false }),
    keyView('indicators overview', 'hoshin', HOSHIN, 'i', 'Indicators of', { keys: false }),
    keyView('cascade', 'hoshin', HOSHIN, 'K', 'The cascade of'),
    keyView('review meeting', 'hoshin', HOSHIN, 'M', 'Review of', { keys: false }),
    keyView('targets: the history table', 'indicator', 101, 'H', /Day/, { keys: false }),
    keyView('changes', 'hoshin', HOSHIN, 'L', 'Changes, newest first'),
    keyView('edit form of an objective', 'objective', 61, 'e', 'Edit objective', { keys: false }),
    keyView('edit form of an indicator', 'indicator', 104, 'e', 'Edit indicator', { keys: false }),
    keyView('value form', 'indicator', 104, 'v', 'Record a value of', { keys: false }),
    keyView('new child of a hoshin', 'hoshin', HOSHIN, 'n', /new|New/, { keys: false }),
    keyView('countermeasure form', 'indicator', 104, 'c', 'New task under objective', { keys: false }),
  ];
}

const newWalk = (tmux: TmuxServer, term: Terminal, ascii: boolean): Walk => ({
  term,
  socket: tmux.socket,
  size: SIZES[0]!,
  ascii,
  pressed: new Set(),
  defects: [],
});

describe.skipIf(skipReason !== undefined).concurrent('a new user walks the console in tmux', () => {
  it('every view at 80x24, 60x20 and 160x50, resized while open: every screen fits, every footer key does something', async () => {
    const walk = newWalk(server, server.start(['--profile', 'walk'], SIZES[0]), false);
    try {
      await walk.term.waitForRow('│› Nordwind');
      await walk.term.waitForInput();
      const goal = Number(sandbox.store.where('goal', 'hoshin_id', HOSHIN)[0]!.id);
      const history = Number(sandbox.store.where('indicator_history', 'indicator_id', 101)[0]!.id);
      const views = demoViews({ goal, history });
      await walkViews(walk, views, { keys: true });
      // q, offered at the top of the tree, quits.
      await views[0]!.open(walk);
      walk.term.keys('q');
      await walk.term.waitFor('[exited 0]', KEY_MS);
    } finally {
      walk.term.kill();
    }
    expect(walk.defects).toEqual([]);
  }, 480_000);

  it('under LANG=C and TERM=screen: the demo and the login screen draw in ASCII, with no ~ for a cut', async () => {
    const demo = newWalk(plain, plain.start(['demo'], SIZES[0]), true);
    const login = newWalk(plain, plain.start([], SIZES[0]), true);
    try {
      await demo.term.waitForRow('|> Nordwind');
      await demo.term.waitForInput();
      const views = demoViews({ goal: 41, history: 1149 }).filter((view) => !view.name.includes('form'));
      await walkViews(demo, views, { keys: false });

      await login.term.waitFor('Log in', KEY_MS);
      await login.term.waitForInput();
      const loginView: View = { name: 'login', group: 'login', open: () => Promise.resolve(), skip: ['esc'] };
      await walkViews(login, [loginView], { keys: false, header: false });
      await resizeTo(login, SIZES[2]!, false);
      await pressFooterKeys(login, loginView, false);
      login.term.keys('Escape');
      await login.term.waitFor('[exited', KEY_MS);
    } finally {
      demo.term.kill();
      login.term.kill();
    }
    expect([...demo.defects, ...login.defects]).toEqual([]);
  }, 480_000);
});
