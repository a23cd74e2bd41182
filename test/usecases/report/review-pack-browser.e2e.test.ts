// The demo's review pack in a real browser (headless Chromium over the DevTools protocol): the
// sections in the meeting's order, no horizontal overflow at 1280 px nor at a phone's 390 px, no
// script and no request beyond the file itself, a name carrying HTML and Markdown metacharacters
// shown as text; printed, A4 and Letter landscape with the bowling chart on one page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPackHtml } from '../../../source/usecases/report/html.js';
import { Browser, chromiumMissing, popplerMissing, type BrowserPage } from '../../helpers/chromium.js';
import { demoPack } from './demo-pack.js';

const skipReason = chromiumMissing() ?? popplerMissing();
if (skipReason) console.warn(`skipped: ${skipReason}`);

/** A name that would run, break the table or make Markdown if it were not escaped. */
const HOSTILE = 'OEE <script>window.ran=1</script><img src=x onerror="window.ran=2"> | `code` **bold** [link](http://a.example)\nline two';
const SECTIONS = ['overview', 'health', 'chart', 'reds', 'due', 'cascade'];

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function pdfPages(file: string): { count: number; size: string } {
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
  return { count: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), size: /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? '' };
}

function pageText(file: string, page: number): string {
  return spawnSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  }).stdout.replace(/\s+/g, ' ');
}

describe.skipIf(skipReason !== undefined)('the review pack in a browser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hoshin-pack-browser-'));
  // 104 is missing a month: its name (one long word) shows at the top of the page too.
  const { pack } = demoPack(Date.now(), { 101: HOSTILE, 104: `Foundry${'scrap'.repeat(50)}` });
  const file = join(dir, 'pack.html');
  const url = pathToFileURL(file).href;
  let browser: Browser;
  const pages = new Map<number, BrowserPage>();
  const at = async (width: number) => {
    if (!pages.has(width)) pages.set(width, await browser.open(url, width));
    return pages.get(width) as BrowserPage;
  };

  beforeAll(() => {
    writeFileSync(file, renderPackHtml(pack));
    browser = new Browser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has the sections in the order the meeting reads them, with what it needs to say', async () => {
    const page = await at(1280);
    expect(await page.evaluate<string[]>("[...document.querySelectorAll('main > section')].map((s) => s.id)")).toEqual(SECTIONS);
    const headings = await page.evaluate<string[]>("[...document.querySelectorAll('h1, h2')].map((h) => h.textContent)");
    expect(headings[0]).toBe(pack.scope.name);
    expect(headings.slice(1)).toEqual([
      'What is missing here',
      'Not recorded on the service',
      'Plan health',
      expect.stringMatching(/^Bowling chart, \w+ \d{4} to \w+ \d{4}$/),
      expect.stringMatching(/^Red in \w+ \d{4}$/),
      'Due and late, by owner',
      'The cascade',
    ]);
    const text = await page.evaluate<string>('document.body.innerText');
    // The demo shows what the review is about: reds with and without an active countermeasure, a
    // lower-is-better indicator, months not recorded; every month is known here.
    expect(text).toMatch(/Countermeasures:/);
    expect(text).toMatch(/No countermeasure yet/);
    expect(await page.evaluate<number>("document.querySelectorAll('#chart .tag').length")).toBeGreaterThan(0);
    expect(await page.evaluate<number>("document.querySelectorAll('#missing + p.complete').length")).toBe(1);
    // Red, green and blank cells each carry their mark, not colour alone.
    const marks = await page.evaluate<Record<string, string[]>>(
      "({ met: [...document.querySelectorAll('.cell.met .m')].map((e) => e.textContent), missed: [...document.querySelectorAll('.cell.missed .m')].map((e) => e.textContent), none: [...document.querySelectorAll('.cell.none .m')].map((e) => e.textContent) })",
    );
    expect(new Set(marks.met)).toEqual(new Set(['▲']));
    expect(new Set(marks.missed)).toEqual(new Set(['▼']));
    // Empty months told apart: ! not recorded (October of the two indicators left late), blank for
    // the quarterly indicator's months with no update due; none is not known here (·).
    expect(new Set(marks.none)).toEqual(new Set(['!', '']));
    expect(await page.evaluate<number>("document.querySelectorAll('#chart svg.spark').length")).toBe(
      pack.groups.flatMap((g) => g.rows).length,
    );
  });

  it('runs no script and asks for nothing but the file itself', async () => {
    const page = await at(1280);
    expect(await page.evaluate<number>('document.scripts.length')).toBe(0);
    expect(await page.evaluate<unknown>('window.ran ?? null')).toBeNull();
    expect(page.requests).toEqual([url]);
  });

  it('shows a name carrying HTML and Markdown metacharacters as text, and the table keeps its shape', async () => {
    const page = await at(1280);
    const row = await page.evaluate<string>("document.querySelector('#chart tbody tr:not(.group) th').textContent");
    expect(row).toContain(
      'OEE <script>window.ran=1</script><img src=x onerror="window.ran=2"> | `code` **bold** [link](http://a.example)␊line two',
    );
    expect(await page.evaluate<number>("document.querySelectorAll('main img').length")).toBe(0);
    const widths = await page.evaluate<number[]>(
      "[...document.querySelectorAll('#chart tbody tr:not(.group)')].map((r) => r.children.length)",
    );
    expect(new Set(widths)).toEqual(new Set([pack.months.length + 2]));
  });

  it.each([1280, 390])('has no horizontal overflow at %i px: only the chart scrolls, inside its own box', async (width) => {
    const page = await at(width);
    const sizes = await page.evaluate<{ page: number; view: number; chartBox: number; chartScroll: number }>(
      "({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth, chartBox: document.querySelector('#chart .scroll').clientWidth, chartScroll: document.querySelector('#chart .scroll').scrollWidth })",
    );
    expect(sizes.page).toBeLessThanOrEqual(sizes.view);
    expect(sizes.view).toBe(width);
    expect(sizes.chartBox).toBeLessThanOrEqual(width);
    if (width === 390) expect(sizes.chartScroll).toBeGreaterThan(sizes.chartBox);
    const png = await page.screenshot();
    writeFileSync(join(dir, `pack-${width}.png`), png);
    expect(pngSize(png).width).toBe(width);
  });

  it.each([
    ['A4', 8.27, 11.69, /^841\.\d+ x 595\.\d+ pts/],
    ['Letter', 8.5, 11, /^792 x 612 pts/],
  ] as const)('prints on %s landscape with the bowling chart on one page', async (paper, widthInches, heightInches, size) => {
    const page = await at(1280);
    const pdf = join(dir, `pack-${paper}.pdf`);
    writeFileSync(pdf, await page.pdf({ widthInches, heightInches }));
    const info = pdfPages(pdf);
    expect(info.size).toMatch(size);
    const texts = Array.from({ length: info.count }, (_, index) => pageText(pdf, index + 1));
    const chartPage = texts.findIndex((text) => /Bowling chart, \w+ \d{4} to/.test(text));
    expect(chartPage).toBeGreaterThanOrEqual(0);
    const chartText = texts[chartPage] as string;
    for (const group of pack.groups) {
      for (const row of group.rows.slice(1)) expect(chartText).toContain(row.name.replace(/\s+/g, ' '));
    }
    expect(chartText).toContain('dashed at the goal');
    // In the meeting's order on paper too.
    const whole = texts.join(' ');
    const order = ['What is missing here', 'Plan health', 'Bowling chart', 'Red in', 'Due and late, by owner'].map((heading) =>
      whole.indexOf(heading),
    );
    expect(order.every((position, index) => position >= 0 && (index === 0 || position > (order[index - 1] as number)))).toBe(true);
  });
});
