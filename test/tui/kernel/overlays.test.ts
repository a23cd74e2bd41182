// The review overlays as they open and move (the bowling chart, what needs attention), and a
// stack deeper than two: replacing or filtering the top leaves every overlay under it alone.
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../source/tui/board/board-state.js';
import type { Overlay, Overlays } from '../../../source/tui/kernel/overlays.js';
import { newBowling } from '../../../source/tui/bowling/bowling-overlay.js';
import { newOverview } from '../../../source/tui/overview/overview-overlay.js';
import { newPalette } from '../../../source/tui/palette/palette-overlay.js';
import { overlayFilterReducer, overlaysReducer } from '../../../source/tui/kernel/registry.js';

const help: Overlay = { type: 'help', scroll: 0 };
const form: Overlay = { type: 'form', mode: 'edit', kind: 'goal', id: 1, dirty: false };

describe('the bowling chart', () => {
  const scope = { kind: 'hoshin', id: 11 } as const;

  it('opens on the first indicator in the last month by default', () => {
    expect(newBowling(scope, ['2026-01', '2026-02', '2026-03'])).toEqual({
      type: 'bowling',
      scope,
      months: ['2026-01', '2026-02', '2026-03'],
      row: 0,
      column: 2,
    });
  });

  it('opens in the month it is given, and at the first column without months', () => {
    expect(newBowling(scope, ['2026-01', '2026-02', '2026-03'], 1).column).toBe(1);
    expect(newBowling(scope, []).column).toBe(0);
  });
});

describe('what needs attention', () => {
  const attention: Overlay = { type: 'attention', hoshinId: 3, cursor: 0 };

  it('moves down and up within its rows', () => {
    const down = overlaysReducer([attention], { type: 'attention-move', delta: 2, total: 5 });
    expect(down).toEqual([{ ...attention, cursor: 2 }]);
    expect(overlaysReducer(down, { type: 'attention-move', delta: -1, total: 5 })).toEqual([{ ...attention, cursor: 1 }]);
  });

  it('stops on its last row and its first', () => {
    expect(overlaysReducer([attention], { type: 'attention-move', delta: 9, total: 4 })).toEqual([{ ...attention, cursor: 3 }]);
    expect(overlaysReducer([attention], { type: 'attention-move', delta: -3, total: 4 })).toEqual([attention]);
    expect(overlaysReducer([attention], { type: 'attention-move', delta: 1, total: 0 })).toEqual([attention]);
  });
});

describe('a stack three deep', () => {
  it('replacing the top keeps both overlays under it', () => {
    const stack: Overlays = [help, form, newPalette()];
    expect(overlaysReducer(stack, { type: 'replace-overlay', overlay: newOverview(2) })).toEqual([help, form, newOverview(2)]);
  });

  it('the / line of the board on top leaves both overlays under it', () => {
    const board: Overlay = { type: 'board', scope: { kind: 'hoshin', id: 2 }, board: createBoard([]) };
    const stack = overlayFilterReducer([help, form, board], { type: 'filter-start' });
    expect(stack.slice(0, 2)).toEqual([help, form]);
    expect(stack[2]).toMatchObject({ type: 'board', board: { filtering: true } });
  });
});
