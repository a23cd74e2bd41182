// The history chart drawn whole: exact pictures of small charts (ASCII and braille), the legend
// and the date labels as the width shrinks, and the fallbacks for boxes too small to plot.
import { describe, expect, it } from 'vitest';
import { placeDateLabels, renderHistoryChart, type ChartPoint } from '../../../source/tui/chart/history-chart.js';
import { ASCII_GLYPHS } from '../../../source/terminal/glyphs.js';
import { MONTHLY_HISTORY } from './monthly-history.js';

const monthly = MONTHLY_HISTORY;

const ascii = (points: readonly ChartPoint[], width: number, height: number) =>
  renderHistoryChart(points, { width, height, colour: false, glyphs: ASCII_GLYPHS });
const braille = (points: readonly ChartPoint[], width: number, height: number) =>
  renderHistoryChart(points, { width, height, colour: false });

describe('the whole chart', () => {
  it('ASCII: each value a *, the line between them, the goal stepping up with =, dated ticks', () => {
    expect(ascii(monthly, 40, 10)).toEqual([
      '120+                                    ',
      '100+==============================..---*',
      " 80+                       *.---'*'     ",
      " 60+        ...*--...*.--''             ",
      " 40+*.---*'''                           ",
      ' 20+                                    ',
      '   |                                    ',
      '   ++----------------+-----------------+',
      '    2025-01-31  2025-04-30    2025-07-31',
      '*- value  == goal 100  last 104         ',
    ]);
  });

  it('braille: the same history, oldest value at the left edge, newest at the right', () => {
    expect(braille(monthly, 40, 12)).toEqual([
      '   │                                    ',
      '150┤                                    ',
      '   │                                    ',
      '100┤┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄⢀⣀⡠⠤⠔⠒⠊⠉',
      '   │                    ⢀⣀⡠⠤⠔⠒⠊⠉⠁       ',
      ' 50┤   ⣀⣀⣀⡠⠤⠔⠒⠊⠉⠉⠉⠑⠒⠒⠒⠊⠉⠁               ',
      '   │⠉⠉⠉                                 ',
      '  0┤                                    ',
      '   │                                    ',
      '   └┬────────────────┬─────────────────┬',
      '    2025-01-31  2025-04-30    2025-07-31',
      '⠤⠒ value  ┄┄ goal 100  last 104         ',
    ]);
  });

  it('a single value: two dots in the middle, its goal beside it, its date centred under it', () => {
    expect(braille([{ day: '2025-01-31', value: 30, goal: 90 }], 30, 8)).toEqual([
      '100┤            ┄┄            ',
      ' 80┤                          ',
      ' 60┤                          ',
      ' 40┤            ⢀⡀            ',
      ' 20┤                          ',
      '   └────────────┬─────────────',
      '           2025-01-31         ',
      '⠤⠒ value  ┄┄ goal 90  last 30 ',
    ]);
    expect(ascii([{ day: '2025-01-31', value: 30, goal: 90 }], 30, 8)[3]).toBe(' 40+            *.            ');
  });

  it('a goal that is not a finite number counts as no goal', () => {
    const lines = ascii(
      [
        { day: '2024-12-31', value: 1, goal: null },
        { day: '2025-01-02', value: 3, goal: Number.POSITIVE_INFINITY },
      ],
      24,
      7,
    );
    expect(lines).toEqual([
      '3+               ...---*',
      "2+    ...-----'''       ",
      "1+*''''                 ",
      ' |                      ',
      ' ++--------------------+',
      '  2024-12-31  2025-01-02',
      '*- value  last 3        ',
    ]);
  });

  it('leaves out points whose day is not a plain YYYY-MM-DD or whose value is not finite', () => {
    const noisy: ChartPoint[] = [
      ...monthly,
      { day: '2025-8-31', value: 1, goal: null },
      { day: 'x2025-08-31', value: 1, goal: null },
      { day: '2025-08-31x', value: 1, goal: null },
      { day: '2025-08-31', value: Number.POSITIVE_INFINITY, goal: null },
    ];
    expect(ascii(noisy, 40, 10)).toEqual(ascii(monthly, 40, 10));
  });
});

describe('the legend and the date labels as the chart narrows', () => {
  // Only the lines below the plot: the axis, the dates, the legend.
  const footer = (width: number) => braille(monthly, width, 6).slice(3);

  it('keeps the count and the last value while they fit, then the last value, then only the keys', () => {
    expect(braille(monthly, 60, 14)[13]).toBe('⠤⠒ value  ┄┄ goal 100  7 values, last 104 on 2025-07-31     ');
    expect(footer(31)[2]).toBe('⠤⠒ value  ┄┄ goal 100  last 104');
    expect(footer(26)[2]).toBe('⠤⠒ value  ┄┄ goal 100     ');
    // The goal's value gives way last, before its key.
    expect(footer(20)[2]).toBe('⠤⠒ value  ┄┄ goal   ');
    const noGoal = monthly.map((p) => ({ ...p, goal: null }));
    expect(braille(noGoal, 18, 6)[5]).toBe('⠤⠒ value  last 104');
    expect(braille(noGoal, 16, 6)[5]).toBe('⠤⠒ value        ');
    // A long last value gives way to the count.
    const long = [
      { day: '2025-01-01', value: 1, goal: null },
      { day: '2025-02-01', value: 1234567.25, goal: null },
    ];
    expect(braille(long, 26, 6)[5]).toBe('⠤⠒ value  last 1234567.25 ');
    expect(braille(long, 24, 6)[5]).toBe('⠤⠒ value  2 values      ');
  });

  it('full dates while both ends fit, then month and day, then the newest date alone', () => {
    expect(footer(44).slice(0, 2)).toEqual([
      '   └┬──────────────────┬───────────────────┬',
      '    2025-01-31    2025-04-30      2025-07-31',
    ]);
    expect(footer(26).slice(0, 2)).toEqual(['   └┬────────────────────┬', '    2025-01-31  2025-07-31']);
    expect(footer(24).slice(0, 2)).toEqual(['   └┬────────┬─────────┬', '    01-31  04-30   07-31']);
    expect(footer(20).slice(0, 2)).toEqual(['   └┬──────────────┬', '    01-31      07-31']);
    expect(braille(monthly, 12, 5).slice(2, 4)).toEqual(['   └───────┬', '       07-31']);
  });
});

describe('placeDateLabels', () => {
  const ticks = (days: readonly string[], step: number) => days.map((day, i) => ({ day, column: i * step }));

  it('has nothing to place without points, or when not even the shortest date fits', () => {
    expect(placeDateLabels([], 40)).toEqual([]);
    expect(placeDateLabels(ticks(['2025-03-01', '2025-03-31'], 3), 4)).toEqual([]);
  });

  it('right-aligns the newest date under its tick when both ends do not fit', () => {
    expect(placeDateLabels(ticks(['2025-03-01', '2025-03-31'], 10), 11)).toEqual([{ text: '2025-03-31', start: 1, tickColumn: 10 }]);
    expect(placeDateLabels(ticks(['2025-03-01', '2025-03-31'], 6), 11)).toEqual([{ text: '2025-03-31', start: 0, tickColumn: 6 }]);
    expect(placeDateLabels(ticks(['2024-03-01', '2025-03-31'], 6), 7)).toEqual([{ text: '2025-03', start: 0, tickColumn: 6 }]);
    expect(placeDateLabels(ticks(['2024-03-01', '2025-03-31'], 5), 6)).toEqual([{ text: '03-31', start: 1, tickColumn: 5 }]);
  });

  it('centres a lone date under its tick, kept inside the plot', () => {
    expect(placeDateLabels([{ day: '2025-03-01', column: 15 }], 30)).toEqual([{ text: '2025-03-01', start: 10, tickColumn: 15 }]);
    expect(placeDateLabels([{ day: '2025-03-01', column: 3 }], 30)).toEqual([{ text: '2025-03-01', start: 0, tickColumn: 3 }]);
    expect(placeDateLabels([{ day: '2025-03-01', column: 28 }], 30)).toEqual([{ text: '2025-03-01', start: 20, tickColumn: 28 }]);
  });

  it('starts the oldest date at its tick and ends the newest at its tick', () => {
    expect(
      placeDateLabels(
        [
          { day: '2025-03-01', column: 2 },
          { day: '2025-05-01', column: 37 },
        ],
        40,
      ),
    ).toEqual([
      { text: '2025-03-01', start: 2, tickColumn: 2 },
      { text: '2025-05-01', start: 28, tickColumn: 37 },
    ]);
  });

  it('between the ends, the middle date first, then the quarters, as room allows', () => {
    const days = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01'];
    const placed = (step: number) => placeDateLabels(ticks(days, step), step * 4 + 1).map((l) => [l.text, l.start]);
    // Room for one label between the ends: the middle one, not the first quarter.
    expect(placed(10)).toEqual([
      ['2025-01-01', 0],
      ['2025-03-01', 15],
      ['2025-05-01', 31],
    ]);
    // Then a quarter that keeps clear of its neighbours.
    expect(placed(16)).toEqual([
      ['2025-01-01', 0],
      ['2025-03-01', 27],
      ['2025-04-01', 43],
      ['2025-05-01', 55],
    ]);
    expect(placed(17)).toEqual([
      ['2025-01-01', 0],
      ['2025-02-01', 12],
      ['2025-03-01', 29],
      ['2025-04-01', 46],
      ['2025-05-01', 59],
    ]);
  });

  it('keeps two spaces between labels: one column short and the middle label is left out', () => {
    const three = (columns: number, middle: number) =>
      placeDateLabels(
        [
          { day: '2025-01-01', column: 0 },
          { day: '2025-02-01', column: middle },
          { day: '2025-03-01', column: columns - 1 },
        ],
        columns,
      ).map((l) => l.text);
    // The middle label spans columns 12-21: two spaces after the first (0-9) and before the last.
    expect(three(34, 17)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    expect(three(34, 16)).toEqual(['2025-01-01', '2025-03-01']);
    expect(three(34, 18)).toEqual(['2025-01-01', '2025-03-01']);
  });

  it('writes each date once, even when two ticks of the same day lie far apart', () => {
    const labels = placeDateLabels(
      [
        { day: '2025-01-01', column: 0 },
        { day: '2025-01-01', column: 30 },
        { day: '2025-03-01', column: 60 },
      ],
      61,
    );
    expect(labels.map((l) => [l.text, l.start])).toEqual([
      ['2025-01-01', 0],
      ['2025-03-01', 51],
    ]);
  });
});

describe('boxes too small for a plot', () => {
  it('says the count, the last value and its day, centred, as many lines as fit', () => {
    expect(braille(monthly, 20, 1)).toEqual(['      7 values      ']);
    expect(braille(monthly, 20, 2)).toEqual(['      7 values      ', '      last 104      ']);
    expect(braille(monthly, 20, 4)).toEqual([
      '      7 values      ',
      '      last 104      ',
      '   on 2025-07-31    ',
      '                    ',
    ]);
    expect(braille([monthly[0]!], 20, 3)).toEqual(['      1 value       ', '      last 30       ', '   on 2025-01-31    ']);
    // Centred in a taller box, cut to the width.
    expect(braille(monthly, 11, 5)).toEqual(['           ', ' 7 values  ', ' last 104  ', 'on 2025-07…', '           ']);
  });

  it('needs two plot rows and eight plot columns', () => {
    expect(braille(monthly, 20, 5)[0]).toBe('200┤┄┄┄┄┄┄┄┄┄┄┄┄⣀⣀⣀⣀');
    expect(braille(monthly, 12, 5)[0]).toMatch(/^200┤/);
    expect(braille(monthly, 11, 5)[1]).toBe(' 7 values  ');
    expect(braille(monthly, 20, 4)[0]).toBe('      7 values      ');
  });
});

describe('details of the plot', () => {
  const at = (day: string, value: number, goal: number | null = null): ChartPoint => ({ day, value, goal });
  const valueAxis = (lines: readonly string[]) =>
    lines.map((line) => /^\s*(\S*)[┤+]/.exec(line)?.[1] ?? '').filter((label) => label !== '');

  it('a steep first step leaves no stray dot beside the first value', () => {
    expect(braille([at('2025-01-01', 0), at('2025-01-02', 100), at('2025-03-01', 100)], 30, 8).slice(0, 5)).toEqual([
      '100┤⢰⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒',
      '   │⢸                         ',
      ' 50┤⡜                         ',
      '   │⡇                         ',
      '  0┤⠃                         ',
    ]);
  });

  it('the goal line stops where the next value has no goal', () => {
    expect(braille([at('2025-01-01', 10, 90), at('2025-02-01', 20), at('2025-03-01', 30)], 30, 8)[0]).toBe(
      '100┤┄┄┄┄┄┄┄┄┄┄┄┄┄             ',
    );
  });

  it('names the goal in the legend when only some values have one', () => {
    expect(braille([at('2025-01-01', 10), at('2025-02-01', 20, 50)], 60, 8)[7]).toBe(
      '⠤⠒ value  ┄┄ goal 50  2 values, last 20 on 2025-02-01       ',
    );
  });

  it('counts one value in the singular', () => {
    expect(braille([at('2025-01-31', 30)], 60, 8)[7]).toBe('⠤⠒ value  1 value, last 30 on 2025-01-31                    ');
  });

  it('keeps the order of values booked on the same day: the last one given is the last value', () => {
    expect(braille([at('2025-01-01', 5), at('2025-01-02', 7), at('2025-01-02', 9)], 60, 8)[7]).toBe(
      '⠤⠒ value  3 values, last 9 on 2025-01-02                    ',
    );
  });

  it('abbreviates large labels by the largest end of the scale', () => {
    expect(valueAxis(braille([at('2025-01-01', 100), at('2025-02-01', 3_400_000)], 30, 8))).toEqual(['4M', '3M', '2M', '1M', '0']);
  });

  it('on a tall plot keeps the value labels two rows apart (at most four intervals on nine rows)', () => {
    expect(valueAxis(braille([at('2025-01-01', 0), at('2025-03-01', 11)], 30, 12))).toEqual(['15', '10', '5', '0']);
    expect(valueAxis(braille([at('2025-01-01', 0), at('2025-03-01', 11)], 30, 13))).toEqual(['15', '10', '5', '0']);
  });

  it('says so in words when there are no values, cut with the terminal’s own ellipsis', () => {
    expect(braille([], 20, 3)).toEqual(['                    ', '   no values yet    ', '                    ']);
    expect(ascii([at('2025-01-31', 30), at('2025-07-31', 104)], 11, 5)).toEqual([
      '           ',
      ' 2 values  ',
      ' last 104  ',
      'on 2025-...',
      '           ',
    ]);
    expect(ascii([at('2025-01-31', 30)], 11, 3)).toEqual(['  1 value  ', '  last 30  ', 'on 2025-...']);
  });

  it('a lone date gets its full form whenever it fits, however narrow the plot', () => {
    expect(placeDateLabels([{ day: '2025-01-31', column: 5 }], 12)).toEqual([{ text: '2025-01-31', start: 0, tickColumn: 5 }]);
  });
});

describe('the goal on a short axis', () => {
  const at = (day: string, value: number, goal: number | null = null): ChartPoint => ({ day, value, goal });
  it('draws the goal on the labels’ scale and names its value in the legend, never on the axis between ticks', () => {
    const scrap = braille([at('2026-06-30', 3, 2), at('2026-07-31', 1.5, 2), at('2026-08-31', 4, 2), at('2026-09-30', 6.1, 2)], 40, 5);
    expect(scrap.slice(0, 2).map((line) => /^\s*(\S+)┤/.exec(line)?.[1])).toEqual(['10', '0']);
    // 2 is nearer 0 than 10: the goal's line is on the row labelled 0.
    expect(scrap[1]).toMatch(/^ 0┤.*┄+$/);
    expect(scrap[4]).toContain('┄┄ goal 2');
    const delivery = braille([at('2026-06-30', 81, 95), at('2026-07-31', 85, 95), at('2026-08-31', 89.2, 95)], 40, 5);
    expect(delivery[0]).toMatch(/^100┤┄+/);
    expect(delivery[4]).toContain('┄┄ goal 95');
  });

  it('labels no row with the goal where it falls between ticks', () => {
    const lines = braille([at('2026-06-30', 10, 37), at('2026-07-31', 60, 37)], 40, 11);
    expect(valueLabels(lines)).toEqual(['60', '50', '40', '30', '20', '10']);
    expect(lines.find((line) => line.includes('┄┄┄┄'))).toMatch(/^40┤/);
    expect(lines[10]).toContain('┄┄ goal 37');
  });
});

function valueLabels(lines: readonly string[]): string[] {
  return lines.map((line) => /^\s*(\S*)┤/.exec(line)?.[1] ?? '').filter((label) => label !== '');
}
