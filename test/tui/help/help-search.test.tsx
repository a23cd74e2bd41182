// The help reads whole at any width (descriptions wrap under themselves, nothing cut with `…`) and
// `/` filters its lines: typing narrows them, Enter keeps the filter for j/k, Esc clears it, a
// second Esc closes the help.
import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { helpRows } from '../../../source/tui/help/help-rows.js';
import { HelpOverlay } from '../../../source/tui/help/help-view.js';
import { KEY_TABLE } from '../../../source/tui/kernel/registry.js';
import { routeKey } from '../../../source/tui/kernel/key-press.js';
import { keyContext } from '../../../source/tui/kernel/key-press.js';
import { helpLines } from '../../../source/tui/help/help-lines.js';
import { initialConsoleState, type ConsoleAction, type ConsoleState } from '../../../source/tui/kernel/console-store.js';
import { consoleReducer } from '../../../source/tui/kernel/registry.js';
import { ROOT_LIST } from '../../../source/tui/tree/tree-shape.js';
import { COLOUR_THEME, ThemeContext } from '../../../source/tui/kernel/theme.js';

const run = (state: ConsoleState, ...actions: ConsoleAction[]): ConsoleState => actions.reduce(consoleReducer, state);
const rows = [1].map((id) => ({
  key: `company:${id}`,
  ref: { type: 'resource' as const, kind: 'company' as const, id },
  search: `c ${id}`,
}));
const inHelp = (): ConsoleState =>
  run(
    initialConsoleState({ readOnly: false, pageSize: 10 }),
    { type: 'open', list: ROOT_LIST, rows },
    { type: 'push-overlay', overlay: { type: 'help', scroll: 0 } },
  );

function press(state: ConsoleState, ...keys: string[]): ConsoleState {
  for (const key of keys) {
    const intent = routeKey(state, key, key.length === 1 ? key : '', { helpMax: 100 });
    if (intent.type === 'dispatch') state = consoleReducer(state, intent.action);
    if (intent.type === 'none') throw new Error(`${key} did nothing`);
  }
  return state;
}

const frame = (element: Parameters<typeof render>[0]): string[] => {
  const view = render(<ThemeContext.Provider value={COLOUR_THEME}>{element}</ThemeContext.Provider>);
  const lines = stripVTControlCharacters(view.lastFrame() ?? '').split('\n');
  view.unmount();
  return lines;
};

describe('the help at 80 columns', () => {
  it('holds every word of every line: descriptions wrap, none is cut', () => {
    const inner = 78;
    const shown = helpRows(KEY_TABLE, false, '', inner);
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(shown.flatMap((row) => [...words(row.keys), ...words(row.text)])).toEqual(
      helpLines(KEY_TABLE, false).flatMap((line) => [...words(line.keys), ...words(line.description)]),
    );
    expect(shown.some((row) => row.text.endsWith('…'))).toBe(false);
    const bowling = frame(<HelpOverlay keys={KEY_TABLE} width={80} height={200} scroll={0} readOnly={false} />).join('\n');
    expect(bowling).toContain('bowling chart of the hoshin, area or objective:');
    expect(bowling).toMatch(/│ +indicators by month +│/);
  });

  it('/ filters the lines to those holding the text, under their headings; a heading that holds it keeps its whole section', () => {
    const state = press(inHelp(), '/', 'c', 'o', 'p', 'y');
    expect(keyContext(state)).toBe('filter');
    expect(state.overlays.at(-1)).toMatchObject({ type: 'help', filter: 'copy', filtering: true });
    const screen = frame(<HelpOverlay keys={KEY_TABLE} width={80} height={20} scroll={0} readOnly={false} filter="copy" filtering />).join(
      '\n',
    );
    expect(screen).toContain('/copy');
    expect(screen).toContain('copy the web address of the selected resource');
    expect(screen).not.toContain('move down');
    const bowling = helpRows(KEY_TABLE, false, 'bowling chart', 78)
      .filter((row) => !row.heading)
      .map((row) => row.keys.trim());
    expect(bowling).toEqual(expect.arrayContaining(['b', 'h, left', 'l, right']));
    expect(frame(<HelpOverlay keys={KEY_TABLE} width={80} height={20} scroll={0} readOnly={false} filter="zzz" />).join('\n')).toContain(
      'nothing holds “zzz”',
    );
  });

  it('Enter keeps the filter and gives j/k back; Esc clears it; the next Esc closes the help', () => {
    const kept = press(inHelp(), '/', 'f', 'i', 'l', 't', 'enter');
    expect(keyContext(kept)).toBe('help');
    expect(press(kept, 'j').overlays.at(-1)).toMatchObject({ type: 'help', filter: 'filt', scroll: 1 });
    const cleared = press(kept, 'esc');
    expect(cleared.overlays.at(-1)).toMatchObject({ type: 'help', filter: '', filtering: false });
    expect(press(cleared, 'esc').overlays).toEqual([]);
  });
});
