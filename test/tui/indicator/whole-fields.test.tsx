// The indicator's detail at the console's three sizes (80x24, 60x20, 160x50): no word or name of its
// fields is cut, an arrow stays with its word and a figure with its label, and where the fields do
// not all fit above the chart and the table they scroll, a mark saying how many rows are above and below.
import { describe, expect, it } from 'vitest';
import { IndicatorDetail } from '../../../source/tui/detail/indicator-detail.js';
import { computeLayout } from '../../../source/tui/kernel/layout.js';
import { UNICODE_GLYPHS } from '../../../source/terminal/glyphs.js';
import type { PeopleContext } from '../../../source/tui/detail/people-text.js';
import { renderApp } from '../helpers/ink.js';

const today = '2026-11-27';
const owner = 'Aiko Tanaka-Whitfield';
const description =
  'Overall equipment effectiveness of the second assembly line, measured by the shift leads from the machine counters and the downtime log every month';
const indicator = {
  id: 101,
  name: 'Overall equipment effectiveness of line 2 after the retrofit (%)',
  description,
  value: '86.4',
  goal: '85',
  worst_value: '50',
  frequency: 'monthly',
  next_update: '2026-11-30',
  last_update: '2026-10-31',
  last_value: '84.1',
  responsible_id: 3,
  company_id: 1,
};
const histories = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  indicator_id: 101,
  day: `2026-${String(i + 3).padStart(2, '0')}-28`,
  value: String(80 + i * 0.6),
  goal: '85',
}));
const people: PeopleContext = { today, wide: true, glyphs: UNICODE_GLYPHS, nameOf: (_company, user) => (user === 3 ? owner : null) };

/** The detail pane's inside at a terminal size, as the tree draws it. */
function pane(columns: number, rows: number): { width: number; height: number } {
  const layout = computeLayout(columns, rows);
  return { width: layout.detailWidth - 2, height: layout.bodyHeight - 2 };
}

/** The mark under fields that scroll: "↓ 12 more below", "↑1 · ↓11 more". */
const MARK = /^(↑ ?\d+|↓ ?\d+)/;
const below = (frame: readonly string[]) => frame.some((line) => MARK.test(line) && /↓ ?\d+/.test(line));
const above = (frame: readonly string[]) => frame.some((line) => MARK.test(line) && /↑ ?\d+/.test(line));
/** The rows of the fields: those above the chart (its axis) and the value table (its heading). */
const fieldRows = (frame: readonly string[]) => {
  const end = frame.findIndex((line) => /^\s*\d+(\.\d+)?┤|^\s*Day\s/.test(line));
  return end < 0 ? [...frame] : frame.slice(0, end);
};

/** The frames of the detail scrolled from the top down to the last row of its fields. */
function scrolledFrames(columns: number, rows: number): string[][] {
  const { width, height } = pane(columns, rows);
  const frames: string[][] = [];
  for (let scroll = 0; scroll < 40; scroll += 1) {
    const app = renderApp(
      <IndicatorDetail
        indicator={indicator}
        histories={histories}
        width={width}
        height={height}
        today={today}
        people={{ ...people, wide: width >= 48 }}
        fieldsScroll={scroll}
      />,
    );
    const lines = app.frame().split('\n');
    app.unmount();
    frames.push(lines);
    if (!below(lines)) break;
  }
  return frames;
}

describe.each([
  [80, 24],
  [60, 20],
  [160, 50],
])('the indicator detail at %ix%i', (columns, rows) => {
  const { width, height } = pane(columns, rows);
  const frames = scrolledFrames(columns, rows);
  const seen = frames.flatMap(fieldRows);

  it('fits the pane', () => {
    for (const frame of frames) {
      expect(frame.length).toBeLessThanOrEqual(height);
      for (const line of frame) expect([...line].length).toBeLessThanOrEqual(width);
    }
  });

  it('keeps the owner, every figure with its label and the arrow with its word on one row', () => {
    for (const whole of [owner, '↗ better', 'worst 50', 'higher is better', 'goal 85', 'monthly']) {
      expect(
        seen.some((line) => line.includes(whole)),
        `${whole} on one row in\n${seen.join('\n')}`,
      ).toBe(true);
    }
    // The value's day and the next update, each with its words.
    expect(seen.some((line) => /value from 4 weeks\s+ago|value from 4 weeks ago/.test(line))).toBe(true);
    expect(seen.join(' ')).toMatch(/current: next in 3 days/);
  });

  it('shows the owner among the first rows, above the mark of the rows out of sight', () => {
    const first = fieldRows(frames[0] as string[]);
    const at = first.findIndex((line) => line.includes(owner));
    expect(at, first.join('\n')).toBeGreaterThanOrEqual(0);
    const mark = first.findIndex((line) => MARK.test(line.trim()));
    if (mark >= 0) expect(at).toBeLessThan(mark);
  });

  it('cuts no word: the name and the description are there word for word', () => {
    const words = seen.join(' ').split(/\s+/);
    for (const word of [...indicator.name.split(' '), ...description.split(' ')]) expect(words).toContain(word);
    expect(seen.some((line) => line.includes('…'))).toBe(false);
  });

  it('marks the rows above and below where the fields scroll, and shows them all where they fit', () => {
    const first = frames[0] as string[];
    const last = frames[frames.length - 1] as string[];
    if (frames.length === 1) {
      expect(below(first) || above(first)).toBe(false);
      return;
    }
    expect(below(first)).toBe(true);
    expect(above(first)).toBe(false);
    expect(above(last)).toBe(true);
    expect(below(last)).toBe(false);
    // Scrolled to the end: the last field (the description's end) is on screen.
    expect(last.join(' ')).toContain('downtime log every month');
  });
});

describe('the sizes', () => {
  it('scroll at 80x24 and 60x20, and show every field at once at 160x50', () => {
    expect(scrolledFrames(80, 24).length).toBeGreaterThan(1);
    expect(scrolledFrames(60, 20).length).toBeGreaterThan(1);
    expect(scrolledFrames(160, 50)).toHaveLength(1);
  });
});
