// Tables that fit the terminal: columns give way by rank (names last, ids never), the bowling chart
// shortens its months where figures do not fit, and with no width (piped) every value is whole.
import { describe, expect, it } from 'vitest';
import { chartText } from '../../../source/cli/commands/bowling/bowling.js';
import { dueTable, type DueEntry } from '../../../source/cli/commands/due/due.js';
import { fitTable, fittedWidths, terminalWidth } from '../../../source/cli/terminal/fit-table.js';
import { textWidth } from '../../../source/core/cell-text.js';
import { bowlingChart, monthsEnding } from '../../../source/domain/bowling.js';

const widest = (text: string) => Math.max(...text.trimEnd().split('\n').map(textWidth));

describe('fitting a table', () => {
  const rows = [
    ['ID', 'NAME', 'OWNER'],
    ['1234567', 'Overall equipment effectiveness of line two', 'Aiko Tanaka'],
  ];

  it('keeps natural widths when they fit, or with no width at all', () => {
    expect(fitTable(rows, [], undefined)).toBe(
      'ID       NAME                                         OWNER\n1234567  Overall equipment effectiveness of line two  Aiko Tanaka\n',
    );
    expect(fittedWidths(rows, [], 200)).toEqual([7, 43, 11]);
  });

  it('narrows the lowest rank first, never a whole column, and cuts with the ellipsis', () => {
    const text = fitTable(rows, [{ whole: true }, { min: 10, yields: 2 }, { min: 5, yields: 1 }], 40);
    expect(widest(text)).toBeLessThanOrEqual(40);
    expect(text).toContain('1234567 ');
    expect(text.split('\n')[1]).toBe('1234567 Overall equipment effecti… Aiko…');
    const tighter = fitTable(rows, [{ whole: true }, { min: 10, yields: 2 }, { min: 5, yields: 1 }], 25);
    expect(tighter.split('\n')[1]).toBe('1234567 Overall eq… Aiko…');
  });

  it('sees a width only on a terminal', () => {
    expect(terminalWidth({ isTTY: true, columns: 80 })).toBe(80);
    expect(terminalWidth({ isTTY: false, columns: 80 })).toBeUndefined();
    expect(terminalWidth({})).toBeUndefined();
  });
});

describe('the bowling chart in a terminal', () => {
  const months = monthsEnding('2026-08', 12);
  const value = (id: number, day: string, v: number) => ({ id, day, value: v });
  const chart = bowlingChart(months, [
    {
      indicator: {
        id: 1003,
        name: 'Overall equipment effectiveness of the packaging line',
        goal: 85,
        worst_value: 0,
        objective_id: 7,
      },
      histories: months.map((month, i) => value(i + 1, `${month}-28`, i % 2 === 0 ? 84.9 : 120)),
    },
    {
      indicator: { id: 1004, name: 'Scrap', goal: 2, worst_value: 8, objective_id: 7 },
      histories: [value(50, '2026-08-10', 2)],
    },
  ]);
  const names = new Map([[7, 'Reliable lines that deliver every order on time, in full, the first time']]);

  it('fits 80 columns: the months under their initials, marks alone, the range said', () => {
    const text = chartText(chart, names, 80);
    expect(widest(text)).toBeLessThanOrEqual(80);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^ID +INDICATOR +S O N D J F M A M J J A$/);
    // The name gets the width the months leave, the rest of it on a second row; no mark goes unexplained.
    expect(lines[2]).toMatch(/^1003 Overall equipment effectiveness of the packaging +x \+ x \+ x \+ x \+ x \+ x \+$/);
    expect(lines[3]).toBe('     line');
    expect(text.replace(/\s+/g, ' ')).toContain('x below it (the progress in percent is left out at this width: --csv or --json has it)');
    expect(text).toContain('months 2025-09 to 2026-08');
    expect(text).not.toMatch(/-100|-0\b/);
  });

  it('keeps figures at 120 columns, names cut, ids whole', () => {
    const text = chartText(chart, names, 120);
    expect(widest(text)).toBeLessThanOrEqual(120);
    expect(text).toMatch(/\n1004 Scrap +(\. +){11}\+100\n/);
    expect(text).toMatch(/\n1003 Overall[^\n]*x99\.9 \+141/);
  });

  it('piped, prints every name and the months whole', () => {
    const text = chartText(chart, names, undefined);
    expect(text).toContain('Overall equipment effectiveness of the packaging line');
    expect(text).toContain('[Reliable lines that deliver every order on time, in full, the first time]');
    expect(text.split('\n')[0]).toMatch(/25-09 +25-10 .* 26-08$/);
  });
});

describe('the due queue in a terminal', () => {
  const entry = (id: number, name: string, responsible: string): DueEntry =>
    ({
      kind: 'indicator',
      id,
      name,
      status: 'multioverdue',
      date: '2026-07-01',
      responsibleId: 3,
      responsible,
    }) as DueEntry;
  const queue = [entry(1003, 'Overall equipment effectiveness of the packaging line', 'Aiko Tanaka-Yamamoto'), entry(12, 'Scrap', 'Bo Li')];

  it('fits 80 columns with its header on one line, ids and dates whole', () => {
    const text = dueTable(queue, 80);
    expect(widest(text)).toBeLessThanOrEqual(80);
    const [header, first] = text.split('\n');
    expect(header).toMatch(/^KIND +ID +NAME +STATUS +DATE +RESP/);
    expect(first).toMatch(/^indicator 1003 Overall equipment e… multioverdue 2026-07-01 Aiko Tanaka-Yamamoto$/);
  });

  it('piped, keeps every value whole', () => {
    expect(dueTable(queue, undefined)).toContain(
      'Overall equipment effectiveness of the packaging line  multioverdue  2026-07-01  Aiko Tanaka-Yamamoto',
    );
  });
});
