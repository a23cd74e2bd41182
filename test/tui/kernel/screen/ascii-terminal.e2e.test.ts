// `hoshin demo` on a real terminal that has no Unicode: not one byte above 0x7F may arrive, through
// the tree, the area swatches, the indicators overview (sparklines) and an indicator's chart.
import { describe, expect, it } from 'vitest';
import { nonAsciiBytes, startOnPty, type PtyScreen } from '../../helpers/pty-screen.js';

/** Walks the demo: a hoshin's areas, then the hoshin's indicators and the first one's chart. */
async function walkTheDemo(screen: PtyScreen): Promise<void> {
  await screen.waitFor('Nordwind Pumps S.L.');
  screen.write('\r');
  await screen.waitFor('Hoshin 2026  ');
  screen.write('\r');
  await screen.waitFor('long-term goals');
  screen.write('\r');
  await screen.waitFor('People & Safety');
  screen.write('i');
  await screen.waitFor('Indicators of hoshin');
  screen.write('\r');
  await screen.waitFor('value  == goal');
}

const CASES: readonly { name: string; args: string[]; env: Record<string, string> }[] = [
  { name: 'LANG=C LC_ALL=C', args: ['demo'], env: { LANG: 'C', LC_ALL: 'C', TERM: 'xterm' } },
  { name: 'TERM=vt100', args: ['demo'], env: { LANG: 'C.UTF-8', TERM: 'vt100' } },
  { name: '--ascii', args: ['demo', '--ascii'], env: { LANG: 'C.UTF-8', TERM: 'xterm-256color' } },
];

describe('the console on a terminal without Unicode', () => {
  it.each(CASES)('writes only ASCII under $name, with classic borders and an ASCII chart', async ({ args, env }) => {
    const screen = await startOnPty(args, { env });
    try {
      await walkTheDemo(screen);
      const rows = screen.rows();
      expect(
        rows.some((row) => /^\+-+\+\+-+\+$/.test(row)),
        rows.join('\n'),
      ).toBe(true);
      expect(
        rows.some((row) => /^\|> /.test(row)),
        rows.join('\n'),
      ).toBe(true);
      // The chart: value axis ticks, value points, the goal.
      expect(rows.join('\n')).toMatch(/\d\+.*[*=]/);
      expect(nonAsciiBytes(screen.bytes())).toEqual([]);
      // Marks that read as what they mean: counts in words (`v7` reads as a version), the trend in
      // words (a lone `\` is no arrow), and the breadcrumb's lead not a second `>`.
      const screenText = rows.join('\n');
      expect(screenText).not.toMatch(/(^|[\s|])v\d/m);
      expect(screenText).not.toMatch(/(^|[\s|])[\\/] (better|worse)/m);
      expect(screenText).toMatch(/\b(up|down), (better|worse)\b|\bunchanged\b/);
      expect(screenText).not.toMatch(/^> >/m);
    } finally {
      await screen.close();
    }
  });

  it('under LANG=C cuts with three dots, never $, and keeps every row within the terminal', async () => {
    const screen = await startOnPty(['demo'], { env: { LANG: 'C', LC_ALL: 'C', TERM: 'screen' }, columns: 60, rows: 20 });
    try {
      await screen.waitFor('Nordwind Pumps S.L.');
      // An objective deep in the plan: the breadcrumb and the detail's names are cut at 60 columns.
      screen.write(':');
      await screen.waitFor(':_');
      screen.write('indicator 101\r');
      await screen.waitFor('opened indicator 101');
      const rows = screen.rows();
      const text = rows.join('\n');
      expect(text, text).toMatch(/\w\.\.\.( |$)/m);
      expect(text, text).not.toMatch(/\w\$/);
      for (const row of rows) expect(row.trimEnd().length, row).toBeLessThanOrEqual(60);
      expect(
        rows.some((row) => /^\+-+\+\+-+\+$/.test(row)),
        text,
      ).toBe(true);
      expect(nonAsciiBytes(screen.bytes())).toEqual([]);
    } finally {
      await screen.close();
    }
  });

  it('writes no colour on a vt100, which has none', async () => {
    const screen = await startOnPty(['demo'], { env: { LANG: 'C.UTF-8', TERM: 'vt100' } });
    try {
      await walkTheDemo(screen);
      // SGR foreground or background colours: 30-37, 39-47, 49, 90-97, 100-107, 38;x and 48;x.
      expect(screen.bytes().toString('latin1')).not.toMatch(/\u001b\[(?:[\d;]*;)?(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[\d;]*)?m/);
    } finally {
      await screen.close();
    }
  });
});
