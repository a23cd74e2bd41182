// The review pack's data and its two renderings, in process: what the demo plan gathers (reds with
// and without an active countermeasure, lower-is-better rows, months not known here), the
// countermeasure rule, and escaping in HTML and Markdown.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFreshReportFile, writeReportFile } from '../../../source/usecases/report/report-file.js';
import { countermeasuresOf, linkedIndicators } from '../../../source/domain/countermeasures.js';
import { defaultPackMonth } from '../../../source/usecases/review-pack.js';
import { htmlText, markdownText, MAX_TEXT, visibleText } from '../../../source/usecases/report/escape.js';
import { formatOfFile, numberedName, packFileName } from '../../../source/usecases/report/file-name.js';
import { percentText } from '../../../source/usecases/report/words.js';
import { progressOf } from '../../../source/domain/progress.js';
import { renderPackHtml } from '../../../source/usecases/report/html.js';
import { renderPackMarkdown } from '../../../source/usecases/report/markdown.js';
import { sparklineSvg } from '../../../source/usecases/report/sparkline-svg.js';
import { demoPack } from './demo-pack.js';

const HOSTILE = 'A <script>x()</script> | `b` *c* [d](e) ~f~ #g\nh\u202Ei';

describe('the demo plan gathered for the review', () => {
  const { pack, store } = demoPack();

  it('reviews the month before today and charts the twelve months ending with it', () => {
    expect(pack.month).toBe(defaultPackMonth(pack.today));
    expect(pack.months).toHaveLength(12);
    expect(pack.months[11]).toBe(pack.month);
    expect(pack.groups.flatMap((group) => group.rows)).toHaveLength(store.where('indicator', 'hoshin_id', 11).length);
  });

  it('lists the reds of the month, each with its countermeasures, or none active', () => {
    const reds = Object.fromEntries(pack.reds.map((red) => [red.name, red]));
    expect(Object.keys(reds).sort()).toEqual([
      'Energy per pump (kWh)',
      'ISO 50001 readiness (%)',
      'Nordic customer satisfaction (NPS)',
      'Operators trained on 3+ stations (%)',
      'Service contracts signed',
    ]);
    const energy = reds['Energy per pump (kWh)']!;
    expect(energy).toMatchObject({
      direction: 'lower',
      value: 162,
      goal: 140,
      owner: 'Jonas Keller',
      answered: true,
      trend: expect.any(String),
    });
    expect(energy.countermeasures.map((task) => [task.name, task.status])).toEqual([
      ['Replace compressor 3 with a variable-speed unit', 'active'],
      ['Heat recovery study for the annealing oven', 'backlog'],
    ]);
    expect(energy.countermeasures[0]?.late).toBe(true);
    expect(reds['Service contracts signed']).toMatchObject({
      answered: false,
      countermeasures: [{ status: 'backlog' }],
    });
    expect(reds['Operators trained on 3+ stations (%)']?.answered).toBe(false);
  });

  it('says which indicators have months not known here, apart from the months nobody recorded, and groups what is due by owner', () => {
    const months = pack.coverage.gaps.filter((gap) => gap.kind === 'months');
    // 108 is quarterly: its months between quarters have no update due, so nothing is missing.
    expect(months.map((gap) => gap.id)).toEqual([]);
    // October's update of 104 and 109 passed with no value: not recorded, not "not known here".
    expect(pack.coverage.unrecorded.map((item) => [item.id, item.months])).toEqual([
      [104, [pack.month]],
      [109, [pack.month]],
    ]);
    expect(pack.coverage.gaps.filter((gap) => gap.kind !== 'months')).toEqual([]);
    const owners = pack.due.map((owner) => owner.owner);
    expect(owners).toEqual([...owners].sort((a, b) => a.localeCompare(b)));
    expect(pack.due.flatMap((owner) => owner.items).some((item) => item.kind === 'task' && item.late)).toBe(true);
  });
});

describe('countermeasures of a red indicator', () => {
  const task = (id: number, status: string, deadline: string, description = '') => ({
    id,
    status,
    deadline,
    description,
    name: `t${id}`,
  });

  it('takes the open tasks of the objective, active first, and leaves out those linked to another indicator', () => {
    const tasks = [
      task(1, 'backlog', '2026-01-01'),
      task(2, 'active', '2026-03-01'),
      task(3, 'completed', '2026-01-01'),
      task(4, 'active', '2026-02-01', 'see https://x.example/indicators/7'),
      task(5, 'active', '2026-01-15', 'for https://x.example/indicators/70'),
    ];
    expect(linkedIndicators(tasks[3]!)).toEqual([7]);
    expect(countermeasuresOf(7, tasks).tasks.map((t) => t.id)).toEqual([4, 2, 1]);
    expect(countermeasuresOf(8, tasks).tasks.map((t) => t.id)).toEqual([2, 1]);
    expect(countermeasuresOf(8, [tasks[0]!]).active).toBe(false);
  });
});

describe('escaping what the service sends', () => {
  it('makes control and direction characters visible and cuts long texts', () => {
    expect(visibleText('a\nb\tc\u0007\u007F\u009B\u202Ed')).toBe('a␊b␉c␇␡\uFFFD\uFFFDd');
    expect([...visibleText('x'.repeat(1000))]).toHaveLength(MAX_TEXT);
  });

  it('escapes HTML so a name runs nothing and opens no tag', () => {
    expect(htmlText(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;');
  });

  it('escapes Markdown so a name breaks no table cell and makes no code, link, emphasis or HTML', () => {
    expect(markdownText(HOSTILE)).toBe('A &lt;script&gt;x()&lt;/script&gt; \\| \\`b\\` \\*c\\* \\[d\\](e) \\~f\\~ \\#g␊h\uFFFDi');
  });
});

describe('the renderings', () => {
  const { pack } = demoPack(Date.UTC(2026, 10, 24, 9), { 101: HOSTILE });

  it('writes HTML that fetches nothing and runs nothing', () => {
    const html = renderPackHtml(pack);
    expect(html).not.toMatch(/<script|<img|<link|<iframe|\ssrc=|\shref=|url\(|@import|javascript:/i);
    expect(html).toContain('A &lt;script&gt;x()&lt;/script&gt; | `b` *c* [d](e) ~f~ #g␊h\uFFFDi');
    expect(html.indexOf('id="overview"')).toBeLessThan(html.indexOf('id="health"'));
    expect(html.indexOf('id="health"')).toBeLessThan(html.indexOf('id="chart"'));
    expect(html.indexOf('id="chart"')).toBeLessThan(html.indexOf('id="reds"'));
    expect(html.indexOf('id="reds"')).toBeLessThan(html.indexOf('id="due"'));
    expect(html).toContain('@page { size: landscape');
  });

  it('writes Markdown tables whose rows keep their cells whatever the names hold', () => {
    const markdown = renderPackMarkdown(pack);
    expect(markdown).not.toContain('<script');
    const headings = markdown.split('\n').filter((line) => /^#{1,2} /.test(line));
    expect(headings.map((line) => line.replace(/, .*|: .*| in .*/, ''))).toEqual([
      '# Monthly review',
      '## What is missing here',
      '## Not recorded on the service',
      '## Plan health',
      '## Bowling chart',
      '## Red',
      '## Due and late',
      '## The cascade',
    ]);
    const chart = markdown.split('\n## Bowling chart')[1]!.split('\n\n')[1]!.split('\n');
    const cells = (line: string) => line.replace(/\\\|/g, '').split('|').length;
    expect(new Set(chart.map(cells))).toEqual(new Set([pack.months.length + 3]));
    expect(chart.find((line) => line.includes('script'))).toMatch(/^\| A &lt;script&gt;.* \| - \d+% \|/);
    expect(markdown).toMatch(/\| \+ \d+% \|/);
    // A month with no update due (the quarterly indicator's) is a blank cell.
    expect(markdown).toMatch(/\| {2}\|/);
    expect(markdown).toContain('(lower is better)');
    expect(markdown).toContain('**No countermeasure yet**');
  });

  it('draws a sparkline with a break where a month is unknown and the goal dashed', () => {
    const svg = sparklineSvg([50, 60, null, 80, 120], 'label');
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(svg).toContain('class="spark-goal"');
    expect(svg).toContain('class="spark-end-met"');
    expect(sparklineSvg([null, null], 'none')).toContain('spark-none');
  });
});

describe('file names', () => {
  it('names a pack by scope and month, reads the format from an extension, numbers a taken name', () => {
    expect(packFileName('area', 21, '2026-10', 'md')).toBe('hoshin-review-area-21-2026-10.md');
    expect([formatOfFile('a.MD'), formatOfFile('a.htm'), formatOfFile('a.txt')]).toEqual(['md', 'html', null]);
    expect(numberedName('pack.html', 2)).toBe('pack-2.html');
    expect(defaultPackMonth('2026-01-05')).toBe('2025-12');
  });
});

describe('writing a pack', () => {
  it('never replaces a file: the console takes the next free name, the CLI fails unless told', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hoshin-pack-file-'));
    expect(writeFreshReportFile(dir, 'p.html', 'one')).toBe(join(dir, 'p.html'));
    expect(writeFreshReportFile(dir, 'p.html', 'two')).toBe(join(dir, 'p-2.html'));
    expect(readdirSync(dir).sort()).toEqual(['p-2.html', 'p.html']);
    expect(readFileSync(join(dir, 'p.html'), 'utf8')).toBe('one');
    expect(() => writeReportFile(join(dir, 'p.html'), 'three', false)).toThrow(/EEXIST/);
    writeReportFile(join(dir, 'p.html'), 'three', true);
    expect(readFileSync(join(dir, 'p.html'), 'utf8')).toBe('three');
  });
});

describe('the progress a cell shows', () => {
  it('keeps the decimal where a whole percent would cross the goal: 99.9 is never 100', () => {
    expect(percentText(progressOf(99.9, 100, 0))).toBe('99.9%');
    expect(percentText(progressOf(100, 100, 0))).toBe('100%');
    expect(percentText(progressOf(83.4, 100, 0))).toBe('83%');
    expect(percentText(progressOf(2.5, 100, 0))).toBe('3%');
    expect(percentText(progressOf(5, 50, 50))).toBe('n/a');
    expect(percentText(null)).toBe('');
  });
});
