// A new user's walk through the console on the demo plan, in process, at 60x20, 80x24 and 160x50:
// the tree, a detail, the palette, a form, the board, due, bowling, attention, help, the changes,
// the cascade, the meeting, the indicators overview, an indicator and one of its values. Every
// screen keeps to the terminal, and nothing on it is cut inside a word (`kno…`, `Goal pr…`) or
// shrunk to a lone cut mark: what gives way goes whole or at a word. In process, so it runs with
// the suite in seconds; the terminal's own bytes are the pty and tmux tests' part.
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../source/catalogue/catalogue.js';
import { textWidth } from '../../../source/core/cell-text.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';

const demo = demoSandbox();

const SIZES = [
  { columns: 60, rows: 20 },
  { columns: 80, rows: 24 },
  { columns: 160, rows: 50 },
] as const;

/** A letter or digit run directly before the cut mark: the part of a word that was kept. */
const CUT_WORD = /([\p{L}\p{N}][\p{L}\p{N}'’-]*)…/gu;
/** A cut mark standing alone between spaces or borders: a column or field shrunk to nothing. */
const LONE_MARK = /(^|[\s│])…(?=[\s│]|$)/u;

/** Every word of the demo's data and of what the console says whole, lower case. */
function vocabulary(frames: readonly string[]): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []) words.add(word);
  };
  for (const kind of KIND_NAMES) for (const resource of demo.sandbox.store.all(kind)) add(JSON.stringify(resource));
  // People's names.
  for (const user of demo.sandbox.store.users()) add(JSON.stringify(user));
  // A word the console shows whole somewhere is a word: its own labels and messages.
  for (const frame of frames) add(frame.replace(/[\p{L}\p{N}][\p{L}\p{N}'’-]*…/gu, ' '));
  return words;
}

/** What is wrong with a screen: too wide or tall, a word cut inside, a lone cut mark. */
function defectsOf(frame: string, where: string, size: (typeof SIZES)[number], words: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const lines = frame.split('\n');
  if (lines.length > size.rows) found.push(`${where}: ${lines.length} rows on ${size.rows}`);
  lines.forEach((line, index) => {
    if (textWidth(line) > size.columns) found.push(`${where}: row ${index + 1} is ${textWidth(line)} cells on ${size.columns}: ${line}`);
    for (const match of line.matchAll(CUT_WORD)) {
      const kept = (match[1] ?? '').toLowerCase().replace(/['’-]+$/u, '');
      // Kept whole words are fine (`with a…`); a word's first letters are not (`kno…`, `pr…`).
      // A lone letter is a key in a footer (`t tasks`), not a word kept whole, unless it is one (`a…`).
      const word = kept.length === 1 ? /^[ai\d]$/u.test(kept) : words.has(kept);
      if (!word) found.push(`${where}: row ${index + 1} cuts a word (${match[0]}): ${line}`);
    }
    // The breadcrumb's lead (`… › areas`) says crumbs are left out; anywhere else a lone mark is a column shrunk away.
    if (LONE_MARK.test(line) && !/^… ›/u.test(line)) found.push(`${where}: row ${index + 1} has a lone cut mark: ${line}`);
  });
  return found;
}

interface Step {
  readonly name: string;
  /** Keys that open the view from the tree at hoshin 11's areas. */
  readonly keys: readonly string[];
  /** Text the view shows once open. */
  readonly shows: string;
  /** Keys that leave it, back to the tree. */
  readonly leave: readonly string[];
  /** Drawn without panes (a form, the meeting): no row need fill the width. */
  readonly narrow?: true;
}

const STEPS: readonly Step[] = [
  { name: 'the tree at the areas', keys: [], shows: 'areas', leave: [] },
  { name: 'the palette', keys: [':', 'o', 'e', 'e'], shows: 'OEE', leave: ['esc'] },
  { name: 'the board', keys: ['t'], shows: 'tasks of hoshin', leave: ['esc'] },
  { name: 'due', keys: ['u'], shows: 'Due', leave: ['esc'] },
  { name: 'bowling', keys: ['b'], shows: 'Bowling chart', leave: ['esc'] },
  { name: 'attention', keys: ['a'], shows: 'late', leave: ['esc'] },
  { name: 'help', keys: ['?'], shows: 'help', leave: ['esc'] },
  { name: 'the changes', keys: ['L'], shows: 'hange', leave: ['esc'] },
  { name: 'the cascade', keys: ['K'], shows: 'cascade', leave: ['esc'] },
  { name: 'the indicators overview', keys: ['i'], shows: 'Indicators of hoshin', leave: ['esc'] },
  { name: 'an edit form', keys: ['e'], shows: 'ctrl+s', leave: ['esc'], narrow: true },
  { name: 'a new-resource form', keys: ['n'], shows: 'ctrl+s', leave: ['esc'], narrow: true },
  { name: 'the review meeting', keys: ['M'], shows: 'items', leave: ['esc'], narrow: true },
  { name: 'the messages', keys: ['m'], shows: 'essages', leave: ['esc'] },
];

/** The screen at each size, resized while the view is open, as a person at a terminal would. */
async function atEverySize(ui: TestConsole, where: string, shows: string, frames: Map<string, string>, narrow = false): Promise<void> {
  for (const size of SIZES) {
    ui.resize(size.columns, size.rows);
    // The frame as drawn at the new size: its panes fill the width (a form's footer fits it).
    const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => textWidth(line)));
    const before = ui.frame();
    // A form is drawn anew at each size (its header's health line says more at 160 columns).
    const drawnAt = (frame: string) => (narrow ? widest(frame) <= size.columns && frame !== before : widest(frame) === size.columns);
    await ui.waitFor((frame) => frame.includes(shows) && drawnAt(frame), 5_000).catch(() => {});
    frames.set(`${where} at ${size.columns}x${size.rows}`, ui.frame());
    if (!ui.frame().includes(shows) || !drawnAt(ui.frame()))
      missing.push(`${where} at ${size.columns}x${size.rows} is not drawn at that width with "${shows}":\n${ui.frame()}`);
  }
}

/** Views the walk could not see as expected. */
const missing: string[] = [];

/** From hoshin 11 selected in the tree: its lists, then its areas, the first selected. */
async function toAreas(ui: TestConsole): Promise<void> {
  await ui.press('enter');
  await ui.waitFor('long-term goals');
  await ui.press('enter');
  await ui.waitFor('› Operations');
}

describe('a walk through the console at 60x20, 80x24 and 160x50', () => {
  it('finds no screen wider or taller than the terminal, no word cut inside and no lone cut mark', async () => {
    const ui = demo.open();
    ui.resize(80, 24);
    const frames = new Map<string, string>();
    await ui.waitFor('Nordwind Pumps');
    await atEverySize(ui, 'the companies', 'Nordwind Pumps', frames);
    ui.resize(80, 24);
    await ui.press(':', ...'hoshin 11'.split(''), 'enter');
    await ui.waitFor('opened hoshin 11');
    await atEverySize(ui, 'the hoshins', 'Hoshin 2026', frames);
    ui.resize(80, 24);
    await toAreas(ui);
    for (const step of STEPS) {
      ui.resize(80, 24);
      await ui.press(...step.keys);
      await atEverySize(ui, step.name, step.shows, frames, step.narrow);
      ui.resize(80, 24);
      await ui.press(...step.leave);
      await ui.waitFor('› Operations', 5_000).catch(async () => {
        missing.push(`leaving ${step.name} did not return to the areas:\n${ui.frame()}`);
        await ui.press('esc', 'esc', ':', ...'hoshin 11'.split(''), 'enter');
        await ui.waitFor('opened hoshin 11');
        await toAreas(ui);
      });
    }
    // An indicator, its values, and one value.
    await ui.press(':', ...'indicator 101'.split(''), 'enter');
    await ui.waitFor('opened indicator 101');
    await atEverySize(ui, 'an indicator', '#101', frames);
    ui.resize(80, 24);
    await ui.press('enter');
    await ui.waitFor('2025-11-30');
    await atEverySize(ui, 'its values', '2025-11-30', frames);
    ui.resize(80, 24);
    await ui.press('down', 'enter');
    await ui.waitFor('Created by');
    await atEverySize(ui, 'one of its values', 'Created by', frames);

    const words = vocabulary([...frames.values()]);
    const defects = [...frames].flatMap(([where, frame]) =>
      defectsOf(
        frame,
        where,
        SIZES.find((size) => where.endsWith(`${size.columns}x${size.rows}`))!,
        words,
      ),
    );
    expect(missing, missing.join('\n')).toEqual([]);
    expect(defects, defects.join('\n')).toEqual([]);
  }, 120_000);
});
