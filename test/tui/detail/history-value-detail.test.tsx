// A history value in the tree (an indicator opened, one of its values selected) at 60x20, 80x24 and
// 160x50, and in ASCII: the detail's title names the indicator and the day (`OEE line 2 (%) on
// 2025-11-30`), the day reads as a date with its age, and a target row (a goal, no value yet) says
// `target 85` in the list and `Target` in its detail instead of a bare date. A name from the service
// is shown without its controls and cut at a word, the day kept whole.
import { afterEach, describe, expect, it } from 'vitest';
import type { Resource } from '../../../source/core/resource.js';
import { DetailPane } from '../../../source/tui/detail/detail-pane.js';
import { detailLines } from '../../../source/tui/tree/detail-lines.js';
import type { PeopleContext } from '../../../source/tui/detail/people-text.js';
import { computeLayout } from '../../../source/tui/kernel/layout.js';
import { NO_COLOUR_THEME, ThemeContext, themeForCaps, type Theme } from '../../../source/tui/kernel/theme.js';
import type { TreeSource } from '../../../source/tui/tree/tree-source.js';
import { resourceRow } from '../../../source/tui/tree/tree-shape.js';
import { demoSandbox } from '../helpers/console-harness.js';
import { openByPalette, renderApp, type RenderedApp } from '../helpers/ink.js';

const demo = demoSandbox();
const DATE = /\d{4}-\d{2}-\d{2}/;

/** The demo's values of OEE line 2 in the list's order (by day), each with whether it is a target row. */
function oeeValues(): { id: number; day: string; value: unknown; goal: unknown; target: boolean }[] {
  return demo.sandbox.store
    .all('indicator_history')
    .filter((history) => history.indicator_id === 101)
    .map((history) => ({
      id: Number(history.id),
      day: String(history.day),
      value: history.value,
      goal: history.goal,
      target: history.value === null || history.value === undefined,
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The inside of the detail pane's rows below its top border (right of the list pane where both show), trimmed. */
function detailRows(frame: string, columns: number, rows: number): string[] {
  const layout = computeLayout(columns, rows);
  const lines = frame.split('\n');
  const top = lines.findIndex((line) => line.includes('╭'));
  return lines
    .slice(top + 1)
    .map((line) => (layout.singlePane ? line : [...line].slice(layout.listWidth).join('')))
    .map((line) => line.replace(/^[│╰]|[│╯]$/gu, '').trimEnd());
}

describe.each([
  [60, 20],
  [80, 24],
  [160, 50],
])('a history value in the tree at %ix%i', (columns, rows) => {
  it('lists target rows as `target N`, titles a value by its indicator and day, and gives the day as a date with its age', async () => {
    const ui = demo.open();
    ui.resize(columns, rows);
    await openByPalette(ui, 'indicator', 101);
    await ui.press('enter');
    await ui.waitFor('OEE line 2 (%) (');
    const values = oeeValues();
    const firstTarget = values.findIndex((value) => value.target);
    const firstValue = values.findIndex((value) => !value.target);
    expect(firstTarget).toBeGreaterThanOrEqual(0);
    expect(firstValue).toBeGreaterThanOrEqual(0);

    // Every row shown says what it is: a target row its goal, a value its value.
    const listed = ui.lines().filter((line) => /\d{4}-\d{2}-\d{2}/.test(line) && /^│[›\s ] /u.test(line));
    expect(listed.length).toBeGreaterThan(3);
    for (const line of listed) {
      const day = /\d{4}-\d{2}-\d{2}/.exec(line)?.[0];
      const value = values.find((known) => known.day === day);
      expect(value, line).toBeDefined();
      const row = line.slice(0, computeLayout(columns, rows).listWidth);
      if (value?.target) expect(row).toMatch(new RegExp(`${day}\\s+target ${String(Number(value.goal))}(\\s|│|$)`));
      else expect(row).toMatch(new RegExp(`${day}\\s+${String(Number(value?.value))}(\\s|│|$)`));
    }

    // A value: its title names the indicator and the day, the day is a date with its age.
    await ui.press(...Array.from({ length: firstValue }, () => 'j'));
    const value = values[firstValue]!;
    await ui.waitFor(`OEE line 2 (%) on`);
    const detail = detailRows(ui.frame(), columns, rows);
    const title = detail.slice(0, 2).join(' ').replace(/\s+/g, ' ');
    expect(title).toContain(`OEE line 2 (%) on ${value.day}`);
    expect(ui.frame()).not.toContain(`History value ${value.id}`);
    const dayRow = detail.findIndex((line) => line.startsWith('Day'));
    const day = `${detail[dayRow]} ${detail[dayRow + 1]}`.replace(/\s+/g, ' ');
    expect(day).toMatch(new RegExp(`^Day ${value.day}( \\(| )\\d+ months? ago`));

    // A target row: its goal as the target, and no value yet.
    await ui.press(...Array.from({ length: Math.abs(firstValue - firstTarget) }, () => (firstTarget > firstValue ? 'j' : 'k')));
    const target = values[firstTarget]!;
    await ui.waitFor((frame) => /Target\s/.test(detailRows(frame, columns, rows).join('\n')));
    const targetDetail = detailRows(ui.frame(), columns, rows).join('\n');
    expect(targetDetail).toMatch(new RegExp(`Target\\s+${String(Number(target.goal))}\\b`));
    expect(targetDetail).toMatch(/Value\s+none yet/);
  });
});

describe('a history value’s detail from a hostile or unknown indicator', () => {
  let app: RenderedApp | undefined;
  afterEach(() => app?.unmount());

  const today = '2026-11-27';
  const people: PeopleContext = { today, wide: false, glyphs: NO_COLOUR_THEME.glyphs, nameOf: () => null };
  const history: Resource = { id: 1149, indicator_id: 104, day: '2025-11-30', value: '79', goal: '85', created_at: '2025-11-30' };
  const sourceWith = (indicator: Resource | undefined): TreeSource => ({
    resource: (kind, id) => (kind === 'indicator_history' && id === 1149 ? history : kind === 'indicator' ? indicator : undefined),
    children: () => [],
    isComplete: () => true,
  });

  /** The pane's title rows at 60x20 (the detail pane 27 wide) in a theme. */
  function titleOf(source: TreeSource, theme: Theme): string[] {
    const detail = detailLines(resourceRow('indicator_history', 1149), source, { baseUrl: 'http://127.0.0.1:1', people });
    const width = computeLayout(60, 20).detailWidth;
    app = renderApp(
      <ThemeContext.Provider value={theme}>
        <DetailPane
          title={detail.title}
          {...(detail.titleEnd === undefined ? {} : { titleEnd: detail.titleEnd })}
          lines={detail.lines}
          width={width}
          height={14}
          scroll={0}
          focused
        />
      </ThemeContext.Provider>,
    );
    return app
      .frame()
      .split('\n')
      .slice(1, 3)
      .map((row) => row.slice(1, -1).trimEnd());
  }

  it.each([
    ['Unicode', NO_COLOUR_THEME],
    ['ASCII', themeForCaps({ unicode: false, colours: 'none' })],
  ])('cuts a long name at a word and keeps the day whole (%s), its controls shown, not obeyed', (_name, theme) => {
    const ellipsis = theme.glyphs.ellipsis;
    const name = 'Overall equipment effectiveness of the\u001b[31m second assembly line after the retrofit (%)';
    const rows = titleOf(sourceWith({ id: 104, name }), theme);
    const text = rows.join(' ');
    expect(text).not.toContain('\u001b');
    expect(text).toMatch(/ on 2025-11-30( \S+| \(\d+ below\))?$/);
    // Cut between words: what is kept of the name is its first words, the cut mark after a whole one.
    const kept = text.slice(0, text.indexOf(`${ellipsis} on 2025-11-30`));
    expect(kept.length).toBeGreaterThan(0);
    expect(name.replace('\u001b', '^[').startsWith(kept)).toBe(true);
    expect(name.replace('\u001b', '^[').charAt(kept.length)).toBe(' ');
  });

  it('names an indicator not known here by its id', () => {
    const rows = titleOf(sourceWith(undefined), NO_COLOUR_THEME);
    expect(rows.join(' ').replace(/\s+/g, ' ')).toMatch(/^indicator 104 on 2025-11-30/);
  });

  it('gives the day as a date with its age beside it on a wide pane, under it on a narrow one', () => {
    const narrow = detailLines(resourceRow('indicator_history', 1149), sourceWith(undefined), { baseUrl: '', people }).lines;
    expect(narrow.slice(0, 2)).toMatchObject([
      { label: 'Day', value: '2025-11-30' },
      { label: '', value: '12 months ago' },
    ]);
    const wide = detailLines(resourceRow('indicator_history', 1149), sourceWith(undefined), {
      baseUrl: '',
      people: { ...people, wide: true },
    }).lines;
    expect(wide[0]).toMatchObject({ label: 'Day', value: '2025-11-30 (12 months ago)' });
    expect(DATE.test(wide[0]!.value)).toBe(true);
  });
});
