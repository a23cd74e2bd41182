// The board wraps card names in its columns; the selected card is shown whole on the rows under
// the cards: id, feeling, full name, who is responsible and the deadline (late ones marked).
import { describe, expect, it } from 'vitest';
import { selectedCardRows, TaskBoardView } from '../../../source/tui/board/task-board.js';
import { boardKey, createBoard, type BoardTask } from '../../../source/tui/board/board-state.js';
import { renderApp } from '../helpers/ink.js';

const long = 'Countermeasure: Operator training on the changeover of the die casting cell';
const tasks: BoardTask[] = [
  { id: 7, name: long, status: 'active', deadline: '2025-02-01', feeling: 'sad', lane_pos: 0, responsible_id: 12 },
  {
    id: 8,
    name: 'Countermeasure: Operator shift rota',
    status: 'active',
    deadline: null,
    feeling: 'smile',
    lane_pos: 1,
  },
];
const names = (task: BoardTask) => (task.responsible_id === 12 ? 'Aiko Tanaka' : null);

describe('the selected card, whole', () => {
  it('at 80 columns the card wraps its name and the line under the cards holds the full name, owner and deadline', () => {
    const app = renderApp(<TaskBoardView state={createBoard(tasks)} today="2025-02-15" width={80} height={12} personName={names} />);
    const text = app.frame();
    app.unmount();
    const lines = text.split('\n');
    expect(lines).toHaveLength(12);
    expect(lines.some((line) => line.includes('›:( Countermeasure: Operator'))).toBe(true);
    expect(lines.slice(0, -3).some((line) => line.includes('the die casting cell'))).toBe(true);
    const whole = lines.slice(-3, -1).join(' ');
    expect(whole.replace(/\s+/g, ' ')).toContain(`#7 :( ${long} · Aiko Tanaka · deadline 2025-02-01 (late)`);
  });

  it('follows the selection, and says what it does not know', () => {
    const moved = boardKey(createBoard(tasks), 'j', 'j', false).state;
    const app = renderApp(<TaskBoardView state={moved} today="2025-02-15" width={80} height={12} personName={names} />);
    expect(app.frame()).toContain('#8 :) Countermeasure: Operator shift rota · nobody responsible · no deadline');
    app.unmount();
  });

  it('keeps to its rows: a name longer than two rows ends in …', () => {
    const huge = { ...tasks[0]!, name: 'word '.repeat(60).trim() };
    const rows = selectedCardRows(huge, 40, '2025-02-15', names);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.length <= 40)).toBe(true);
    expect(rows[1]).toMatch(/…$/);
    expect(selectedCardRows(undefined, 40, '2025-02-15', names)).toEqual([]);
  });
});
