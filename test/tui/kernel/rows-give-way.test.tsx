// List rows at 60, 80 and 160 columns, walked against the demo plan: a row's name has priority over
// its secondary parts (what is known of the children, a figure, a detail), no word is cut anywhere
// in the tree, the attention list, the palette's hint, the breadcrumb or the indicators overview,
// and prose lines wrap rather than cut.
import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../source/catalogue/catalogue.js';
import { ATTENTION_TITLES } from '../../../source/tui/attention/attention.js';
import { computeLayout } from '../../../source/tui/kernel/layout.js';
import { openByPalette } from '../helpers/ink.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';

const demo = demoSandbox();
const WIDTHS = [60, 80, 160] as const;
const CUT = '…';

/** Every word the demo plan and the console's own texts hold: a token left of a cut mark must be one of them. */
function vocabulary(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.split(/\s+/)) {
      words.add(word);
      words.add(word.replace(/[,;:·.()“”"]+$/u, ''));
    }
  };
  // The console's own headings, cut at a word where a pane is narrow.
  for (const title of Object.values(ATTENTION_TITLES)) add(title);
  for (const kind of KIND_NAMES) {
    for (const resource of demo.sandbox.store.all(kind)) {
      for (const value of Object.values(resource)) if (typeof value === 'string') add(value);
    }
  }
  return words;
}

/** The tokens of a line that end in the cut mark, each without it, that are not a whole word. */
function cutWords(line: string, words: ReadonlySet<string>): string[] {
  return line
    .split(/\s+/)
    .filter((token) => token.endsWith(CUT) && token !== CUT)
    .map((token) => token.slice(0, -CUT.length))
    .filter((word) => !words.has(word) && !words.has(word.replace(/[,;:·.()“”"]+$/u, '')));
}

/** The list pane's rows (inside its border, under its title), without the selection marker and the open arrow. */
function listRows(console: TestConsole, columns: number): string[] {
  const layout = computeLayout(columns, rowsAt(columns));
  return console
    .lines()
    .slice(3, 3 + layout.bodyHeight)
    .map((line) => line.slice(0, layout.listWidth))
    .slice(2, -1)
    .map((line) =>
      line
        .replace(/^│/u, '')
        .replace(/│$/u, '')
        .replace(/^› /u, '  ')
        .replace(/ ›\s*$/u, ''),
    )
    .filter((line) => line.trim() !== '');
}

/** Each row whose name is cut shows no secondary part wider than the part of the name it shows. */
function namesFirst(rows: readonly string[]): void {
  for (const row of rows) {
    const cut = row.indexOf(CUT);
    if (cut < 0) continue;
    const name = row.slice(0, cut).trim();
    const secondary = row.slice(cut + CUT.length).trim();
    expect(name.length, `the name gave way before "${secondary}" in: ${row}`).toBeGreaterThanOrEqual(secondary.length);
  }
}

function rowsAt(columns: number): number {
  return columns === 160 ? 50 : columns === 60 ? 20 : 24;
}

async function opened(columns: number, options: Parameters<typeof demo.open>[0] = {}): Promise<TestConsole> {
  const console = demo.open(options);
  console.resize(columns, rowsAt(columns));
  return console;
}

function expectNoWordCut(lines: readonly string[], where: string): void {
  const words = vocabulary();
  for (const line of lines) expect(cutWords(line, words), `${where}: ${line}`).toEqual([]);
}

describe.each(WIDTHS)('at %i columns', (columns) => {
  it('tree rows keep their names whole and cut nothing mid-word, from the companies to the tasks', async () => {
    const console = await opened(columns);
    await console.waitFor('Nordwind');
    const seen: string[][] = [];
    const look = () => {
      const rows = listRows(console, columns);
      expectNoWordCut(rows, 'tree row');
      namesFirst(rows);
      seen.push(rows);
    };
    look();
    await openByPalette(console, 'hoshin', 11);
    look();
    await console.press('enter');
    await console.waitFor('long-term goals');
    look();
    await openByPalette(console, 'objective', 61);
    look();
    await console.press('enter');
    await console.waitFor((frame) => frame.includes('tasks') && frame.includes('indicators'));
    look();
    await console.press('enter');
    await console.waitFor(String(demo.sandbox.store.where('indicator', 'objective_id', 61)[0]?.name ?? ''));
    look();
    // The breadcrumb keeps the objective's name (or the first of its words) above its indicators.
    const crumb = console.lines()[1] ?? '';
    expectNoWordCut([crumb], 'breadcrumb');
    const objective = String(demo.sandbox.store.get('objective', 61)?.name ?? '');
    expect(crumb).toContain(objective.split(' ')[0] ?? objective);
    expect(crumb).toMatch(/indicators\s*$/u);
    await console.press('esc', 'j', 'enter');
    await console.waitFor((frame) =>
      demo.sandbox.store.where('task', 'objective_id', 61).some((task) => frame.includes(String(task.name).split(' ')[0] ?? '')),
    );
    look();
    // What is known of the children reads the same way for every kind.
    for (const rows of seen) for (const row of rows) expect(row).not.toMatch(/\b(areas|goals|hoshins|objectives|indicators|tasks): \d/u);
  });

  it('attention rows keep the kind word and the name whole; the summary and partial lines wrap', async () => {
    const console = await opened(columns);
    await openByPalette(console, 'hoshin', 11);
    await console.press('a');
    await console.waitFor('What needs attention in hoshin');
    await console.waitFor((frame) => /^. (indicator|task|objective) /mu.test(frame.replace(/│/gu, '')));
    const lines = console.lines().map((line) => line.replace(/^│/u, '').replace(/│$/u, ''));
    expectNoWordCut(
      lines.filter((line) => !line.includes('hoshin')),
      'attention',
    );
    expect(lines.join('\n')).not.toMatch(/(indicator|task|objective)…/u);
    const rows = lines
      .filter((line) => /^(›| ) (indicator|task|objective) /u.test(line))
      .map((line) => line.replace(/^(›| ) (indicator|task|objective) /u, ''));
    expect(rows.length).toBeGreaterThan(0);
    namesFirst(rows);
    // The names of the rows shown are whole here: the detail and the person gave way first.
    const names = [...demo.sandbox.store.all('indicator'), ...demo.sandbox.store.all('task')].map((resource) => String(resource.name));
    for (const row of rows) {
      const name = names.filter((candidate) => row.startsWith(candidate)).sort((a, b) => b.length - a.length)[0];
      if (name === undefined) continue;
      const kept = row.slice(0, name.length);
      expect(kept).toBe(name);
    }
  });

  it('the palette hint leaves whole items out rather than cutting one', async () => {
    const console = await opened(columns);
    await console.waitFor('Nordwind');
    await console.press(':');
    await console.waitFor('a web address');
    const hint = console.lines().find((line) => line.includes('a web address')) ?? '';
    expect(hint).not.toContain(CUT);
    expect(hint).toMatch(/(a name · objective 42 · a web address)( · (quit|refresh|readonly|profile NAME|help))*\s*│/u);
  });

  it('the indicators overview gives its names the room the figures do not need', async () => {
    const console = await opened(columns);
    await openByPalette(console, 'hoshin', 11);
    await console.press('i');
    await console.waitFor('Indicators of hoshin');
    const lines = console.lines().map((line) => line.replace(/^│/u, '').replace(/│$/u, ''));
    expectNoWordCut(lines, 'overview');
    // Every indicator named on the screen is whole where the pane is 80 columns or more.
    if (columns >= 80) {
      const names = demo.sandbox.store.all('indicator').map((indicator) => String(indicator.name));
      const shown = lines.filter((line) => names.some((name) => line.includes(name.split(' ')[0] ?? name)));
      expect(shown.length).toBeGreaterThan(0);
      for (const line of shown) expect(line).not.toContain(CUT);
    }
  });
});

describe('an empty list', () => {
  it.each(WIDTHS)('at %i columns says less rather than cut a word', async (columns) => {
    const console = await opened(columns, { record: false, fetchOnStart: true });
    await console.waitFor('Nordwind');
    await console.press('enter');
    await console.waitFor('none known here');
    const row = console.lines().find((line) => line.includes('none known here')) ?? '';
    expectNoWordCut([row.slice(0, computeLayout(columns, rowsAt(columns)).listWidth)], 'empty list');
    expect(row).not.toMatch(/none known here[^│]*…/u);
  });
});
