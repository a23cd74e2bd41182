import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { IndicatorDetail } from '../../../source/tui/detail/indicator-detail.js';
import { ThemeContext, COLOUR_THEME } from '../../../source/tui/kernel/theme.js';
import { GOAL_GLYPH } from '../../../source/tui/chart/history-chart.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { isHistoryFocused } from '../../../source/tui/tree/value-table.js';
import type { KeyOutcome } from '../../../source/tui/kernel/key-press.js';
import { initialConsoleState, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { resourceRow, rowKey } from '../../../source/tui/tree/tree-shape.js';
import { renderApp } from '../helpers/ink.js';

const indicator = {
  id: 7,
  name: 'Customer satisfaction',
  value: '85.0',
  goal: '100.0',
  worst_value: '0.0',
  last_value: '70.0',
  last_update: '2025-06-30',
  next_update: '2025-07-31',
  frequency: 'monthly',
};
const histories = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  day: `2024-${String(i + 1).padStart(2, '0')}-15`,
  value: String(20 + i * 5),
  goal: '100.0',
  ...(i === 3 ? { comment: 'holiday effect' } : {}),
}));

/** An objective's indicator list with indicator 7 selected, its value table given the keys (H). */
function onIndicator(): ConsoleState {
  const ref = resourceRow('indicator', 7);
  const list = { type: 'children', parentKind: 'objective', parentId: 40, childKind: 'indicator' } as const;
  const actions: ConsoleAction[] = [
    { type: 'open', list, rows: [{ key: rowKey(ref), ref, search: 'indicator 7' }] },
    { type: 'focus-history' },
  ];
  return actions.reduce(consoleReducer, initialConsoleState({ readOnly: false, pageSize: 10 }));
}

describe('<IndicatorDetail>', () => {
  it('shows the value against goal with its bar, the state in words, the trend and an overdue update relative to today', () => {
    const app = renderApp(<IndicatorDetail indicator={indicator} histories={histories} width={80} height={24} today="2025-08-20" />);
    const lines = app.frame().split('\n');
    expect(lines[0]).toContain('Customer satisfaction  #7');
    // Each figure line wraps rather than being cut.
    const text = lines.slice(1, 5).join(' ').replace(/\s+/g, ' ');
    // Where a row breaks, no separator is left at its end (nor begins the next).
    expect(text).toContain('85, goal 100 · progress 85% at risk █████████░ · ↗ better · worst 0 higher is better');
    expect(lines.every((line) => !/·\s*$/.test(line) && !/^\s*·/.test(line))).toBe(true);
    // The service's status word, the date relative to today (and exact, on a wide pane).
    expect(text).toContain('overdue: was due 3 weeks ago (2025-07-31) · monthly value from 2 months ago');
    app.unmount();
  });

  it('wraps a long name over a narrow pane instead of cutting it, figures still under it', () => {
    const long = { ...indicator, name: 'Share of customers who would recommend us to a colleague, measured quarterly' };
    const app = renderApp(<IndicatorDetail indicator={long} histories={histories} width={30} height={24} today="2025-08-20" />);
    const lines = app.frame().split('\n');
    const nameLines = lines.slice(
      0,
      lines.findIndex((line) => line.includes(', goal ')),
    );
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.join(' ').replace(/\s+/g, ' ')).toBe(`${long.name} #7`);
    expect(nameLines.join('')).not.toContain('…');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(30);
    app.unmount();
  });

  it('wraps the figure lines on a narrow pane instead of cutting them', () => {
    const app = renderApp(<IndicatorDetail indicator={indicator} histories={histories} width={40} height={24} today="2025-08-20" />);
    const lines = app.frame().split('\n');
    const figures = lines
      .slice(
        1,
        lines.findIndex((line) => /^Day /.test(line)),
      )
      .filter((line) => !/[┤┬└⠀-⣿]/.test(line));
    const text = figures.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('worst 0 · higher is better');
    expect(text).toContain('overdue: was due 3 weeks ago');
    expect(text).toContain('value from 2 months ago');
    expect(figures.join('')).not.toContain('…');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(40);
    app.unmount();
  });

  it('shortens the table heading to what fits whole, keeping the mark of rows below', () => {
    const app = renderApp(<IndicatorDetail indicator={indicator} histories={histories} width={34} height={14} today="2025-08-20" />);
    const heading = app
      .frame()
      .split('\n')
      .find((line) => /^Day /.test(line));
    expect(heading).toMatch(/↓\d+$/);
    expect(heading).not.toContain('…');
    app.unmount();
  });

  it('respects lower-is-better in the percent and the state', () => {
    const lower = { ...indicator, value: '20', goal: '10', worst_value: '50', last_value: '25' };
    const app = renderApp(<IndicatorDetail indicator={lower} histories={[]} width={80} height={24} today="2025-07-01" />);
    expect(app.frame().replace(/\s+/g, ' ')).toContain(
      '20, goal 10 · progress 75% behind ████████░░ · ↘ better · worst 50 lower is better',
    );
    expect(app.frame()).toContain('current: next in 4 weeks (2025-07-31)');
    app.unmount();
  });

  it('draws the chart with its goal series and a table newest first, scrolled to fit', () => {
    const app = renderApp(<IndicatorDetail indicator={indicator} histories={histories} width={80} height={24} today="2025-08-20" />);
    const frame = app.frame();
    expect(frame).toContain(GOAL_GLYPH.repeat(5));
    expect(frame).toMatch(/[\u2801-\u28ff]/);
    expect(frame).toContain('2024-01-15');
    const lines = frame.split('\n');
    const header = lines.findIndex((l) => l.startsWith('Day'));
    expect(lines[header]).toMatch(/^Day\s+Value\s+Goal\s+progress\s+Comment\s+↓ \d+ more/);
    // What is not there comes first, told apart: the next update not due yet, the one that passed unrecorded.
    expect(lines[header + 1]).toMatch(/^2025-08-31 not due yet/);
    expect(lines[header + 2]).toMatch(/^2025-07-31 not recorded/);
    // The indicator's own current value is one of the values known here.
    expect(lines[header + 3]).toMatch(/^2025-06-30\s+85\s+100\s+85%/);
    expect(lines[header + 4]).toMatch(/^2024-12-15\s+75\s+100\s+75%/);
    expect(lines.length).toBeLessThanOrEqual(24);
    app.unmount();
  });

  it('keeps percent and state in a pane as narrow as the console’s at 80x24', () => {
    const app = renderApp(<IndicatorDetail indicator={indicator} histories={histories} width={34} height={17} today="2025-08-20" />);
    const lines = app.frame().split('\n');
    expect(lines.slice(1, 3).join(' ')).toContain('85, goal 100 progress 85% at risk');
    const header = lines.findIndex((l) => l.startsWith('Day'));
    expect(lines[header]).toMatch(/^Day\s+Value\s+Goal\s+progress/);
    expect(lines[header + 3]).toMatch(/^2025-06-30\s+85\s+100\s+85%/);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(34);
    expect(lines.length).toBeLessThanOrEqual(17);
    app.unmount();
  });

  it('marks the selected value and keeps it in view when the table has the shell’s keys', () => {
    const app = renderApp(
      <IndicatorDetail indicator={indicator} histories={histories} width={50} height={8} today="2025-08-20" selectedIndex={9} />,
    );
    const lines = app.frame().split('\n');
    // Row 9, newest first, the current value (2025-06-30) first among them.
    expect(lines.find((l) => l.startsWith('› '))).toMatch(/^› 2024-04-15/);
    expect(lines.filter((l) => l.startsWith('› '))).toHaveLength(1);
    app.unmount();
  });

  it('scrolls the table by the app’s offset, moves the selection with the history keys, and gives them back on esc', () => {
    // The App passes its detail scroll as scrollOffset. Short: no chart, the table takes the rows.
    const at = (element: ReactElement): string[] => {
      const app = renderApp(element);
      const lines = app.frame().split('\n');
      app.unmount();
      return lines;
    };
    const detail = (props: { scrollOffset?: number; selectedIndex?: number }) => (
      <IndicatorDetail indicator={indicator} histories={histories} width={80} height={11} today="2025-08-20" {...props} />
    );
    const top = at(detail({ scrollOffset: 0 }));
    expect(top.join('\n')).not.toContain(GOAL_GLYPH);
    // The first row under the table's heading (the figure lines above it wrap at this width).
    const firstRow = (lines: string[]): string | undefined => lines[lines.findIndex((line) => /^( {2})?Day /.test(line)) + 1];
    expect(firstRow(top)).toMatch(/^2025-08-31 not due yet/);
    const firstValue = (lines: string[]): string | undefined => lines.find((line) => /^(› | {2})?\d{4}-\d\d-\d\d\s+\d/.test(line));
    expect(firstValue(top)).toMatch(/^2025-06-30/);
    expect(firstValue(at(detail({ scrollOffset: 2 })))).toMatch(/^2024-11-15/);

    // The keys as the console's input reads them: routed in the history context, stepped by the
    // navigation reducer, drawn with the cursor and scroll the App passes.
    const facts = { historyTotal: histories.length + 1 };
    let state = onIndicator();
    const press = (...keys: string[]): KeyOutcome[] =>
      keys.map((name) => {
        const intent = routeKey(state, name, name.length === 1 ? name : '', facts);
        if (intent.type === 'dispatch') state = consoleReducer(state, intent.action);
        return intent;
      });
    const shown = (): string[] =>
      at(
        detail({
          scrollOffset: state.nav.detailScroll,
          ...(isHistoryFocused(state) ? { selectedIndex: state.nav.historyCursor } : {}),
        }),
      );
    expect(shown().find((l) => l.startsWith('› '))).toMatch(/^› 2025-06-30/);
    press('j', 'j');
    expect(shown().find((l) => l.startsWith('› '))).toMatch(/^› 2024-11-15/);
    press('G');
    expect(shown().join('\n')).toContain('2024-01-15');
    expect(shown().join('\n')).toContain('holiday effect');
    expect(shown().find((l) => l.startsWith('› '))).toMatch(/^› 2024-01-15/);
    // Esc closes the table: the keys go back to the list and the cursor column goes.
    expect(press('esc')).toEqual([{ type: 'dispatch', action: { type: 'switch-pane' } }]);
    expect(state.nav.focus).toBe('list');
    expect(shown().some((l) => l.startsWith('› '))).toBe(false);
  });

  it('redraws for a new size and fits it', () => {
    const element = (width: number, height: number) => (
      <IndicatorDetail indicator={indicator} histories={histories} width={width} height={height} today="2025-08-20" />
    );
    const app = renderApp(element(100, 30));
    app.rerender(element(50, 20));
    const lines = app.frame().split('\n');
    expect(lines.length).toBeLessThanOrEqual(20);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(50);
    expect(app.frame()).toContain('2024-12-15');
    app.unmount();
  });

  it('says none only when the service holds none, and writes colour codes only with the colour theme', () => {
    const plain = renderApp(
      <IndicatorDetail indicator={{ id: 9, name: 'New' }} histories={[]} width={60} height={20} today="2025-08-20" />,
    );
    expect(plain.frame()).toContain('no value yet');
    expect(plain.frame()).toContain('none: the indicator has no value yet');
    expect(plain.frame()).not.toContain('not known here');
    expect(plain.rawFrame()).not.toMatch(/\u001b\[/);
    plain.unmount();
    const coloured = renderApp(
      <ThemeContext.Provider value={COLOUR_THEME}>
        <IndicatorDetail indicator={indicator} histories={histories} width={60} height={20} today="2025-08-20" />
      </ThemeContext.Provider>,
    );
    expect(coloured.rawFrame()).toMatch(/\u001b\[/);
    coloured.unmount();
  });
});
