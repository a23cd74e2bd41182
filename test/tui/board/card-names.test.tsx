// The board's cards read at 60, 80 and 160 columns: a card's name wraps at words onto more lines,
// an empty column is narrowed to its header and gives its width to the others, and a name is cut
// only after a whole word, with the cut mark. The selection, moving a card and the filter still work.
import { beforeEach, describe, expect, it } from 'vitest';
import { PEOPLE, TASKS } from '../../../source/sandbox/demo-plan.js';
import { TaskBoardView } from '../../../source/tui/board/task-board.js';
import { createBoard, type BoardTask } from '../../../source/tui/board/board-state.js';
import { demoSandbox, type TestConsole } from '../helpers/console-harness.js';
import { openByPalette, renderApp } from '../helpers/ink.js';
import { cutWords } from '../../helpers/whole-words.js';

const demo = demoSandbox();
let ui: TestConsole;

beforeEach(() => {
  ui = demo.open();
});

/** The board's rows inside its border. */
const inside = (): string[] =>
  ui
    .lines()
    .map((line) => /^│(.*)│$/.exec(line)?.[1])
    .filter((line): line is string => line !== undefined);

/** The cards' rows: under the columns' header, above the selected card spelled out (`#216 :( …`). */
function cardRows(): string[] {
  const rows = inside();
  const end = rows.findIndex((row, index) => index > 0 && /^#\d+ /.test(row));
  return rows.slice(1, end < 0 ? undefined : end);
}

/** The words on the cards that are not an id, a deadline, a feeling or a person: what is shown of the names. */
function nameTokens(rows: readonly string[]): string[] {
  return rows
    .flatMap((row) => row.split(/\s+/))
    .filter((token) => token !== '' && !/^(?:›?:[/()]|#\d+|!?\d{4}-\d\d-\d\d|\(none\)|@.*)$/.test(token));
}

/** The frame is drawn at `columns`: the board's border as wide, no line wider. */
const sized = (frame: string, columns: number): boolean =>
  frame.split('\n').every((line) => line.length <= columns) &&
  frame.split('\n').some((line) => line.startsWith('╭') && line.length === columns);

const names = [...TASKS.map((task) => task.name), ...PEOPLE.map((person) => person.name)];

async function openBoard(): Promise<void> {
  await openByPalette(ui, 'hoshin', 11);
  await ui.press('t');
  await ui.waitFor((frame) => /backlog \(\d+\)/.test(frame) && /#\d+ :[/()] /.test(frame), 20_000);
}

describe('the board’s cards, readable', () => {
  for (const [columns, rows] of [
    [80, 24],
    [160, 50],
  ] as const) {
    it(`at ${columns}x${rows} cuts no word of a task's name`, async () => {
      await openBoard();
      ui.resize(columns, rows);
      await ui.waitFor((frame) => sized(frame, columns));
      const shown = nameTokens(cardRows());
      expect(shown.length, ui.frame()).toBeGreaterThan(5);
      expect(cutWords(shown, names), ui.frame()).toEqual([]);
    });
  }

  it('at 80x24 wraps the selected card’s name onto its lines, whole', async () => {
    await openBoard();
    ui.resize(80, 24);
    await ui.waitFor((frame) => sized(frame, 80));
    // "Weekly capacity meeting with planning", the first active task, is selected.
    const text = cardRows().join('\n');
    expect(text, ui.frame()).toMatch(/›:\( Weekly capacity/);
    for (const word of ['meeting', 'planning']) expect(text, ui.frame()).toContain(word);
  });

  it('keeps the selection, moving a card and the filter working with wrapped names', async () => {
    await openBoard();
    ui.resize(80, 24);
    await ui.waitFor((frame) => sized(frame, 80));
    await ui.press('j');
    await ui.waitFor((frame) => /›:[/()] Replace\s/.test(frame));
    await ui.press('>');
    await ui.waitFor((frame) => /▸ completed \(6\)/.test(frame), 10_000);
    expect(cutWords(nameTokens(cardRows()), names), ui.frame()).toEqual([]);
    await ui.press('/', ...'porosity'.split(''), 'enter');
    await ui.waitFor((frame) => frame.includes('filter "porosity"'));
    // The one card left, in the column that keeps the width the empty ones gave up.
    const text = cardRows().join('\n');
    expect(text, ui.frame()).toMatch(/:\/ Root-cause review of/);
    expect(text, ui.frame()).toContain('porosity defects');
    expect(text).not.toContain('Weekly');
  });
});

describe('the board’s columns', () => {
  const tasks: BoardTask[] = [
    { id: 1, name: 'Train the night shift on the new changeover standard', status: 'backlog', deadline: null, feeling: 'smile' },
    { id: 2, name: 'Review the porosity defects of the die casting cell', status: 'active', deadline: null, feeling: 'sad' },
  ];

  it('narrows an empty column to its header and gives its width to the columns with cards', () => {
    const app = renderApp(<TaskBoardView state={createBoard(tasks)} today="2025-02-15" width={78} height={12} />);
    const lines = app.frame().split('\n');
    app.unmount();
    const header = lines[0]!;
    // Two columns with cards share what the two empty ones, narrowed to their titles, leave.
    expect(header.indexOf('▸ active')).toBeGreaterThanOrEqual(22);
    expect(header).toMatch(/completed \(0\) {1,3}discarded \(0\)/);
    expect(
      cutWords(
        lines
          .slice(1, 6)
          .flatMap((line) => line.split(/\s+/))
          .filter((t) => t !== '' && !/^(?:›?:[/()]|#\d+|\(none\))$/.test(t)),
        tasks.map((t) => t.name as string),
      ),
      lines.join('\n'),
    ).toEqual([]);
  });

  it('at 60 columns (the selected column alone) wraps a long name at words and cuts it, and the card under it, after a word', () => {
    const long =
      'Energy review of all major consumers in the foundry, the machining hall and the assembly lines with the energy team of the plant';
    const board = createBoard([
      { id: 3, name: long, status: 'active', deadline: '2025-03-01', feeling: 'wondering', responsible_id: 4 },
      { id: 4, name: 'Kanban loop for cast housings', status: 'active', deadline: null, feeling: 'smile' },
    ]);
    const app = renderApp(<TaskBoardView state={board} today="2025-02-15" width={58} height={14} personName={() => 'Samuel Okafor'} />);
    const lines = app.frame().split('\n');
    app.unmount();
    // Every line but the columns' header and the footer: the cards and the selected card spelled out.
    const shown = nameTokens(lines.slice(1, -1));
    expect(cutWords(shown, [long, 'Kanban loop for cast housings', 'Samuel Okafor', 'deadline 2025-03-01']), lines.join('\n')).toEqual([]);
    expect(lines.join('\n')).toMatch(/›:\/ Energy review of all major consumers in the foundry,/);
  });
});
