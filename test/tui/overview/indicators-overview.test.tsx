import { describe, expect, it } from 'vitest';
import { IndicatorsOverview } from '../../../source/tui/overview/indicators-overview.js';
import { overviewRows } from '../../../source/tui/detail/indicator-view.js';
import { newOverview } from '../../../source/tui/overview/overview-overlay.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import type { KeyOutcome } from '../../../source/tui/kernel/key-press.js';
import { initialConsoleState, topOverlay, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { renderApp } from '../helpers/ink.js';

const indicators = [
  {
    id: 7,
    name: 'Customer satisfaction',
    value: '85.0',
    goal: '100.0',
    worst_value: '0.0',
    next_update: '2025-07-31',
    frequency: 'monthly',
  },
  {
    id: 8,
    name: 'Defects per batch',
    value: '20',
    goal: '10',
    worst_value: '50',
    next_update: '2025-09-01',
    frequency: 'weekly',
  },
  {
    id: 9,
    name: 'Revenue',
    value: '120',
    goal: '100',
    worst_value: '0',
    next_update: '2025-08-20',
    frequency: 'quarterly',
  },
];
const histories = new Map([
  [7, [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ id: i + 1, day: `2025-0${i + 1}-01`, value: String(i * 10), goal: '100' }))],
]);

function run(state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState {
  return actions.reduce(consoleReducer, state);
}

describe('<IndicatorsOverview>', () => {
  it('lists every indicator with a sparkline, flagging behind and late in words', () => {
    const app = renderApp(
      <IndicatorsOverview indicators={indicators} historiesByIndicator={histories} width={100} height={8} today="2025-08-20" />,
    );
    const lines = app.frame().split('\n');
    expect(lines[0]).toContain('3 indicators · 1 behind · 1 late');
    expect(lines[1]).toMatch(/^› Customer satisfaction\s+▁▂▃▄▅▆▇█\s+85\s+85% at risk\s+! late 2025-07-31/);
    expect(lines[2]).toMatch(/Defects per batch.*20\s+75% behind\s+next 2025-09-01/);
    expect(lines[3]).toMatch(/Revenue.*120\s+120% on track\s+next 2025-08-20/);
    expect(lines[3]).not.toContain('late');
    app.unmount();
  });

  it('selects rows with the keys and opens the selected indicator', () => {
    // The App keeps the overview's cursor in its overlay: keys are routed in the overview, stepped
    // by the navigation reducer, and the cursor comes back in as selectedIndex.
    const rows = overviewRows(indicators, () => [], '2025-08-20');
    let state = run(initialConsoleState({ readOnly: false, pageSize: 10 }), {
      type: 'push-overlay',
      overlay: newOverview(10),
    });
    const cursor = (): number => {
      const top = topOverlay(state);
      return top?.type === 'overview' ? top.cursor : -1;
    };
    const selectedIds: number[] = [rows[0]!.id];
    const press = (...keys: string[]): KeyOutcome[] =>
      keys.map((name) => {
        const intent = routeKey(state, name, name.length === 1 ? name : '', { overviewTotal: rows.length });
        if (intent.type === 'dispatch') state = consoleReducer(state, intent.action);
        const selected = rows[cursor()]?.id;
        if (selected !== undefined && selectedIds.at(-1) !== selected) selectedIds.push(selected);
        return intent;
      });
    const moves = press('j', 'j', 'j');
    const app = renderApp(
      <IndicatorsOverview
        indicators={indicators}
        historiesByIndicator={{}}
        width={100}
        height={8}
        today="2025-08-20"
        selectedIndex={cursor()}
      />,
    );
    expect(app.frame()).toMatch(/› Revenue/);
    app.unmount();
    // The selection went to 8, then 9 (the third j stays on the last row) ...
    expect(moves.every((intent) => intent.type === 'dispatch' && intent.action.type === 'overview-move')).toBe(true);
    expect(selectedIds).toEqual([7, 8, 9]);
    // ... and Enter opens the indicator under the cursor: 9 (the App's overview-open takes it).
    expect(press('enter')).toMatchObject([{ type: 'run', context: 'overview', action: 'open' }]);
    expect(rows[cursor()]!.id).toBe(9);
    expect(press('esc')).toEqual([{ type: 'dispatch', action: { type: 'pop-overlay' } }]);
    expect(topOverlay(state)).toBeUndefined();
  });

  it('scrolls to keep the selection visible and fits a narrow width', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      name: `N${i + 1} indicator with a long name`,
      value: String(i),
      goal: '10',
    }));
    // G in the overview: to the last row (routeKey + consoleReducer, as the App does).
    const state = run(initialConsoleState({ readOnly: false, pageSize: 10 }), {
      type: 'push-overlay',
      overlay: newOverview(10),
    });
    const intent = routeKey(state, 'G', 'G', { overviewTotal: many.length });
    const top = topOverlay(intent.type === 'dispatch' ? consoleReducer(state, intent.action) : state);
    const cursor = top?.type === 'overview' ? top.cursor : 0;
    expect(cursor).toBe(19);
    const app = renderApp(
      <IndicatorsOverview indicators={many} historiesByIndicator={{}} width={40} height={6} today="2025-08-20" selectedIndex={cursor} />,
    );
    expect(app.frame()).toContain('› N20 indicator with a…');
    expect(app.frame()).toContain('…');
    expect(app.frame()).toContain('↑15');
    // The summary gives way whole to the marks of rows out of sight, never cut to `↑…`.
    expect(app.frame()).toMatch(/^20 indicators · 8 behind · 0 late · ↑15$/m);
    for (const line of app.frame().split('\n')) expect([...line].length).toBeLessThanOrEqual(40);
    app.unmount();
  });

  it('says so when there are no indicators', () => {
    const app = renderApp(<IndicatorsOverview indicators={[]} historiesByIndicator={{}} width={60} height={5} today="2025-08-20" />);
    expect(app.frame()).toContain('no indicators known for this hoshin yet');
    app.unmount();
  });
});
